/** A stored job as the job API shows it: status, progress with rate and ETA, links. */
import type { JobRecord } from "./job-store.js";

/** Base path of the job API. */
export const JOBS_PATH = "/v1/name/screening/jobs";

/** The body of `GET /v1/name/screening/jobs/{id}` (and of create and cancel). */
export function jobView(job: JobRecord, now: Date) {
  const pending = job.totalRows - job.doneRows;
  const elapsedS = job.startedAt ? (now.getTime() - Date.parse(job.startedAt)) / 1000 : 0;
  const running = job.status === "running" && elapsedS > 0;
  // Rows answered at creation (invalid ones) are not screening work: leave them out of the rate.
  const rate = running ? Math.max(0, job.doneRows - job.errorRows) / elapsedS : null;
  return {
    id: job.id,
    status: job.status,
    format: job.format,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    expiresAt: job.expiresAt,
    progress: {
      total: job.totalRows,
      done: job.doneRows,
      errors: job.errorRows,
      pending,
      percent: job.totalRows === 0 ? 100 : Math.floor((job.doneRows / job.totalRows) * 1000) / 10,
      rowsPerSecond: rate === null ? null : Math.round(rate * 10) / 10,
      etaSeconds: rate ? Math.ceil(pending / rate) : null,
    },
    links: { self: `${JOBS_PATH}/${job.id}`, results: `${JOBS_PATH}/${job.id}/results` },
  };
}
