/**
 * A sync run by the server process itself (the schedule): on its own database connection, so
 * the sync's write transaction never captures the requests' writes (traces) on the server's
 * connection; the server's search index picks the changes up from the change log.
 */
import { createLindasSource } from "../adapters/lindas/index.js";
import type { Db } from "../storage/sqlite/open.js";
import { openDatabase } from "../storage/sqlite/open.js";
import type { SyncConfig } from "./config.js";
import type { SyncSummary } from "./sync-companies.js";
import { syncCompanies } from "./sync-companies.js";

/** Sync the company register of `dbPath` (reusing `db` only for an in-memory database). */
export async function runServerSync(dbPath: string, db: Db, sync: SyncConfig): Promise<SyncSummary> {
  const own = dbPath === ":memory:" ? null : openDatabase(dbPath).db;
  try {
    return await syncCompanies(own ?? db, {
      source: createLindasSource({ endpoint: sync.endpoint, delayMs: sync.delayMs }),
      maxRemovalShare: sync.maxRemovalShare,
    });
  } finally {
    own?.close();
  }
}
