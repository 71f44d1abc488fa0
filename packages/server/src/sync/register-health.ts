/**
 * What `/health` says about the synced company register: its source (with the attribution the
 * licence asks for), the dataset date, when it was last confirmed current, and whether that is
 * older than the configured age (then the server is `degraded`: it still answers, from an
 * ageing register).
 */
import * as v from "valibot";
import type { Db } from "../storage/sqlite/open.js";
import type { SyncConfig } from "./config.js";
import { writtenSinceSync } from "./register-version.js";
import { COMPANY_REGISTER } from "./sync-companies.js";
import { latestSyncRun } from "./sync-runs.js";

export const RegisterHealthSchema = v.object({
  companies: v.object({
    source: v.pipe(
      v.string(),
      v.description('Attribution of the data, e.g. "Zefix, Federal Office of Justice / EHRA, via LINDAS"'),
    ),
    endpoint: v.string(),
    datasetModified: v.pipe(
      v.nullable(v.string()),
      v.description("The source's dataset date of the register served"),
    ),
    syncedAt: v.pipe(
      v.nullable(v.string()),
      v.description("When a sync last applied or confirmed the register"),
    ),
    lastRun: v.object({ outcome: v.string(), at: v.string(), message: v.nullable(v.string()) }),
    stale: v.pipe(
      v.boolean(),
      v.description("The last successful sync is older than NAMESCREEN_SYNC_MAX_AGE_HOURS"),
    ),
  }),
});

export type RegisterHealth = v.InferOutput<typeof RegisterHealthSchema>;

/**
 * The register's health, or null when it is not the synced register: never synced (bundled or
 * imported data), or written by another writer (an import) since its last sync, until the next
 * sync applies (before, an imported register was reported with the old sync's date as fresh).
 */
export function registerHealth(
  db: Db,
  config: Pick<SyncConfig, "maxAgeHours">,
  now: Date,
): RegisterHealth | null {
  const applied = latestSyncRun(db, COMPANY_REGISTER, ["applied"]);
  if (applied === null || writtenSinceSync(db, COMPANY_REGISTER)) return null;
  const confirmed = latestSyncRun(db, COMPANY_REGISTER, ["applied", "unchanged"]) ?? applied;
  const last = latestSyncRun(db, COMPANY_REGISTER) ?? applied;
  const ageMs = now.getTime() - Date.parse(confirmed.finishedAt);
  return {
    companies: {
      source: applied.attribution,
      endpoint: applied.endpoint,
      datasetModified: applied.datasetModified,
      syncedAt: confirmed.finishedAt,
      lastRun: { outcome: last.outcome, at: last.finishedAt, message: last.message },
      stale: ageMs > config.maxAgeHours * 3_600_000,
    },
  };
}
