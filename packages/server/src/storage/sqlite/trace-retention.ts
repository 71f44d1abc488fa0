/**
 * Trace retention: traces older than `maxAgeDays`, and the oldest beyond `maxCount`, are
 * deleted in small batches (one short DELETE each), so pruning never holds the write lock long
 * enough to stall a request. The server runs it on a timer (`startTracePruner`); the CLI
 * (`namescreen traces prune`) runs it to the end.
 */
import { unlessBusy } from "./busy.js";
import type { Db } from "./open.js";

/** What to keep. */
export interface TraceRetention {
  /** Traces older than this many days are deleted (0 = no age limit). */
  maxAgeDays: number;
  /** At most this many traces are kept, the newest (0 = no count limit). */
  maxCount: number;
  /** Rows deleted per batch (one statement, one transaction). */
  batchSize: number;
}

/** The documented defaults (docs/reliability.md, "Traces and disk"). */
export const DEFAULT_TRACE_RETENTION: Readonly<TraceRetention & { intervalMs: number }> = {
  maxAgeDays: 90,
  maxCount: 100_000,
  batchSize: 2000,
  intervalMs: 60_000,
};

const DAY_MS = 86_400_000;

/** Delete one batch of expired traces; returns how many rows went. */
export function pruneTraceBatch(db: Db, retention: TraceRetention, now: number = Date.now()): number {
  if (retention.maxAgeDays > 0) {
    const cutoff = new Date(now - retention.maxAgeDays * DAY_MS).toISOString();
    const aged = db
      .prepare(
        `DELETE FROM traces WHERE trace_id IN
           (SELECT trace_id FROM traces WHERE created_at < ? ORDER BY created_at LIMIT ?)`,
      )
      .run(cutoff, retention.batchSize).changes;
    if (aged > 0) return aged;
  }
  if (retention.maxCount > 0) {
    const { total } = db.prepare<[], { total: number }>("SELECT count(*) AS total FROM traces").get() ?? {
      total: 0,
    };
    const excess = total - retention.maxCount;
    if (excess > 0) {
      return db
        .prepare(
          `DELETE FROM traces WHERE trace_id IN
             (SELECT trace_id FROM traces ORDER BY created_at, trace_id LIMIT ?)`,
        )
        .run(Math.min(excess, retention.batchSize)).changes;
    }
  }
  return 0;
}

/** Run batches until nothing is left to prune; returns the rows deleted. */
export function pruneAllTraces(
  db: Db,
  retention: TraceRetention,
  now: number = Date.now(),
  onBatch?: (deleted: number) => void,
): number {
  let total = 0;
  for (;;) {
    const deleted = pruneTraceBatch(db, retention, now);
    if (deleted === 0) return total;
    total += deleted;
    onBatch?.(total);
  }
}

/** A running pruner. */
export interface TracePruner {
  /** One tick now (what the timer does): at most `batchesPerTick` batches, yielding between them. */
  tick(): Promise<number>;
  stop(): void;
}

/** Pruner settings. */
export interface TracePrunerOptions extends TraceRetention {
  intervalMs: number;
  /** Batches per tick (the event loop runs other work between them). Default 5. */
  batchesPerTick?: number;
  now?: () => number;
  /** Called when a batch fails (e.g. a full disk); the pruner keeps running. */
  onError?: (error: unknown) => void;
}

/** Start pruning on a timer (unref'd: it never keeps the process alive); stops itself when the db closes. */
export function startTracePruner(db: Db, options: TracePrunerOptions): TracePruner {
  return startBatchPruner(
    options,
    () => !db.open,
    // A lock another process holds skips this tick (the next comes in `intervalMs`) rather than
    // holding the server's thread up to the busy timeout.
    (now) => unlessBusy(db, () => pruneTraceBatch(db, options, now), 0),
  );
}

/**
 * The timer both trace stores prune on: each tick deletes up to `batchesPerTick` batches, lets
 * queued work run between two, skips a tick while the last one runs, reports a failing batch
 * (a full disk, an unreachable database) and tries again on the next tick, and stops for good
 * once the store is `closed`.
 */
export function startBatchPruner(
  options: TracePrunerOptions,
  closed: () => boolean,
  pruneBatch: (now: number) => number | Promise<number>,
): TracePruner {
  const now = options.now ?? Date.now;
  const batchesPerTick = options.batchesPerTick ?? 5;
  let running = false;
  const tick = async (): Promise<number> => {
    if (running) return 0;
    running = true;
    let deleted = 0;
    try {
      for (let i = 0; i < batchesPerTick; i += 1) {
        if (closed()) {
          clearInterval(timer);
          break;
        }
        const n = await pruneBatch(now());
        deleted += n;
        if (n < options.batchSize) break;
        // Let queued requests run between two batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = false;
    }
    return deleted;
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
