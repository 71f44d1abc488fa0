import { prepareCompanyIndex } from "../../storage/companies/index.js";
import type { Db } from "../../storage/sqlite/open.js";

/** Bring the company index up to date after a write and say how (empty for an in-memory database). */
export function companyIndexLine(db: Db, dbPath: string): string {
  const info = prepareCompanyIndex(db, dbPath);
  if (!info) return "";
  return info.source === "built"
    ? `search index: ${info.names} names, built in ${info.ms} ms (snapshot written)\n`
    : `search index: ${info.names} names, snapshot + delta of ${info.deltaCompanies} companies in ${info.ms} ms (servers apply the delta)\n`;
}
