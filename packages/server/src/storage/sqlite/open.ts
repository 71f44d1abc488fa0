/**
 * Opening the SQLite database: creates the file and its directory, sets the pragmas the
 * server relies on, and applies pending migrations.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate.js";

/** The better-sqlite3 connection type, re-exported so other modules need not import the driver. */
export type Db = Database.Database;

/** Result of {@link openDatabase}. */
export interface OpenedDatabase {
  db: Db;
  /** True until the first start's seeding finished (`runSeeders` marks it done): seeders should run. */
  fresh: boolean;
  /** Schema version after migrating (PRAGMA user_version). */
  schemaVersion: number;
}

/**
 * Open (and create) the database at `path`, or an in-memory one for `":memory:"`.
 * WAL lets readers proceed while a write commits; busy_timeout waits out a concurrent writer
 * (the CLI and the server may share the file) instead of failing with SQLITE_BUSY.
 */
export function openDatabase(path: string): OpenedDatabase {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // NORMAL is durable across application crashes in WAL mode; only an OS crash may lose the last commits.
  db.pragma("synchronous = NORMAL");
  // A database created here is marked as not yet seeded with its schema, in one transaction, so
  // no kill leaves a schema that looks seeded. (Immediate: two first starts at once wait.)
  const schemaVersion = db
    .transaction(() => {
      const created = (db.pragma("user_version", { simple: true }) as number) === 0;
      const version = migrate(db);
      if (created) db.prepare("UPDATE seeding_state SET done = 0 WHERE id = 1").run();
      return version;
    })
    .immediate();
  return { db, fresh: !seedingDone(db), schemaVersion };
}

/** Whether the first start's seeding finished (see migration 0010). */
export function seedingDone(db: Db): boolean {
  const row = db.prepare("SELECT done FROM seeding_state WHERE id = 1").get() as { done: number } | undefined;
  return row?.done === 1;
}

/** Record that the seeders finished (runSeeders calls it last). */
export function markSeedingDone(db: Db): void {
  db.prepare("UPDATE seeding_state SET done = 1 WHERE id = 1").run();
}
