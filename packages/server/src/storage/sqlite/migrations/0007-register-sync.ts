import type { Migration } from "../migration.js";

/**
 * Register syncs (`namescreen sync companies`, the scheduled sync): one row per run with the
 * source, the dataset date it read, what it did and why not. The last `applied` run of a
 * register is the date a later run compares against (unchanged → nothing downloaded), and what
 * `/health` reports.
 */
export const m0007RegisterSync: Migration = {
  version: 7,
  name: "0007-register-sync",
  sql: `
CREATE TABLE register_sync_runs (
  id               INTEGER PRIMARY KEY,
  register         TEXT NOT NULL,
  endpoint         TEXT NOT NULL,
  attribution      TEXT NOT NULL,
  started_at       TEXT NOT NULL,
  finished_at      TEXT NOT NULL,
  outcome          TEXT NOT NULL CHECK (outcome IN ('applied', 'unchanged', 'dry_run', 'refused', 'failed')),
  dataset_modified TEXT,
  companies        INTEGER NOT NULL DEFAULT 0,
  names            INTEGER NOT NULL DEFAULT 0,
  added            INTEGER NOT NULL DEFAULT 0,
  changed          INTEGER NOT NULL DEFAULT 0,
  removed          INTEGER NOT NULL DEFAULT 0,
  unchanged        INTEGER NOT NULL DEFAULT 0,
  rejected         INTEGER NOT NULL DEFAULT 0,
  message          TEXT
);
CREATE INDEX register_sync_runs_outcome ON register_sync_runs (register, outcome, id);
`,
};
