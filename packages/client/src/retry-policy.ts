/**
 * When the client retries, and how long it waits.
 *
 * Only 429 and 503 are retried: both mean "refused before any work, come back later" and both
 * carry Retry-After. Only operations that change nothing are retried: every GET, and the POSTs
 * that only read (assessments, screening, batch screening, alternatives, searches, domain checks,
 * eligibility, trace comparison). Their only write is the decision trace an assessment or screening stores, and a
 * refused request stored none. Writes (admin creates, updates, deletes, key issues, creating or
 * cancelling a screening job) are never
 * retried: a caller decides whether to send them again.
 */
import type { OperationId } from "./operation-types.js";

/** Whether each operation is retried on 429/503. Typed over every operationId, so a new one needs a decision. */
export const RETRIED_ON_OVERLOAD: Readonly<Record<OperationId, boolean>> = {
  assessName: true,
  cancelScreeningJob: false,
  cancelScreeningJobPost: false,
  checkDomainAvailability: true,
  compareAssessmentTraces: true,
  createConsumer: false,
  createRestrictedTerm: false,
  // A job is created once; a caller that did not get its id lists nothing to retry against.
  createScreeningJob: false,
  deleteRestrictedTerm: false,
  eligibilityV1: true,
  eligibilityV2: true,
  eligibilityV3: true,
  getAssessmentTrace: true,
  getHealth: true,
  getScreeningJob: true,
  getScreeningJobResults: true,
  issueConsumerKey: false,
  listConsumerKeys: true,
  listConsumers: true,
  listRestrictedTermAudit: true,
  listRestrictedTermCategories: true,
  listRestrictedTerms: true,
  revokeConsumerKey: false,
  screenName: true,
  screenNameBatch: true,
  screeningCatalog: true,
  searchConflicts: true,
  searchTrademarks: true,
  suggestAlternatives: true,
  updateConsumer: false,
  updateRestrictedTerm: false,
};

/** Statuses that are retried (for the operations above). */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Retry settings; every field has a default. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 switches retrying off). */
  retries?: number;
  /** First backoff step when no Retry-After came (default 250 ms); doubles per retry. */
  baseDelayMs?: number;
  /** Longest wait the client accepts; a longer Retry-After is not waited for, the error is thrown (default 30 s). */
  maxDelayMs?: number;
  /** Random source in [0, 1) for the jitter (tests pin it). */
  random?: () => number;
}

/** The defaults of {@link RetryOptions}. */
export const DEFAULT_RETRY: Readonly<Required<RetryOptions>> = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 30_000,
  random: Math.random,
};

/**
 * Milliseconds to wait before retry number `retry` (1-based), or null when the server's
 * Retry-After (or the backoff step) exceeds `maxDelayMs`. With Retry-After: that many seconds
 * plus up to 10 % jitter (never less, so the server's window has passed). Without: exponential
 * backoff, base · 2^(retry-1), of which a random 50 to 100 % is waited (equal jitter). The cap is compared with Retry-After or the step
 * itself, not the jittered wait (else the jitter decided whether to retry), and clamps the wait.
 */
export function retryDelayMs(
  retry: number,
  retryAfterSeconds: number | null,
  options: Readonly<Required<RetryOptions>>,
): number | null {
  const step = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : options.baseDelayMs * 2 ** (retry - 1);
  if (step > options.maxDelayMs) return null;
  const r = options.random();
  // A random source answering NaN or -5 waited 11 ms for a Retry-After of 2 s.
  if (typeof r !== "number" || !(r >= 0 && r < 1))
    throw new TypeError(`retry.random must answer a number in [0, 1); it answered ${String(r)}`);
  const delay = retryAfterSeconds !== null ? step * (1 + 0.1 * r) : step * (0.5 + 0.5 * r);
  return Math.round(Math.min(delay, options.maxDelayMs));
}

/**
 * Retry-After as seconds: a number (a fraction rounded up) or an HTTP date; null when absent or
 * unreadable (a negative number too), so the backoff applies.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed));
  // Every HTTP date starts with a day name; Date.parse would read "1.5" or "-5" as a date.
  if (!/^[A-Za-z]/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
