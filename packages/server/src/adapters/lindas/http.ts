/**
 * One SPARQL request at a time, politely: a timeout per request (the whole answer included),
 * retries of transient failures (network errors, timeouts, 429, 502, 503, 504) with exponential
 * backoff and full jitter that waits at least as long as `Retry-After` asks, and no retry of an
 * answer that is wrong rather than late (`LindasAnswerError`, other HTTP statuses).
 */
import { LindasAnswerError } from "./sparql-json.js";

/** Request and retry settings (defaults in {@link DEFAULT_REQUEST_POLICY}). */
export interface RequestPolicy {
  /** Abort a request (answer included) after this long. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** Backoff cap of the first retry; doubles per retry up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Longest `Retry-After` honoured; a longer one gives up. */
  retryAfterMaxMs: number;
}

export const DEFAULT_REQUEST_POLICY: RequestPolicy = {
  timeoutMs: 120_000,
  retries: 6,
  backoffBaseMs: 1_000,
  backoffMaxMs: 60_000,
  retryAfterMaxMs: 600_000,
};

/** What the caller is told before each retry (for logs and progress lines). */
export interface RetryNotice {
  attempt: number;
  delayMs: number;
  reason: string;
}

/** The endpoint refused the request for good (a status that retrying will not change). */
export class LindasHttpError extends Error {
  override readonly name = "LindasHttpError";
}

/** Every attempt failed transiently: the source is down or overloaded. */
export class LindasUnavailableError extends Error {
  override readonly name = "LindasUnavailableError";
}

/** Test seams: the clock, the randomness and fetch. */
export interface RequestSeams {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  onRetry?: ((notice: RetryNotice) => void) | undefined;
}

/**
 * POST `query` to `endpoint` and hand the answer's body to `read` (which must consume it),
 * retrying the whole request on a transient failure.
 */
export async function sparqlRequest<T>(
  endpoint: string,
  query: string,
  read: (body: AsyncIterable<Uint8Array>) => Promise<T>,
  policy: RequestPolicy,
  seams: RequestSeams,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let failure: { reason: string; retryAfterMs: number | null };
    try {
      return await attemptOnce(endpoint, query, read, policy, seams.fetch);
    } catch (error) {
      if (error instanceof LindasAnswerError || error instanceof LindasHttpError) throw error;
      failure = transientFailure(error);
    }
    if (attempt >= policy.retries)
      throw new LindasUnavailableError(
        `${endpoint} did not answer after ${attempt + 1} attempts (last: ${failure.reason})`,
      );
    if (failure.retryAfterMs !== null && failure.retryAfterMs > policy.retryAfterMaxMs)
      throw new LindasUnavailableError(
        `${endpoint} asked to retry after ${Math.round(failure.retryAfterMs / 1000)} s (${failure.reason})`,
      );
    const backoff = Math.floor(
      seams.random() * Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** attempt),
    );
    const delayMs = Math.max(backoff, failure.retryAfterMs ?? 0);
    seams.onRetry?.({ attempt: attempt + 1, delayMs, reason: failure.reason });
    await seams.sleep(delayMs);
  }
}

/** Parse Retry-After: delay-seconds or an HTTP-date; milliseconds from `now`, or null. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

// --- Internal helpers ---

const RETRY_STATUSES = new Set([429, 502, 503, 504]);

class TransientStatus extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`HTTP ${status}`);
  }
}

async function attemptOnce<T>(
  endpoint: string,
  query: string,
  read: (body: AsyncIterable<Uint8Array>) => Promise<T>,
  policy: RequestPolicy,
  fetchFn: typeof fetch,
): Promise<T> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const response = await fetchFn(endpoint, {
    method: "POST",
    headers: {
      accept: "application/sparql-results+json",
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "namescreen-register-sync (+docs/register-sync.md)",
    },
    body: new URLSearchParams({ query }).toString(),
    signal,
  });
  if (!response.ok) {
    const retryAfter = parseRetryAfter(response.headers.get("retry-after"), Date.now());
    const text = await response.text().catch(() => "");
    if (RETRY_STATUSES.has(response.status)) throw new TransientStatus(response.status, retryAfter);
    throw new LindasHttpError(`${endpoint} answered HTTP ${response.status}: ${text.slice(0, 300)}`);
  }
  if (response.body === null) throw new LindasAnswerError("the answer has no body");
  return await read(response.body as AsyncIterable<Uint8Array>);
}

function transientFailure(error: unknown): { reason: string; retryAfterMs: number | null } {
  if (error instanceof TransientStatus) return { reason: error.message, retryAfterMs: error.retryAfterMs };
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  if (e?.name === "TimeoutError" || e?.name === "AbortError")
    return { reason: "timed out", retryAfterMs: null };
  const cause = e?.cause?.code ?? e?.cause?.message;
  return { reason: `${e?.message ?? String(error)}${cause ? ` (${cause})` : ""}`, retryAfterMs: null };
}
