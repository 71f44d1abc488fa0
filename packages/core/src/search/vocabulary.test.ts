import fc from "fast-check";
import { distance as levenshtein } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import type { WordStats } from "../similarity/partial.js";
import { oneEditApart, twoEditsApart } from "../similarity/partial.js";
import { buildStringDict } from "./strings.js";
import {
  buildVocabularyTables,
  letterSet,
  mayBeTwoEditsApart,
  PARTIAL_BITS,
  Vocabulary,
} from "./vocabulary.js";

// Every word rare in a large register: every relation weighs enough to be kept.
const stats: WordStats = { total: 1_000_000, wordDf: () => 1, affixDf: () => 0 };

/** Ids of the words the vocabulary relates to q through class D. */
function editNeighbours(words: readonly string[], q: string): number[] {
  const dict = buildStringDict(words);
  const vocabulary = new Vocabulary(dict, () => 1, buildVocabularyTables(dict));
  return vocabulary
    .related([q], stats, false, { classes: PARTIAL_BITS.D })
    .filter((r) => r.bits & PARTIAL_BITS.D)
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

type Edit = { at: number; kind: "insert" | "delete" | "substitute"; letter: string };

/** Apply edits (positions taken modulo the current length, so any position is reachable). */
function applyEdits(word: string, edits: readonly Edit[]): string {
  let w = word;
  for (const { at, kind, letter } of edits) {
    const i = at % (w.length + (kind === "insert" ? 1 : 0));
    if (kind === "insert") w = w.slice(0, i) + letter + w.slice(i);
    else if (kind === "delete") w = w.slice(0, i) + w.slice(i + 1);
    else w = w.slice(0, i) + letter + w.slice(i + 1);
  }
  return w;
}

describe("Vocabulary: class D", () => {
  const letters = fc.constantFrom("a", "b", "e", "r", "x");
  const word = (min: number, max: number) =>
    fc.array(letters, { minLength: min, maxLength: max }).map((l) => l.join(""));
  const edit = fc.record({
    at: fc.nat(30),
    kind: fc.constantFrom("insert" as const, "delete" as const, "substitute" as const),
    letter: letters,
  });

  it("finds every registered word one or two edits away, edits at the ends included, and no other", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word(7, 13), { minLength: 1, maxLength: 30 }),
        fc.nat(29),
        fc.array(edit, { minLength: 1, maxLength: 2 }),
        (words, pick, edits) => {
          const q = applyEdits(words[pick % words.length] as string, edits);
          const expected = words.flatMap((n, id) => (oneEditApart(q, n) || twoEditsApart(q, n) ? [id] : []));
          expect(editNeighbours(words, q)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it.each([
    ["two letters inserted before the first segment", "xxbarbarera", "barbarera"],
    ["two letters appended after the last segment", "barbareraxx", "barbarera"],
    ["one letter inserted at each end", "xbarbarerax", "barbarera"],
    ["two letters deleted at the start", "rbarerabar", "barbarerabar"],
  ])("%s", (_, q, n) => {
    expect(twoEditsApart(q, n)).toBe(true);
    expect(editNeighbours([n, "unrelated"], q)).toEqual([0]);
  });
});

describe("letter sets", () => {
  it("never rule out two words two edits apart (any letters, bits shared or not)", () => {
    const letter = fc.constantFrom("a", "b", "c", "d", "e", "A", "é", "0", "\u{2284a}");
    const word = fc.array(letter, { maxLength: 12 }).map((l) => l.join(""));
    fc.assert(
      fc.property(word, word, (a, b) => {
        if (levenshtein(a, b) <= 2) expect(mayBeTwoEditsApart(letterSet(a), letterSet(b))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ["dispermelt", "dispomelt", true],
    ["abcdefghij", "abcdefgxyz", false],
    ["abcdefghij", "abcdefghxy", true],
  ])("%s / %s may be two edits apart: %s", (a, b, expected) => {
    expect(mayBeTwoEditsApart(letterSet(a), letterSet(b))).toBe(expected);
  });
});
