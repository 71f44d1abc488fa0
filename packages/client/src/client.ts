/**
 * `createNameScreenClient(options)`: the typed client. `call(operationId, input)` reaches every
 * operation of the OpenAPI document; the shortcuts below it name the partner calls.
 */
import { decodeSuccess, encodeBody, parseJsonOrText } from "./body.js";
import { errorFieldsOf, invalidResponseError, NameScreenApiError } from "./errors.js";
import { OPERATIONS } from "./generated/operations.generated.js";
import type {
  ApiResult,
  CallInput,
  CallOptions,
  OperationId,
  RequestBody,
  ResponseBody,
} from "./operation-types.js";
import {
  checkKey,
  checkTimeoutMs,
  checkWholeNumber,
  resolveBaseUrl,
  resolveHeaders,
  resolveRetry,
} from "./options.js";
import type { RetryOptions } from "./retry-policy.js";
import { parseRetryAfter, RETRIED_ON_OVERLOAD, RETRIED_STATUSES, retryDelayMs } from "./retry-policy.js";
import { sendAttempt, sleep } from "./send.js";
import { fillPath, queryString } from "./url.js";

/** Options of {@link createNameScreenClient}. */
export interface NameScreenClientOptions {
  /** Server base URL, e.g. `http://127.0.0.1:8080` (http or https; a path prefix is kept; no query, fragment or credentials). */
  baseUrl: string;
  /** Partner key (`X-API-Key`), for the partner operations. */
  apiKey?: string;
  /** Operator key (`X-Admin-API-Key`), for the `/v1/admin/...` operations. */
  adminKey?: string;
  /** Timeout of each attempt in ms (default 30 000): a whole number from 1 to 2^31 − 1. */
  timeoutMs?: number;
  /** Retries on 429/503 for the operations that change nothing; `false` switches them off. */
  retry?: RetryOptions | false;
  /**
   * Largest 2xx body the client reads, in bytes (default 256 MiB: the NDJSON results of a large
   * job run to about 1.5 KB a row). A longer one throws RESPONSE_TOO_LARGE.
   */
  maxResponseBytes?: number;
  /**
   * Extra headers on every request (e.g. a User-Agent), names in any case. The client's own
   * Accept and Content-Type replace the same names here; X-API-Key and X-Admin-API-Key are refused.
   */
  headers?: Record<string, string> | Headers;
  /** The fetch to use (default: the global fetch). */
  fetch?: typeof fetch;
}

/** A shortcut: one operation with a JSON body. */
type BodyCall<Op extends OperationId> = (
  body: RequestBody<Op>,
  options?: CallOptions,
) => Promise<ApiResult<ResponseBody<Op>>>;

