/**
 * A real SQLite database in a temp directory with the trademark schema (migrations 0003 and
 * 0006, applied by `openDatabase`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

/** A temp database with the trademark schema; `cleanup` closes it and deletes the directory. */
export function tempTrademarkDb(): {
  db: Db;
  dir: string;
  path: string;
  cleanup(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-tm-"));
  const path = join(dir, "namescreen.db");
  const { db } = openDatabase(path);
  return {
    db,
    dir,
    path,
    cleanup() {
      if (db.open) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
