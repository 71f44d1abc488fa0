import { describe, expect, it } from "vitest";
import type { Csr } from "./csr.js";
import { invert } from "./csr.js";

/** Rows written as "0 2|1|" (one row per `|`, ids by spaces). */
function rows(text: string): Csr {
  const parts = text.split("|").map((row) => (row ? row.split(" ").map(Number) : []));
  const offsets = new Uint32Array(parts.length + 1);
  parts.forEach((row, i) => {
    offsets[i + 1] = (offsets[i] as number) + row.length;
  });
  return { offsets, data: Uint32Array.from(parts.flat()) };
}

describe("invert", () => {
  it("turns rows into columns, each column ascending", () => {
    expect(invert(rows("0 2|1|2|"), 3)).toEqual(rows("0|1|0 2"));
  });

  it("keeps a column with no rows, and a relation with none", () => {
    expect(invert(rows("2|2"), 3)).toEqual(rows("||0 1"));
    expect(invert(rows(""), 2)).toEqual(rows("|"));
  });

  it("writes where each row is stored, in the source rows' order", () => {
    // Row 0 is stored at 2, row 1 at 0, row 2 at 1.
    const position = Uint32Array.from([2, 0, 1]);
    expect(invert(rows("0 1|1|0"), 2, position)).toEqual(rows("2 1|2 0"));
  });
});
