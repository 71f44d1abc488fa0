import fc from "fast-check";
import cologne from "talisman/phonetics/german/cologne.js";
import { describe, expect, it } from "vitest";
import { textFeatures } from "../search/features.js";
import { generateCompanies } from "../synthetic/generator.js";
import { cologneCode } from "./cologne.js";

// The letters with context rules (c, d, t, x, ph, h between equal codes) come often.
const letters = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzcchhpptxxsz");

describe("cologneCode", () => {
  it.each([
    ["", ""],
    ["muller", "657"],
    ["meier", "67"],
    ["terocks", "2748"],
    ["philipp", "351"],
    ["hans", "68"],
    ["xaver", "4837"],
    ["chemie", "46"],
    ["christ", "4782"],
  ])("%j → %j, as talisman", (word, code) => {
    expect(cologneCode(word)).toBe(code);
    expect(cologne(word)).toBe(code);
  });

  it("equals talisman on any word of a–z", () => {
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 24 }), (chars) => {
        const word = chars.join("");
        expect(cologneCode(word)).toBe(cologne(word));
      }),
      { numRuns: 20_000 },
    );
  });

  it("equals talisman on any string (other strings are talisman's own)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 16 }), (s) => {
        expect(cologneCode(s)).toBe(cologne(s));
      }),
      { numRuns: 2_000 },
    );
  });

  it("equals talisman on every core word and joined core of 5,000 generated companies", () => {
    for (const c of generateCompanies({ count: 5_000, seed: 7 })) {
      for (const n of c.names) {
        const { tokens } = textFeatures(n.name);
        for (const w of [...tokens, tokens.join("")]) expect(cologneCode(w)).toBe(cologne(w));
      }
    }
  });
});
