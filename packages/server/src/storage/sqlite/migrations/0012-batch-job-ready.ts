import type { Migration } from "../migration.js";

/**
 * A batch job is stored in slices (batch/create-job.ts): its rows go in over several
 * transactions, with the event loop free between them, so a 100,000-row file does not hold the
 * server for seconds. Until the last slice is in, the job is not ready: the worker does not
 * claim it and its owner cannot see it, but it counts against the owner's limit of unfinished
 * jobs. A job left unready by a crash is deleted by the next prune. Jobs stored before this
 * migration were stored whole, so they are ready.
 */
export const m0012BatchJobReady: Migration = {
  version: 12,
  name: "0012-batch-job-ready",
  sql: `
ALTER TABLE batch_jobs ADD COLUMN ready INTEGER NOT NULL DEFAULT 1;
`,
};
