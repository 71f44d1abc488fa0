/**
 * Per-key rate limiting (express-rate-limit, in-memory fixed window). Runs after
 * authentication, so the bucket is the key id, never the key or the client address.
 * On 429 the library has already set Retry-After and the RateLimit headers; we add our body.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { AppConfig } from "../config.js";
import { HttpError } from "./errors.js";

/** One limiter shared by every authenticated endpoint of an app; a no-op when the limit is 0. */
export function createRateLimiter(config: AppConfig["rateLimit"]): RequestHandler {
  if (config.limit === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Only authenticated requests reach the limiter, so req.auth is set.
    keyGenerator: (req: Request) => `${req.auth?.kind ?? "anon"}:${req.auth?.keyId ?? ""}`,
    // Our key generator does not use the IP address, so the IPv6 check does not apply.
    validate: { keyGeneratorIpFallback: false },
    handler: (req: Request, res: Response, next: NextFunction) => {
      const retryAfter = Number(res.getHeader("Retry-After") ?? Math.ceil(config.windowMs / 1000));
      next(
        new HttpError(
          "RATE_LIMITED",
          "Rate limit exceeded for this API key; retry after the Retry-After delay",
          {
            limit: config.limit,
            windowSeconds: Math.ceil(config.windowMs / 1000),
            retryAfterSeconds: retryAfter,
            keyId: req.auth?.keyId ?? null,
          },
        ),
      );
    },
  });
}
