/**
 * Per-key rate limiting: an in-process fixed window per authenticated key. Runs after
 * authentication, so the bucket is the key id, never the key or the client address.
 *
 * Windows are aligned to the clock (`floor(now / windowMs)`), so every bucket rolls over at
 * the same instant and the whole table is dropped then: no timer, no sweep, memory bounded by
 * the keys seen in one window. The counts live in a RateLimitStore: this process's memory by
 * default, PostgreSQL for replicas (one count per key across all of them).
 *
 * Headers follow the IETF RateLimit draft 8 (`RateLimit-Policy`, `RateLimit`); a 429 adds
 * `Retry-After` (seconds to the end of the window) and the RATE_LIMITED body.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppConfig } from "../config.js";
import type { RateLimitStore } from "../storage/ports/rate-limits.js";
import { createMemoryRateLimitStore } from "../storage/ports/rate-limits.js";
import { HttpError } from "./errors.js";

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /** Milliseconds since the epoch (injectable for tests). */
  now?: () => number;
  /** Where requests are counted (default: in this process). */
  store?: RateLimitStore | undefined;
}

/** One limiter shared by every authenticated endpoint of an app; a no-op when the limit is 0. */
export function createRateLimiter(
  config: AppConfig["rateLimit"],
  options: RateLimiterOptions = {},
): RequestHandler {
  const { limit, windowMs } = config;
  if (limit === 0) return (_req, _res, next) => next();
  const now = options.now ?? Date.now;
  const windowSeconds = Math.ceil(windowMs / 1000);
  const policyName = `"${limit}-in-${windowSeconds}s"`;
  const policyHeader = `${policyName}; q=${limit}; w=${windowSeconds}`;

  const store = options.store ?? createMemoryRateLimitStore();

  return async (req: Request, res: Response, next: NextFunction) => {
    const t = now();
    const index = Math.floor(t / windowMs);
    // Only authenticated requests reach the limiter, so req.auth is set.
    const bucket = req.auth ? `${req.auth.kind}:${req.auth.keyId}` : "anon:";
    const used = await store.hit(bucket, index);
    // Whole seconds to the reset, at least 1 (a 0 would invite an immediate retry).
    const resetSeconds = Math.max(1, Math.ceil(((index + 1) * windowMs - t) / 1000));
    res.setHeader("RateLimit-Policy", policyHeader);
    res.setHeader("RateLimit", `${policyName}; r=${Math.max(0, limit - used)}; t=${resetSeconds}`);
    if (used <= limit) {
      next();
      return;
    }
    next(
      new HttpError(
        "RATE_LIMITED",
        "Rate limit exceeded for this API key; retry after the Retry-After delay",
        { limit, windowSeconds, retryAfterSeconds: resetSeconds, keyId: req.auth?.keyId ?? null },
        { headers: { "Retry-After": String(resetSeconds) } },
      ),
    );
  };
}
