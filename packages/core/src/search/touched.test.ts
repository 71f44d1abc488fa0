import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TouchedEntries } from "./touched.js";

/** What a query's marks should leave: per entry touched, in order of first touch, its OR of bits. */
function reference(marks: readonly [number, number][]): Map<number, number> {
  const out = new Map<number, number>();
  for (const [e, bits] of marks) out.set(e, (out.get(e) ?? 0) | bits);
  return out;
}

function found(t: TouchedEntries): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 0; i < t.size; i++) out.set(t.entry[i] as number, t.bits[i] as number);
  return out;
}

describe("TouchedEntries", () => {
  it("gives each entry one position, in order of first touch, with fresh evidence", () => {
    const t = new TouchedEntries(10);
    t.begin();
    expect(t.mark(7, 1)).toBe(0);
    expect(t.mark(3, 2)).toBe(1);
    expect(t.mark(7, 4)).toBe(0);
    t.sub[0] = 3;
    t.visualScore[1] = 0.8;
    expect(t.size).toBe(2);
    expect(t.bits[0]).toBe(5);
    t.begin();
    expect(t.size).toBe(0);
    expect(t.mark(3, 8)).toBe(0);
    expect([t.bits[0], t.sub[0], t.visualScore[0], t.slot[0], t.sameAsMask[0]]).toEqual([8, 0, -1, -1, 0]);
  });

  it("keeps every query's findings past the arrays' growth, and forgets them at the next query", () => {
    const entries = 5000;
    const mark = fc.tuple(fc.nat(entries - 1), fc.integer({ min: 1, max: 0xffff }));
    fc.assert(
      fc.property(
        fc.array(fc.array(mark, { maxLength: 3000 }), { minLength: 1, maxLength: 4 }),
        (queries) => {
          const t = new TouchedEntries(entries);
          for (const marks of queries) {
            t.begin();
            for (const [e, bits] of marks) {
              const i = t.mark(e, bits);
              t.phoneticMask[i] = (t.phoneticMask[i] as number) | bits; // written after a possible growth
            }
            const expected = reference(marks);
            expect(found(t)).toEqual(expected);
            expect([...expected.keys()]).toEqual(Array.from(t.entry.subarray(0, t.size)));
            for (let i = 0; i < t.size; i++) expect(t.phoneticMask[i]).toBe(t.bits[i]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
