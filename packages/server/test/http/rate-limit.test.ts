import { systemClock } from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const BODY = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };

describe("rate limiting per key", () => {
  let t: TestApp;
  // Mid-window of a 60 s window, whatever the wall clock says: four requests on the system
  // clock straddled a minute boundary on a slow CI run, and the fourth one was let through.
  let now = 30 * 60_000 + 20_000;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimit: { limit: 3, windowMs: 60_000 } },
      clock: { ...systemClock, now: () => now },
    });
  });
  afterAll(() => t.close());

  const assess = (key: string) => request(t.app).post("/v1/name/assessment").set("X-API-Key", key).send(BODY);

  it("answers 429 RATE_LIMITED with Retry-After after the limit, per key", async () => {
    for (let i = 0; i < 3; i++) expect((await assess(t.partnerKey)).status).toBe(200);
    const limited = await assess(t.partnerKey);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("RATE_LIMITED");
    expect(limited.headers["retry-after"]).toBe("40");
    expect(limited.body.error.details).toMatchObject({ limit: 3, windowSeconds: 60, keyId: t.partnerKeyId });
    expect(limited.headers["x-trace-id"]).toBeTruthy();

    // Another key of the same consumer has its own bucket.
    const other = (await t.deps.consumers.issueKey(t.consumerId, ["assessment"], "sandbox")).key;
    expect((await assess(other)).status).toBe(200);
  });

  it("lets the key through again once its window has rolled over", async () => {
    expect((await assess(t.partnerKey)).status).toBe(429);
    now += 40_000;
    const next = await assess(t.partnerKey);
    expect(next.status).toBe(200);
    expect(next.headers.ratelimit).toBe('"3-in-60s"; r=2; t=60');
  });

  it("does not count unauthenticated requests against a key, and /health is not limited", async () => {
    for (let i = 0; i < 5; i++) expect((await request(t.app).get("/health")).status).toBe(200);
    expect((await request(t.app).post("/v1/name/assessment").send(BODY)).status).toBe(401);
  });

  it("limits admin keys too", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await request(t.app).get("/v1/admin/consumers").set("X-Admin-API-Key", t.adminKey)).status,
      ).toBe(200);
    }
    const res = await request(t.app).get("/v1/admin/consumers").set("X-Admin-API-Key", t.adminKey);
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});
