/** Look-alike letter groups (look-alikes.ts): the pair test and the variants the index looks up. */
import { describe, expect, it } from "vitest";
import { lookAlikeApart, lookAlikeVariants } from "./look-alikes.js";

describe("lookAlikeApart", () => {
  it.each([
    ["clarnix", "clamix"],
    ["clamix", "clarnix"],
    ["rnix", "mix"],
    ["tornado", "tomado"],
    ["vvest", "west"],
    ["modern", "modem"],
  ])("valid: %s / %s", (a, b) => {
    expect(lookAlikeApart(a, b)).toBe(true);
  });

  it.each([
    // Equal, another edit besides the group, a group that is not a look-alike, two groups.
    ["clamix", "clamix"],
    ["clarnix", "clamax"],
    ["clarnix", "clanix"],
    ["clarnix", "clarix"],
    ["rnrn", "mm"],
    ["vvest", "vest"],
    ["", "m"],
  ])("invalid: %s / %s", (a, b) => {
    expect(lookAlikeApart(a, b)).toBe(false);
  });
});

describe("lookAlikeVariants", () => {
  it("writes each group as its letter and each letter as its group, one at a time", () => {
    expect(lookAlikeVariants("rnm").sort()).toEqual(["mm", "rnrn"]);
    expect(lookAlikeVariants("wave").sort()).toEqual(["vvave"]);
    expect(lookAlikeVariants("bau")).toEqual([]);
  });

  it("gives only words the pair test accepts", () => {
    for (const w of ["clarnix", "stemix", "vvestor", "marmor"]) {
      for (const v of lookAlikeVariants(w)) expect(lookAlikeApart(w, v), `${w} / ${v}`).toBe(true);
    }
  });
});
