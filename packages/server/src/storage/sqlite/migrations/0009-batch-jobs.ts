import type { Migration } from "../migration.js";

/**
 * Batch screening jobs (`POST /v1/name/screening/jobs`, docs/batch.md): one row per job with
 * its owner and counters, one row per candidate with the screening request it resolved to and,
 * once screened, its outcome. A row without an outcome is pending, so a job survives a restart:
 * the worker picks up pending rows of unfinished jobs. An outcome is written only where none
 * is (`outcome IS NULL`), so a row never gets two.
 */
export const m0009BatchJobs: Migration = {
  version: 9,
  name: "0009-batch-jobs",
  sql: `
CREATE TABLE batch_jobs (
  id           TEXT PRIMARY KEY,
  created_seq  INTEGER NOT NULL UNIQUE,
  consumer_id  INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'cancelled')),
  format       TEXT NOT NULL CHECK (format IN ('csv', 'ndjson')),
  total_rows   INTEGER NOT NULL,
  done_rows    INTEGER NOT NULL DEFAULT 0,
  error_rows   INTEGER NOT NULL DEFAULT 0,
  created_at   TEXT NOT NULL,
  started_at   TEXT,
  finished_at  TEXT,
  expires_at   TEXT
);
CREATE INDEX batch_jobs_active ON batch_jobs (status, consumer_id, created_seq);
CREATE INDEX batch_jobs_expiry ON batch_jobs (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE batch_job_rows (
  job_id    TEXT NOT NULL REFERENCES batch_jobs (id) ON DELETE CASCADE,
  seq       INTEGER NOT NULL,
  line      INTEGER NOT NULL,
  item_id   TEXT,
  name      TEXT,
  request   TEXT,
  outcome   TEXT,
  is_error  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, seq)
) WITHOUT ROWID;
CREATE INDEX batch_job_rows_pending ON batch_job_rows (job_id, seq) WHERE outcome IS NULL;
`,
};
