/**
 * Trace retention on PostgreSQL, by the same rules as SQLite's (storage/sqlite/trace-retention.ts):
 * traces older than `maxAgeDays`, then the oldest beyond `maxCount`, deleted in small batches on
 * an unref'd timer. Every replica runs it; the batches are idempotent, so two replicas pruning at
 * once only share the work.
 */
import type { TracePruner, TracePrunerOptions, TraceRetention } from "../sqlite/trace-retention.js";
import { startBatchPruner } from "../sqlite/trace-retention.js";
import type { PgPool } from "./client.js";

const DAY_MS = 86_400_000;

/** Delete one batch of expired traces; returns how many rows went. */
export async function prunePgTraceBatch(
  pool: PgPool,
  retention: TraceRetention,
  now: number,
): Promise<number> {
  if (retention.maxAgeDays > 0) {
    const cutoff = new Date(now - retention.maxAgeDays * DAY_MS).toISOString();
    const aged = await pool.query(
      `DELETE FROM traces WHERE trace_id IN
         (SELECT trace_id FROM traces WHERE created_at < $1 ORDER BY created_at LIMIT $2)`,
      [cutoff, retention.batchSize],
    );
    if ((aged.rowCount ?? 0) > 0) return aged.rowCount ?? 0;
  }
  if (retention.maxCount > 0) {
    const { rows } = await pool.query<{ total: number }>("SELECT count(*)::integer AS total FROM traces");
    const excess = (rows[0]?.total ?? 0) - retention.maxCount;
    if (excess > 0) {
      const oldest = await pool.query(
        `DELETE FROM traces WHERE trace_id IN
           (SELECT trace_id FROM traces ORDER BY created_at, trace_id LIMIT $1)`,
        [Math.min(excess, retention.batchSize)],
      );
      return oldest.rowCount ?? 0;
    }
  }
  return 0;
}

/** A running pruner (the timer `startBatchPruner` runs for both stores). */
export type PgTracePruner = TracePruner;

/** Start pruning on a timer that never keeps the process alive; it stops when the pool ends. */
export function startPgTracePruner(pool: PgPool, options: TracePrunerOptions): PgTracePruner {
  return startBatchPruner(
    options,
    () => pool.ended,
    (now) => prunePgTraceBatch(pool, options, now),
  );
}
