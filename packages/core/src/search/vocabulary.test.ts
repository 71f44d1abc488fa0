import fc from "fast-check";
import { distance as levenshtein } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import type { WordStats } from "../similarity/partial.js";
import {
  movedLettersApart,
  oneEditApart,
  replacedLettersApart,
  shortTwoEditsApart,
  twoEditsApart,
} from "../similarity/partial.js";
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

/** Ids of the words the vocabulary relates to q through one relation (`bit`; class D's edits by default). */
function editNeighbours(words: readonly string[], q: string, bit: number = PARTIAL_BITS.D): number[] {
  const dict = buildStringDict(words);
  const vocabulary = new Vocabulary(dict, () => 1, buildVocabularyTables(dict));
  return vocabulary
    .related([q], stats, false, { classes: bit })
    .filter((r) => r.bits & bit)
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

describe("Vocabulary: moved letters", () => {
  it("finds every registered word of the same letters in another order, and no other", () => {
    const letters = fc.constantFrom("a", "e", "l", "r", "x");
    const word = fc.array(letters, { minLength: 4, maxLength: 9 }).map((l) => l.join(""));
    // Registered words: random ones and reorderings of the query's letters (some ending alike).
    fc.assert(
      fc.property(
        word,
        fc.array(fc.nat(1000), { maxLength: 12 }),
        fc.uniqueArray(word, { maxLength: 20 }),
        (q, shuffles, others) => {
          const reordered = shuffles.map((seed) => shuffle(q, seed));
          const words = [...new Set([...reordered, ...others])];
          const expected = words.flatMap((n, id) => (movedLettersApart(q, n) ? [id] : []));
          expect(editNeighbours(words, q, PARTIAL_BITS.M)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("Vocabulary: replaced letters", () => {
  it("finds every registered word two replaced letters away with the ending kept, and no other", () => {
    const letters = fc.constantFrom("a", "e", "l", "r", "x");
    const word = fc.array(letters, { minLength: 6, maxLength: 9 }).map((l) => l.join(""));
    const change = fc.record({ at: fc.nat(8), letter: letters });
    // Registered words: random ones and the query with one to three letters changed anywhere.
    fc.assert(
      fc.property(
        word,
        fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        fc.uniqueArray(word, { maxLength: 20 }),
        (q, changes, others) => {
          const changed = changes.map((cs) =>
            cs.reduce((w, { at, letter }) => {
              const i = at % w.length;
              return w.slice(0, i) + letter + w.slice(i + 1);
            }, q),
          );
          const words = [...new Set([...changed, ...others])];
          const expected = words.flatMap((n, id) => (replacedLettersApart(q, n) ? [id] : []));
          expect(editNeighbours(words, q, PARTIAL_BITS.R)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("Vocabulary: two edits in a short coined word", () => {
  it("finds every registered word two edits away that begins alike, and no other", () => {
    const letters = fc.constantFrom("a", "o", "l", "r", "x");
    const word = fc.array(letters, { minLength: 5, maxLength: 9 }).map((l) => `k${l.join("")}`);
    const edit = fc.record({
      at: fc.nat(30),
      kind: fc.constantFrom("insert" as const, "delete" as const, "substitute" as const),
      letter: letters,
    });
    // Registered words: random ones and the query with one to three edits anywhere (the first
    // letter too: another beginning must not be found).
    fc.assert(
      fc.property(
        word,
        fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        fc.uniqueArray(word, { maxLength: 20 }),
        (q, edits, others) => {
          const words = [...new Set([...edits.map((e) => applyEdits(q, e)), ...others])].filter(
            (w) => w !== "",
          );
          const expected = words.flatMap((n, id) => (shortTwoEditsApart(q, n) ? [id] : []));
          expect(editNeighbours(words, q, PARTIAL_BITS.L)).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("relates a coined word to its neighbour, not an ordinary word", () => {
    expect(editNeighbours(["omepral", "hosting", "omerans"], "omeran", PARTIAL_BITS.L)).toEqual([0]);
    expect(editNeighbours(["holding"], "hosting", PARTIAL_BITS.L)).toEqual([]);
  });
});

/** The letters of `w` in an order `seed` picks (Fisher–Yates with a small generator). */
function shuffle(w: string, seed: number): string {
  const a = [...w];
  let s = seed + 1;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j] as string, a[i] as string];
  }
  return a.join("");
}

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

describe("Vocabulary: words asked again", () => {
  const letters = fc.constantFrom("a", "b", "e", "r", "s", "t", "x");
  const word = fc.array(letters, { minLength: 3, maxLength: 9 }).map((l) => l.join(""));
  const options = fc.constantFrom(
    {},
    { classes: PARTIAL_BITS.D | PARTIAL_BITS.W, minWeight: 0.5, highSoundsOnly: true },
    { classes: PARTIAL_BITS.D | PARTIAL_BITS.W },
    { classes: PARTIAL_BITS.D },
    { minWeight: 0.7 },
  );
  const call = fc.record({
    picks: fc.array(fc.nat(60), { minLength: 1, maxLength: 3 }),
    options,
    total: fc.constantFrom(1000, 60),
  });

  it("are related as a fresh vocabulary relates them, whatever was asked before", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 40 }),
        fc.array(call, { maxLength: 12 }),
        (words, calls) => {
          const dict = buildStringDict(words);
          const tables = buildVocabularyTables(dict);
          const df = (id: number) => 1 + ((id * 7) % 50);
          // Two statistics of the same words that weigh differently (their totals differ).
          const statsOf = new Map<number, WordStats>(
            [1000, 60].map((total) => [
              total,
              { total, wordDf: (w) => df(words.indexOf(w)), affixDf: () => 0 },
            ]),
          );
          const shared = new Vocabulary(dict, df, tables);
          for (const { picks, options, total } of calls) {
            // Registered words and one-letter variants of them, as queries ask.
            const q = picks.map((p) => `${words[p % words.length]}${p >= words.length ? "x" : ""}`);
            const stats = statsOf.get(total) as WordStats;
            const fresh = new Vocabulary(dict, df, tables);
            expect(shared.related(q, stats, true, options)).toEqual(fresh.related(q, stats, true, options));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("asked with other options, are related for those options", () => {
    // "Treuco" and "Dorga" share their codes but are not spelled alike: W, but not a High sound.
    const dict = buildStringDict(["treuco", "dorga"]);
    const vocabulary = new Vocabulary(dict, () => 1, buildVocabularyTables(dict));
    const ids = (options: Parameters<Vocabulary["related"]>[3]) =>
      vocabulary.related(["treuco"], stats, true, options).map((r) => r.id);
    const sounds = { classes: PARTIAL_BITS.W };
    expect(ids(sounds)).toEqual([1]);
    expect(ids({ ...sounds, highSoundsOnly: true })).toEqual([]);
    expect(ids({ classes: PARTIAL_BITS.O })).toEqual([0]);
    expect(ids(sounds)).toEqual([1]);
  });
});
