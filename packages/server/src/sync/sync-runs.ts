/** The record of register syncs (table `register_sync_runs`, migration 0007). */
import type { Db } from "../storage/sqlite/open.js";

/** What a run did. */
export type SyncOutcome = "applied" | "unchanged" | "dry_run" | "refused" | "failed";

/** One recorded run. */
export interface SyncRun {
  register: string;
  endpoint: string;
  attribution: string;
  startedAt: string;
  finishedAt: string;
  outcome: SyncOutcome;
  /** The source's dataset date the run read, when it got that far. */
  datasetModified: string | null;
  companies: number;
  names: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  rejected: number;
  message: string | null;
  /** The register's version when the run ended (migration 0013; null on older runs). */
  registerVersion: number | null;
}

/** Store one run. */
export function recordSyncRun(db: Db, run: SyncRun): void {
  db.prepare(
    `INSERT INTO register_sync_runs (register, endpoint, attribution, started_at, finished_at, outcome,
       dataset_modified, companies, names, added, changed, removed, unchanged, rejected, message,
       register_version)
     VALUES (@register, @endpoint, @attribution, @startedAt, @finishedAt, @outcome, @datasetModified,
       @companies, @names, @added, @changed, @removed, @unchanged, @rejected, @message, @registerVersion)`,
  ).run(run);
}

/** The latest run of `register` with one of `outcomes` (all outcomes when omitted), or null. */
export function latestSyncRun(db: Db, register: string, outcomes?: readonly SyncOutcome[]): SyncRun | null {
  const filter = outcomes ? `AND outcome IN (${outcomes.map(() => "?").join(", ")})` : "";
  const row = db
    .prepare<unknown[], Record<string, unknown>>(
      `SELECT register, endpoint, attribution, started_at AS startedAt, finished_at AS finishedAt, outcome,
              dataset_modified AS datasetModified, companies, names, added, changed, removed, unchanged,
              rejected, message, register_version AS registerVersion
         FROM register_sync_runs WHERE register = ? ${filter} ORDER BY id DESC LIMIT 1`,
    )
    .get(register, ...(outcomes ?? []));
  return (row as SyncRun | undefined) ?? null;
}

/**
 * The dataset date of the register as it stands: that of the last applied run (an unchanged
 * run confirms it, a dry run or a failure does not change it).
 */
export function syncedDatasetDate(db: Db, register: string): string | null {
  return latestSyncRun(db, register, ["applied"])?.datasetModified ?? null;
}
