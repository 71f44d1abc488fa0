/**
 * All-or-nothing writes of the company register: rows go into TEMP staging tables, and
 * `commit` applies them as a diff (unchanged companies untouched, changed ones updated in place,
 * missing ones deleted, new ones inserted, each touched one logged for the index delta, the
 * version bumped) inside the same transaction. Until then the register tables are untouched,
 * and a crash or an error at any point leaves the previous register as it was. A company's
 * `source` is that of the write that last stored it, its `imported_at` that of the write that
 * last changed it.
 */
import type { Db } from "../sqlite/open.js";
import type { CompanyRow } from "./rows.js";

/**
 * Which companies a write replaces: the whole register, those of its own source, those of
 * its source family (the source up to its first ":"; "generated:1" replaces "generated:2026"),
 * or only those it lists ("listed": an upsert, which adds and updates but never removes).
 */
export type ReplaceScope = "all" | "source" | "family" | "listed";

/** What a committed write stored. */
export interface StagedTotals {
  companies: number;
  names: number;
  /** Companies without a row of kind `main` whose first name was promoted to main. */
  promotedMain: number;
  /** The diff against the register in scope (companies). */
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** Companies in scope before the write (the base of a removal share). */
  previous: number;
}

/** Companies by `source`: those in scope before the write, and those it removed. */
export interface SourceCounts {
  previous: Record<string, number>;
  removed: Record<string, number>;
}

/** Options of {@link StagedCompanies.commit}. */
export interface CommitOptions {
  /**
   * Called with the totals (and the same counts by source) before the commit; throwing
   * abandons the write (e.g. the removal guard).
   */
  beforeCommit?: ((totals: StagedTotals, bySource: SourceCounts) => void) | undefined;
  /** Compute the totals, then roll back: nothing is written. */
  dryRun?: boolean | undefined;
}

/** A staged replacement of (part of) the register, open until `commit` or `rollback`. */
export class StagedCompanies {
  private readonly db: Db;
  private readonly source: string;
  private readonly scope: ReplaceScope;
  private readonly savepoint: boolean;
  private readonly insertCompany;
  private readonly insertName;
  private open = true;
  private lastCompanyId: string | null = null;
  private sourceCounts: SourceCounts = { previous: {}, removed: {} };

