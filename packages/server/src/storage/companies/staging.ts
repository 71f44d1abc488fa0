/**
 * All-or-nothing writes of the company register: rows go into TEMP staging tables, and
 * `commit` swaps them in (delete the replaced companies, insert the staged ones, bump the
 * version) inside the same transaction. Until then the register tables are untouched, and a
 * crash or an error at any point leaves the previous register as it was.
 */
import type { Db } from "../sqlite/open.js";
import type { CompanyRow } from "./rows.js";

/** Which companies a write replaces: the whole register, or those of its own source. */
export type ReplaceScope = "all" | "source";

/** What a committed write stored. */
export interface StagedTotals {
  companies: number;
  names: number;
  /** Companies without a row of kind `main` whose first name was promoted to main. */
  promotedMain: number;
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
    this.insertCompany = db.prepare(
      `INSERT OR IGNORE INTO staging_companies VALUES
        (@companyId, @uid, @legalForm, @sole, @seat, @canton, @status, @registeredOn, @deletedOn)`,
    );
    this.insertName = db.prepare(
      "INSERT INTO staging_names VALUES (@companyId, @name, @language, @kind, @validFrom, @validTo)",
    );
  }

  /** Stage one checked row. */
  add(row: CompanyRow): void {
    this.insertCompany.run({ ...row, sole: row.soleProprietorship ? 1 : 0 });
    this.insertName.run(row);
  }

  /** Swap the staged rows in and commit. Throws (after rolling back) when a company id is taken by another source. */
  commit(importedAt: string): StagedTotals {
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
      if (this.scope === "all") {
        db.exec("DELETE FROM company_names; DELETE FROM companies;");
      } else {
        db.prepare(
          "DELETE FROM company_names WHERE company_id IN (SELECT id FROM companies WHERE source = ?)",
        ).run(this.source);
        db.prepare("DELETE FROM companies WHERE source = ?").run(this.source);
        const taken = db
          .prepare<[], { company_id: string; source: string }>(
            `SELECT s.company_id, c.source FROM staging_companies s
               JOIN companies c ON c.source_company_id = s.company_id LIMIT 1`,
          )
          .get();
        if (taken)
          throw new Error(`company_id ${taken.company_id} already exists from source "${taken.source}"`);
      }
      const companies = db
        .prepare(
          `INSERT INTO companies (source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status,
                                  registered_on, deleted_on, source, imported_at)
           SELECT company_id, uid, legal_form, sole, seat, canton, status, registered_on, deleted_on, ?, ?
             FROM staging_companies ORDER BY rowid`,
        )
        .run(this.source, importedAt).changes;
      const names = db
        .prepare(
          `INSERT INTO company_names (company_id, name, language, kind, valid_from, valid_to)
           SELECT c.id, s.name, s.language, s.kind, s.valid_from, s.valid_to
             FROM staging_names s JOIN companies c ON c.source_company_id = s.company_id ORDER BY s.rowid`,
        )
        .run().changes;
      db.exec("UPDATE companies_state SET version = version + 1 WHERE id = 1");
      this.dropStaging();
      db.exec(this.savepoint ? "RELEASE company_import" : "COMMIT");
      this.open = false;
      return { companies, names, promotedMain };
    } catch (error) {
      this.rollback();
      throw error;
    }
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
    this.db.exec("DROP TABLE IF EXISTS temp.staging_companies; DROP TABLE IF EXISTS temp.staging_names;");
  }
}
