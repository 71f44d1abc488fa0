/**
 * What the registers hold, for the start-up log and `/health`: companies and marks, how many
 * of them are generated demo rows, and where the rest came from. Counting scans the tables, so
 * the answer is cached per database until a register's version moves.
 */
import type { Db } from "../sqlite/open.js";
import { GENERATED_COMPANY_SQL, GENERATED_TRADEMARK_SQL } from "./generated-sources.js";

/** The registers' content. */
export interface RegisterStatus {
  companies: number;
  trademarks: number;
  /** Generated (synthetic) rows among them: 0 in production. */
  generated: { companies: number; trademarks: number };
  /** "empty", "demo" (generated rows present) or "imported" (real data only). */
  source: "empty" | "demo" | "imported";
}

/** The registers' content now (cached until a register's version moves). */
export function registerStatus(db: Db): RegisterStatus {
  const versions = db
    .prepare(
      "SELECT (SELECT version FROM companies_state WHERE id = 1) || ':' || (SELECT version FROM trademarks_state WHERE id = 1)",
    )
    .pluck()
    .get() as string;
  const cached = CACHE.get(db);
  if (cached && cached.versions === versions) return cached.status;
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  const companies = count("SELECT count(*) FROM companies");
  const trademarks = count("SELECT count(*) FROM trademarks");
  const generated = {
    companies: count(`SELECT count(*) FROM companies WHERE ${GENERATED_COMPANY_SQL}`),
    trademarks: count(`SELECT count(*) FROM trademarks WHERE ${GENERATED_TRADEMARK_SQL}`),
  };
  const source =
    companies + trademarks === 0
      ? "empty"
      : generated.companies + generated.trademarks > 0
        ? "demo"
        : "imported";
  const status: RegisterStatus = { companies, trademarks, generated, source };
  CACHE.set(db, { versions, status });
  return status;
}

// --- Internal helpers ---

const CACHE = new WeakMap<Db, { versions: string; status: RegisterStatus }>();

/** The start-up log line of the registers, e.g. "register: 0 companies, 0 marks, no generated data". */
export function describeRegister(status: RegisterStatus, demoData: boolean): string {
  const generated =
    status.generated.companies + status.generated.trademarks === 0
      ? "no generated data"
      : `${status.generated.companies} generated companies and ${status.generated.trademarks} generated marks (demo data)`;
  const empty =
    status.source === "empty" ? "; the register is empty: import it with `namescreen import companies`" : "";
  return `register: ${status.companies} companies, ${status.trademarks} marks, ${generated}${demoData ? "" : "; demo data off"}${empty}`;
}
