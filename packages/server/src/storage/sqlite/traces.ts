/**
 * Stored decision traces. Assessment, screening and eligibility handlers record one trace
 * per successful decision, keyed by the request's trace id (also in X-Trace-Id).
 *
 * Writes use group commit: `record` queues the row and resolves once the transaction holding
 * it has committed. All traces queued in the same event-loop turn share one transaction, so
 * under load one commit serves many requests. Handlers await `record` before answering, so
 * a client never holds a trace id that is not stored. `get` flushes the queue first.
 */
import type { Db } from "./open.js";

/** A trace as `GET /v1/admin/name/assessment/traces/{trace_id}` returns it. */
export interface Trace {
  traceId: string;
  createdAt: string;
  endpoint: string;
  statusCode: number;
  response: unknown;
  explanation: unknown | null;
}

/** What a handler records. */
export interface NewTrace {
  traceId: string;
  endpoint: string;
  statusCode: number;
  response: unknown;
  /** `JSON.stringify(response)` when the caller already has it (stored as is, not serialised again). */
  responseJson?: string | undefined;
  explanation?: unknown | null | undefined;
  /** Id of the partner key that made the request (never the key itself). */
  apiKeyId?: string | null | undefined;
}

/** Trace storage, shared by every decision endpoint. */
export interface TraceStore {
  /** Store a trace; resolves when it is committed. Await it before sending the response. */
  record(trace: NewTrace): Promise<Trace>;
  get(traceId: string): Trace | null;
  /** Commit queued traces now (also called by `get` and on shutdown). */
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

/** Create the SQLite trace store. */
export function createTraceStore(db: Db, now: () => string = () => new Date().toISOString()): TraceStore {
  const insert = db.prepare(
    `INSERT INTO traces (trace_id, created_at, endpoint, status_code, response, explanation, api_key_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const select = db.prepare<[string], Row>(
    "SELECT trace_id, created_at, endpoint, status_code, response, explanation FROM traces WHERE trace_id = ?",
  );
  interface Pending {
    row: [string, string, string, number, string, string | null, string | null];
    trace: Trace;
    resolve: (trace: Trace) => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  const insertAll = db.transaction((rows: Pending[]) => {
    for (const p of rows) insert.run(...p.row);
  });

  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    if (!db.open) {
      const closed = new Error("trace store: the database is closed");
      for (const p of batch) p.reject(closed);
      return;
    }
    try {
      insertAll(batch);
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    for (const p of batch) p.resolve(p.trace);
  };

  return {
    record(t) {
      const createdAt = now();
      const explanation = t.explanation ?? null;
      const trace: Trace = {
        traceId: t.traceId,
        createdAt,
        endpoint: t.endpoint,
        statusCode: t.statusCode,
        response: t.response,
        explanation,
      };
      const row: Pending["row"] = [
        t.traceId,
        createdAt,
        t.endpoint,
        t.statusCode,
        t.responseJson ?? JSON.stringify(t.response),
        explanation === null ? null : JSON.stringify(explanation),
        t.apiKeyId ?? null,
      ];
      const stored = new Promise<Trace>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ row, trace, resolve, reject });
      });
      // A caller that forgets to await must not crash the process with an unhandled rejection;
      // awaiting callers still receive the error.
      stored.catch(() => undefined);
      return stored;
    },
    get(traceId) {
      flush();
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
}
