/**
 * A test app whose partner key may screen, with a batch worker running its jobs (as `serve` does):
 * jobs created through the job API are screened. `close` stops the worker, then the app.
 */
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
