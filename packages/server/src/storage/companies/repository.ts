/**
 * Reading the company register from SQLite: company facts by row id (the index's record
 * number), every name for building the index (streamed), and the names of the companies changed
 * since a version (the index delta).
 */
import type {
  CompanyFacts,
  CompanyNameKind,
  CompanyStatus,
  IndexInput,
  VariantLanguage,
} from "@namescreen/core";
import { encodeTag } from "@namescreen/core";
import type { CompanyRowsPort } from "../ports/registers.js";
import type { Db } from "../sqlite/open.js";
import { readMany } from "../sqlite/read-many.js";

/** Read access to the company tables: the company-rows port, answered synchronously. */
export interface CompanyStore extends CompanyRowsPort {
  /** Number of companies and names. */
  counts(): { companies: number; names: number };
  /** Facts of the company with this row id (the index's record number). */
  get(rowId: number): CompanyFacts | undefined;
  /** Facts of several companies in one read, in the order asked. */
  getMany(rowIds: readonly number[]): (CompanyFacts | undefined)[];
  /** Index inputs of every name, by company row id then name row id, streamed from SQLite. */
  indexInputs(): Iterable<IndexInput>;
  /** Index inputs of the current names of the companies changed after register `version`. */
  changedInputs(version: number): IndexInput[];
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
  const countStmt = db.prepare<[], { companies: number; names: number }>(
    "SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM company_names) AS names",
  );
  const getStmt = db.prepare<[number], CompanyDbRow>(
    `SELECT source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status
       FROM companies WHERE id = ?`,
  );
  const select = `SELECT n.company_id, n.name, n.language, n.kind, c.status, c.sole_proprietorship AS sole
                    FROM company_names n JOIN companies c ON c.id = n.company_id`;
  const namesStmt = db.prepare<[], NameRow>(`${select} ORDER BY n.company_id, n.id`);
  const changedStmt = db.prepare<[number], NameRow>(
    `${select} WHERE n.company_id IN (SELECT company_id FROM company_changes WHERE version > ?)
      ORDER BY n.company_id, n.id`,
  );
  const get = (rowId: number): CompanyFacts | undefined => {
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
  };
  return {
    counts: () => countStmt.get() ?? { companies: 0, names: 0 },
    get,
    getMany: readMany(db, get),
    *indexInputs() {
      for (const r of namesStmt.iterate()) yield inputOf(r);
    },
    changedInputs: (version) => changedStmt.all(version).map(inputOf),
  };
}

interface NameRow {
  company_id: number;
  name: string;
  language: VariantLanguage | null;
  kind: CompanyNameKind;
  status: CompanyStatus;
  sole: number;
}

function inputOf(r: NameRow): IndexInput {
  return { record: r.company_id, tag: encodeTag(r.kind, r.status, r.sole === 1, r.language), text: r.name };
}
