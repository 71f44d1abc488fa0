/**
 * Edge cases of the trademark index delta: successive version moves on the base kept in memory,
 * a mark changed twice, added then deleted, or deleted and re-added under the same id (a new row
 * id); an import file with deletions; a log pruned by another process; an unwritable snapshot.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TrademarkRecord } from "@namescreen/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTrademarkSearchService,
  createTrademarkStore,
  importTrademarks,
  storeGeneratedTrademarks,
} from "../../src/storage/trademarks/index.js";
import { expectSameFinds, foundIds } from "./answers.js";
import { tempTrademarkDb } from "./db.js";

let t: ReturnType<typeof tempTrademarkDb>;
let snapshotPath: string;
beforeEach(() => {
  t = tempTrademarkDb();
  snapshotPath = join(t.dir, "tm.snap");
});
afterEach(() => t.cleanup());

const logRows = () => t.db.prepare("SELECT count(*) FROM trademark_changes").pluck().get() as number;
const at = () => new Date().toISOString();
const rebuiltNow = () => createTrademarkSearchService(t.db, { snapshotPath: null });

describe("trademark index delta edge cases", () => {
  it("follows successive changes on the base kept in memory; a restart applies them all", async () => {
    storeGeneratedTrademarks(t.db, { count: 1000, seed: 7 });
    const service = createTrademarkSearchService(t.db, { snapshotPath });
    expect(service.warm()).toMatchObject({ source: "built" });
    const store = createTrademarkStore(t.db);
    const mark = (id: number) => store.get(id) as TrademarkRecord;
    const twice = mark(10);
    const readded = mark(11);
    const oldText = twice.markText ?? "x";

    store.upsert({ ...twice, markText: "Vornelquist" }, "test", at());
    expect(service.warm()).toMatchObject({ source: "memory", deltaMarks: 1, marks: 1000 });

    t.db.transaction(() => {
      store.upsert({ ...twice, markText: "Zentrobalix Cloud", niceClasses: [42] }, "test", at());
      store.upsert({ ...readded, sourceRecordId: "TMP-1", markText: "Gone Again" }, "test", at());
      store.remove(readded.sourceRecordId);
      store.upsert({ ...readded, niceClasses: [25] }, "test", at());
      // Removed last: SQLite gives a new row the highest id + 1, so TMP-1's id is not reused here.
      store.remove("TMP-1");
    })();
    // Distinct row ids changed: mark 10, TMP-1 (gone), mark 11's old row and its new row.
    expect(service.warm()).toMatchObject({ source: "memory", deltaMarks: 4, marks: 1000 });
    const restarted = createTrademarkSearchService(t.db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaMarks: 4, marks: 1000 });

    await expectSameFinds(
      rebuiltNow(),
      [service, restarted],
      [
        { query: oldText, limit: 100 },
        { query: "Vornelquist", limit: 100 },
        { query: "Zentrobalix Cloud", niceClasses: [42], limit: 100 },
        { query: readded.markText ?? "x", limit: 100 },
        { query: readded.markText ?? "x", niceClasses: [25], limit: 100 },
        { query: "Gone Again", limit: 100 },
        { query: mark(500).markText ?? "x", niceClasses: mark(500).niceClasses, limit: 100 },
      ],
    );
    for (const s of [service, restarted]) {
      expect(await foundIds(s, { query: oldText, limit: 100 })).not.toContain(twice.sourceRecordId);
      expect(await foundIds(s, { query: "Vornelquist", limit: 100 })).not.toContain(twice.sourceRecordId);
      expect(await foundIds(s, { query: "Zentrobalix Cloud", limit: 100 })).toContain(twice.sourceRecordId);
      expect(await foundIds(s, { query: "Gone Again", limit: 100 })).not.toContain("TMP-1");
      // Found once: the old row's base entries are hidden, the new row is in the delta.
      const hits = await foundIds(s, { query: readded.markText ?? "x", niceClasses: [25], limit: 100 });
      expect(hits.filter((id) => id === readded.sourceRecordId)).toHaveLength(1);
      const classed = await s.search({ query: readded.markText ?? "x", niceClasses: [25], limit: 100 });
      expect(classed.similarMatches.find((m) => m.sourceRecordId === readded.sourceRecordId)).toMatchObject({
        niceClasses: [25],
        classOverlap: [25],
      });
    }
  });

  it("applies an NDJSON import with changes and deletions as a delta", async () => {
    storeGeneratedTrademarks(t.db, { count: 500, seed: 2 });
    const file = (name: string, lines: unknown[]) => {
      const path = join(t.dir, name);
      writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
      return path;
    };
    await importTrademarks(t.db, {
      file: file("a.ndjson", [
        { sourceRecordId: "CH:1", markText: "Glacierwerk", niceClasses: [9], status: "registered" },
        { sourceRecordId: "CH:2", markText: "Bergfink Tools", niceClasses: [8], status: "registered" },
      ]),
      layout: "ndjson",
    });
    const service = createTrademarkSearchService(t.db, { snapshotPath });
    expect(service.warm()).toMatchObject({ source: "built", marks: 502 });
    await importTrademarks(t.db, {
      file: file("b.ndjson", [
        { sourceRecordId: "CH:1", markText: "Glacierwerk", niceClasses: [9, 42], status: "registered" },
        { sourceRecordId: "CH:3", markText: "Bergfinch Tools", niceClasses: [8], status: "filed" },
        { sourceRecordId: "CH:2", deleted: true },
      ]),
      layout: "ndjson",
    });
    expect(service.warm()).toMatchObject({ source: "memory", deltaMarks: 3, marks: 502 });
    await expectSameFinds(
      rebuiltNow(),
      [service],
      [
        { query: "Glacierwerk", niceClasses: [42], limit: 50 },
        { query: "Bergfink Tools", limit: 50 },
        { query: "Bergfink Tools", niceClasses: [8], limit: 50 },
      ],
    );
    const ids = await foundIds(service, { query: "Bergfink Tools", limit: 50 });
    expect(ids).toContain("CH:3");
    expect(ids).not.toContain("CH:2");
  });

  it("follows a row id that SQLite reuses for a new mark after the highest row was deleted", async () => {
    storeGeneratedTrademarks(t.db, { count: 200, seed: 3 });
    const store = createTrademarkStore(t.db);
    store.upsert(
      { ...(store.get(1) as TrademarkRecord), sourceRecordId: "LAST", markText: "Quorvantis" },
      "t",
      at(),
    );
    const service = createTrademarkSearchService(t.db, { snapshotPath });
    service.warm();
    const lastId = t.db.prepare("SELECT max(id) FROM trademarks").pluck().get();
    t.db.transaction(() => {
      store.remove("LAST");
      store.upsert(
        { ...(store.get(2) as TrademarkRecord), sourceRecordId: "NEXT", markText: "Quorvantiz" },
        "t",
        at(),
      );
    })();
    expect(t.db.prepare("SELECT id FROM trademarks WHERE source_record_id = 'NEXT'").pluck().get()).toBe(
      lastId,
    );
    expect(service.warm()).toMatchObject({ source: "memory", deltaMarks: 1, marks: 201 });
    const ids = await foundIds(service, { query: "Quorvantis", limit: 100 });
    expect(ids).toContain("NEXT");
    expect(ids).not.toContain("LAST");
  });

  it("reloads a newer snapshot when another process rebuilt and pruned the log it needs", () => {
    storeGeneratedTrademarks(t.db, { count: 600, seed: 4 });
    const old = createTrademarkSearchService(t.db, { snapshotPath });
    old.warm();
    storeGeneratedTrademarks(t.db, { count: 400, seed: 5 });
    expect(createTrademarkSearchService(t.db, { snapshotPath }).warm()).toMatchObject({ source: "built" });
    expect(logRows()).toBe(0);
    storeGeneratedTrademarks(t.db, { count: 3, seed: 6 });
    expect(old.warm()).toMatchObject({ source: "snapshot", deltaMarks: 3, marks: 1003 });
  });

  it("still answers when the snapshot cannot be written, and keeps the log", async () => {
    storeGeneratedTrademarks(t.db, { count: 300, seed: 8 });
    const unwritable = join(t.dir, "no-such-dir", "tm.snap");
    const service = createTrademarkSearchService(t.db, { snapshotPath: unwritable });
    expect(service.warm()).toMatchObject({ source: "built", marks: 300 });
    expect(logRows()).toBe(300);
    const store = createTrademarkStore(t.db);
    const first = store.get(1) as TrademarkRecord;
    expect(await foundIds(service, { query: first.markText ?? "x", limit: 100 })).toContain(
      first.sourceRecordId,
    );
  });
});
