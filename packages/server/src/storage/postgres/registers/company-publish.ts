/**
 * Importing companies into PostgreSQL. The file is read, checked and grouped by the SQLite
 * importer into an empty scratch database (so both databases accept exactly the same files),
 * then published into PostgreSQL in ONE transaction: staged into temporary tables, compared
 * with the register in scope, guarded against mass removal, applied, the version bumped once
 * with every touched company in `company_changes`, and NOTIFY sent at commit. A failure or a
 * killed process leaves the previous register.
 */
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeScratchFolder } from "../../../scratch-folder.js";
import type { CompanyImportOptions, CompanyImportSummary } from "../../companies/importer.js";
import { CompanyImportError, importCompanies } from "../../companies/importer.js";
import type { RemovalPolicy } from "../../import/removal-guard.js";
import { assertRemovalsAllowed, DEFAULT_REMOVAL_POLICY, removalRefusal } from "../../import/removal-guard.js";
import type { Db } from "../../sqlite/open.js";
import { openDatabase } from "../../sqlite/open.js";
import type { PgClient, PgPool } from "../client.js";
import { inTransaction } from "../client.js";
import { COMPANY_WRITE_LOCK, copyRows } from "./copy-rows.js";

/** Import a company file into PostgreSQL. Throws `CompanyImportError` (register unchanged) when refused. */
export async function importCompaniesToPostgres(
  pool: PgPool,
  options: CompanyImportOptions,
): Promise<CompanyImportSummary> {
  const started = Date.now();
  const dir = makeScratchFolder(tmpdir(), "namescreen-import-");
  const { db } = openDatabase(join(dir, "staging.db"));
  try {
    // Into an empty register: nothing to remove there; the guard runs against PostgreSQL below.
    const { dryRun: _dry, removalPolicy: _policy, ...parseOptions } = options;
    const summary = await importCompanies(db, {
      ...parseOptions,
      removalPolicy: { maxRemovalPercent: 100, allowRemovals: true },
    });
    const mode = options.mode ?? "full";
    const scope = mode === "upsert" ? "listed" : (options.scope ?? "all");
    const diff = await publishCompanies(pool, db, {
      source: options.source ?? "import",
      scope,
      policy: options.removalPolicy ?? DEFAULT_REMOVAL_POLICY,
      dryRun: options.dryRun === true,
    });
    Object.assign(summary, diff.totals, { dryRun: options.dryRun === true, wouldRefuse: diff.wouldRefuse });
    summary.durationMs = Date.now() - started;
    return summary;
  } catch (error) {
    if (error instanceof CompanyImportError) throw error;
    throw new CompanyImportError(`${options.file}: ${(error as Error).message}; nothing imported`);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a publish compares and guards. */
export interface PublishOptions {
  source: string;
  /** "all": the register; "source": companies of `source`; "listed": only companies in the file. */
  scope: "all" | "source" | "family" | "listed";
  policy: RemovalPolicy;
  dryRun: boolean;
}

/** Publish the companies of the scratch database `staged` into PostgreSQL (one transaction). */
export async function publishCompanies(pool: PgPool, staged: Db, options: PublishOptions) {
  const rollbackForDryRun = new Error("dry run");
  let result: { totals: Totals; wouldRefuse: string | null } | null = null;
  try {
    await inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [COMPANY_WRITE_LOCK]);
      await stage(client, staged);
      const totals = await compare(client, options);
      const counts = { noun: "companies", before: totals.previous, removed: totals.removed };
      if (options.dryRun) {
        result = { totals, wouldRefuse: removalRefusal(counts, options.policy) };
        throw rollbackForDryRun;
      }
      assertRemovalsAllowed(counts, options.policy);
      await apply(client, totals);
      result = { totals, wouldRefuse: null };
    });
  } catch (error) {
    if (error !== rollbackForDryRun) throw error;
  }
  return result as unknown as { totals: Totals; wouldRefuse: string | null };
}

// --- Internal helpers ---

interface Totals {
  companies: number;
  names: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  previous: number;
}

const FACT_COLUMNS =
  "source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status, registered_on, deleted_on";

/** The scratch register into temporary tables dropped at commit. */
async function stage(client: PgClient, staged: Db): Promise<void> {
  await client.query(`
    CREATE TEMP TABLE s_companies (
      sid integer PRIMARY KEY, source_company_id text NOT NULL UNIQUE, uid text, legal_form text,
      sole_proprietorship boolean NOT NULL, legal_seat text, canton text, status text NOT NULL,
      registered_on text, deleted_on text, source text NOT NULL, imported_at text NOT NULL) ON COMMIT DROP;
    CREATE TEMP TABLE s_names (
      sid integer NOT NULL, name text NOT NULL, language text, kind text NOT NULL,
      valid_from text, valid_to text, ord integer NOT NULL) ON COMMIT DROP;`);
  await copyRows(
    client,
    "s_companies",
    ["sid", ...FACT_COLUMNS.split(", "), "source", "imported_at"],
    staged
      .prepare(`SELECT id, ${FACT_COLUMNS}, source, imported_at FROM companies ORDER BY id`)
      .raw()
      .iterate() as Iterable<unknown[]>,
    (row) => {
      row[4] = row[4] === 1;
      return row;
    },
  );
  await copyRows(
    client,
    "s_names",
    ["sid", "name", "language", "kind", "valid_from", "valid_to", "ord"],
    staged
      .prepare(
        "SELECT company_id, name, language, kind, valid_from, valid_to, id FROM company_names ORDER BY id",
      )
      .raw()
      .iterate() as Iterable<unknown[]>,
  );
  // Content of each company (facts and names in order), compared on both sides. The index and
  // statistics first: a temporary table has neither, and the per-company lookups go quadratic.
  await client.query(`
    CREATE INDEX ON s_names (sid, ord);
    ANALYZE s_companies; ANALYZE s_names;
    CREATE TEMP TABLE s_content ON COMMIT DROP AS
      SELECT c.source_company_id, row(${FACT_COLUMNS})::text || coalesce((SELECT string_agg(row(n.name, n.language, n.kind,
               n.valid_from, n.valid_to)::text, '|' ORDER BY n.ord) FROM s_names n WHERE n.sid = c.sid), '') AS content
        FROM s_companies c;`);
}

