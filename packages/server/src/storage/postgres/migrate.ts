/**
 * Numbered PostgreSQL migrations tracked in `schema_migrations`. Every replica may start at
 * once: a transaction-scoped advisory lock lets one of them migrate while the others wait and
 * then find nothing left to do. Each migration commits with its version row.
 */
import { SchemaTooNewError } from "../schema-too-new.js";
import type { Migration } from "../sqlite/migration.js";
import type { PgPool } from "./client.js";
import { inTransaction } from "./client.js";
import { PG_MIGRATIONS } from "./migrations/index.js";

/** An arbitrary constant naming NameScreen's migration lock. */
const MIGRATION_LOCK = 7_415_020;

/** Apply every pending migration; the schema version before and after. */
export async function migratePostgres(
  pool: PgPool,
  migrations: readonly Migration[] = PG_MIGRATIONS,
): Promise<{ before: number; after: number }> {
  return inTransaction(pool, async (client) => {
    // The lock first: two replicas creating the version table at once would collide.
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ v: number | null }>(
      "SELECT max(version) AS v FROM schema_migrations",
    );
    const before = rows[0]?.v ?? 0;
    const latest = migrations.at(-1)?.version ?? 0;
    if (before > latest) {
      throw new SchemaTooNewError(before, latest);
    }
    for (const m of migrations) {
      if (m.version <= before) continue;
      await client.query(m.sql);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        m.version,
        m.name,
      ]);
    }
    return { before, after: Math.max(before, latest) };
  });
}
