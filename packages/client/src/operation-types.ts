/**
 * Types of one operation's input and output, read from the generated `operations` interface
 * (openapi-typescript), so the client's signatures follow the server's OpenAPI document.
 */
import type { operations } from "./generated/api.generated.js";

/** Every operationId of the API. */
export type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C : never;

/**
 * The request body of an operation: its JSON, or the file's text (a string) for an operation
 * that takes a file (createScreeningJob); `undefined` when it takes none.
 */
export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? Content<R> extends { "application/json": infer B }
    ? B
    : string
  : undefined;

/** The media types of a text body (`"text/csv" | "application/x-ndjson" | ...`); never for JSON or none. */
export type RequestContentType<Op extends OperationId> = operations[Op] extends { requestBody: infer R }
  ? Exclude<keyof Content<R>, "application/json">
  : never;

/** The path parameters of an operation (`{ id: string }`, ...). */
export type PathParams<Op extends OperationId> = operations[Op]["parameters"] extends { path: infer P }
  ? P
  : undefined;

/** The query parameters of an operation. */
export type QueryParams<Op extends OperationId> = operations[Op]["parameters"] extends { query?: infer Q }
  ? Q
  : undefined;

type Responses<Op extends OperationId> = operations[Op]["responses"];

type Success<Op extends OperationId> = Responses<Op>[Extract<keyof Responses<Op>, 200 | 201 | 202 | 204>];

/**
 * The success body of an operation (its 200, 201 or 202 answer): the JSON, or for an NDJSON
 * answer (getScreeningJobResults) the array of its lines; `undefined` when it has none.
 */
export type ResponseBody<Op extends OperationId> =
  Success<Op> extends {
    content: { "application/json": infer B };
  }
    ? B
    : Success<Op> extends { content: { "application/x-ndjson": infer Item } }
      ? Item[]
      : undefined;

/** Per-call options of every operation. */
export interface CallOptions {
  /** Aborts the whole call, retries included. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for each attempt of this call (whole ms, 1 to 2^31 − 1). */
  timeoutMs?: number;
}

/**
 * The input of one call: body (with its `contentType` when it is a file's text), path and query
 * where the operation has them, and the call options.
 */
export type CallInput<Op extends OperationId> = CallOptions &
  (RequestBody<Op> extends undefined ? { body?: undefined } : { body: RequestBody<Op> }) &
  ([RequestContentType<Op>] extends [never]
    ? { contentType?: undefined }
    : { contentType: RequestContentType<Op> }) &
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
