import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isProperAffix } from "../similarity/partial.js";
import { AffixRuns, buildAffixOrders } from "./affix-orders.js";
import { buildStringTable } from "./strings.js";

/** The words of `words` having x as a proper affix, by the definition (positions, ascending). */
function byDefinition(words: readonly string[], x: string): number[] {
  return words.flatMap((w, id) => (isProperAffix(x, w) ? [id] : []));
}

function found(runs: AffixRuns, x: string): number[] {
  const ids: number[] = [];
  runs.each(x, (id) => {
    ids.push(id);
    return false;
  });
  return ids;
}

function runsOver(words: readonly string[], df?: (id: number) => number): AffixRuns {
  const table = buildStringTable(words);
  return new AffixRuns(table, buildAffixOrders(table), df);
}

describe("buildAffixOrders", () => {
  const bytesOf = (w: string) => new TextEncoder().encode(w);
  const compare = (a: Uint8Array, b: Uint8Array) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
    return a.length - b.length;
  };
  it("sorts the words by their bytes, and by their bytes read backwards (any words, shared heads too)", () => {
    const word = fc.string({
      unit: fc.constantFrom("a", "b", "ab", "ü", "𢡊", "z"),
      minLength: 1,
      maxLength: 9,
    });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 300 }), (words) => {
        const table = buildStringTable(words);
        const orders = buildAffixOrders(table);
        const ids = words.map((_, id) => id);
        const forward = ids
          .slice()
          .sort((a, b) => compare(bytesOf(words[a] as string), bytesOf(words[b] as string)));
        const backward = ids
          .slice()
          .sort((a, b) =>
            compare(bytesOf(words[a] as string).reverse(), bytesOf(words[b] as string).reverse()),
          );
        expect(Array.from(orders.prefix)).toEqual(forward);
        expect(Array.from(orders.suffix)).toEqual(backward);
      }),
      { numRuns: 200 },
    );
  });
});

describe("AffixRuns", () => {
  const words = [
    "sonnenhof",
    "sonnenhofbau",
    "hofbau",
    "bau",
    "baubau",
    "sonne",
    "müller",
    "zmüller",
    "müllerei",
  ];
  const runs = runsOver(words);

  it.each([
    ["sonne", ["sonnenhof", "sonnenhofbau"]],
    ["hofbau", ["sonnenhofbau"]],
    ["bau", ["baubau", "hofbau", "sonnenhofbau"]],
    ["müller", ["müllerei", "zmüller"]],
    ["üller", ["müller", "zmüller"]],
    ["sonnenhofbau", []],
    ["xyz", []],
  ])("%s is a proper affix of %j (each word once, never the word itself)", (x, expected) => {
    expect(found(runs, x).map((id) => words[id])).toEqual(expected);
  });

  it("stops when the callback says so", () => {
    const ids: number[] = [];
    runs.each("bau", (id) => {
      ids.push(id);
      return true;
    });
    expect(ids).toHaveLength(1);
  });

  it("finds exactly the words of the definition, for any words (multi-byte and astral letters too)", () => {
    const letter = fc.constantFrom("a", "b", "é", "ü", "日", "\u{2284a}", "z");
    const word = fc.array(letter, { minLength: 1, maxLength: 7 }).map((l) => l.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, (words, probe) => {
        const runs = runsOver(words);
        for (const x of [probe, ...words]) {
          expect(found(runs, x).sort((a, b) => a - b)).toEqual(byDefinition(words, x));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("sums the occurrences of the words having an affix: exactly up to the cap, above it when the sum is", () => {
    const letter = fc.constantFrom("a", "b", "é", "\u{2284a}");
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(""));
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 80 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 80, maxLength: 80 }),
        word,
        fc.integer({ min: 0, max: 40 }),
        (words, counts, probe, cap) => {
          const df = (id: number) => counts[id] as number;
          const runs = runsOver(words, df);
          for (const x of [probe, ...words]) {
            const exact = byDefinition(words, x).reduce((sum, id) => sum + df(id), 0);
            expect(runs.occurrences(x)).toBe(exact);
            const capped = runs.occurrences(x, cap);
            if (exact <= cap) expect(capped).toBe(exact);
            else expect(capped).toBeGreaterThan(cap);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
