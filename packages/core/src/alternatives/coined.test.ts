import { describe, expect, it } from "vitest";
import { createRandom } from "../synthetic/prng.js";
import { coinedWords, seedOf } from "./coined.js";

describe("coinedWords", () => {
  // Before, runs of vowels passed: "Dioiis", "Diodiia" (Bendio), "Kyyivo" (Akyon), "Ugaanara" (Lugano).
  it.each([["Bendio"], ["Akyon"], ["Lugano"], ["Guamo"], ["Huber", "Malerei"], ["Aeiou", "Iaia"]])(
    "coins no three vowels in a row and no doubled a, i, u or y from %j",
    (...sources: string[]) => {
      for (const distant of [false, true]) {
        const words = coinedWords(sources, createRandom(seedOf(sources.join(" "))), 40, { distant });
        expect(words.length).toBeGreaterThan(0);
        for (const w of words) expect(w.toLowerCase()).not.toMatch(/[aeiouy]{3}|aa|ii|uu|yy/);
      }
    },
  );
});