/** Companies of the register in scope, added, changed, removed, unchanged. */
async function compare(client: PgClient, options: PublishOptions): Promise<Totals> {
  const inScope =
    options.scope === "all"
      ? "true"
      : options.scope === "listed"
        ? "c.source_company_id IN (SELECT source_company_id FROM s_companies)"
        : "c.source = $1";
  const params = options.scope === "source" || options.scope === "family" ? [options.source] : [];
  await client.query(
    `CREATE TEMP TABLE r_scope ON COMMIT DROP AS
       SELECT c.id, c.source_company_id,
              row(${FACT_COLUMNS.split(", ")
                .map((col) => `c.${col}`)
                .join(", ")})::text || coalesce((SELECT string_agg(row(n.name, n.language, n.kind,
                n.valid_from, n.valid_to)::text, '|' ORDER BY n.id) FROM company_names n WHERE n.company_id = c.id), '')
                AS content
         FROM companies c WHERE ${inScope}`,
    params,
  );
  // Temporary tables have no statistics until analysed: without them the joins below go quadratic.
  await client.query(`
    CREATE INDEX ON r_scope (id); CREATE INDEX ON r_scope (source_company_id);
    CREATE INDEX ON s_content (source_company_id);
    ANALYZE r_scope; ANALYZE s_content;`);
  const { rows } = await client.query<Totals>(`
    SELECT (SELECT count(*) FROM s_companies)::integer AS companies,
           (SELECT count(*) FROM s_names)::integer AS names,
           (SELECT count(*) FROM s_content s WHERE NOT EXISTS
              (SELECT 1 FROM companies c WHERE c.source_company_id = s.source_company_id))::integer AS added,
           (SELECT count(*) FROM s_content s JOIN companies c USING (source_company_id)
              LEFT JOIN r_scope r ON r.id = c.id WHERE r.content IS DISTINCT FROM s.content)::integer AS changed,
           (SELECT count(*) FROM r_scope r WHERE NOT EXISTS
              (SELECT 1 FROM s_companies s WHERE s.source_company_id = r.source_company_id))::integer AS removed,
           (SELECT count(*) FROM s_content s JOIN r_scope r USING (source_company_id)
              WHERE r.content = s.content)::integer AS unchanged,
           (SELECT count(*) FROM r_scope)::integer AS previous`);
  return rows[0] as Totals;
}

/** Apply the difference, bump the version once, log every touched company, notify. */
async function apply(client: PgClient, totals: Totals): Promise<void> {
  if (totals.added + totals.changed + totals.removed === 0) return;
  await client.query(`
    CREATE TEMP TABLE touched (id integer PRIMARY KEY) ON COMMIT DROP;
    -- Removed: in scope, not in the file.
    WITH gone AS (
      DELETE FROM companies c USING r_scope r
       WHERE c.id = r.id AND NOT EXISTS (SELECT 1 FROM s_companies s WHERE s.source_company_id = r.source_company_id)
      RETURNING c.id)
    INSERT INTO touched SELECT id FROM gone;
    -- Changed: new facts, names replaced.
    WITH changed AS (
      SELECT c.id, s.sid FROM s_content sc JOIN s_companies s USING (source_company_id)
        JOIN companies c USING (source_company_id) LEFT JOIN r_scope r ON r.id = c.id
       WHERE r.content IS DISTINCT FROM sc.content),
    updated AS (
      UPDATE companies c SET uid = s.uid, legal_form = s.legal_form, sole_proprietorship = s.sole_proprietorship,
             legal_seat = s.legal_seat, canton = s.canton, status = s.status, registered_on = s.registered_on,
             deleted_on = s.deleted_on, source = s.source, imported_at = s.imported_at
        FROM changed ch JOIN s_companies s ON s.sid = ch.sid WHERE c.id = ch.id
      RETURNING c.id)
    INSERT INTO touched SELECT id FROM updated;
    DELETE FROM company_names n USING touched t WHERE n.company_id = t.id;
    -- Added.
    WITH added AS (
      INSERT INTO companies (${FACT_COLUMNS}, source, imported_at)
      SELECT ${FACT_COLUMNS}, source, imported_at FROM s_companies s
       WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.source_company_id = s.source_company_id)
       ORDER BY s.sid
      RETURNING id)
    INSERT INTO touched SELECT id FROM added;
    -- Names of the changed and added companies, in file order.
    INSERT INTO company_names (company_id, name, language, kind, valid_from, valid_to)
    SELECT c.id, n.name, n.language, n.kind, n.valid_from, n.valid_to
      FROM s_names n JOIN s_companies s ON s.sid = n.sid JOIN companies c USING (source_company_id)
      JOIN touched t ON t.id = c.id ORDER BY c.id, n.ord;
    WITH v AS (UPDATE companies_state SET version = version + 1 WHERE id = 1 RETURNING version)
    INSERT INTO company_changes (version, company_id) SELECT v.version, t.id FROM v, touched t;
    SELECT pg_notify('namescreen_changes', 'companies');`);
}
