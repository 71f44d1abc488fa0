/** The eCH-0097 table: every code documented; unknown codes stored as "other", never guessed. */
import { describe, expect, it } from "vitest";
import { LEGAL_FORM_CODES, legalFormOf } from "../../src/adapters/lindas/index.js";

describe("eCH-0097 legal forms", () => {
  it("documents every code with its labels and where it was confirmed", () => {
    for (const [code, form] of Object.entries(LEGAL_FORM_CODES)) {
      expect(code).toMatch(/^0\d{3}$/);
      expect(form.label && form.fr && form.it).toBeTruthy();
      expect(["live", "standard"]).toContain(form.evidence);
    }
    expect(LEGAL_FORM_CODES["0106"]?.evidence).toBe("live");
    expect(LEGAL_FORM_CODES["0107"]?.evidence).toBe("live");
  });

  it("maps an IRI or a code, keeps an unknown code as other and no legal form as null", () => {
    expect(legalFormOf("https://ld.admin.ch/ech/97/legalforms/0106")).toBe("Aktiengesellschaft");
    expect(legalFormOf("0101")).toBe("Einzelunternehmen");
    expect(legalFormOf("https://ld.admin.ch/ech/97/legalforms/0112")).toBe("other");
    expect(legalFormOf(null)).toBeNull();
  });
});
