/** A SQLite job store over a fresh file in a temp folder, for the batch tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BatchJobStore } from "../../src/batch/job-store.js";
import type { SqliteJobStoreOptions } from "../../src/batch/sqlite-job-store.js";
import { createSqliteJobStore } from "../../src/batch/sqlite-job-store.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

/** The store, its database, and `close` (closes the database, removes the folder). */
export function tempJobStore(options: Partial<SqliteJobStoreOptions> = {}): {
  db: Db;
  store: BatchJobStore;
  close(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-jobs-"));
  const db = openDatabase(join(dir, "jobs.db")).db;
  const store = createSqliteJobStore(db, { retentionMs: 3_600_000, ...options });
  return {
    db,
    store,
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
