/** Retry timing: exponential backoff with full jitter, and the HTTP Retry-After header. */

/** Backoff settings. */
export interface BackoffOptions {
  /** Delay cap of the first retry; doubles per attempt. */
  baseMs: number;
  /** Upper bound of any backoff delay. */
  maxMs: number;
}

/**
 * Delay before retry number `attempt` (0 for the first retry): a uniformly random value in
 * [0, min(maxMs, baseMs · 2^attempt)] ("full jitter"), so parallel clients spread out.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number): number {
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.floor(random() * cap);
}

/**
 * Parse Retry-After (RFC 9110 10.2.3): delay-seconds or an HTTP-date. Returns milliseconds
 * from `now` (never negative), or `null` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
