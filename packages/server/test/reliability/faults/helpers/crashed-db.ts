/**
 * Reading a database a killed process left behind, the way the next process would: a plain
 * connection (no migrations, nothing written first), which recovers the WAL on open.
 */
import Database from "better-sqlite3";

/** What the next process finds in the file. */
export interface CrashedDbState {
  /** `PRAGMA integrity_check` rows joined ("ok" when sound). */
  integrity: string;
  /** Rows of `PRAGMA foreign_key_check`. */
  foreignKeyProblems: number;
  /** The company register as "company_id name" lines, sorted. */
  companyNames: string[];
  companiesVersion: number;
  /**
   * The highest version in the change log (equals `companiesVersion` when consistent, unless
   * the log was pruned: see `changeLogFloor`).
   */
  lastChangeVersion: number | null;
  /** Log rows at or below this version may be gone (pruned once an index snapshot was saved). */
  changeLogFloor: number;
  /** Stored traces: id and whether the stored response is whole JSON naming that id. */
  traces: { traceId: string; whole: boolean }[];
}

/** Open `path`, read its state and close it again. */
export function readCrashedDb(path: string): CrashedDbState {
  const db = new Database(path);
  try {
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join("; ");
    const foreignKeyProblems = (db.pragma("foreign_key_check") as unknown[]).length;
    const companyNames = db
      .prepare("SELECT company_id || ' ' || name FROM company_names ORDER BY company_id, name")
      .pluck()
      .all() as string[];
    const { version: companiesVersion, floor: changeLogFloor } = db
      .prepare("SELECT version, log_floor AS floor FROM companies_state WHERE id = 1")
      .get() as { version: number; floor: number };
    const lastChangeVersion = db.prepare("SELECT max(version) FROM company_changes").pluck().get() as
      | number
      | null;
    const traces = (db.prepare("SELECT trace_id, response FROM traces").all() as Row[]).map((r) => ({
      traceId: r.trace_id,
      whole: _namesItself(r),
    }));
    return {
      integrity,
      foreignKeyProblems,
      companyNames,
      companiesVersion,
      lastChangeVersion,
      changeLogFloor,
      traces,
    };
  } finally {
    db.close();
  }
}

// --- Internal helpers ---

interface Row {
  trace_id: string;
  response: string;
}

/** The stored response parses and carries its own trace id (no torn row). */
function _namesItself(row: Row): boolean {
  try {
    return JSON.stringify(JSON.parse(row.response)).includes(row.trace_id);
  } catch {
    return false;
  }
}
