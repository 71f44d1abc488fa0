/**
 * The traces port on PostgreSQL, with the same group commit as SQLite's store: traces queued
 * in one event-loop turn are written by one multi-row INSERT, and each `record` resolves when
 * that statement has committed. A failed write is remembered for /health, never thrown by
 * `tryRecord`. Old traces are pruned in small batches on a timer (trace-retention.ts).
 */
import type { NewTrace, Trace, TraceRow, TraceStore, WriteFailure } from "../ports/traces.js";
import { traceRecordOf } from "../ports/traces.js";
import type { TracePrunerOptions } from "../sqlite/trace-retention.js";
import type { PgPool } from "./client.js";
import type { PgTracePruner } from "./trace-retention.js";
import { startPgTracePruner } from "./trace-retention.js";

interface Row {
  trace_id: string;
  created_at: string;
  endpoint: string;
  status_code: number;
  response: string;
  explanation: string | null;
}

interface Pending {
  params: TraceRow;
  trace: Trace;
  resolve: (trace: Trace) => void;
  reject: (error: unknown) => void;
}

/** Create the PostgreSQL trace store (with `retention`: pruned on a timer, see `pruner`). */
export function createPgTraceStore(
  pool: PgPool,
  now: () => string = () => new Date().toISOString(),
  options: {
    onWriteError?: ((error: unknown) => void) | undefined;
    retention?: TracePrunerOptions | undefined;
  } = {},
): TraceStore & { readonly pruner: PgTracePruner | null } {
  const queue: Pending[] = [];
  let failure: WriteFailure | null = null;
  let writing: Promise<void> = Promise.resolve();

  const writeBatch = async (batch: Pending[]) => {
    const values = batch.map((_, i) => `(${[1, 2, 3, 4, 5, 6, 7].map((c) => `$${i * 7 + c}`).join(", ")})`);
    try {
      await pool.query(
        `INSERT INTO traces (trace_id, created_at, endpoint, status_code, response, explanation, api_key_id)
         VALUES ${values.join(", ")}`,
        batch.flatMap((p) => p.params),
      );
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      failure = {
        code: typeof code === "string" ? code : "WRITE_FAILED",
        message: (error as Error)?.message ?? String(error),
        at: now(),
      };
      options.onWriteError?.(error);
      for (const p of batch) p.reject(error);
      return;
    }
    failure = null;
    for (const p of batch) p.resolve(p.trace);
  };

  const flush = (): Promise<void> => {
    // At most 5,000 rows a statement (PostgreSQL binds at most 65,535 parameters).
    while (queue.length > 0) {
      const batch = queue.splice(0, 5_000);
      writing = writing.then(() => writeBatch(batch));
    }
    return writing;
  };

  const store: TraceStore & { readonly pruner: PgTracePruner | null } = {
    pruner: options.retention ? startPgTracePruner(pool, options.retention) : null,
    lastFailure: () => failure,
    tryRecord: (t) =>
      store.record(t).then(
        () => true,
        () => false,
      ),
    record(t: NewTrace) {
      const { trace, row: params } = traceRecordOf(t, now());
      const stored = new Promise<Trace>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ params, trace, resolve, reject });
      });
      stored.catch(() => undefined);
      return stored;
    },
    async get(traceId) {
      await flush();
      const { rows } = await pool.query<Row>(
        "SELECT trace_id, created_at, endpoint, status_code, response, explanation FROM traces WHERE trace_id = $1",
        [traceId],
      );
      const r = rows[0];
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
