/**
 * Finding 16.5: traces are pruned by age and by count, in small batches (never one long
 * transaction), on a timer in the server and with `namescreen traces prune`.
 */

import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { pruneTraceBatch, startTracePruner } from "../../../src/storage/sqlite/trace-retention.js";
import type { SqliteTraceStore } from "../../../src/storage/sqlite/traces.js";
import { runCli } from "../../helpers/run-cli.js";
import type { TestApp } from "../../helpers/test-app.js";
import { createTestApp } from "../../helpers/test-app.js";

const DAY = 86_400_000;
const NOW = Date.parse("2026-06-01T00:00:00Z");
/** About the size of a real assessment trace (4.8 KB). */
const BODY = JSON.stringify({ padding: "x".repeat(4800) });

/** Insert `count` traces, `ageDays` before `now`, through one prepared statement. */
function seedTraces(t: TestApp, count: number, ageDays: number, prefix: string, now = NOW): void {
  const insert = t.db.prepare(
    "INSERT INTO traces (trace_id, created_at, endpoint, status_code, response) VALUES (?, ?, '/v1/name/assessment', 200, ?)",
  );
  t.db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const at = new Date(now - ageDays * DAY + i).toISOString();
      insert.run(`${prefix}-${String(i).padStart(6, "0")}`, at, BODY);
    }
  })();
}

const count = (t: TestApp) => (t.db.prepare("SELECT count(*) AS n FROM traces").get() as { n: number }).n;
const oldest = (t: TestApp) =>
  (t.db.prepare("SELECT trace_id FROM traces ORDER BY created_at LIMIT 1").get() as { trace_id: string })
    .trace_id;

describe("trace retention", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("deletes traces past the age limit, one bounded batch at a time", async () => {
    t = await createTestApp();
    seedTraces(t, 2500, 100, "old");
    seedTraces(t, 300, 10, "new");
    const retention = { maxAgeDays: 90, maxCount: 0, batchSize: 1000 };
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(1000);
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(1000);
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(500);
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(0);
    expect(count(t)).toBe(300);
    expect(oldest(t)).toBe("new-000000");
  });

  it("keeps the newest maxCount traces", async () => {
    t = await createTestApp();
    seedTraces(t, 1200, 5, "a");
    const retention = { maxAgeDays: 0, maxCount: 500, batchSize: 400 };
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(400);
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(300);
    expect(pruneTraceBatch(t.db, retention, NOW)).toBe(0);
    expect(count(t)).toBe(500);
    expect(oldest(t)).toBe("a-000700");
  });

  it("prunes on a timer, a few batches per tick, yielding to other work between batches", async () => {
    t = await createTestApp();
    seedTraces(t, 3000, 200, "old");
    const pruner = startTracePruner(t.db, {
      maxAgeDays: 90,
      maxCount: 0,
      batchSize: 500,
      batchesPerTick: 2,
      intervalMs: 3_600_000,
      now: () => NOW,
    });
    try {
      let otherWorkRan = false;
      const ticking = pruner.tick();
      setImmediate(() => {
        otherWorkRan = true;
      });
      expect(await ticking).toBe(1000); // two batches, then the tick ends
      expect(otherWorkRan).toBe(true); // the event loop turned between the batches
      expect(count(t)).toBe(2000);
    } finally {
      pruner.stop();
    }
  });

  it("skips a tick while another connection holds the write lock, instead of waiting for it", async () => {
    t = await createTestApp();
    seedTraces(t, 300, 100, "old");
    let reported = 0;
    const pruner = startTracePruner(t.db, {
      maxAgeDays: 90,
      maxCount: 0,
      batchSize: 500,
      intervalMs: 3_600_000,
      now: () => NOW,
      onError: () => reported++,
    });
    const holder = new Database(t.dbPath);
    try {
      holder.exec("BEGIN IMMEDIATE");
      const start = performance.now();
      expect(await pruner.tick()).toBe(0);
      // Before, the delete slept the thread for the whole busy timeout (5 s), then failed.
      expect(performance.now() - start).toBeLessThan(1000);
      expect(reported).toBe(0);
      holder.exec("ROLLBACK");
      expect(await pruner.tick()).toBe(300);
    } finally {
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
      pruner.stop();
    }
  });

  it("starts with the server's trace store when retention is configured", async () => {
    t = await createTestApp({
      config: {
        traces: { maxAgeDays: 1, maxCount: 0, batchSize: 100, intervalMs: 1000, minFreeDiskBytes: 0 },
      },
    });
    seedTraces(t, 250, 30, "old");
    const pruner = (t.deps.traces as SqliteTraceStore).pruner;
    expect(pruner).not.toBeNull();
    expect(await pruner?.tick()).toBe(250);
    expect(count(t)).toBe(0);
  });

  it("`namescreen traces prune` applies the age and count limits and reports the counts", async () => {
    t = await createTestApp();
    // The CLI prunes by the real clock.
    seedTraces(t, 400, 400, "ancient", Date.now());
    seedTraces(t, 600, 1, "recent", Date.now());
    t.deps.traces.flush();
    const { dbPath: path, dir } = t;
    t.close({ keepFiles: true });
    t = undefined;
    const run = await runCli([
      "traces",
      "prune",
      "--db",
      path,
      "--max-age-days",
      "90",
      "--max-count",
      "250",
      "--batch",
      "100",
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({ maxCount: 250, batchSize: 100, remaining: 250 });
    expect(summary.deleted).toBe(750);
    const bad = await runCli(["traces", "prune", "--db", path, "--max-count", "-1"]);
    expect(bad.code).not.toBe(0);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
