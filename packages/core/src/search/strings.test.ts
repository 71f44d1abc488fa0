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
