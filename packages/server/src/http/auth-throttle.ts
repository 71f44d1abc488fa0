/**
 * Throttling of failed authentication per client address, so nobody can try keys at full
 * speed. A failed key check is a 401 for a request that presented a key (X-API-Key or
 * X-Admin-API-Key). After `maxFailures` of them from one address within a window, every
 * authenticated request from that address gets 429 RATE_LIMITED with Retry-After until the
 * window ends, a valid key included (otherwise 429 vs 200 would still tell a guessed key apart).
 *
 * Each address's window starts at its first failure and lasts `windowMs`. The table holds at
 * most MAX_TRACKED_ADDRESSES addresses: when full, expired windows are dropped, and a further
 * new address is not tracked rather than growing memory without bound. In memory, per process.
 */
import type { Logger } from "pino";

/** Limits of the throttle. */
export interface AuthThrottleConfig {
  /** Failed key checks allowed per address and window; 0 switches the throttle off. */
  maxFailures: number;
  windowMs: number;
}

/** Defaults (NAMESCREEN_AUTH_FAIL_LIMIT, NAMESCREEN_AUTH_FAIL_WINDOW_MS; docs/reliability.md). */
export const AUTH_THROTTLE_DEFAULTS: Readonly<AuthThrottleConfig> = { maxFailures: 20, windowMs: 60_000 };

/** Most addresses tracked in one window. */
export const MAX_TRACKED_ADDRESSES = 100_000;

/** The throttle's state for one app. */
export interface AuthThrottle {
  readonly config: Readonly<AuthThrottleConfig>;
  /** Seconds until `address` may try again, or null when it is not throttled. */
  retryAfterSeconds(address: string): number | null;
  /** Count a failed key check from `address`. */
  recordFailure(address: string): void;
}

/** Create a throttle; `now` is injectable for tests. */
export function createAuthThrottle(
  config: AuthThrottleConfig,
  logger: Logger,
  now: () => number = Date.now,
): AuthThrottle {
  const windows = new Map<string, FailureWindow>();
  const live = (address: string, t: number): FailureWindow | undefined => {
    const w = windows.get(address);
    if (w !== undefined && t - w.start >= config.windowMs) {
      windows.delete(address);
      return undefined;
    }
    return w;
  };
  const secondsLeft = (w: FailureWindow, t: number) =>
    Math.max(1, Math.ceil((w.start + config.windowMs - t) / 1000));

  return {
    config,
    retryAfterSeconds(address) {
      if (config.maxFailures === 0) return null;
      const t = now();
      const w = live(address, t);
      return w !== undefined && w.failures >= config.maxFailures ? secondsLeft(w, t) : null;
    },
    recordFailure(address) {
      if (config.maxFailures === 0) return;
      const t = now();
      let w = live(address, t);
      if (w === undefined) {
        if (windows.size >= MAX_TRACKED_ADDRESSES) dropExpired(windows, t, config.windowMs);
        if (windows.size >= MAX_TRACKED_ADDRESSES) return;
        w = { start: t, failures: 0 };
        windows.set(address, w);
      }
      w.failures += 1;
      if (w.failures === config.maxFailures) {
        // Once per address and window; the key is never logged, only the address.
        logger.warn(
          {
            clientAddress: address,
            failures: w.failures,
            windowSeconds: Math.ceil(config.windowMs / 1000),
            retryAfterSeconds: secondsLeft(w, t),
          },
          "failed authentication throttled for this address",
        );
      }
    },
  };
}

// --- Internal helpers ---

/** Failures of one address since its first failure in the current window. */
interface FailureWindow {
  start: number;
  failures: number;
}

function dropExpired(windows: Map<string, FailureWindow>, t: number, windowMs: number): void {
  for (const [address, w] of windows) if (t - w.start >= windowMs) windows.delete(address);
}
