/**
 * The errors the client throws. A server answer outside 2xx becomes a {@link NameScreenApiError}
 * carrying the contract's error body `{"error":{"code","message","details"}}`; an attempt that
 * ran past its timeout becomes a {@link NameScreenTimeoutError}. A caller's own abort is
 * rethrown as the platform's AbortError. Answers the client refuses to use (a redirect, a 2xx
 * whose body it cannot read, a body over its size cap) are NameScreenApiErrors too, with a code of the client's own.
 */

/** The contract's error body. */
export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> | null };
}

/** A non-2xx answer of the server, with the contract's error fields. */
export class NameScreenApiError extends Error {
  /** HTTP status (429, 422, ...). */
  readonly status: number;
  /** The contract's error code (RATE_LIMITED, VALIDATION_ERROR, ...); HTTP_<status> for a body that is not the contract's. */
  readonly code: string;
  readonly details: Record<string, unknown> | null;
  /** X-Trace-Id of the failed request (quote it to the operator); null if the answer had none. */
  readonly traceId: string | null;
  /** Retry-After in seconds when the server sent one (429, 503). */
  readonly retryAfterSeconds: number | null;
  /** Requests sent for this call, retries included. */
  readonly attempts: number;

  constructor(fields: {
    status: number;
    code: string;
    message: string;
    details: Record<string, unknown> | null;
    traceId: string | null;
    retryAfterSeconds: number | null;
    attempts: number;
  }) {
    super(fields.message);
    this.name = "NameScreenApiError";
    this.status = fields.status;
    this.code = fields.code;
    this.details = fields.details;
    this.traceId = fields.traceId;
    this.retryAfterSeconds = fields.retryAfterSeconds;
    this.attempts = fields.attempts;
  }

  /** The contract's error body, as the server sent it. */
  toJSON(): ErrorBody {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

/** An attempt got no answer within the client's `timeoutMs`. */
export class NameScreenTimeoutError extends Error {
  readonly timeoutMs: number;
  readonly attempts: number;

  constructor(timeoutMs: number, attempts: number) {
    super(`No answer from the NameScreen server within ${timeoutMs} ms`);
    this.name = "NameScreenTimeoutError";
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/** Read the contract's error body from an answer; a body of another shape keeps the status as code. */
export function errorFieldsOf(
  status: number,
  body: unknown,
): { code: string; message: string; details: Record<string, unknown> | null } {
  const error = (body as Partial<ErrorBody> | null)?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string") {
    return { code: error.code, message: error.message, details: error.details ?? null };
  }
  return { code: `HTTP_${status}`, message: `The server answered ${status}`, details: null };
}

/**
 * A 3xx answer: the client never follows one (it would carry the keys elsewhere). In a browser
 * the platform hides the redirect (status 0, no Location).
 */
export function redirectedError(status: number, headers: Headers, attempts: number): NameScreenApiError {
  const location = headers.get("location");
  return new NameScreenApiError({
    status,
    code: "REDIRECTED",
    message: `The server redirected to ${location ?? "an address the platform hides"}; the client does not follow redirects`,
    details: { location },
    traceId: headers.get("x-trace-id"),
    retryAfterSeconds: null,
    attempts,
  });
}

/** A 2xx whose body is not the operation's JSON or NDJSON (the body is left out: it may be a whole page). */
export function invalidResponseError(status: number, headers: Headers, attempts: number): NameScreenApiError {
  const contentType = headers.get("content-type");
  return new NameScreenApiError({
    status,
    code: "INVALID_RESPONSE",
    message: `The server answered ${status} with a body that is not the operation's answer (content-type ${contentType ?? "none"})`,
    details: { contentType },
    traceId: headers.get("x-trace-id"),
    retryAfterSeconds: null,
    attempts,
  });
}

/** An answer whose body is longer than the client reads (not retried, whatever the status). */
export function tooLargeError(
  status: number,
  headers: Headers,
  limitBytes: number,
  attempts: number,
): NameScreenApiError {
  return new NameScreenApiError({
    status,
    code: "RESPONSE_TOO_LARGE",
    message: `The server answered ${status} with a body over ${limitBytes} bytes; the client stopped reading it`,
    details: { limitBytes },
    traceId: headers.get("x-trace-id"),
    retryAfterSeconds: null,
    attempts,
  });
}
