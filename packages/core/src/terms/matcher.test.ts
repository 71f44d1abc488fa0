import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILTIN_TERM_SET } from "../reference/restricted-terms.js";
import { compileTerms } from "./matcher.js";
import type { MatchMode, RestrictedTerm, RestrictedTermSet } from "./port.js";
import { foldedWords, foldVariants, umlautSpelling } from "./text.js";

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

  it("a term written with ae/oe/ue matches the umlaut spelling, in every mode", () => {
    const whole = setOf([{ term: "Kraeutermarkt" }, { term: "Oel" }]);
    expect(matched(whole, "Kräutermarkt AG")).toEqual(["Kräutermarkt"]);
    expect(matched(whole, "KRÄUTERMARKT AG")).toEqual(["KRÄUTERMARKT"]);
    expect(matched(whole, "Kra\u0308utermarkt AG")).toEqual(["Kra\u0308utermarkt"]);
    expect(matched(whole, "Kraeutermarkt AG")).toEqual(["Kraeutermarkt"]);
    expect(matched(whole, "Öl Handel AG")).toEqual(["Öl"]);
    const prefix = setOf([{ term: "Buerg" }], "word_prefix");
    expect(matched(prefix, "Bürgschaften AG")).toEqual(["Bürgschaften"]);
    const compound = setOf([{ term: "kraeuter" }], "compound");
    expect(matched(compound, "Alpenkräuterhaus AG")).toEqual(["Alpenkräuterhaus"]);
    const phrase = setOf([{ term: "Kraeuter Oel" }, { term: "Grüne Oase" }]);
    expect(matched(phrase, "Kräuter Öl AG")).toEqual(["Kräuter Öl"]);
    expect(matched(phrase, "Gruene Oase AG")).toEqual(["Gruene Oase"]);
  });

  it("the ae/oe/ue spelling needs a real umlaut in the name", () => {
    // "Universitaet" and "Universitat" are different terms (docs/restricted-terms.md).
    const set = setOf([{ term: "Kraeutermarkt" }, { term: "Michael" }, { term: "Universitaet" }]);
    expect(matched(set, "Krautermarkt AG")).toEqual([]);
    expect(matched(set, "Michal Treuhand AG")).toEqual([]);
    expect(matched(set, "Universitat Alpha")).toEqual([]);
    // An "e" added for the umlaut starts no component: "ern" is no part of "Bärn".
    const compound = setOf([{ term: "ern" }, { term: "bae" }], "compound");
    expect(matched(compound, "Bärnbeck AG")).toEqual(["Bärnbeck"]);
    expect(compileTerms(compound).match(foldedWords("Bärnbeck AG"))[0]?.entry.words).toEqual(["bae"]);
    expect(matched(compound, "Bern Service AG")).toEqual(["Bern"]);
  });

  it("umlautSpelling says where the transcription added its e's", () => {
    expect(umlautSpelling("Kräuter")).toEqual({ folded: "kraeuter", inserted: new Set([3]) });
    expect(umlautSpelling("Öhrli-Müsli")).toEqual({ folded: "oehrlimuesli", inserted: new Set([1, 8]) });
    expect(umlautSpelling("Straße")).toBeNull();
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
  // Each word in its fold and, with an umlaut, its ae/oe/ue spelling (an added "e" starts no component).
  const spellings = foldedWords(name).map((t) => {
    const umlaut = umlautSpelling(t.raw);
    return umlaut
      ? [
          { w: t.folded, added: new Set<number>() },
          { w: umlaut.folded, added: umlaut.inserted },
        ]
      : [{ w: t.folded, added: new Set<number>() }];
  });
  const out: string[] = [];
  for (const term of set.terms) {
    const mode = term.matchModeOverride ?? "whole_word";
    for (const spelling of foldVariants(term.term)) {
      const words = spelling.split(" ").filter(Boolean);
      for (let i = 0; i + words.length <= spellings.length; i++) {
        const w = words[0] as string;
        const fits = (x: string, k: number, s: { w: string; added: ReadonlySet<number> }) => {
          if (words.length > 1 || mode === "phrase") {
            return k === words.length - 1 && mode === "word_prefix" ? s.w.startsWith(x) : s.w === x;
          }
          if (mode === "whole_word") return s.w === x;
          if (mode === "word_prefix") return s.w.startsWith(x);
          for (let at = 0; at + x.length <= s.w.length; at++) {
            if (!s.added.has(at) && s.w.startsWith(x, at)) return true;
          }
          return false;
        };
        const hit =
          words.length > 1 || mode === "phrase"
            ? words.every((x, k) => spellings[i + k]?.some((s) => fits(x, k, s)))
            : spellings[i]?.some((s) => fits(w, 0, s));
        if (hit) out.push(`${String(term.id)}@${i}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

describe("compileTerms: equals a brute-force oracle", () => {
  const word = fc.stringMatching(/^[a-eäö]{1,6}$/);
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
