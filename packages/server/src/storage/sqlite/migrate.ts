/**
 * Numbered migrations tracked by PRAGMA user_version. Each migration runs in its own
 * transaction together with the version bump, so a failed migration leaves the previous version.
 */
import type Database from "better-sqlite3";
import { SchemaTooNewError } from "../schema-too-new.js";
import type { Migration } from "./migration.js";
import { MIGRATIONS } from "./migrations/index.js";

export type { Migration } from "./migration.js";

/**
 * Apply every migration above the database's user_version, in order.
 * @returns The schema version afterwards.
 * @throws SchemaTooNewError when the database is newer than this build (refuse to run on an unknown schema).
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (!Number.isInteger(m.version) || m.version < 1 || m.version === sorted[i - 1]?.version) {
      throw new Error(`Migration ${m.name} has an invalid or duplicate version ${m.version}`);
    }
  });
  const current = db.pragma("user_version", { simple: true }) as number;
  const latest = sorted.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new SchemaTooNewError(current, latest);
  }
  for (const m of sorted) {
    if (m.version > current) applyMigration(db, m);
  }
  return db.pragma("user_version", { simple: true }) as number;
}

/**
 * Apply one migration with its version bump, unless the database already has it: two processes
 * opening a fresh database at once both see version 0, so the version is read again inside a
 * write-locked (immediate) transaction, and the second one skips what the first applied.
 * @returns Whether this call applied it.
 */
export function applyMigration(db: Database.Database, m: Migration): boolean {
  return db
    .transaction(() => {
      if ((db.pragma("user_version", { simple: true }) as number) >= m.version) return false;
      db.exec(m.sql);
      // PRAGMA takes no bound parameters; the version is a checked integer.
      db.pragma(`user_version = ${Math.trunc(m.version)}`);
      return true;
    })
    .immediate();
}
