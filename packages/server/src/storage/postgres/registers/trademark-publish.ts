/**
 * Importing trademarks into PostgreSQL, as company-publish.ts does for companies: the SQLite
 * importer reads and checks the file into an empty scratch database, then one PostgreSQL
 * transaction upserts the marks (unchanged marks are not written), removes in "full" mode the
 * marks of the source the file lacks (guarded against mass removal), and lets the statement
 * triggers of migration 0006 bump the version, log the rows and notify the replicas.
 * A file's explicit delete rows are collected while the scratch import reads them and deleted
 * in the same transaction (not guarded, as in SQLite: a delete row is a deliberate removal).
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeScratchFolder } from "../../../scratch-folder.js";
import type { RemovalPolicy } from "../../import/removal-guard.js";
import { assertRemovalsAllowed, DEFAULT_REMOVAL_POLICY, removalRefusal } from "../../import/removal-guard.js";
import type { Db } from "../../sqlite/open.js";
import { openDatabase } from "../../sqlite/open.js";
import type { ImportOptions, ImportSummary } from "../../trademarks/importer.js";
import { importTrademarks } from "../../trademarks/importer.js";
import type { PgClient, PgPool } from "../client.js";
import { inTransaction } from "../client.js";
import { copyRows, TRADEMARK_WRITE_LOCK } from "./copy-rows.js";

const COLUMNS = [
  "source_record_id",
  "registration_number",
  "application_number",
  "mark_text",
  "status",
  "nice_classes",
  "nice_mask",
  "application_date",
  "registration_date",
  "expiry_date",
  "mark_category",
  "mark_feature_category",
  "source",
  "imported_at",
] as const;

/** Import a trademark file into PostgreSQL; refused files (and dry runs) change nothing. */
export async function importTrademarksToPostgres(
  pool: PgPool,
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = Date.now();
  const dir = makeScratchFolder(tmpdir(), "namescreen-import-");
  const { db } = openDatabase(join(dir, "staging.db"));
  try {
    const { dryRun: _dry, ...parseOptions } = options;
    const deleteIds: string[] = [];
    const summary = await importTrademarks(db, { ...parseOptions, onDeleteRow: (id) => deleteIds.push(id) });
    const published = await publishTrademarks(pool, db, {
      deleteIds,
      full: (options.mode ?? "upsert") === "full",
      source: options.source ?? options.layout,
      policy: options.removalPolicy ?? DEFAULT_REMOVAL_POLICY,
      dryRun: options.dryRun === true,
    });
    Object.assign(summary, published);
    summary.dryRun = options.dryRun === true;
    summary.durationMs = Date.now() - started;
    return summary;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a trademark publish compares and guards. */
export interface TrademarkPublishOptions {
  /** Remove the marks of `source` the scratch database lacks (guarded). */
  full: boolean;
  /** Source record ids of the file's explicit delete rows. */
  deleteIds: readonly string[];
  source: string;
  policy: RemovalPolicy;
  dryRun: boolean;
}

/** Publish the marks of the scratch database `db` into PostgreSQL (one transaction). */
export async function publishTrademarks(pool: PgPool, db: Db, options: TrademarkPublishOptions) {
  const { full, source, policy } = options;
  const rows = db
    .prepare(`SELECT ${COLUMNS.join(", ")} FROM trademarks ORDER BY id`)
    .raw()
    .iterate();
  const rollbackForDryRun = new Error("dry run");
  const result: Partial<ImportSummary> = {};
  try {
    await inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [TRADEMARK_WRITE_LOCK]);
      await client.query(
        "CREATE TEMP TABLE s_trademarks (LIKE trademarks INCLUDING DEFAULTS) ON COMMIT DROP; ALTER TABLE s_trademarks DROP COLUMN id",
      );
      await copyRows(client, "s_trademarks", COLUMNS, rows as Iterable<unknown[]>);
      const counts = await compare(client, full, source);
      result.previous = counts.previous;
      result.missing = counts.missing;
      const guard = { noun: "marks", before: counts.previous, removed: counts.missing };
      if (options.dryRun) {
        result.wouldRefuse = removalRefusal(guard, policy);
        throw rollbackForDryRun;
      }
      assertRemovalsAllowed(guard, policy);
      Object.assign(result, await apply(client, full, source, options.deleteIds));
    });
  } catch (error) {
    if (error !== rollbackForDryRun) throw error;
  }
  return result;
}

// --- Internal helpers ---

async function compare(client: PgClient, full: boolean, source: string) {
  const { rows } = await client.query<{ previous: number; missing: number }>(
    `SELECT (SELECT count(*) FROM trademarks WHERE NOT $1 OR source = $2)::integer AS previous,
            (SELECT count(*) FROM trademarks t WHERE $1 AND t.source = $2 AND NOT EXISTS
               (SELECT 1 FROM s_trademarks s WHERE s.source_record_id = t.source_record_id))::integer AS missing`,
    [full, source],
  );
  return rows[0] as { previous: number; missing: number };
}

/** One statement per kind of change, so each bumps the version once (statement triggers). */
async function apply(client: PgClient, full: boolean, source: string, deleteIds: readonly string[]) {
  const fields = COLUMNS.filter((c) => c !== "source_record_id" && c !== "imported_at");
  const changed = `(${fields.map((c) => `t.${c}`).join(", ")}) IS DISTINCT FROM (${fields.map((c) => `s.${c}`).join(", ")})`;
  const updated = await client.query(
    `UPDATE trademarks t SET ${COLUMNS.filter((c) => c !== "source_record_id")
      .map((c) => `${c} = s.${c}`)
      .join(", ")}
       FROM s_trademarks s WHERE s.source_record_id = t.source_record_id AND ${changed}`,
  );
  const inserted = await client.query(
    `INSERT INTO trademarks (${COLUMNS.join(", ")}) SELECT ${COLUMNS.join(", ")} FROM s_trademarks s
      WHERE NOT EXISTS (SELECT 1 FROM trademarks t WHERE t.source_record_id = s.source_record_id)`,
  );
  const missing = full
    ? await client.query(
        `DELETE FROM trademarks t WHERE t.source = $1 AND NOT EXISTS
           (SELECT 1 FROM s_trademarks s WHERE s.source_record_id = t.source_record_id)`,
        [source],
      )
    : { rowCount: 0 };
  const explicit =
    deleteIds.length > 0
      ? await client.query("DELETE FROM trademarks WHERE source_record_id = ANY($1::text[])", [deleteIds])
      : { rowCount: 0 };
  const total = await client.query<{ n: number; staged: number }>(
    "SELECT count(*)::integer AS n, (SELECT count(*) FROM s_trademarks)::integer AS staged FROM trademarks",
  );
  const staged = total.rows[0]?.staged ?? 0;
  return {
    unchanged: staged - (inserted.rowCount ?? 0) - (updated.rowCount ?? 0),
    inserted: inserted.rowCount ?? 0,
    updated: updated.rowCount ?? 0,
    deleted: (missing.rowCount ?? 0) + (explicit.rowCount ?? 0),
    totalMarks: total.rows[0]?.n ?? 0,
  };
}
