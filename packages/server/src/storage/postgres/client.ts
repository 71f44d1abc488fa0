/** The driver's pool and client types, and one transaction on one client. */
import type pg from "pg";

/** The pool type, re-exported so other modules need not import the driver. */
export type PgPool = pg.Pool;
/** A client checked out of the pool (one transaction). */
export type PgClient = pg.PoolClient;

/** Run `fn` in one transaction on one client (committed, or rolled back when it throws). */
export async function inTransaction<T>(pool: PgPool, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
