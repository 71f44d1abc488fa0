/**
 * The traces port: stored decisions, keyed by trace id. `record` resolves once the trace is
 * committed; `tryRecord` never rejects (a decision is answered even when its trace is not stored).
 */
import type { MaybePromise } from "@namescreen/core";

/** A failed write, remembered for /health until a later write succeeds. */
export interface WriteFailure {
  code: string;
  message: string;
  at: string;
}

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
  /** `record` that never rejects: `true` once committed, `false` when it could not be stored. */
  tryRecord(trace: NewTrace): Promise<boolean>;
  /** The last write that failed, until a later write succeeds (for /health). */
  lastFailure(): WriteFailure | null;
  get(traceId: string): MaybePromise<Trace | null>;
  /** Commit queued traces now (also on shutdown). */
  flush(): MaybePromise<void>;
}

/** A stored trace's columns, in insert order (trace_id … api_key_id). */
export type TraceRow = [string, string, string, number, string, string | null, string | null];

/** The trace a `record` resolves with and the row both stores insert for it. */
export function traceRecordOf(t: NewTrace, createdAt: string): { trace: Trace; row: TraceRow } {
  const explanation = t.explanation ?? null;
  return {
    trace: {
      traceId: t.traceId,
      createdAt,
      endpoint: t.endpoint,
      statusCode: t.statusCode,
      response: t.response,
      explanation,
    },
    row: [
      t.traceId,
      createdAt,
      t.endpoint,
      t.statusCode,
      t.responseJson ?? JSON.stringify(t.response),
      explanation === null ? null : JSON.stringify(explanation),
      t.apiKeyId ?? null,
    ],
  };
}
