/** Real SQLite files in a temporary directory for the contract suites, closed and removed after all tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

/** A function opening a fresh, migrated database file per call; everything is cleaned up after the file's tests. */
export function tempDatabases(prefix: string): () => Db {
  const dir = mkdtempSync(join(tmpdir(), `ns-contract-${prefix}-`));
  const opened: Db[] = [];
  afterAll(() => {
    for (const db of opened) if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const { db } = openDatabase(join(dir, `${opened.length}.db`));
    opened.push(db);
    return db;
  };
}
