/**
 * A real SQLite database in a temp directory with the trademark schema (migration 0003, applied
 * by `openDatabase` once it is listed, else by `ensureTrademarkSchema`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { ensureTrademarkSchema } from "../../src/storage/trademarks/index.js";

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
  ensureTrademarkSchema(db);
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
