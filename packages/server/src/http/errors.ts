/**
 * The one HTTP error class and the table of error codes. Every error response has the
 * contract's body `{"error":{"code","message","details"}}`.
 */

/** Error codes the server sends, with their HTTP status. */
export const ERROR_CODES = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  UPSTREAM_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

/** One of the server's error codes. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** The contract's error body. */
export interface ErrorBody {
  error: { code: string; message: string; details: Record<string, unknown> | null };
}

/** An error with an HTTP status, a stable code and optional structured details. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | null;
  /** Extra response headers (e.g. Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    message: string,
    details: Record<string, unknown> | null = null,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = details;
    this.headers = options.headers ?? {};
  }

  /** The response body. */
  toJSON(): ErrorBody {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

/** Shorthands for the common cases. */
export const httpErrors = {
  notFound: (what: string, details: Record<string, unknown> | null = null) =>
    new HttpError("NOT_FOUND", `${what} not found`, details),
  invalid: (message: string, details: Record<string, unknown> | null = null) =>
    new HttpError("INVALID_REQUEST", message, details),
  validation: (issues: { path: string; message: string; value?: unknown }[], message?: string) =>
    new HttpError("VALIDATION_ERROR", message ?? validationMessage(issues), { issues }),
};

function validationMessage(issues: { path: string; message: string }[]): string {
  const first = issues[0];
  if (!first) return "Validation failed";
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `Validation failed: ${first.path || "body"} ${first.message}${more}`;
}
