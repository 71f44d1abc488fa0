/**
 * One consumer's unfinished jobs are bounded: its stored rows (about 6 KB of results a row once
 * screened) cannot grow without end while the worker is busy. No worker runs here, so every
 * job stays queued.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_LIMITS } from "../../src/batch/limits.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["screening"] });
});
afterAll(() => t.close());

const createJob = () =>
  request(t.app)
    .post("/v1/name/screening/jobs")
    .set("X-API-Key", t.partnerKey)
    .set("Content-Type", "text/csv")
    .send("name\nAlpenblick AG\n");

describe("unfinished jobs of a consumer", () => {
  it("are at most the limit: one more is a 429 with Retry-After, and is taken once one is cancelled", async () => {
    const ids: string[] = [];
    for (let i = 0; i < BATCH_LIMITS.unfinishedJobs; i++) {
      const res = await createJob();
      expect(res.status).toBe(202);
      ids.push(res.body.id);
    }
    const refused = await createJob();
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.headers["x-trace-id"]).toBeTruthy();
    expect(refused.body.error).toMatchObject({
      code: "RATE_LIMITED",
      details: { reason: "unfinished_jobs", limit: BATCH_LIMITS.unfinishedJobs, retryAfterSeconds: 60 },
    });
    const cancelled = await request(t.app)
      .delete(`/v1/name/screening/jobs/${ids[0]}`)
      .set("X-API-Key", t.partnerKey);
    expect(cancelled.body.status).toBe("cancelled");
    expect((await createJob()).status).toBe(202);
  });
});
