/**
 * Reading the company register from SQLite: its change version, company facts by row id (the
 * index's record number), and every name for building the index.
 */
import type {
  CompanyFacts,
  CompanyNameKind,
  CompanyStatus,
  IndexInput,
  VariantLanguage,
} from "@namescreen/core";
import { encodeTag } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";

/** Read access to the company tables. */
export interface CompanyStore {
  /** Changes whenever the register changes ("<epoch>:<counter>"). */
  version(): string;
  /** Number of companies and names. */
  counts(): { companies: number; names: number };
  /** Facts of the company with this row id (the index's record number). */
  get(rowId: number): CompanyFacts | undefined;
  /** Index inputs of every name, by company row id then name row id. */
  indexInputs(): IndexInput[];
}

interface CompanyDbRow {
  source_company_id: string;
  uid: string | null;
  legal_form: string | null;
  sole_proprietorship: number;
  legal_seat: string | null;
  canton: string | null;
  status: CompanyStatus;
}

/** Create the store over an open, migrated database. */
export function createCompanyStore(db: Db): CompanyStore {
  const versionStmt = db.prepare<[], { epoch: string; version: number }>(
    "SELECT epoch, version FROM companies_state WHERE id = 1",
  );
  const countStmt = db.prepare<[], { companies: number; names: number }>(
    "SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM company_names) AS names",
  );
  const getStmt = db.prepare<[number], CompanyDbRow>(
    `SELECT source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status
       FROM companies WHERE id = ?`,
  );
  const namesStmt = db.prepare<
    [],
    {
      company_id: number;
      name: string;
      language: VariantLanguage | null;
      kind: CompanyNameKind;
      status: CompanyStatus;
      sole: number;
    }
  >(
    `SELECT n.company_id, n.name, n.language, n.kind, c.status, c.sole_proprietorship AS sole
       FROM company_names n JOIN companies c ON c.id = n.company_id
      ORDER BY n.company_id, n.id`,
  );
  return {
    version() {
      const row = versionStmt.get();
      return row ? `${row.epoch}:${row.version}` : "none";
    },
    counts: () => countStmt.get() ?? { companies: 0, names: 0 },
    get(rowId) {
      const r = getStmt.get(rowId);
      if (!r) return undefined;
      return {
        id: r.source_company_id,
        uid: r.uid,
        legalForm: r.legal_form,
        soleProprietorship: r.sole_proprietorship === 1,
        legalSeat: r.legal_seat,
        canton: r.canton,
        status: r.status,
      };
    },
    indexInputs() {
      const out: IndexInput[] = [];
      for (const r of namesStmt.iterate()) {
        out.push({
          record: r.company_id,
          tag: encodeTag(r.kind, r.status, r.sole === 1, r.language),
          text: r.name,
        });
      }
      return out;
    },
  };
}
