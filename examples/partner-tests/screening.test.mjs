// A partner's own test suite against @namescreen/core: fixtures and custom ports, no server.
import {
  assess,
  compareNames,
  PortError,
  screen,
  searchConflicts,
  searchTrademarks,
  ValidationError,
} from "@namescreen/core";
import { describe, expect, it } from "vitest";
import {
  brokenAnalyzer,
  companies,
  countingRegister,
  quietAnalyzer,
  restrictedTerms,
  trademarks,
} from "./fixtures.mjs";

describe("our company names", () => {
  it("refuses a name identical to a registered one, whatever the legal form", async () => {
    const result = await searchConflicts({ name: "ACME Treuhand GmbH" }, { companies: companies() });
    expect(result.registrable).toBe(false);
    expect(result.identityMatch).toMatchObject({ sourceCompanyId: "acme", legalSeat: "Bern" });
  });

  it("treats a registered language version like the main name", async () => {
    const result = await searchConflicts({ name: "Lumora Couleurs Sàrl" }, { companies: companies() });
    expect(result.identityMatch).toMatchObject({ sourceCompanyId: "lumora", nameKind: "variant" });
  });

  it("reports a deleted company as Low evidence only", async () => {
    const result = await searchConflicts({ name: "Alte Mühle GmbH" }, { companies: companies() });
    expect(result.registrable).toBe(true);
    expect(result.similarMatches[0]).toMatchObject({ sourceCompanyId: "old", risk: "Low" });
  });

  it("explains one pair the way the search does", async () => {
    const pair = compareNames("Acme Treuhnd AG", "Acme Treuhand AG");
    const search = await searchConflicts({ name: "Acme Treuhnd AG" }, { companies: companies() });
    const acme = search.similarMatches.find((m) => m.sourceCompanyId === "acme");
    expect(pair.risk).toBe(acme?.risk);
    expect(pair.classes).toEqual(acme?.explanation.classes);
  });

  it("calls our register port once when Medium and High names fill the list, else twice", async () => {
    // First for what can be Medium or High, then for the Low look-alikes only if places are left.
    const filled = countingRegister(companies());
    const one = await searchConflicts({ name: "Acme Trust AG", limit: 1 }, { companies: filled });
    expect(one.similarMatches[0]?.risk).not.toBe("Low");
    expect(filled.calls.match).toBe(1);
    const open = countingRegister(companies());
    await searchConflicts({ name: "Acme Trust AG", limit: 25 }, { companies: open });
    expect(open.calls.match).toBe(2);
  });
});

describe("our assessment ports", () => {
  it("applies our administered term", async () => {
    const { result } = await assess(
      { companyName: "Alpen Geldhaus AG", legalForm: "stock_corporation", language: "de" },
      { restrictedTerms, semantic: quietAnalyzer },
    );
    expect(result.assessment.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
  });

  it("fails open when our semantic analyser is down", async () => {
    const request = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };
    const { result } = await assess(request, { restrictedTerms, semantic: brokenAnalyzer });
    expect(result.assessment.overallStatus).toBe("CLEAR_TO_FILE");
  });

  it("refuses an invalid request with a ValidationError naming the field", async () => {
    const error = await assess({ companyName: "", legalForm: "stock_corporation", language: "de" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues.map((i) => i.path)).toContain("companyName");
  });
});

describe("screening with our registers", () => {
  it("finds our registered mark and our company in one screening", async () => {
    const { result } = await screen(
      {
        companyName: "Acmex Treuhand AG",
        legalForm: "stock_corporation",
        language: "de",
        checks: { trademarks: { niceClasses: [36] }, domains: { enabled: false } },
      },
      { companies: companies(), trademarks: trademarks(), restrictedTerms, semantic: quietAnalyzer },
    );
    expect(result.checks.trademarks?.similarMatches[0]?.sourceRecordId).toBe("TM-1");
    expect(result.checks.conflicts?.similarMatches.map((m) => m.sourceCompanyId)).toContain("acme");
  });

  it("reports a failing register port as an execution issue, not a crash", async () => {
    const failing = {
      match: () => {
        throw new PortError("UPSTREAM_ERROR", "register down");
      },
      describe: () => [],
    };
    const { result } = await screen(
      {
        companyName: "Acme Treuhand AG",
        legalForm: "stock_corporation",
        language: "de",
        checks: { domains: { enabled: false } },
      },
      { companies: failing, trademarks: trademarks(), restrictedTerms, semantic: quietAnalyzer },
    );
    expect(result.executionIssues.map((i) => i.check)).toContain("conflicts");
  });

  it("searches our marks by goods and services", async () => {
    const result = await searchTrademarks(
      { query: "Acmex", niceClasses: [36] },
      { trademarks: trademarks() },
    );
    expect(result.similarMatches[0]?.classOverlap).toEqual([36]);
  });
});
