/**
 * The trademark index follows register changes with a delta (change log kept by triggers +
 * LayeredIndex) instead of a rebuild, and answers like an index rebuilt from scratch.
 */
import { join } from "node:path";
import type { TrademarkRecord } from "@namescreen/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTrademarkSearchService,
  createTrademarkStore,
  storeGeneratedTrademarks,
} from "../../src/storage/trademarks/index.js";
import { found } from "./answers.js";
import { tempTrademarkDb } from "./db.js";

let t: ReturnType<typeof tempTrademarkDb>;
beforeEach(() => {
  t = tempTrademarkDb();
});
afterEach(() => t.cleanup());

const logRows = () => t.db.prepare("SELECT count(*) FROM trademark_changes").pluck().get() as number;

describe("trademark index snapshot + delta", () => {
  it("applies inserts, updates and deletes as a delta that answers like a rebuilt index", async () => {
    storeGeneratedTrademarks(t.db, { count: 2000, seed: 3 });
    const snapshotPath = join(t.dir, "tm.snap");
    const service = createTrademarkSearchService(t.db, { snapshotPath });
    expect(service.warm()).toMatchObject({ source: "built", deltaMarks: 0 });

    const store = createTrademarkStore(t.db);
    const at = new Date().toISOString();
    const mark = (id: number) => store.get(id) as TrademarkRecord;
    const renamed = mark(5);
    const reclassed = mark(6);
    const deleted = mark(7);
    t.db.transaction(() => {
      store.upsert({ ...renamed, markText: "Quxbrindle" }, "test", at);
      store.upsert({ ...reclassed, niceClasses: [33] }, "test", at);
      store.remove(deleted.sourceRecordId);
      store.upsert(
        { ...mark(8), sourceRecordId: "NEW-1", markText: "Plimbaro Vision", niceClasses: [9] },
        "test",
        at,
      );
    })();

    expect(service.warm()).toMatchObject({ source: "memory", deltaMarks: 4, marks: 2000 });
    const restarted = createTrademarkSearchService(t.db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaMarks: 4 });
    const rebuilt = createTrademarkSearchService(t.db, { snapshotPath: null });
    expect(rebuilt.warm()).toMatchObject({ source: "built", deltaMarks: 0, marks: 2000 });

    const queries = [
      { query: "Quxbrindle", niceClasses: null },
      { query: renamed.markText ?? "x", niceClasses: null },
      { query: reclassed.markText ?? "x", niceClasses: [33] },
      { query: reclassed.markText ?? "x", niceClasses: reclassed.niceClasses },
      { query: deleted.markText ?? "x", niceClasses: null },
      { query: "Plimbaro Vizion", niceClasses: [9] },
      { query: mark(100).markText ?? "x", niceClasses: null },
      { query: mark(1500).markText ?? "x", niceClasses: [9, 35] },
    ];
    for (const q of queries) {
      const request = { ...q, limit: 100 };
      const want = found(await rebuilt.search(request));
      expect(found(await restarted.search(request)), q.query).toEqual(want);
      expect(found(await service.search(request)), q.query).toEqual(want);
    }
    const ids = async (query: string) =>
      (await restarted.search({ query, limit: 100 })).similarMatches.map((m) => m.sourceRecordId);
    expect(await ids("Quxbrindle")).toContain(renamed.sourceRecordId);
    expect(await ids("Plimbaro Vision")).toContain("NEW-1");
    expect(await ids(deleted.markText ?? "x")).not.toContain(deleted.sourceRecordId);
    const classed = await restarted.search({
      query: reclassed.markText ?? "x",
      niceClasses: [33],
      limit: 100,
    });
    expect(classed.similarMatches.find((m) => m.sourceRecordId === reclassed.sourceRecordId)).toMatchObject({
      niceClasses: [33],
      classOverlap: [33],
    });
  });

  it("rebuilds on a large change, writes a new snapshot and prunes the log", () => {
    storeGeneratedTrademarks(t.db, { count: 1000, seed: 3 });
    const snapshotPath = join(t.dir, "tm.snap");
    const service = createTrademarkSearchService(t.db, { snapshotPath });
    service.warm();
    storeGeneratedTrademarks(t.db, { count: 500, seed: 9 });
    expect(logRows()).toBe(500);
    expect(service.warm()).toMatchObject({ source: "built", deltaMarks: 0, marks: 1500 });
    expect(logRows()).toBe(0);
    expect(createTrademarkSearchService(t.db, { snapshotPath }).warm()).toMatchObject({
      source: "snapshot",
      deltaMarks: 0,
    });
  });

  it("does not log or reindex an identical re-run", () => {
    storeGeneratedTrademarks(t.db, { count: 300, seed: 3 });
    const service = createTrademarkSearchService(t.db, { snapshotPath: join(t.dir, "tm.snap") });
    const { version } = service.warm();
    expect(storeGeneratedTrademarks(t.db, { count: 300, seed: 3 })).toMatchObject({
      unchanged: 300,
      updated: 0,
    });
    expect(logRows()).toBe(0);
    expect(service.warm().version).toBe(version);
  });
});
