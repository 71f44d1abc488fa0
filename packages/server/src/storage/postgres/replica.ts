/**
 * Everything a replica opens over PostgreSQL (main.ts calls it when NAMESCREEN_DATABASE_URL is
 * set): the pool (migrated), the built-in restricted terms seeded, the term source, and the
 * local SQLite copy of the registers (NAMESCREEN_DB_PATH) that the mirror brings up to date.
 * Demo data for a fresh database is generated into a scratch SQLite file and published into
 * PostgreSQL by the importers' publish step, so it arrives as one atomic write per register.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeScratchFolder } from "../../scratch-folder.js";
import { builtinSeedData } from "../restricted-terms/builtin.js";
import type { Seeder } from "../seed/index.js";
import { runSeeders } from "../seed/index.js";
import type { Db } from "../sqlite/open.js";
import { openDatabase } from "../sqlite/open.js";
import type { PgPool } from "./client.js";
import { openPostgres } from "./pool.js";
import { publishCompanies } from "./registers/company-publish.js";
import type { RegisterMirror } from "./registers/mirror.js";
import { createRegisterMirror } from "./registers/mirror.js";
import { publishTrademarks } from "./registers/trademark-publish.js";
import { seedPgRestrictedTerms } from "./restricted-terms/seed.js";
import type { PgRestrictedTermsSource } from "./restricted-terms/source.js";
import { createPgRestrictedTermsSource } from "./restricted-terms/source.js";

/** A replica's storage. */
export interface ReplicaStorage {
  pool: PgPool;
  /** True when PostgreSQL had no schema before (the first replica's first start). */
  fresh: boolean;
  schemaVersion: number;
  /** The local register copy. */
  db: Db;
  termsSource: PgRestrictedTermsSource;
  mirror: RegisterMirror;
  close(): Promise<void>;
}

/** Open PostgreSQL at `url` and the local register copy at `dbPath`. */
export async function openReplicaStorage(url: string, dbPath: string): Promise<ReplicaStorage> {
  const { pool, fresh, schemaVersion } = await openPostgres(url);
  try {
    await seedPgRestrictedTerms(pool, builtinSeedData());
    const { db } = openDatabase(dbPath);
    return {
      pool,
      fresh,
      schemaVersion,
      db,
      termsSource: createPgRestrictedTermsSource(pool),
      mirror: createRegisterMirror(pool, db),
      async close() {
        db.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Seed a fresh PostgreSQL with `seeders` (demo data): one publish per register. */
export async function seedPostgresRegisters(pool: PgPool, seeders: readonly Seeder[]): Promise<string[]> {
  if (seeders.length === 0) return [];
  const dir = makeScratchFolder(tmpdir(), "namescreen-seed-");
  const { db } = openDatabase(join(dir, "seed.db"));
  try {
    const lines = await runSeeders(db, seeders);
    const everything = { maxRemovalPercent: 100, allowRemovals: true };
    await publishCompanies(pool, db, { source: "seed", scope: "listed", policy: everything, dryRun: false });
    await publishTrademarks(pool, db, {
      full: false,
      source: "seed",
      policy: everything,
      dryRun: false,
      deleteIds: [],
    });
    return lines;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
