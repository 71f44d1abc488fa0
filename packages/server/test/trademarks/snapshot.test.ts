import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTrademarkSearchService,
  storeGeneratedTrademarks,
} from "../../src/storage/trademarks/index.js";
import { writeTrademarkSnapshot } from "../../src/storage/trademarks/snapshot-file.js";
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

  it("is brought up to date with a delta once the register changed a little", () => {
    storeGeneratedTrademarks(t.db, { count: 500, seed: 3 });
    const snapshotPath = join(t.dir, "tm.snap");
    createTrademarkSearchService(t.db, { snapshotPath }).warm();
    storeGeneratedTrademarks(t.db, { count: 10, seed: 4 });
    expect(createTrademarkSearchService(t.db, { snapshotPath }).warm()).toMatchObject({
      source: "snapshot",
      deltaMarks: 10,
      marks: 510,
    });
  });

  it("is rebuilt, not fatal, when the index bytes are of an older format or damaged", () => {
    storeGeneratedTrademarks(t.db, { count: 200, seed: 5 });
    const snapshotPath = join(t.dir, "tm.snap");
    const { version } = createTrademarkSearchService(t.db, { snapshotPath }).warm();
    const [epoch = "", counter = "0"] = version.split(":");
    // The token the save recorded: the file is of this register state, only its bytes are bad.
    const token = t.db.prepare("SELECT snapshot_token FROM trademarks_state").pluck().get() as string;
    writeTrademarkSnapshot(snapshotPath, {
      epoch,
      version: Number(counter),
      token,
      index: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]),
      classMasks: new Uint32Array(0),
      rowIds: new Float64Array(0),
    });
    expect(createTrademarkSearchService(t.db, { snapshotPath }).warm()).toMatchObject({
      source: "built",
      marks: 200,
    });
  });
});
