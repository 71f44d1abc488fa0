import type { NextFunction, Request, Response } from "express";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { errorHandler } from "../../src/http/error-handler.js";
import { createRateLimiter } from "../../src/http/rate-limit.js";
import { createLogger } from "../../src/logger.js";

/** A bare app: `?key=` stands for the authenticated key id, then the limiter, then 200. */
function appWith(limit: number, windowMs: number, now: () => number) {
  const app = express();
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.auth = { kind: "admin", keyId: String(req.query.key) };
    next();
  });
  app.use(createRateLimiter({ limit, windowMs }, { now }));
  app.get("/", (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(createLogger("silent")));
  return app;
}

describe("fixed-window rate limiter", () => {
  it("counts per key within a clock-aligned window and resets at the window's end", async () => {
    let clock = 120_000 + 15_500; // 15.5 s into a 60 s window
    const app = appWith(2, 60_000, () => clock);
    const hit = (key: string) => request(app).get(`/?key=${key}`);

    const first = await hit("a");
    expect(first.status).toBe(200);
    expect(first.headers["ratelimit-policy"]).toBe('"2-in-60s"; q=2; w=60');
    expect(first.headers.ratelimit).toBe('"2-in-60s"; r=1; t=45');
    expect((await hit("a")).headers.ratelimit).toBe('"2-in-60s"; r=0; t=45');

    const limited = await hit("a");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("45");
    expect(limited.body.error).toEqual({
      code: "RATE_LIMITED",
      message: "Rate limit exceeded for this API key; retry after the Retry-After delay",
      details: { limit: 2, windowSeconds: 60, retryAfterSeconds: 45, keyId: "a" },
    });
    // Another key has its own bucket.
    expect((await hit("b")).status).toBe(200);

    clock = 179_999; // last millisecond of the window: still limited, retry in 1 s
    const late = await hit("a");
    expect(late.status).toBe(429);
    expect(late.headers["retry-after"]).toBe("1");

    clock = 180_000; // next window
    const fresh = await hit("a");
    expect(fresh.status).toBe(200);
    expect(fresh.headers.ratelimit).toBe('"2-in-60s"; r=1; t=60');
  });

  it("is a no-op with limit 0", async () => {
    const app = appWith(0, 1000, () => 0);
    for (let i = 0; i < 5; i++) {
      const res = await request(app).get("/?key=a");
      expect(res.status).toBe(200);
      expect(res.headers.ratelimit).toBeUndefined();
    }
  });
});
