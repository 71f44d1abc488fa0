import { describe, expect, it } from "vitest";
import { meaningsApartNote, oneWordsMeaningsApart } from "./meanings-apart.js";
import { meaningsApart } from "./partial.js";
import { blankRiskInput, CLASS_BITS, riskOf } from "./risk.js";

describe("meaningsApart", () => {
  it.each([
    ["closet", "closed"], // an English verb form is an ordinary word too
    ["pop", "pod"],
    ["tree", "true"],
    ["stopped", "stepped"],
  ])("%s / %s: two ordinary words of different meaning", (q, n) => {
    expect(meaningsApart(q, n)).toBe(true);
  });

  it.each([
    ["closet", "closet"], // the same word
    ["idea", "ideas"], // inflected alike
    ["host", "hosted"], // one verb
    ["hosting", "hosted"],
    ["sonne", "soleil"], // one concept in two languages
    ["sun", "sonne"],
    ["terox", "terocks"], // coined words
    ["closet", "closex"], // one coined
  ])("%s / %s: not apart", (q, n) => {
    expect(meaningsApart(q, n)).toBe(false);
  });
});

describe("oneWordsMeaningsApart", () => {
  it("holds for one word on each side only", () => {
    expect(oneWordsMeaningsApart(["closet"], ["closed"])).toBe(true);
    expect(oneWordsMeaningsApart(["closet", "bau"], ["closed", "bau"])).toBe(false);
    expect(oneWordsMeaningsApart(["closet"], ["closed", "bau"])).toBe(false);
    expect(oneWordsMeaningsApart([], ["closed"])).toBe(false);
  });

  it("names both words in its sentence", () => {
    expect(meaningsApartNote("closet", "closed")).toContain('"closet" / "closed"');
  });
});

describe("riskOf with meanings apart", () => {
  const pv = () => ({
    ...blankRiskInput(),
    classes: CLASS_BITS.P | CLASS_BITS.V | CLASS_BITS.D,
    metaphoneMatch: true,
    fullKeyMatch: true,
    visualScore: 0.9,
    weightedVisual: 0.9,
    editWeight: 1,
    sharedWords: 0,
    nameWords: 1,
    queryWords: 1,
    nameTopWeight: 1,
    queryTopWeight: 1,
  });

  it("keeps keys, looks and an edit that make a High at Medium", () => {
    expect(riskOf(pv())).toBe("High");
    expect(riskOf({ ...pv(), meaningsApart: true })).toBe("Medium");
  });

  it("leaves a translation High", () => {
    const translation = {
      ...blankRiskInput(),
      classes: CLASS_BITS.T,
      conceptLiterals: 1,
      meaningsApart: true,
    };
    expect(riskOf(translation)).toBe(riskOf({ ...translation, meaningsApart: false }));
  });
});
