import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TopK } from "./top-k.js";

interface Item {
  group: number;
  score: number;
  id: number;
}

// A total order: score descending, then id.
const compare = (a: Item, b: Item) => b.score - a.score || a.id - b.id;

function reference(items: Item[], limit: number): Item[] {
  const best = new Map<number, Item>();
  for (const it of items) {
    const prev = best.get(it.group);
    if (!prev || compare(it, prev) < 0) best.set(it.group, it);
  }
  return [...best.values()].sort(compare).slice(0, limit);
}

describe("TopK", () => {
  it("keeps each group's best and the best groups, in order", () => {
    const top = new TopK<Item>(2, compare, (x) => x.group);
    for (const it of [
      { group: 1, score: 5, id: 0 },
      { group: 2, score: 9, id: 1 },
      { group: 1, score: 7, id: 2 },
      { group: 3, score: 6, id: 3 },
      { group: 2, score: 1, id: 4 },
    ])
      top.offer(it);
    expect(top.result().map((x) => x.id)).toEqual([1, 2]);
  });

  it("equals group-best, sort, slice for any stream (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ group: fc.integer({ min: 0, max: 12 }), score: fc.integer({ min: 0, max: 6 }) }),
          {
            maxLength: 80,
          },
        ),
        fc.integer({ min: 1, max: 10 }),
        (raw, limit) => {
          const items = raw.map((x, id) => ({ ...x, id }));
          const top = new TopK<Item>(limit, compare, (x) => x.group);
          for (const it of items) top.offer(it);
          expect(top.result()).toEqual(reference(items, limit));
        },
      ),
      { numRuns: 500 },
    );
  });
});
