/**
 * `compareMarks` answers what `searchTrademarks` reports for the mark: over a table of pairs
 * and random pairs (fast-check), the input echo, score, risk and the whole match item
 * (matchBasis, class overlaps, visual score) are the search's own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.js";
import { createTrademarkRegister } from "../registers/create-trademark-register.js";
import type { TrademarkInput } from "../registers/trademark-input.js";
import { searchTrademarks } from "../trademarks/search-trademarks.js";
import { compareMarks } from "./compare-marks.js";

async function expectSearchAnswer(a: string, b: TrademarkInput, niceClasses: number[] | null): Promise<void> {
  const comparison = compareMarks(a, b, { niceClasses });
  const trademarks = createTrademarkRegister([b]);
  const result = await searchTrademarks({ query: a, niceClasses, limit: 1 }, { trademarks });
  expect(comparison.input).toEqual(result.input);
  expect(comparison.goodsServicesBasis).toBe(result.goodsServicesBasis);
  expect(comparison.match).toEqual(result.similarMatches[0] ?? null);
  expect(comparison.risk).toBe(result.similarMatches[0]?.risk ?? null);
  expect(comparison.score === null).toBe(comparison.match === null);
  expect(comparison.classes.length === 0).toBe(comparison.match === null);
}

const PAIRS: [string, TrademarkInput, number[] | null][] = [
  ["Alpyna", { markText: "ALPINA", niceClasses: [9] }, [9]],
  ["Alpyna", { markText: "ALPINA", niceClasses: [25], status: "Expired" }, [9, 42]],
  ["4U", { markText: "for you", niceClasses: [35] }, null],
  ["Lumora Farben", { markText: "LUMORA", niceClasses: [2], markFeatureCategory: "Figurative" }, [2]],
  ["Zeta", { markText: "Alpha", niceClasses: [1] }, [1]],
  ["Nova", { markText: null, niceClasses: [9] }, [9]],
];

describe("compareMarks", () => {
  it.each(PAIRS)("%s / %o: the search's answer for the mark", async (a, b, classes) => {
    await expectSearchAnswer(a, b, classes);
  });

  it("reads a bare string as a word mark in the sign's classes", () => {
    const { match } = compareMarks("Alpyna", "ALPINA", { niceClasses: [9] });
    expect(match?.niceClasses).toEqual([9]);
    expect(match?.classOverlap).toEqual([9]);
    expect(compareMarks("Alpyna", "ALPINA").match?.matchBasis).toContain(
      "goods and services not specified: classes not compared",
    );
  });

  it("answers like the search for random pairs (property)", async () => {
    const word = fc.constantFrom(
      "Alpina",
      "Alpyna",
      "Lumora",
      "Nova",
      "Novum",
      "4U",
      "For You",
      "Sun",
      "Sonne",
      "Tec",
      "Tech",
    );
    const text = fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(" "));
    const classes = fc.uniqueArray(fc.integer({ min: 1, max: 45 }), { minLength: 1, maxLength: 3 });
    const mark = fc.record({
      markText: text,
      niceClasses: classes,
      status: fc.constantFrom("Registered", "Expired", "Application filed", null),
      markFeatureCategory: fc.constantFrom("Word", "Figurative", null),
    });
    await fc.assert(fc.asyncProperty(text, mark, fc.option(classes, { nil: null }), expectSearchAnswer), {
      numRuns: 60,
    });
  });

  it("refuses an empty sign or a mark without classes, naming the side", () => {
    expect(() => compareMarks(" ", "Alpina")).toThrow(ValidationError);
    expect(() => compareMarks("Alpina", { markText: "Alpina", niceClasses: [] })).toThrow(/b\.niceClasses/);
    expect(() => compareMarks("Alpina", "Alpina", { niceClasses: [46] })).toThrow(/niceClasses\.0/);
    expect(() => compareMarks("...", "Alpina")).toThrow(/a: has no letters or digits/);
  });

  it.each([9, { 0: 9 }, "9"])("refuses the sign's classes %j, naming niceClasses", (niceClasses) => {
    // A number or an object was folded before the check and failed with a TypeError.
    expect(() => compareMarks("Alpina", "Alpina", { niceClasses: niceClasses as never })).toThrow(
      /^niceClasses: must be an array of integers or null$/,
    );
  });
});
