/** The retry policy: which operations, how long to wait, how Retry-After is read. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY,
  OPERATIONS,
  parseRetryAfter,
  RETRIED_ON_OVERLOAD,
  retryDelayMs,
} from "../src/index.js";

describe("retry policy", () => {
  it("decides for every operation of the document, and retries no write", () => {
    expect(Object.keys(RETRIED_ON_OVERLOAD).sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const [id, op] of Object.entries(OPERATIONS)) {
      const retried = RETRIED_ON_OVERLOAD[id as keyof typeof OPERATIONS];
      if (op.method === "GET") expect(retried, id).toBe(true);
      if (op.method === "PATCH" || op.method === "DELETE") expect(retried, id).toBe(false);
    }
    for (const id of ["createConsumer", "issueConsumerKey", "createRestrictedTerm"] as const) {
      expect(RETRIED_ON_OVERLOAD[id], id).toBe(false);
    }
  });

  it("waits at least Retry-After, with at most 10 % jitter", () => {
    const at = (random: number) => retryDelayMs(1, 2, { ...DEFAULT_RETRY, random: () => random });
    expect(at(0)).toBe(2000);
    expect(at(0.999)).toBe(2200);
  });

  it("backs off exponentially with jitter when no Retry-After came", () => {
    const options = { ...DEFAULT_RETRY, baseDelayMs: 100, random: () => 1 - Number.EPSILON };
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, null, options))).toEqual([100, 200, 400]);
    const low = { ...options, random: () => 0 };
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, null, low))).toEqual([50, 100, 200]);
  });

  it("honours a Retry-After up to maxDelayMs whatever the jitter, clamping the wait to the cap", () => {
    const at = (seconds: number, random: number) =>
      retryDelayMs(1, seconds, { ...DEFAULT_RETRY, random: () => random });
    for (const random of [0, 0.5, 0.999]) {
      expect(at(28, random), `28 s, random ${random}`).toBe(
        Math.min(30_000, Math.round(28_000 * (1 + 0.1 * random))),
      );
      expect(at(30, random), `30 s, random ${random}`).toBe(30_000);
      expect(at(31, random), `31 s, random ${random}`).toBeNull();
    }
    const backoff = { ...DEFAULT_RETRY, baseDelayMs: 1000, maxDelayMs: 1500 };
    // Backoff too: the step itself is compared with the cap, not the jittered wait.
    expect(retryDelayMs(2, null, { ...backoff, random: () => 0 })).toBeNull(); // step 2000 > 1500
    expect(retryDelayMs(1, null, { ...backoff, random: () => 0.999 })).toBe(1000);
  });

  it("does not wait longer than maxDelayMs", () => {
    expect(retryDelayMs(1, 31, DEFAULT_RETRY)).toBeNull();
    expect(retryDelayMs(8, null, { ...DEFAULT_RETRY, maxDelayMs: 1000 })).toBeNull();
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
  });

  it("rounds a fractional Retry-After up and reads a negative or malformed number as none", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("1.5", now)).toBe(2);
    expect(parseRetryAfter("0.2", now)).toBe(1);
    expect(parseRetryAfter(" 4 ", now)).toBe(4);
    for (const value of ["-5", "-0.5", "1.2.3", "+3", "1e3", ".5", "12abc"]) {
      expect(parseRetryAfter(value, now), value).toBeNull();
    }
  });
});
