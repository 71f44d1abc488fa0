/**
 * Opening PostgreSQL: a connection pool from NAMESCREEN_DATABASE_URL with bigint columns read
 * as numbers (versions and counts stay far below 2^53), and the numbered migrations applied.
 */
import pg from "pg";
import type { PgPool } from "./client.js";
import { migratePostgres } from "./migrate.js";

export type { PgClient, PgPool } from "./client.js";

const INT8_OID = 20;
const NUMERIC_COUNT_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as "text")) as pg.CustomTypesConfig["getTypeParser"],
};

/** Result of {@link openPostgres}. */
export interface OpenedPostgres {
  pool: PgPool;
  /** True when the database had no schema before this call (first start): seeders should run. */
  fresh: boolean;
  schemaVersion: number;
}

/** Connect to `url` (postgres://...), migrate, and return the pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<OpenedPostgres> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: NUMERIC_COUNT_TYPES,
    // Fail fast when the database is unreachable: writes answer 503, searches stay in memory.
    connectionTimeoutMillis: 3_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
  try {
    const { before, after } = await migratePostgres(pool);
    return { pool, fresh: before === 0, schemaVersion: after };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Whether `url` selects PostgreSQL. */
export function isPostgresUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^postgres(ql)?:\/\//.test(url);
}

/** Open (and migrate) PostgreSQL for one command, run `fn`, close the pool. */
export async function withPostgres<T>(url: string, fn: (pool: PgPool) => Promise<T>): Promise<T> {
  const { pool } = await openPostgres(url, { max: 2 });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}
