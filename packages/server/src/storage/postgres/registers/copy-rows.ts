/**
 * Bulk inserts without COPY: rows go in batches of 5,000 as one array parameter per column
 * (`INSERT ... SELECT * FROM unnest($1::integer[], $2::text[], ...)`), one round trip per batch.
 */
import type { PgClient } from "../client.js";

/** Serialises company-register writes between replicas and CLI runs (an arbitrary constant). */
export const COMPANY_WRITE_LOCK = 7_415_002;
/** Serialises trademark-register writes. */
export const TRADEMARK_WRITE_LOCK = 7_415_003;

const BATCH = 5_000;

/** Insert `rows` (arrays in `columns` order) into `table`; the column types are read from the table. */
export async function copyRows(
  client: PgClient,
  table: string,
  columns: readonly string[],
  rows: Iterable<unknown[]>,
  map: (row: unknown[]) => unknown[] = (row) => row,
): Promise<number> {
  const types = await columnTypes(client, table, columns);
  const sql = `INSERT INTO ${table} (${columns.join(", ")})
    SELECT * FROM unnest(${columns.map((_, i) => `$${i + 1}::${types[i]}[]`).join(", ")})`;
  let batch: unknown[][] = columns.map(() => []);
  let size = 0;
  let total = 0;
  const send = async () => {
    if (size === 0) return;
    await client.query(sql, batch);
    total += size;
    batch = columns.map(() => []);
    size = 0;
  };
  for (const raw of rows) {
    const row = map(raw);
    for (let i = 0; i < columns.length; i++) (batch[i] as unknown[]).push(row[i] ?? null);
    if (++size === BATCH) await send();
  }
  await send();
  return total;
}

async function columnTypes(client: PgClient, table: string, columns: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ attname: string; type: string }>(
    `SELECT attname, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
    [table],
  );
  const byName = new Map(rows.map((r) => [r.attname, r.type]));
  return columns.map((c) => {
    const type = byName.get(c);
    if (!type) throw new Error(`${table} has no column ${c}`);
    return type;
  });
}
