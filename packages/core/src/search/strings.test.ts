import { describe, expect, it } from "vitest";
import { buildStringDict, lookup, lookupBytes, utf8Positions } from "./strings.js";

describe("lookupBytes", () => {
  const dict = buildStringDict(["alp", "zürich", "𢡊x", "vision"]);

  it("finds a part of a text by its UTF-8 range, as lookup finds the part itself", () => {
    for (const text of ["alpvision", "zürichalp", "a𢡊xzürich"]) {
      const { bytes, at } = utf8Positions(text);
      for (let from = 0; from < text.length; from++) {
        for (let to = from + 1; to <= text.length; to++) {
          const part = text.slice(from, to);
          // A range inside a surrogate pair is no string of its own: splitParts never asks it.
          if (/[\udc00-\udfff]/.test(part[0] ?? "") || /[\ud800-\udbff]$/.test(part)) continue;
          expect(lookupBytes(dict, bytes, at[from] as number, at[to] as number), part).toBe(
            lookup(dict, part),
          );
        }
      }
    }
  });

  it("places every character by its UTF-8 length", () => {
    expect([...utf8Positions("aü€𢡊b").at]).toEqual([0, 1, 3, 6, 10, 10, 11]);
  });
});

describe("lookup", () => {
  const long = "a".repeat(300);
  const dict = buildStringDict(["alp", "zürich", "𢡊x", long, "alpine"]);

  it("finds ASCII, non-ASCII and long words by their ids, and nothing for a prefix or a longer word", () => {
    expect(["alp", "zürich", "𢡊x", long, "alpine"].map((w) => lookup(dict, w))).toEqual([0, 1, 2, 3, 4]);
    expect(["al", "alpi", "zurich", "zürichs", `${long}a`].map((w) => lookup(dict, w))).toEqual([
      -1, -1, -1, -1, -1,
    ]);
  });

  it("answers a word after a longer one (the reused buffer holds no stale bytes)", () => {
    expect(lookup(dict, "alpine")).toBe(4);
    expect(lookup(dict, "alp")).toBe(0);
  });
});
