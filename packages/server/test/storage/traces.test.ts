import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import type { SqliteTraceStore as TraceStore } from "../../src/storage/sqlite/traces.js";
import { createTraceStore } from "../../src/storage/sqlite/traces.js";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("trace store (SQLite, group commit)", () => {
  let dir: string;
  let db: Db;
  let store: TraceStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "namescreen-traces-"));
    db = openDatabase(join(dir, "t.db")).db;
    store = createTraceStore(db, () => "2026-11-22T05:00:00.000Z");
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = () => (db.prepare("SELECT count(*) AS n FROM traces").get() as { n: number }).n;

  it("commits the traces of one event-loop turn together and resolves after the commit", async () => {
    const pending = [1, 2, 3].map((n) =>
      store.record({
        traceId: id(n),
        endpoint: "/v1/name/assessment",
        statusCode: 200,
        response: { n },
        explanation: null,
      }),
    );
    expect(count()).toBe(0); // queued, not yet committed
    const stored = await Promise.all(pending);
    expect(count()).toBe(3);
    expect(stored.map((t) => t.createdAt)).toEqual(Array(3).fill("2026-11-22T05:00:00.000Z"));
  });

  it("get sees queued traces (flushes first) and round-trips response and explanation", async () => {
    const recorded = store.record({
      traceId: id(7),
      endpoint: "/v1/name/screening",
      statusCode: 200,
      response: { overallStatus: "CLEAR_TO_FILE", nested: [1, { a: null }] },
      explanation: { steps: [] },
      apiKeyId: "AAAAAAAAAAAA",
    });
    expect(store.get(id(7))).toEqual({
      traceId: id(7),
      createdAt: "2026-11-22T05:00:00.000Z",
      endpoint: "/v1/name/screening",
      statusCode: 200,
      response: { overallStatus: "CLEAR_TO_FILE", nested: [1, { a: null }] },
      explanation: { steps: [] },
    });
    await recorded;
    expect(store.get(id(8))).toBeNull();
  });

  it("a failing batch rejects its records (duplicate trace id) and the store keeps working", async () => {
    await store.record({ traceId: id(1), endpoint: "/e", statusCode: 200, response: {} });
    await expect(
      store.record({ traceId: id(1), endpoint: "/e", statusCode: 200, response: {} }),
    ).rejects.toThrow(/UNIQUE/);
    await store.record({ traceId: id(2), endpoint: "/e", statusCode: 200, response: {} });
    expect(count()).toBe(2);
  });
});
