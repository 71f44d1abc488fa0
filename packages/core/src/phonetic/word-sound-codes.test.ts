import { describe, expect, it } from "vitest";
import { wordSoundCodes } from "./index.js";

describe("wordSoundCodes", () => {
  it.each([
    ["axial", ["k:0485"]],
    // "cc" before e, i or y: the standard code first, then the one reading it as "ks".
    ["accial", ["k:085", "k:0485"]],
    ["accent", ["k:0862", "k:04862"]],
    // Two sounds are too few for the standard code; the "ks" reading has three.
    ["ricci", ["k:748"]],
    // No soft vowel after "cc", or no "cc": one code.
    ["mocca", ["k:684"]],
    ["succursale", ["k:884785"]],
    ["ab", []],
    ["h2o", []],
  ] as const)("%s → %j", (word, codes) => {
    expect(wordSoundCodes(word)).toEqual(codes);
  });
});
