/**
 * Types of one operation's input and output, read from the generated `operations` interface
 * (openapi-typescript), so the client's signatures follow the server's OpenAPI document.
 */
import type { operations } from "./generated/api.generated.js";

/** Every operationId of the API. */
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { "application/json": infer B } } ? B : undefined;

/** The JSON request body of an operation (`undefined` when it takes none). */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? JsonContent<R>
  : undefined;

/** The path parameters of an operation (`{ id: string }`, ...). */
export type PathParams<Op extends OperationId> = operations[Op]["parameters"] extends { path: infer P }
  ? P
  : undefined;

/** The query parameters of an operation. */
export type QueryParams<Op extends OperationId> = operations[Op]["parameters"] extends { query?: infer Q }
  ? Q
  : undefined;

type Responses<Op extends OperationId> = operations[Op]["responses"];

/** The success body of an operation (its 200 or 201 answer; `undefined` for 204). */
export type ResponseBody<Op extends OperationId> = 200 extends keyof Responses<Op>
  ? JsonContent<Responses<Op>[200]>
  : 201 extends keyof Responses<Op>
    ? JsonContent<Responses<Op>[201]>
    : undefined;

/** Per-call options of every operation. */
export interface CallOptions {
  /** Aborts the whole call, retries included. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for each attempt of this call. */
  timeoutMs?: number;
}

/** The input of one call: body, path and query where the operation has them, and the call options. */
export type CallInput<Op extends OperationId> = CallOptions &
  (RequestBody<Op> extends undefined ? { body?: undefined } : { body: RequestBody<Op> }) &
  (PathParams<Op> extends undefined ? { path?: undefined } : { path: PathParams<Op> }) &
  (QueryParams<Op> extends undefined ? { query?: undefined } : { query?: QueryParams<Op> });

/** What every successful call returns. */
export interface ApiResult<T> {
  data: T;
  /** X-Trace-Id of the answer (the request's trace; quote it to the operator). */
  traceId: string | null;
  status: number;
  headers: Headers;
  /** Requests sent for this call, retries included. */
  attempts: number;
}
