/**
 * A sync run inside the server process (the schedule's fallback for an in-memory database,
 * which a child process cannot open; see sync-process.ts for the usual way): on its own
 * database connection where there is a file, so the sync's write transaction never captures
 * the requests' writes (traces) on the server's connection; the server's search index picks
 * the changes up from the change log.
 */
import { createLindasSource } from "../adapters/lindas/index.js";
import type { Db } from "../storage/sqlite/open.js";
import { openDatabase } from "../storage/sqlite/open.js";
import type { SyncConfig } from "./config.js";
import type { SyncSummary } from "./sync-companies.js";
import { spoolDirOf, syncCompanies } from "./sync-companies.js";

/** Sync the company register of `dbPath` (reusing `db` only for an in-memory database). */
export async function runServerSync(dbPath: string, db: Db, sync: SyncConfig): Promise<SyncSummary> {
  const own = dbPath === ":memory:" ? null : openDatabase(dbPath).db;
  try {
    return await syncCompanies(own ?? db, {
      source: createLindasSource({ endpoint: sync.endpoint, delayMs: sync.delayMs }),
      maxRemovalShare: sync.maxRemovalShare,
      spoolDir: spoolDirOf(dbPath),
    });
  } finally {
    own?.close();
  }
}