  /** Start the transaction (or a savepoint inside the caller's) and create the staging tables. */
  constructor(db: Db, options: { source: string; scope: ReplaceScope }) {
    this.db = db;
    this.source = options.source;
    this.scope = options.scope;
    this.savepoint = db.inTransaction;
    db.exec(this.savepoint ? "SAVEPOINT company_import" : "BEGIN IMMEDIATE");
    db.exec(`
      DROP TABLE IF EXISTS temp.staging_companies;
      DROP TABLE IF EXISTS temp.staging_names;
      CREATE TEMP TABLE staging_companies (
        company_id TEXT PRIMARY KEY, uid TEXT, legal_form TEXT, sole INTEGER NOT NULL, seat TEXT, canton TEXT,
        status TEXT NOT NULL, registered_on TEXT, deleted_on TEXT);
      CREATE TEMP TABLE staging_names (
        company_id TEXT NOT NULL, name TEXT NOT NULL, language TEXT, kind TEXT NOT NULL, valid_from TEXT, valid_to TEXT);`);
    // The first row of a company sets its facts (later rows only add names).
    this.insertCompany = db.prepare<unknown[]>(
      "INSERT OR IGNORE INTO staging_companies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    this.insertName = db.prepare<unknown[]>("INSERT INTO staging_names VALUES (?, ?, ?, ?, ?, ?)");
  }

  /** Stage one checked row. */
  add(row: CompanyRow): void {
    // Positional parameters, and no company insert for the next row of the same company (it
    // would be ignored): staging is most of a large write's time.
    if (row.companyId !== this.lastCompanyId) {
      this.insertCompany.run(
        row.companyId,
        row.uid,
        row.legalForm,
        row.soleProprietorship ? 1 : 0,
        row.seat,
        row.canton,
        row.status,
        row.registeredOn,
        row.deletedOn,
      );
      this.lastCompanyId = row.companyId;
    }
    this.insertName.run(row.companyId, row.name, row.language, row.kind, row.validFrom, row.validTo);
  }

  /**
   * Apply the staged rows as a diff and commit: companies whose facts and names are unchanged
   * keep their rows (and row ids, the index's record numbers); changed ones are updated in
   * place, missing ones deleted, new ones inserted. Every touched company is logged in
   * `company_changes` with the new register version, which is bumped only when something
   * changed. Throws (after rolling back) when a company id is taken by another source.
   */
  commit(importedAt: string, options: CommitOptions = {}): StagedTotals {
    const db = this.db;
    try {
      const promotedMain = db
        .prepare(
          `UPDATE staging_names SET kind = 'main' WHERE rowid IN (
             SELECT min(rowid) FROM staging_names GROUP BY company_id HAVING sum(kind = 'main') = 0)`,
        )
        .run().changes;
      db.exec(`UPDATE staging_names SET kind = 'variant' WHERE kind = 'main' AND rowid NOT IN (
                 SELECT min(rowid) FROM staging_names WHERE kind = 'main' GROUP BY company_id)`);
      if (this.scope === "source" || this.scope === "family") {
        const taken = db
          .prepare<[Record<string, string>], { company_id: string; source: string }>(
            `SELECT s.company_id, c.source FROM staging_companies s
               JOIN companies c ON c.source_company_id = s.company_id WHERE NOT (${this.inScope()}) LIMIT 1`,
          )
          .get(this.scopeParams());
        if (taken)
          throw new Error(`company_id ${taken.company_id} already exists from source "${taken.source}"`);
      }
      const diff = this.diff(importedAt);
      db.prepare(
        `INSERT INTO company_names (company_id, name, language, kind, valid_from, valid_to)
           SELECT c.id, s.name, s.language, s.kind, s.valid_from, s.valid_to
             FROM staging_names s JOIN companies c ON c.source_company_id = s.company_id
            WHERE c.id IN (SELECT id FROM temp.touched) ORDER BY s.rowid`,
      ).run();
      if (diff.added + diff.changed + diff.removed > 0) {
        db.exec(`UPDATE companies_state SET version = version + 1 WHERE id = 1;
                 INSERT INTO company_changes (version, company_id)
                   SELECT (SELECT version FROM companies_state WHERE id = 1), id FROM temp.touched;`);
      }
      const totals = {
        companies: (db.prepare("SELECT count(*) FROM staging_companies").pluck().get() as number) ?? 0,
        names: (db.prepare("SELECT count(*) FROM staging_names").pluck().get() as number) ?? 0,
        promotedMain,
        ...diff,
      };
      options.beforeCommit?.(totals, this.sourceCounts);
      if (options.dryRun) {
        this.rollback();
        return totals;
      }
      this.dropStaging();
      db.exec(this.savepoint ? "RELEASE company_import" : "COMMIT");
      this.open = false;
      return totals;
    } catch (error) {
      this.rollback();
      throw error;
    }
  }

  /**
   * Write the difference between the staged companies and the register's companies in scope
   * (matched by company id; compared by a signature of every fact and every name, in order),
   * leaving the ids of the touched companies in `temp.touched`.
   */
  private diff(importedAt: string): {
    added: number;
    changed: number;
    removed: number;
    unchanged: number;
    previous: number;
  } {
    const db = this.db;
    const names =
      "quote(n.name) || ',' || quote(n.language) || ',' || quote(n.kind) || ',' || quote(n.valid_from) || ',' || quote(n.valid_to)";
    db.exec(`
      CREATE INDEX temp.staging_names_company ON staging_names (company_id);
      CREATE TEMP TABLE staged_sig (company_id TEXT PRIMARY KEY, sig TEXT NOT NULL);
      INSERT INTO staged_sig SELECT s.company_id,
        quote(s.uid) || ',' || quote(s.legal_form) || ',' || quote(s.sole) || ',' || quote(s.seat) || ',' ||
        quote(s.canton) || ',' || quote(s.status) || ',' || quote(s.registered_on) || ',' || quote(s.deleted_on) || ';' || coalesce((
        SELECT group_concat(${names}, ';' ORDER BY n.rowid) FROM staging_names n WHERE n.company_id = s.company_id), '')
        FROM staging_companies s;
      CREATE TEMP TABLE existing_sig (company_id TEXT PRIMARY KEY, id INTEGER NOT NULL, sig TEXT NOT NULL);
      CREATE TEMP TABLE touched (id INTEGER PRIMARY KEY);`);
    // The register's companies this write replaces (see ReplaceScope).
    db.prepare(
      `INSERT INTO existing_sig SELECT c.source_company_id, c.id,
         quote(c.uid) || ',' || quote(c.legal_form) || ',' || quote(c.sole_proprietorship) || ',' ||
         quote(c.legal_seat) || ',' || quote(c.canton) || ',' || quote(c.status) || ',' ||
         quote(c.registered_on) || ',' || quote(c.deleted_on) || ';' || coalesce((
           SELECT group_concat(${names}, ';' ORDER BY n.id) FROM company_names n WHERE n.company_id = c.id), '')
         FROM companies c WHERE ${this.inScope()}`,
    ).run(this.scopeParams());
    const removed = db
      .prepare(
        `INSERT OR IGNORE INTO temp.touched SELECT id FROM existing_sig
          WHERE company_id NOT IN (SELECT company_id FROM staging_companies)`,
      )
      .run().changes;
    this.sourceCounts = {
      previous: this.countBySource(
        `SELECT source, count(*) AS n FROM companies c WHERE ${this.inScope()} GROUP BY 1`,
        this.scopeParams(),
      ),
      removed: this.countBySource(
        "SELECT source, count(*) AS n FROM companies WHERE id IN (SELECT id FROM temp.touched) GROUP BY 1",
        {},
      ),
    };
    db.exec("DELETE FROM companies WHERE id IN (SELECT id FROM temp.touched)"); // names cascade
    const changed = db
      .prepare(
        `INSERT OR IGNORE INTO temp.touched SELECT e.id FROM existing_sig e
           JOIN staged_sig s ON s.company_id = e.company_id WHERE s.sig <> e.sig`,
      )
      .run().changes;
    db.exec(`DELETE FROM company_names WHERE company_id IN (
               SELECT e.id FROM existing_sig e JOIN temp.touched t ON t.id = e.id
                WHERE e.company_id IN (SELECT company_id FROM staging_companies))`);
    db.prepare(
      `UPDATE companies SET (uid, legal_form, sole_proprietorship, legal_seat, canton, status, registered_on,
                             deleted_on) = (
         SELECT s.uid, s.legal_form, s.sole, s.seat, s.canton, s.status, s.registered_on, s.deleted_on
           FROM staging_companies s WHERE s.company_id = companies.source_company_id),
         source = ?, imported_at = ?
       WHERE id IN (SELECT e.id FROM existing_sig e JOIN temp.touched t ON t.id = e.id
                     WHERE e.company_id IN (SELECT company_id FROM staging_companies))`,
    ).run(this.source, importedAt);
    // Unchanged companies that another source in scope held (a full import over the seeded
    // samples, a generation over another seed's) now belong to this write, so a later
    // source-scoped write replaces them; the index does not read `source`, so nothing is logged.
    db.prepare(
      `UPDATE companies SET source = @source WHERE source <> @source
         AND source_company_id IN (SELECT company_id FROM staging_companies)`,
    ).run({ source: this.source });
    const added = db
      .prepare(
        `INSERT INTO companies (source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status,
                                registered_on, deleted_on, source, imported_at)
         SELECT company_id, uid, legal_form, sole, seat, canton, status, registered_on, deleted_on, ?, ?
           FROM staging_companies WHERE company_id NOT IN (SELECT company_id FROM existing_sig) ORDER BY rowid`,
      )
      .run(this.source, importedAt).changes;
    db.exec(`INSERT OR IGNORE INTO temp.touched SELECT c.id FROM companies c JOIN staging_companies s
               ON c.source_company_id = s.company_id WHERE s.company_id NOT IN (SELECT company_id FROM existing_sig)`);
    const staged = db.prepare("SELECT count(*) FROM staging_companies").pluck().get() as number;
    const previous = db.prepare("SELECT count(*) FROM temp.existing_sig").pluck().get() as number;
    return { added, changed, removed, unchanged: staged - added - changed, previous };
  }

  /** Companies by source, from a query of (source, n) rows. */
  private countBySource(sql: string, params: Record<string, string>): Record<string, number> {
    const statement = this.db.prepare<unknown[], { source: string; n: number }>(sql);
    const rows = Object.keys(params).length > 0 ? statement.all(params) : statement.all();
    return Object.fromEntries(rows.map((r) => [r.source, r.n]));
  }

  /** SQL condition on `companies c`: the company is replaced by this write. */
  private inScope(): string {
    if (this.scope === "all") return "1";
    if (this.scope === "source") return "c.source = @source";
    if (this.scope === "listed")
      return "c.source_company_id IN (SELECT company_id FROM temp.staging_companies)";
    return "substr(c.source, 1, length(@family)) = @family";
  }

  private scopeParams(): Record<string, string> {
    if (this.scope === "all" || this.scope === "listed") return {};
    if (this.scope === "source") return { source: this.source };
    const colon = this.source.indexOf(":");
    return { family: colon >= 0 ? this.source.slice(0, colon + 1) : this.source };
  }

  /** Abandon the write: the register stays as it was. */
  rollback(): void {
    if (!this.open) return;
    this.open = false;
    if (this.savepoint) this.db.exec("ROLLBACK TO company_import; RELEASE company_import");
    else if (this.db.inTransaction) this.db.exec("ROLLBACK");
    this.dropStaging();
  }

  private dropStaging(): void {
    this.db.exec(`DROP TABLE IF EXISTS temp.staging_companies; DROP TABLE IF EXISTS temp.staging_names;
                  DROP TABLE IF EXISTS temp.staged_sig; DROP TABLE IF EXISTS temp.existing_sig;
                  DROP TABLE IF EXISTS temp.touched;`);
  }
}
