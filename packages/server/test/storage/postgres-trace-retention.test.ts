/**
 * Trace retention on PostgreSQL: the same rules as SQLite's (test/reliability/traces/
 * retention.test.ts), by age and by count, in bounded batches, and on the store's timer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PgPool } from "../../src/storage/postgres/pool.js";
import { openPostgres } from "../../src/storage/postgres/pool.js";
import { prunePgTraceBatch } from "../../src/storage/postgres/trace-retention.js";
import { createPgTraceStore } from "../../src/storage/postgres/traces.js";
import type { TestPostgres } from "../helpers/postgres.js";
import { startTestPostgres } from "../helpers/postgres.js";

const DAY = 86_400_000;
const NOW = Date.parse("2026-06-01T00:00:00Z");

let server: TestPostgres;
beforeAll(async () => {
  server = await startTestPostgres();
}, 30_000);
afterAll(() => server?.stop());

async function freshPool(): Promise<PgPool> {
  return (await openPostgres(await server.createDatabase())).pool;
}

/** Insert `count` traces, `ageDays` before NOW, in one statement. */
async function seed(pool: PgPool, count: number, ageDays: number, prefix: string): Promise<void> {
  await pool.query(
    `INSERT INTO traces (trace_id, created_at, endpoint, status_code, response)
     SELECT $1 || '-' || lpad(i::text, 6, '0'),
            to_char((to_timestamp($2::double precision / 1000) + i * interval '1 millisecond') AT TIME ZONE 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            '/v1/name/assessment', 200, '{}'
     FROM generate_series(0, $3 - 1) AS i`,
    [prefix, NOW - ageDays * DAY, count],
  );
}

const count = async (pool: PgPool) =>
  (await pool.query<{ n: number }>("SELECT count(*)::integer AS n FROM traces")).rows[0]?.n;
const oldest = async (pool: PgPool) =>
  (await pool.query<{ id: string }>("SELECT trace_id AS id FROM traces ORDER BY created_at LIMIT 1")).rows[0]
    ?.id;

describe("trace retention on PostgreSQL", () => {
  it("deletes traces past the age limit, one bounded batch at a time", async () => {
    const pool = await freshPool();
    try {
      await seed(pool, 2500, 100, "old");
      await seed(pool, 300, 10, "new");
      const retention = { maxAgeDays: 90, maxCount: 0, batchSize: 1000 };
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(1000);
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(1000);
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(500);
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(0);
      expect(await count(pool)).toBe(300);
      expect(await oldest(pool)).toBe("new-000000");
    } finally {
      await pool.end();
    }
  });

  it("keeps the newest maxCount traces", async () => {
    const pool = await freshPool();
    try {
      await seed(pool, 1200, 5, "a");
      const retention = { maxAgeDays: 0, maxCount: 500, batchSize: 400 };
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(400);
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(300);
      expect(await prunePgTraceBatch(pool, retention, NOW)).toBe(0);
      expect(await count(pool)).toBe(500);
      expect(await oldest(pool)).toBe("a-000700");
    } finally {
      await pool.end();
    }
  });

  it("prunes on the store's timer, and the timer stops with the pool", async () => {
    const pool = await freshPool();
    await seed(pool, 50, 100, "old");
    const store = createPgTraceStore(pool, () => new Date(NOW).toISOString(), {
      retention: { maxAgeDays: 90, maxCount: 0, batchSize: 20, intervalMs: 60_000, now: () => NOW },
    });
    expect(await store.pruner?.tick()).toBe(50);
    expect(await count(pool)).toBe(0);
    await pool.end();
    expect(await store.pruner?.tick()).toBe(0);
  });
});
