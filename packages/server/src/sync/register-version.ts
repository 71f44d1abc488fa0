/**
 * Whether the company register is still the one the last sync left: every write bumps
 * `companies_state.version`, and each sync run records the version it left (migration 0013). A
 * version that moved since the last applied or confirmed run was another writer's (a full
 * import that replaced the synced register, `generate companies`): the next sync must then run
 * even when the dataset date is unchanged, and `/health` must not present the register as synced.
 */
import type { Db } from "../storage/sqlite/open.js";
import { latestSyncRun } from "./sync-runs.js";

/** The company register's version now. */
export function companyRegisterVersion(db: Db): number {
  return db.prepare("SELECT version FROM companies_state WHERE id = 1").pluck().get() as number;
}

/**
 * True when a write other than the sync changed `register` after its last applied or confirmed
 * sync. False when it was never synced, or its last run predates migration 0013 (no version).
 */
export function writtenSinceSync(db: Db, register: string): boolean {
  const run = latestSyncRun(db, register, ["applied", "unchanged"]);
  if (run === null || run.registerVersion === null) return false;
  return companyRegisterVersion(db) !== run.registerVersion;
}
