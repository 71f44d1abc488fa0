import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTrademarkSearchService,
  storeGeneratedTrademarks,
} from "../../src/storage/trademarks/index.js";
import { tempTrademarkDb } from "./db.js";

let t: ReturnType<typeof tempTrademarkDb>;
beforeEach(() => {
  t = tempTrademarkDb();
});
afterEach(() => t.cleanup());

describe("the trademark index snapshot", () => {
  it("is written on a build and loaded by the next process instead of rebuilding", async () => {
    storeGeneratedTrademarks(t.db, { count: 3000, seed: 3 });
    const snapshotPath = join(t.dir, "tm.snap");
    const first = createTrademarkSearchService(t.db, { snapshotPath });
    expect(first.warm()).toMatchObject({ source: "built", marks: 3000 });
    const second = createTrademarkSearchService(t.db, { snapshotPath });
    const info = second.warm();
    expect(info).toMatchObject({ source: "snapshot", marks: 3000 });
    const request = { query: "Solar Tech", niceClasses: [9, 42], limit: 50 };
    expect(await second.search(request)).toEqual(await first.search(request));
  });

  it("is ignored once the register changed", () => {
    storeGeneratedTrademarks(t.db, { count: 500, seed: 3 });
    const snapshotPath = join(t.dir, "tm.snap");
    createTrademarkSearchService(t.db, { snapshotPath }).warm();
    storeGeneratedTrademarks(t.db, { count: 10, seed: 4 });
    expect(createTrademarkSearchService(t.db, { snapshotPath }).warm()).toMatchObject({
      source: "built",
      marks: 510,
    });
  });
});