/** The client. */
export interface NameScreenClient {
  /** Call any operation by its operationId. @throws NameScreenApiError, NameScreenTimeoutError */
  call<Op extends OperationId>(operation: Op, input: CallInput<Op>): Promise<ApiResult<ResponseBody<Op>>>;
  /** POST /v1/name/assessment */
  assess: BodyCall<"assessName">;
  /** POST /v1/name/screening */
  screen: BodyCall<"screenName">;
  /** POST /v1/conflicts/search */
  searchConflicts: BodyCall<"searchConflicts">;
  /** POST /v1/trademarks/search */
  searchTrademarks: BodyCall<"searchTrademarks">;
  /** POST /v1/domains/availability */
  checkDomains: BodyCall<"checkDomainAvailability">;
  /** GET /health (no key) */
  health(options?: CallOptions): Promise<ApiResult<ResponseBody<"getHealth">>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

/** Create a client for one server. */
export function createNameScreenClient(options: NameScreenClientOptions): NameScreenClient {
  // From JavaScript the options can be missing altogether: say so, not "reading 'baseUrl'".
  if (typeof options !== "object" || options === null)
    throw new TypeError("createNameScreenClient needs an options object with at least baseUrl");
  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new TypeError("fetch must be a function (default: the global fetch)");
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const extraHeaders = resolveHeaders(options.headers);
  const apiKey = checkKey("apiKey", options.apiKey);
  const adminKey = checkKey("adminKey", options.adminKey);
  const retry = resolveRetry(options.retry);
  const timeoutMs = checkTimeoutMs(options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const doFetch = options.fetch ?? globalThis.fetch;
  const maxResponseBytes =
    options.maxResponseBytes === undefined
      ? DEFAULT_MAX_RESPONSE_BYTES
      : checkWholeNumber("maxResponseBytes", options.maxResponseBytes, 1, Number.MAX_SAFE_INTEGER);

  async function call<Op extends OperationId>(
    operation: Op,
    input: CallInput<Op>,
  ): Promise<ApiResult<ResponseBody<Op>>> {
    // From JavaScript: a misspelt operation or no input was "reading 'auth'" or "reading 'body'".
    if (typeof operation !== "string" || !Object.hasOwn(OPERATIONS, operation))
      throw new TypeError(
        `${String(operation)} is not an operation of the API; see OPERATIONS for their ids`,
      );
    if (input === undefined) input = {} as CallInput<Op>;
    else if (typeof input !== "object" || input === null || Array.isArray(input))
      throw new TypeError(`${operation} takes an input object ({ body, path, query, ... })`);
    const spec = OPERATIONS[operation];
    const headers: Record<string, string> = { ...extraHeaders, accept: "application/json" };
    if (spec.auth !== "none") {
      const key = spec.auth === "admin" ? adminKey : apiKey;
      const header = spec.auth === "admin" ? "x-admin-api-key" : "x-api-key";
      if (key === undefined)
        throw new TypeError(`${operation} needs the ${spec.auth === "admin" ? "adminKey" : "apiKey"} option`);
      headers[header] = key;
    }
    const body = encodeBody(operation, spec.request, input);
    if (body) headers["content-type"] = body.contentType;
    const attempt = {
      method: spec.method,
      url:
        baseUrl +
        fillPath(spec.path, input.path as Record<string, unknown> | undefined) +
        queryString(input.query as Record<string, unknown> | undefined),
      headers,
      body: body?.text,
      timeoutMs: checkTimeoutMs(input.timeoutMs, timeoutMs),
      maxResponseBytes,
      signal: input.signal,
      fetch: doFetch,
    };
    const maxAttempts = RETRIED_ON_OVERLOAD[operation] ? retry.retries + 1 : 1;

    for (let attempts = 1; ; attempts++) {
      const answer = await sendAttempt(attempt, attempts);
      const traceId = answer.headers.get("x-trace-id");
      if (answer.status >= 200 && answer.status < 300) {
        const decoded = decodeSuccess(spec.response, answer.text);
        if (!decoded) throw invalidResponseError(answer.status, answer.headers, attempts);
        return {
          data: decoded.data as ResponseBody<Op>,
          traceId,
          status: answer.status,
          headers: answer.headers,
          attempts,
        };
      }
      const retryAfterSeconds = parseRetryAfter(answer.headers.get("retry-after"));
      const delay =
        attempts < maxAttempts && RETRIED_STATUSES.has(answer.status)
          ? retryDelayMs(attempts, retryAfterSeconds, retry)
          : null;
      if (delay === null) {
        throw new NameScreenApiError({
          status: answer.status,
          ...errorFieldsOf(answer.status, parseJsonOrText(answer.text)),
          traceId,
          retryAfterSeconds,
          attempts,
        });
      }
      await sleep(delay, input.signal);
    }
  }

  const bodyCall =
    <Op extends OperationId>(operation: Op): BodyCall<Op> =>
    (body, callOptions = {}) =>
      call(operation, { ...callOptions, body } as CallInput<Op>);

  return {
    call,
    assess: bodyCall("assessName"),
    screen: bodyCall("screenName"),
    searchConflicts: bodyCall("searchConflicts"),
    searchTrademarks: bodyCall("searchTrademarks"),
    checkDomains: bodyCall("checkDomainAvailability"),
    health: (callOptions = {}) => call("getHealth", callOptions as CallInput<"getHealth">),
  };
}
