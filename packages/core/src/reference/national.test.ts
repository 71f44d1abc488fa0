import { describe, expect, it } from "vitest";
import { compileTerms } from "../terms/matcher.js";
import { foldedWords, foldText } from "../terms/text.js";
import { DESIGNATION_TERM_SET, NATIONAL_DESIGNATIONS, ORIGIN_TERM_SET, SCOPE_TERMS } from "./national.js";

describe("national and scope designations", () => {
  it("raise the origin warning in every form that stands alone", () => {
    const origin = compileTerms(ORIGIN_TERM_SET);
    for (const t of DESIGNATION_TERM_SET.terms) {
      const words = foldedWords(t.term);
      const covered = origin.match(words).some((m) => m.first === 0 && m.last === words.length - 1);
      expect(covered, t.term).toBe(true);
    }
  });

  it("stand alone in every inflection listed, never as a compound", () => {
    const alone = compileTerms(DESIGNATION_TERM_SET);
    const reads = (text: string) => alone.match(foldedWords(text)).length > 0;
    for (const w of ["Elvetiche", "Svizzeri", "Helvetischen", "Internationaux", "Globali", "Européennes"])
      expect(reads(w), w).toBe(true);
    for (const w of ["Swisscom", "Eurotreuhand", "Schweizerhof", "Euro"]) expect(reads(w), w).toBe(false);
    expect([...NATIONAL_DESIGNATIONS, ...SCOPE_TERMS].every((t) => t.term !== "")).toBe(true);
    // Each form once, so a name's message names each word once.
    const forms = DESIGNATION_TERM_SET.terms.map((t) => foldText(t.term));
    expect(new Set(forms).size).toBe(forms.length);
  });
});
