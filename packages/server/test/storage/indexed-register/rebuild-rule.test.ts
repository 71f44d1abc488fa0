import { describe, expect, it } from "vitest";
import { deltaIsSmall, logCovers } from "../../../src/storage/indexed-register/index.js";

describe("the rebuild rule", () => {
  it.each([
    [100, 0, true],
    [101, 0, false],
    [100, 1000, true],
    [101, 1000, false],
    [500, 10_000, true],
    [501, 10_000, false],
  ])("%i changed over a base of %i is a delta: %s", (changed, base, small) => {
    expect(deltaIsSmall(changed, base)).toBe(small);
  });

  const state = { epoch: "e", version: 10, floor: 4 };
  it.each([
    ["the same epoch, between the floor and the version", { epoch: "e", version: 4 }, true],
    ["the current version", { epoch: "e", version: 10 }, true],
    ["older than the log's floor", { epoch: "e", version: 3 }, false],
    ["newer than the register (a restored database)", { epoch: "e", version: 11 }, false],
    ["another epoch (another database)", { epoch: "f", version: 5 }, false],
    ["no base", null, false],
  ])("a base of %s is covered by the log: %s", (_, base, covered) => {
    expect(logCovers(base, state)).toBe(covered);
  });
});
