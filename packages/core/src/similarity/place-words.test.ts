import { describe, expect, it } from "vitest";
import type { WordStats } from "./partial.js";
import { isPlaceWord, placePairWeight } from "./place-words.js";
import { wordWeight } from "./weights.js";

/** A register of 10,000 names where the listed words occur that often (others never). */
function statsOf(df: Record<string, number>): WordStats {
  return { total: 10_000, wordDf: (w) => df[w] ?? 0, affixDf: () => 0 };
}

describe("place words", () => {
  it.each([
    ["zug", true],
    ["russikon", true],
    ["schweiz", true],
    ["helvetia", true],
    // Ordinary words that are also places, and parts of multi-word places.
    ["wald", false],
    ["dach", false],
    ["gallen", false],
    ["treuhand", false],
  ])("%s is a place word: %s", (word, expected) => {
    expect(isPlaceWord(word)).toBe(expected);
  });
});

describe("the pair left beside place words", () => {
  const stats = statsOf({
    terox: 5,
    terocks: 3,
    reis: 4,
    reiss: 4,
    russikon: 6,
    founex: 1,
    zug: 900,
    basel: 2000,
  });
  const weight = (w: string) => wordWeight(stats.wordDf(w), stats.total);

  it.each([
    // One edit (D) or a sound-alike (W) beside a seat of either name: the pair's weight.
    [["reis", "russikon"], ["reiss"], weight("reis")],
    [["terocks"], ["terox", "zug"], weight("terox")],
    [["terox", "zug"], ["terocks", "basel"], weight("terox")],
  ])("%j / %j: %d", (q, n, expected) => {
    expect(placePairWeight(q, n, stats)).toBeCloseTo(expected, 10);
  });

  it.each([
    // No place word set aside, or another word left beside the pair.
    [["terocks"], ["terox"]],
    [
      ["terocks", "garten"],
      ["terox", "zug"],
    ],
    // Not alike: "cam" / "invest" is what is left once "cham" (a place) is set aside.
    [
      ["cam", "schweiz"],
      ["cham", "invest"],
    ],
    // The same Cologne code (456) but no shared double-metaphone code (KLN / KLM): too little.
    [["colin"], ["galum", "zug"]],
    // A place word more distinctive than the pair names the firm: "founex" weighs 1.
    [["terocks"], ["founex", "terox"]],
  ])("%j / %j: 0", (q, n) => {
    expect(placePairWeight(q, n, stats)).toBe(0);
  });
});
