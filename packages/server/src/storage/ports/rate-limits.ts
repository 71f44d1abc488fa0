/**
 * The rate-limit port: request counts per bucket (a key) and fixed window. The embedded
 * default counts in process memory; replicas share one count in PostgreSQL, so a key gets its
 * limit across all of them, not once per replica.
 */
import type { MaybePromise } from "@namescreen/core";

/** Counts of requests per bucket and window. */
export interface RateLimitStore {
  /** Count one request of `bucket` in window `windowIndex`; the count after it. */
  hit(bucket: string, windowIndex: number): MaybePromise<number>;
}

/** The in-process store: one table for the current window, dropped when the window rolls over. */
export function createMemoryRateLimitStore(): RateLimitStore {
  let windowIndex = -1;
  let counts = new Map<string, number>();
  return {
    hit(bucket, index) {
      if (index !== windowIndex) {
        windowIndex = index;
        counts = new Map();
      }
      const used = (counts.get(bucket) ?? 0) + 1;
      counts.set(bucket, used);
      return used;
    },
  };
}
