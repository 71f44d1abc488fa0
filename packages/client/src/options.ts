/**
 * Read and check the client's options once, at creation: a wrong value is a TypeError naming
 * the option there, not a raw error from deep inside a call after the request went out. A field
 * set to undefined keeps its default (spreading it over the defaults would erase them).
 */
import type { RetryOptions } from "./retry-policy.js";
import { DEFAULT_RETRY } from "./retry-policy.js";

/** The longest delay a timer takes (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `value` when it is a whole number in [min, max]. @throws TypeError naming the option */
export function checkWholeNumber(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new TypeError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * A timeout (the client's or a call's), or `fallback` when undefined. Past 2^31 − 1 ms a timer
 * fires at once, and 0 would time out every attempt; Infinity is refused too (no attempt should
 * wait forever: the largest value is about 24.8 days, and a caller's signal can end any call).
 */
export function checkTimeoutMs(value: unknown, fallback: number): number {
  return value === undefined ? fallback : checkWholeNumber("timeoutMs", value, 1, MAX_TIMER_MS);
}

/**
 * The base URL as origin + path prefix, no trailing slash. Parsed, not trimmed: a query or a
 * fragment would end up before every path ("/?tenant=a/health"), and fetch refuses credentials
 * in a URL with an error that prints them (so no message here shows the URL).
 */
export function resolveBaseUrl(value: unknown): string {
  if (value === undefined || value === null) throw new TypeError("baseUrl is missing");
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new TypeError("baseUrl must be an absolute URL, e.g. http://127.0.0.1:8080");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TypeError("baseUrl must be an http or https URL");
  if (url.search !== "") throw new TypeError("baseUrl must not carry a query");
  if (url.hash !== "") throw new TypeError("baseUrl must not carry a fragment");
  if (url.username !== "" || url.password !== "")
    throw new TypeError("baseUrl must not carry credentials; pass the keys as apiKey and adminKey");
  return url.origin + url.pathname.replace(/\/+$/, "");
}

/**
 * A key, checked as the header value it becomes: printable ASCII without spaces. The platform's
 * own error for a bad header value prints the whole value, and logs keep it.
 */
export function checkKey(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[\x21-\x7E]+$/.test(value))
    throw new TypeError(
      `${name} must be printable ASCII without spaces or line breaks (the key is not shown)`,
    );
  return value;
}

/** Header names the client sets itself from apiKey and adminKey, each for its own operations. */
const KEY_HEADERS = new Set(["x-api-key", "x-admin-api-key"]);

/**
 * The caller's extra headers, names lower-cased so the client's own (Accept, Content-Type, the
 * key) replace theirs instead of being sent twice. A key header is refused: set through
 * `headers` it would go to every operation, the admin key to partner routes too.
 */
export function resolveHeaders(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError("headers must be an object of header names and values");
  // A Headers instance has no own properties: read as an object, it sent nothing.
  const entries = value instanceof Headers ? [...value.entries()] : Object.entries(value);
  const headers: Record<string, string> = {};
  for (const [name, raw] of entries) {
    // undefined and null were sent as the text "undefined" and "null".
    if (typeof raw !== "string" && typeof raw !== "number")
      throw new TypeError(`headers["${name}"] must be a string`);
    const lower = name.toLowerCase();
    if (KEY_HEADERS.has(lower))
      throw new TypeError(
        `headers must not set ${name}: the client sends the keys given as apiKey and adminKey`,
      );
    try {
      new Headers([[lower, String(raw)]]);
    } catch {
      // The platform's message quotes the value, which may be a secret.
      throw new TypeError(`headers["${name}"] is not a valid header name and value (the value is not shown)`);
    }
    headers[lower] = String(raw);
  }
  return headers;
}

/** The retry settings with every default filled in; `false` means no retries. */
export function resolveRetry(retry: unknown): Required<RetryOptions> {
  if (retry === false) return { ...DEFAULT_RETRY, retries: 0 };
  if (retry === undefined) return { ...DEFAULT_RETRY };
  if (typeof retry !== "object" || retry === null || Array.isArray(retry))
    throw new TypeError("retry must be an object of retry options, or false");
  const { retries, baseDelayMs, maxDelayMs, random } = retry as RetryOptions;
  if (random !== undefined && typeof random !== "function")
    throw new TypeError("retry.random must be a function answering a number in [0, 1)");
  return {
    retries:
      retries === undefined ? DEFAULT_RETRY.retries : checkWholeNumber("retry.retries", retries, 0, 100),
    baseDelayMs:
      baseDelayMs === undefined
        ? DEFAULT_RETRY.baseDelayMs
        : checkWholeNumber("retry.baseDelayMs", baseDelayMs, 0, MAX_TIMER_MS),
    maxDelayMs:
      maxDelayMs === undefined
        ? DEFAULT_RETRY.maxDelayMs
        : checkWholeNumber("retry.maxDelayMs", maxDelayMs, 0, MAX_TIMER_MS),
    random: random ?? DEFAULT_RETRY.random,
  };
}
