/**
 * All-or-nothing writes of the company register: rows go into a TEMP staging table (one row per
 * company with its content signature, signature.ts), and `commit` applies them as a diff (unchanged companies untouched, changed ones updated in place,
 * missing ones deleted, new ones inserted, each touched one logged for the index delta, the
 * version bumped) inside the same transaction. Until then the register tables are untouched,
 * and a crash or an error at any point leaves the previous register as it was. A company's
 * `source` is that of the write that last stored it, its `imported_at` that of the write that
 * last changed it. The diff is proportional to the change: a staged company whose signature
 * equals the one stored for it (`company_signatures`, migration 0008) is unchanged without
 * reading its rows; only the others are compared with their stored rows.
 */
import type { Db } from "../sqlite/open.js";
import type { CompanyRow } from "./rows.js";
import type { CompanyFacts, NameTuple } from "./signature.js";
import { normaliseKinds, signatureOf, signaturesFromRows } from "./signature.js";

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
  private readonly stagedRun;
  private readonly restageCompany;
  private open = true;
  private lastCompanyId: string | null = null;
  private pendingFacts: CompanyFacts | null = null;
  private pendingNames: NameTuple[] = [];
  private namesStaged = 0;
  private promotedMain = 0;
  private sourceCounts: SourceCounts = { previous: {}, removed: {} };

  /** Start the transaction (or a savepoint inside the caller's) and create the staging table. */
  constructor(db: Db, options: { source: string; scope: ReplaceScope }) {
    this.db = db;
    this.source = options.source;
    this.scope = options.scope;
    this.savepoint = db.inTransaction;
    db.exec(this.savepoint ? "SAVEPOINT company_import" : "BEGIN IMMEDIATE");
    // One row per company: its facts, its signature (whose third element is its names as they
    // will be stored) and, only when normalising the kinds changed them, its names as staged.
    db.exec(`
      DROP TABLE IF EXISTS temp.staging_companies;
      DROP TABLE IF EXISTS temp.candidates;
      DROP TABLE IF EXISTS temp.rewrite;
      DROP TABLE IF EXISTS temp.touched;
      CREATE TEMP TABLE staging_companies (
        company_id TEXT PRIMARY KEY, uid TEXT, legal_form TEXT, sole INTEGER NOT NULL, seat TEXT, canton TEXT,
        status TEXT NOT NULL, registered_on TEXT, deleted_on TEXT, sig TEXT NOT NULL, staged_names TEXT);`);
    // The first rows of a company set its facts (later rows only add names).
    this.insertCompany = db.prepare<unknown[]>(
      "INSERT OR IGNORE INTO staging_companies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    this.stagedRun = db.prepare<[string], unknown[]>(
      `SELECT uid, legal_form, sole, seat, canton, status, registered_on, deleted_on, sig, staged_names
         FROM staging_companies WHERE company_id = ?`,
    );
    this.restageCompany = db.prepare<[string, string | null, string]>(
      "UPDATE staging_companies SET sig = ?, staged_names = ? WHERE company_id = ?",
    );
  }

  /** Stage one checked row. */
  add(row: CompanyRow): void {
    // Rows of one company usually come together: it is staged once, when the next one starts
    // (staging is most of a large write's time).
    if (row.companyId !== this.lastCompanyId) {
      this.flushCompany();
      this.lastCompanyId = row.companyId;
      this.pendingFacts = [
        row.uid,
        row.legalForm,
        row.soleProprietorship ? 1 : 0,
        row.seat,
        row.canton,
        row.status,
        row.registeredOn,
        row.deletedOn,
      ];
    }
    this.pendingNames.push([row.name, row.language, row.kind, row.validFrom, row.validTo]);
    this.namesStaged++;
  }

  /** Stage the company whose rows just ended; one met again after others gets these names added. */
  private flushCompany(): void {
    const companyId = this.lastCompanyId;
    const pending = this.pendingFacts;
    if (companyId === null || pending === null) return;
    const names = this.pendingNames;
    this.pendingFacts = null;
    this.pendingNames = [];
    const stored = normaliseKinds(names);
    const inserted = this.insertCompany.run(
      companyId,
      ...pending,
      signatureOf(pending, stored),
      stored === names ? null : JSON.stringify(names),
    ).changes;
    if (inserted > 0) {
      if (!names.some((n) => n[2] === "main")) this.promotedMain++;
      return;
    }
    const earlier = this.stagedRun.raw().get(companyId) as unknown[];
    const facts = earlier.slice(0, 8) as unknown as CompanyFacts;
    const before = (
      earlier[9] === null
        ? (JSON.parse(earlier[8] as string) as unknown[])[2]
        : JSON.parse(earlier[9] as string)
    ) as NameTuple[];
    const all = [...before, ...names];
    const allStored = normaliseKinds(all);
    const hadMain = before.some((n) => n[2] === "main");
    if (!hadMain && names.some((n) => n[2] === "main")) this.promotedMain--;
    this.restageCompany.run(
      signatureOf(facts, allStored),
      allStored === all ? null : JSON.stringify(all),
      companyId,
    );
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
      this.flushCompany();
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
      // The names as stored are the signature's third element, in order.
      db.prepare(
        `INSERT INTO company_names (company_id, name, language, kind, valid_from, valid_to)
           SELECT c.id, n.value ->> 0, n.value ->> 1, n.value ->> 2, n.value ->> 3, n.value ->> 4
             FROM temp.rewrite w CROSS JOIN staging_companies s ON s.company_id = w.company_id
                  CROSS JOIN companies c ON c.source_company_id = w.company_id
                  CROSS JOIN json_each(s.sig, '$[2]') n
            ORDER BY s.rowid, n.key`,
      ).run();
      // Signatures last: writing a company's names drops its signature (migration 0008).
      db.exec(`INSERT OR REPLACE INTO company_signatures (company_id, signature)
                 SELECT c.id, s.sig FROM temp.rewrite w CROSS JOIN staging_companies s ON s.company_id = w.company_id
                   CROSS JOIN companies c ON c.source_company_id = w.company_id`);
      if (diff.added + diff.changed + diff.removed > 0) {
        db.exec(`UPDATE companies_state SET version = version + 1 WHERE id = 1;
                 INSERT INTO company_changes (version, company_id)
                   SELECT (SELECT version FROM companies_state WHERE id = 1), id FROM temp.touched;`);
      }
      const totals = {
        companies: (db.prepare("SELECT count(*) FROM staging_companies").pluck().get() as number) ?? 0,
        names: this.namesStaged,
        promotedMain: this.promotedMain,
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
   * (matched by company id), leaving the ids of the touched companies in `temp.touched` and the
   * staged companies whose rows are written (changed and added) in `temp.rewrite`. A staged
   * company whose signature equals the stored one is unchanged without reading its rows; any
   * other (stored signature missing or different) is compared with its stored rows, so the
   * counts are exact whatever the stored signatures hold, and the work is proportional to the
   * change once they are filled.
   */
  private diff(importedAt: string): {
    added: number;
    changed: number;
    removed: number;
    unchanged: number;
    previous: number;
  } {
    const db = this.db;
    db.exec(`
      CREATE TEMP TABLE touched (id INTEGER PRIMARY KEY);
      CREATE TEMP TABLE rewrite (company_id TEXT PRIMARY KEY);
      CREATE TEMP TABLE candidates (company_id TEXT PRIMARY KEY, id INTEGER, sig TEXT NOT NULL);
      INSERT INTO candidates SELECT s.company_id, c.id, s.sig FROM staging_companies s
        LEFT JOIN companies c ON c.source_company_id = s.company_id
        LEFT JOIN company_signatures g ON g.company_id = c.id
       WHERE g.signature IS NOT s.sig;`);
    this.compareWithStoredRows();
    const removed = db
      .prepare(
        `INSERT OR IGNORE INTO temp.touched SELECT c.id FROM companies c
          WHERE ${this.inScope()} AND c.source_company_id NOT IN (SELECT company_id FROM staging_companies)`,
      )
      .run(this.scopeParams()).changes;
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
    const previous = Object.values(this.sourceCounts.previous).reduce((sum, n) => sum + n, 0);
    db.exec("DELETE FROM companies WHERE id IN (SELECT id FROM temp.touched)"); // names cascade
    const changed = db
      .prepare(
        `INSERT OR IGNORE INTO temp.touched SELECT k.id FROM temp.rewrite w
           CROSS JOIN temp.candidates k ON k.company_id = w.company_id WHERE k.id IS NOT NULL`,
      )
      .run().changes;
    db.exec("DELETE FROM company_names WHERE company_id IN (SELECT id FROM temp.touched)");
    db.prepare(
      `UPDATE companies SET (uid, legal_form, sole_proprietorship, legal_seat, canton, status, registered_on,
                             deleted_on) = (
         SELECT s.uid, s.legal_form, s.sole, s.seat, s.canton, s.status, s.registered_on, s.deleted_on
           FROM staging_companies s WHERE s.company_id = companies.source_company_id),
         source = ?, imported_at = ?
       WHERE id IN (SELECT id FROM temp.touched)`,
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
         SELECT s.company_id, s.uid, s.legal_form, s.sole, s.seat, s.canton, s.status, s.registered_on,
                s.deleted_on, ?, ?
           FROM temp.candidates k CROSS JOIN staging_companies s ON s.company_id = k.company_id
          WHERE k.id IS NULL ORDER BY s.rowid`,
      )
      .run(this.source, importedAt).changes;
    db.exec(`INSERT OR IGNORE INTO temp.rewrite SELECT company_id FROM temp.candidates WHERE id IS NULL;
             INSERT OR IGNORE INTO temp.touched SELECT c.id FROM temp.candidates k
               CROSS JOIN companies c ON c.source_company_id = k.company_id WHERE k.id IS NULL`);
    const staged = db.prepare("SELECT count(*) FROM staging_companies").pluck().get() as number;
    return { added, changed, removed, unchanged: staged - added - changed, previous };
  }

  /**
   * Sort the stored companies among `temp.candidates` (signature missing or different) into
   * changed ones (into `temp.rewrite`) and unchanged ones, whose signature is stored now (the
   * lazy fill of migration 0008), by signatures of their stored rows, in batches.
   */
  private compareWithStoredRows(): void {
    const db = this.db;
    const nextBatch = db.prepare<
      [number, number],
      { r: number; id: number; company_id: string; sig: string }
    >(
      `SELECT rowid AS r, id, company_id, sig FROM temp.candidates
        WHERE id IS NOT NULL AND rowid > ? ORDER BY rowid LIMIT ?`,
    );
    const storedRows = db
      .prepare<[number, number]>(
        `SELECT k.id, c.uid, c.legal_form, c.sole_proprietorship, c.legal_seat, c.canton, c.status,
                c.registered_on, c.deleted_on, n.name, n.language, n.kind, n.valid_from, n.valid_to
           FROM (SELECT rowid AS r, id FROM temp.candidates WHERE id IS NOT NULL AND rowid > ? ORDER BY rowid LIMIT ?) k
           CROSS JOIN companies c ON c.id = k.id LEFT JOIN company_names n ON n.company_id = c.id
          ORDER BY k.r, n.id`,
      )
      .raw();
    const rewrite = db.prepare<[string]>("INSERT INTO temp.rewrite VALUES (?)");
    const sign = db.prepare<[number, string]>(
      "INSERT OR REPLACE INTO company_signatures (company_id, signature) VALUES (?, ?)",
    );
    const BATCH = 20_000;
    for (let after = 0; ; ) {
      const batch = nextBatch.all(after, BATCH);
      if (batch.length === 0) break;
      const stored = signaturesFromRows(storedRows.all(after, BATCH) as unknown[][]);
      for (const k of batch) {
        if (stored.get(k.id) === k.sig) sign.run(k.id, k.sig);
        else rewrite.run(k.company_id);
      }
      after = batch[batch.length - 1]?.r ?? after;
    }
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
    this.db.exec(`DROP TABLE IF EXISTS temp.staging_companies; DROP TABLE IF EXISTS temp.candidates;
                  DROP TABLE IF EXISTS temp.rewrite; DROP TABLE IF EXISTS temp.touched;`);
  }
}
