/**
 * One HTTP attempt: send the prepared request with a timeout, read the answer.
 * The caller's signal aborts at once; the timeout aborts this attempt only.
 */
import { NameScreenTimeoutError, redirectedError, tooLargeError } from "./errors.js";
import { readBodyCapped } from "./read-body.js";

/** Cap of an error body: the contract's error body is small; a bigger one is some other page. */
export const ERROR_BODY_LIMIT_BYTES = 64 * 1024;

/** One prepared request. */
export interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
  /** Cap of a 2xx body. */
  maxResponseBytes: number;
  signal: AbortSignal | undefined;
  fetch: typeof fetch;
}

/** The answer of one attempt, its body as text. */
export interface AttemptAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Send one attempt. @throws NameScreenTimeoutError past `timeoutMs`, the AbortError when the caller
 * aborts, NameScreenApiError for a redirect or a body over its cap.
 */
export async function sendAttempt(attempt: Attempt, attemptNumber: number): Promise<AttemptAnswer> {
  const timeout = AbortSignal.timeout(attempt.timeoutMs);
  const signal = attempt.signal ? AbortSignal.any([attempt.signal, timeout]) : timeout;
  try {
    const res = await attempt.fetch(attempt.url, {
      method: attempt.method,
      headers: attempt.headers,
      ...(attempt.body === undefined ? {} : { body: attempt.body }),
      signal,
      // Never follow: fetch would send the keys and the body to whatever origin Location names
      // (and turn a POST into a GET on 302).
      redirect: "manual",
    });
    if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 400)) {
      await res.body?.cancel();
      throw redirectedError(res.status, res.headers, attemptNumber);
    }
    const limit = res.ok ? attempt.maxResponseBytes : ERROR_BODY_LIMIT_BYTES;
    const text = await readBodyCapped(res, limit);
    if (text === null) throw tooLargeError(res.status, res.headers, limit, attemptNumber);
    return { status: res.status, headers: res.headers, text };
  } catch (error) {
    if (timeout.aborted && !attempt.signal?.aborted) {
      throw new NameScreenTimeoutError(attempt.timeoutMs, attemptNumber);
    }
    throw error;
  }
}

/** Wait `ms`, or reject with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
