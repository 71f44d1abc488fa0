/**
 * Stored decision traces. Assessment, screening and eligibility handlers record one trace
 * per successful decision, keyed by the request's trace id (also in X-Trace-Id).
 *
 * Writes use group commit: `record` queues the row and resolves once the transaction holding
 * it has committed. All traces queued in the same event-loop turn share one transaction, so
 * under load one commit serves many requests. Handlers await `record` before answering, so
 * a client never holds a trace id that is not stored. `get` answers a queued trace from the queue.
 *
 * While another process holds the write lock (an import's commit, a sync's apply), a commit
 * does not wait on the server's one thread: it fails at once and is tried again shortly, the
 * queue kept, until the connection's busy timeout has passed for the oldest queued trace. Only
 * the requests whose traces wait are held; before, every request of the process waited, up to
 * the busy timeout per commit. `flush` (on shutdown) still waits for the lock.
 *
 * A trace that cannot be stored (full disk, read-only database) must not fail the decision:
 * handlers use `tryRecord`, which answers `false` instead of throwing, and say so in the
 * response (`X-Trace-Stored: false`). The store remembers the failure for /health until a
 * write succeeds again. Old traces are pruned in small batches on a timer (trace-retention.ts).
 */
import type { Trace, TraceRow, TraceStore } from "../ports/traces.js";
import { traceRecordOf } from "../ports/traces.js";
import { BUSY_RETRY_MS, isBusy, withoutBusyWait } from "./busy.js";
import type { Db } from "./open.js";
import type { TracePruner, TracePrunerOptions } from "./trace-retention.js";
import { startTracePruner } from "./trace-retention.js";
import type { WriteFailure } from "./write-health.js";

/** Response header of the decision endpoints: whether the trace under X-Trace-Id was stored. */
export const TRACE_STORED_HEADER = "X-Trace-Stored";

export type { NewTrace, Trace } from "../ports/traces.js";

/** The traces port with SQLite's synchronous reads and its retention timer. */
export interface SqliteTraceStore extends TraceStore {
  /** The retention timer, when the store was given a retention. */
  readonly pruner: TracePruner | null;
  get(traceId: string): Trace | null;
  /** Commit queued traces now, waiting for the write lock as the busy timeout allows (on shutdown). */
  flush(): void;
}

interface Row {
  trace_id: string;
  created_at: string;
  endpoint: string;
  status_code: number;
  response: string;
  explanation: string | null;
}

/** Options of {@link createTraceStore}. */
export interface TraceStoreOptions {
  /** Prune on a timer with this retention; none: traces are kept. */
  retention?: TracePrunerOptions | undefined;
  /** Told about every failed write (for the log). */
  onWriteError?: ((error: unknown) => void) | undefined;
}

/** Create the SQLite trace store. */
export function createTraceStore(
  db: Db,
  now: () => string = () => new Date().toISOString(),
  options: TraceStoreOptions = {},
): SqliteTraceStore {
  const insert = db.prepare(
    `INSERT INTO traces (trace_id, created_at, endpoint, status_code, response, explanation, api_key_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string], Row>(
    "SELECT trace_id, created_at, endpoint, status_code, response, explanation FROM traces WHERE trace_id = ?",
  );
  interface Pending {
    row: TraceRow;
    trace: Trace;
    /** When it was queued (performance.now()): how long it has waited for the lock. */
    since: number;
    resolve: (trace: Trace) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  let failure: WriteFailure | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const insertAll = db.transaction((rows: Pending[]) => {
    for (const p of rows) insert.run(...p.row);
  });

  /** Commit the queue; unless `wait`, a held lock is tried again shortly instead of waited for. */
  const commit = (wait: boolean) => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    if (!db.open) {
      const closed = new Error("trace store: the database is closed");
      for (const p of batch) p.reject(closed);
      return;
    }
    const busyTimeout = db.pragma("busy_timeout", { simple: true }) as number;
    try {
      if (wait) insertAll(batch);
      else withoutBusyWait(db, () => insertAll(batch));
    } catch (error) {
      if (wait || !isBusy(error)) return fail(batch, error);
      // Held by another connection: the traces within the busy timeout wait for another try.
      const at = performance.now();
      fail(
        batch.filter((p) => at - p.since >= busyTimeout),
        error,
      );
      queue = batch.filter((p) => at - p.since < busyTimeout).concat(queue);
      if (queue.length > 0) {
        retry ??= setTimeout(() => {
          retry = null;
          commit(false);
        }, BUSY_RETRY_MS);
      }
      return;
    }
    failure = null;
    for (const p of batch) p.resolve(p.trace);
  };
  const fail = (batch: readonly Pending[], error: unknown) => {
    if (batch.length === 0) return;
    failure = { code: _code(error), message: (error as Error)?.message ?? String(error), at: now() };
    options.onWriteError?.(error);
    for (const p of batch) p.reject(error);
  };
  const flush = () => commit(true);

  const store: SqliteTraceStore = {
    pruner: options.retention ? startTracePruner(db, options.retention) : null,
    lastFailure: () => failure,
    tryRecord: (t) =>
      store.record(t).then(
        () => true,
        () => false,
      ),
    record(t) {
      const { trace, row } = traceRecordOf(t, now());
      const stored = new Promise<Trace>((resolve, reject) => {
        if (queue.length === 0 && retry === null) setImmediate(() => commit(false));
        queue.push({ row, trace, since: performance.now(), resolve, reject });
      });
      // A caller that forgets to await must not crash the process with an unhandled rejection;
      // awaiting callers still receive the error.
      stored.catch(() => undefined);
      return stored;
    },
    get(traceId) {
      const queued = queue.find((p) => p.trace.traceId === traceId);
      if (queued) return queued.trace;
      const r = select.get(traceId);
      if (!r) return null;
      return {
        traceId: r.trace_id,
        createdAt: r.created_at,
        endpoint: r.endpoint,
        statusCode: r.status_code,
        response: JSON.parse(r.response) as unknown,
        explanation: r.explanation === null ? null : (JSON.parse(r.explanation) as unknown),
      };
    },
    flush,
  };
  return store;
}

function _code(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "WRITE_FAILED";
}
