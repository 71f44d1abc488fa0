/**
 * A test app whose partner key may screen, with a batch worker running its jobs (as `serve` does):
 * jobs created through the job API are screened. `close` stops the worker, then the app.
 * `untilJobDone` polls a job until the worker has finished it.
 */
import request from "supertest";
import { expect } from "vitest";
import { createLogger } from "../../src/logger.js";
import { screeningPortsOf } from "../../src/screening-ports.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

export async function createAppWithWorker(): Promise<TestApp> {
  const t = await createTestApp({ scopes: ["screening"] });
  const worker = t.deps.services.batchJobs.startWorker({
    portsFor: (consumerId) => screeningPortsOf(t.deps, `consumer:${consumerId}`),
    logger: createLogger("silent"),
    // Short, so a test's job is picked up at once.
    idleMs: 50,
  });
  return {
    ...t,
    async close(options) {
      await worker.stop();
      await t.close(options);
    },
  };
}

/** A job's status body (`GET /v1/name/screening/jobs/{id}`). */
export type JobStatusBody = Record<string, unknown> & { status: string; progress: { done: number } };

/**
 * Poll the job (every 50 ms) until it is completed or cancelled, and return that status body.
 * `key` defaults to the app's partner key; `onPoll` sees each status seen on the way.
 */
export async function untilJobDone(
  t: TestApp,
  id: string,
  options: { key?: string; onPoll?: (status: JobStatusBody) => void } = {},
): Promise<JobStatusBody> {
  for (;;) {
    const res = await request(t.app)
      .get(`/v1/name/screening/jobs/${id}`)
      .set("X-API-Key", options.key ?? t.partnerKey);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as JobStatusBody;
    options.onPoll?.(body);
    if (body.status === "completed" || body.status === "cancelled") return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
