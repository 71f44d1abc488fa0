import { describe, expect, it } from "vitest";
import { FLAG_CATALOG } from "../assessment/flag-catalog.js";
import { MATCH_MODES } from "../terms/port.js";
import { foldText } from "../terms/text.js";
import { STRICT_ACRONYMS, STRICT_ACRONYMS_THAT_ARE_WORDS } from "./igo.js";
import { ENGLISH_WORDS } from "./ordinary-words.generated.js";
import { BUILTIN_TERM_CATEGORIES, BUILTIN_TERM_SET, BUILTIN_TERMS } from "./restricted-terms.js";

describe("built-in restricted terms", () => {
  it("have unique ids (the server's seed keys) and unique category codes", () => {
    expect(new Set(BUILTIN_TERMS.map((t) => t.id)).size).toBe(BUILTIN_TERMS.length);
    expect(new Set(BUILTIN_TERM_CATEGORIES.map((c) => c.code)).size).toBe(BUILTIN_TERM_CATEGORIES.length);
  });

  it("belong to a known category and fold to something", () => {
    const codes = new Set(BUILTIN_TERM_CATEGORIES.map((c) => c.code));
    for (const t of BUILTIN_TERMS) {
      expect(codes.has(t.categoryCode), t.id).toBe(true);
      expect(foldText(t.term), t.id).not.toBe("");
      if (t.matchModeOverride) expect(MATCH_MODES).toContain(t.matchModeOverride);
      for (const e of t.exceptions ?? [])
        expect(foldText(e).includes(foldText(t.term)), `${t.id} ${e}`).toBe(true);
    }
  });

  it("categories carry their flag's catalog severity, a legal basis, an authority and a section", () => {
    for (const c of BUILTIN_TERM_CATEGORIES) {
      expect(c.defaultSeverity).toBe(FLAG_CATALOG[c.flagCode].defaultSeverity);
      expect(FLAG_CATALOG[c.flagCode].category).toBe("REGULATORY");
      expect(c.ruleRef).toBeTruthy();
      expect(c.authority).toBeTruthy();
      expect(c.sectionNumber).toBeTruthy();
      expect(c.sectionTitle).toBeTruthy();
      expect(c.isActive).toBe(true);
    }
  });

  it("cover every category of the brief with at least one term in each national language or English", () => {
    const byCategory = new Map<string, Set<string>>();
    for (const t of BUILTIN_TERMS) {
      const langs = byCategory.get(t.categoryCode) ?? new Set<string>();
      langs.add(t.languageCode ?? "any");
      byCategory.set(t.categoryCode, langs);
    }
    for (const code of ["banking", "gambling", "pharmacy", "higher_education", "official_designation"]) {
      const langs = byCategory.get(code) ?? new Set();
      for (const l of ["fr", "it", "en"]) expect(langs.has(l) || langs.has("any"), `${code} ${l}`).toBe(true);
    }
    expect(BUILTIN_TERM_SET.terms).toBe(BUILTIN_TERMS);
  });
});

describe("strict acronyms of international organisations", () => {
  it("list every one that is an English word among those matched in capitals only", () => {
    const english = new Set(ENGLISH_WORDS.split(" "));
    const words = STRICT_ACRONYMS.split(" ").map((a) => a.toLowerCase());
    for (const w of words.filter((a) => english.has(a))) expect(STRICT_ACRONYMS_THAT_ARE_WORDS).toContain(w);
    for (const w of STRICT_ACRONYMS_THAT_ARE_WORDS) expect(words).toContain(w);
  });
});
