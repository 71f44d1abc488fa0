import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeName } from "../normalize/index.js";
import { generateTrademarks } from "../synthetic/generate-trademarks.js";
import { mayHaveReadings, readingsOf } from "./pseudo-marks.js";

const texts = (raw: string) => readingsOf(normalizeName(raw).nameNorm, raw).map((r) => r.text);

describe("readingsOf", () => {
  it.each([
    ["4U", ["4u", "for you"]],
    ["Easy4U", ["easy4u", "easy for you"]],
    ["Kids 2 Go", ["kids 2 go", "kids to go"]],
    ["H2O", ["h2o", "h to o"]],
    ["F3 Invest", ["f3 invest", "f 3 invest"]],
    ["Rock n Roll", ["rock n roll", "rock and roll"]],
    ["Alpha Beta", ["alpha beta"]],
  ])("%s reads as %j", (raw, expected) => {
    expect(texts(raw)).toEqual(expected);
  });

  it("reads number words like digits through the shared normaliser", () => {
    // "four you" normalises to "4 you", whose sound reading is "for you": the same as "4U".
    expect(texts("Four You")).toContain("for you");
    expect(texts("Two Go")).toEqual(["2 go", "to go"]);
    expect(texts("Zwei Brüder")[0]).toBe(normalizeName("2 Brüder").nameNorm);
  });

  it.each(["Vier", "Vier Pfoten", "Zwei Brüder", "Quattro Stagioni", "Deux Alpes", "Due Torri"])(
    "does not read %s, a number word of another language, as an English word",
    (raw) => {
      expect(texts(raw)).toEqual([normalizeName(raw).nameNorm]);
    },
  );

  it("reads a written digit aloud beside a number word", () => {
    expect(texts("Vier 4U")).toEqual(["4 4u", "for for you"]);
  });

  it("gives nothing for an empty text", () => {
    expect(readingsOf("", "")).toEqual([]);
  });
});

describe("mayHaveReadings", () => {
  it("is true for digits, one-letter words and the English number words of 2 and 4", () => {
    for (const raw of ["4U", "B2B", "Rock n Roll", "Four Paws", "two go", "Ü Bar"]) {
      expect(mayHaveReadings(raw), raw).toBe(true);
    }
    for (const raw of ["Alpha Beta", "Vier Pfoten", "deux alpes"])
      expect(mayHaveReadings(raw), raw).toBe(false);
  });

  it("never misses a text with more than one reading (generated marks and random strings)", () => {
    const marks = [...generateTrademarks({ count: 3000, seed: 11 })].map((m) => m.markText ?? "");
    const check = (raw: string) => {
      if (!mayHaveReadings(raw))
        expect(readingsOf(normalizeName(raw).nameNorm, raw).length).toBeLessThanOrEqual(1);
    };
    marks.forEach(check);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab uRn24-zweivierfour.ÜÄ9".split("")) }), (raw) => {
        check(raw);
      }),
      { numRuns: 2000, seed: 5 },
    );
  });
});
