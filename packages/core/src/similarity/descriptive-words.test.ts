import { describe, expect, it } from "vitest";
import { isDescriptiveWord, SHARED_ELEMENT_MIN_LENGTH, sharedElementWeight } from "./descriptive-words.js";
import { ORDINARY_CONTAINMENT_WEIGHT } from "./ordinary-words.js";
import { blankRiskInput, CLASS_BITS, partialRank, RISK_DEFAULTS } from "./risk.js";

describe("isDescriptiveWord", () => {
  it.each([
    ["confiserie", "an activity (lexicon)"],
    ["immobilien", "an activity (lexicon)"],
    ["holding", "generic business wording"],
    ["gesellschaft", "a word for the entity"],
    ["zurich", "a place word"],
    ["asiatic", "a continent's adjective (geography)"],
    ["coffee", "goods wording"],
    ["de", "a function word"],
  ])("descriptive: %s (%s)", (word) => {
    expect(isDescriptiveWord(word)).toBe(true);
  });

  it.each([
    ["sprungli", "a surname"],
    ["zovex", "a coined word"],
    ["stern", "an everyday image: distinctive"],
    ["guilty", "an English word that describes no activity"],
    ["n", "a single letter is part of the sign"],
    ["2", "a single digit too"],
  ])("not descriptive: %s (%s)", (word) => {
    expect(isDescriptiveWord(word)).toBe(false);
  });
});

describe("sharedElementWeight (class O's High, by its definition)", () => {
  const weight = () => 0.9;

  it("is the shared word's weight when every other word of both is descriptive", () => {
    expect(sharedElementWeight(["cafe", "sprungli"], ["confiserie", "sprungli"], weight)).toBe(0.9);
  });

  it.each([
    [["taurus", "stern"], ["gym", "taurus"], "a word beside it that describes nothing"],
    [["taurus", "finance"], ["gym", "zovex", "taurus"], "on the other side too"],
    [["src", "consulting"], ["src", "treuhand"], `a shared word under ${SHARED_ELEMENT_MIN_LENGTH} letters`],
    [["cafe", "bar"], ["confiserie", "bar"], "no shared word but an ordinary one"],
    [["cafe"], ["confiserie"], "no shared word"],
  ])("is 0 for %j / %j: %s", (q, n) => {
    expect(sharedElementWeight(q, n, weight)).toBe(0);
  });

  it("weighs an ordinary shared word at most as a containment does: under subsetHigh, 0", () => {
    expect(ORDINARY_CONTAINMENT_WEIGHT).toBeLessThan(RISK_DEFAULTS.subsetHigh);
    expect(sharedElementWeight(["velvet", "immobilien"], ["velvet", "treuhand"], weight)).toBe(0);
  });

  it("gives class O's High from subsetHigh up, and only with O", () => {
    const at = (w: number, classes: number) =>
      partialRank({ ...blankRiskInput(), classes, overlapWeight: 0.9, sharedElementWeight: w }, 2);
    expect(at(RISK_DEFAULTS.subsetHigh, CLASS_BITS.O)).toBe(3);
    expect(at(RISK_DEFAULTS.subsetHigh - 0.01, CLASS_BITS.O)).toBeLessThan(3);
    expect(at(0.9, CLASS_BITS.C)).toBeLessThan(3);
  });
});
