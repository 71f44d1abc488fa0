import { describe, expect, it } from "vitest";
import { containmentWeight, isOrdinaryWord, ORDINARY_CONTAINMENT_WEIGHT } from "./ordinary-words.js";

describe("isOrdinaryWord", () => {
  it.each([
    // English dictionary stems and their plurals.
    "platinum",
    "galaxy",
    "galaxies",
    "heads",
    "boxes",
    "top",
    // Goods and services words in de, fr and it, as written there, and the singular of a plural.
    "kraftstoffe",
    "kraftstoff",
    "bec",
    // The lexicon's forms, and place words (Swiss and abroad).
    "treuhand",
    "roma",
    "zurich",
  ])("%s is ordinary", (word) => {
    expect(isOrdinaryWord(word)).toBe(true);
  });

  it.each([
    // Coined words, surnames, capitalised dictionary entries (proper names).
    "bacaro",
    "zyxora",
    "meier",
    "thomson",
    "daytona",
    // An English plural rule is not read into the goods words: "atlanti" (it) is no stem of "atlantis".
    "atlantis",
    // Too short for a plural: "ads" is no plural of "ad".
    "ads",
  ])("%s is not ordinary", (word) => {
    expect(isOrdinaryWord(word)).toBe(false);
  });
});

describe("containmentWeight", () => {
  it("caps an ordinary word's weight between S's Medium and High bounds", () => {
    expect(containmentWeight("platinum", 1)).toBe(ORDINARY_CONTAINMENT_WEIGHT);
    expect(containmentWeight("platinum", 0.3)).toBe(0.3);
    expect(containmentWeight("bacaro", 1)).toBe(1);
  });

  it.each(["de", "la", "the", "und", "di", "a", "7"])(
    "gives the function word or single character %j no weight: no one can claim it",
    (word) => {
      expect(containmentWeight(word, 1)).toBe(0);
    },
  );

  it.each(["mit", "con", "go", "on7", "gare"])("keeps %j, a word that can be a name's element", (word) => {
    expect(containmentWeight(word, 1)).toBeGreaterThan(0);
  });
});
