import type { Migration } from "../migration.js";

/**
 * The company register's version (`companies_state.version`) a sync run left behind. Every
 * write bumps that version, so a version that moved since the last applied or confirmed sync
 * means something else (an import, `generate companies`) wrote the register after it: the next
 * sync must not skip it for an unchanged dataset date, and `/health` must not report it as the
 * synced register (src/sync/register-version.ts). Runs recorded before this migration have none
 * (NULL): the register is taken as the sync left it until the next run records a version.
 */
export const m0013SyncRegisterVersion: Migration = {
  version: 13,
  name: "0013-sync-register-version",
  sql: `
ALTER TABLE register_sync_runs ADD COLUMN register_version INTEGER;
`,
};
