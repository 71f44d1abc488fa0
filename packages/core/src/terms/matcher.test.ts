import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILTIN_TERM_SET } from "../reference/restricted-terms.js";
import { compileTerms } from "./matcher.js";
import type { MatchMode, RestrictedTerm, RestrictedTermSet } from "./port.js";
import { foldedWords, foldVariants } from "./text.js";

function setOf(
  terms: (Partial<RestrictedTerm> & { term: string })[],
  mode: MatchMode = "whole_word",
): RestrictedTermSet {
  return {
    version: "t",
    categories: [
      {
        code: "c",
        name: "C",
        flagCode: "WARN_FINREG_LICENSE_REQUIRED",
        defaultSeverity: "WARNING",
        matchMode: mode,
        ruleRef: null,
        isActive: true,
      },
    ],
    terms: terms.map((t, i) => ({
      id: i,
      categoryCode: "c",
      languageCode: null,
      matchModeOverride: null,
      severityOverride: null,
      ...t,
    })),
  };
}

const matched = (set: RestrictedTermSet, name: string) =>
  compileTerms(set)
    .match(foldedWords(name))
    .map((m) => m.text);

describe("compileTerms: match modes", () => {
  it("whole_word matches a whole word only", () => {
    const set = setOf([{ term: "Bank" }]);
    expect(matched(set, "Alpha Bank AG")).toEqual(["Bank"]);
    expect(matched(set, "Bankett AG")).toEqual([]);
    expect(matched(set, "Privatbank AG")).toEqual([]);
  });

  it("word_prefix matches the start of a word", () => {
    const set = setOf([{ term: "univers" }], "word_prefix");
    expect(matched(set, "Universität Alpha")).toEqual(["Universität"]);
    expect(matched(set, "Alpha Multiversum")).toEqual([]);
  });

  it("compound matches components and respects exceptions", () => {
    const set = setOf(
      [{ term: "Bank", exceptions: ["Datenbank", "Sandbank", "Bankett", "Werkbank", "Sitzbank"] }],
      "compound",
    );
    for (const yes of ["Privatbank", "Kantonalbank", "Bankverein", "Bank", "Investmentbankhaus"]) {
      expect(matched(set, `${yes} AG`), yes).toEqual([yes]);
    }
    for (const no of [
      "Datenbank",
      "Sandbank",
      "Bankett",
      "Werkbank",
      "Sitzbank",
      "Datenbanken",
      "Bankette",
    ]) {
      expect(matched(set, `${no} AG`), no).toEqual([]);
    }
    // An exception excludes only the occurrence it covers.
    expect(matched(set, "Datenbankbank AG")).toEqual(["Datenbankbank"]);
  });

  it("phrase matches consecutive whole words; multi-word terms are phrases in every mode", () => {
    const set = setOf([{ term: "Rotes Kreuz" }, { term: "caisse d'épargne", matchModeOverride: "compound" }]);
    expect(matched(set, "Rotes Kreuz Pflege AG")).toEqual(["Rotes Kreuz"]);
    expect(matched(set, "Rotes Haus Kreuz AG")).toEqual([]);
    expect(matched(set, "Caisse d'Epargne SA")).toEqual(["Caisse d' Epargne"]);
  });

  it("a word_prefix phrase may end in a prefix", () => {
    const set = setOf([{ term: "haute école spécial" }], "word_prefix");
    expect(matched(set, "Haute Ecole Spécialisée SA")).toHaveLength(1);
  });

  it("folds case, diacritics and both umlaut spellings", () => {
    const set = setOf([{ term: "Universität" }]);
    expect(matched(set, "UNIVERSITÄT Alpha")).toHaveLength(1);
    expect(matched(set, "Universitaet Alpha")).toHaveLength(1);
    expect(matched(set, "Universitat Alpha")).toHaveLength(1);
    expect(foldVariants("Zürich")).toEqual(["zurich", "zuerich"]);
  });

  it("matchModeOverride and severityOverride apply per term", () => {
    const set = setOf([{ term: "bank", matchModeOverride: "compound", severityOverride: "ERROR" }]);
    const [m] = compileTerms(set).match(foldedWords("Privatbank"));
    expect(m?.entry.mode).toBe("compound");
    expect(m?.entry.severity).toBe("ERROR");
  });

  it("compiles once per set object", () => {
    const set = setOf([{ term: "Bank" }]);
    expect(compileTerms(set)).toBe(compileTerms(set));
    expect(compileTerms({ ...set })).not.toBe(compileTerms(set));
  });

  it("the built-in list compiles with every term", () => {
    expect(compileTerms(BUILTIN_TERM_SET).size).toBeGreaterThanOrEqual(BUILTIN_TERM_SET.terms.length);
  });
});

// A brute-force oracle: every term tested against every token, as the modes are defined.
function oracle(set: RestrictedTermSet, name: string): string[] {
  const tokens = foldedWords(name).map((t) => t.folded);
  const out: string[] = [];
  for (const term of set.terms) {
    const mode = term.matchModeOverride ?? "whole_word";
    for (const spelling of foldVariants(term.term)) {
      const words = spelling.split(" ").filter(Boolean);
      for (let i = 0; i + words.length <= tokens.length; i++) {
        const tok = tokens[i] as string;
        const w = words[0] as string;
        let hit: boolean;
        if (words.length > 1 || mode === "phrase") {
          hit = words.every((x, k) =>
            k === words.length - 1 && mode === "word_prefix"
              ? tokens[i + k]?.startsWith(x)
              : tokens[i + k] === x,
          );
        } else if (mode === "whole_word") hit = tok === w;
        else if (mode === "word_prefix") hit = tok.startsWith(w);
        else hit = tok.includes(w);
        if (hit) out.push(`${String(term.id)}@${i}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

describe("compileTerms: equals a brute-force oracle", () => {
  const word = fc.stringMatching(/^[a-dä]{1,6}$/);
  const mode = fc.constantFrom<MatchMode>("whole_word", "word_prefix", "compound", "phrase");
  it("on random terms and names", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ term: fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(" ")), mode }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(" ")),
        (terms, name) => {
          const set = setOf(terms.map((t) => ({ term: t.term, matchModeOverride: t.mode })));
          const got = compileTerms(set)
            .match(foldedWords(name))
            .map((m) => `${String(m.entry.term.id)}@${m.first}`);
          expect([...new Set(got)].sort()).toEqual(oracle(set, name));
        },
      ),
      { numRuns: 500 },
    );
  });
});
