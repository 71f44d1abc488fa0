import { prepareCompanyIndex } from "../../storage/companies/index.js";
import type { SnapshotProblem } from "../../storage/indexed-register/index.js";
import type { Db } from "../../storage/sqlite/open.js";

/**
 * Bring the company index up to date after a write and say how (empty for an in-memory
 * database). A snapshot that could not be written, or one that was stale or damaged and rebuilt,
 * is said too: "snapshot written" under a failed write sent operators looking elsewhere.
 */
export function companyIndexLine(db: Db, dbPath: string): string {
  const problems: SnapshotProblem[] = [];
  const info = prepareCompanyIndex(db, dbPath, (problem) => problems.push(problem));
  if (!info) return "";
  const notes = problems
    .filter((p) => p.kind === "unusable")
    .map((p) => `  ${p.path}: ${p.reason}; rebuilt\n`);
  const failed = problems.find((p) => p.kind === "not-saved");
  const line =
    info.source !== "built"
      ? `search index: ${info.names} names, snapshot + delta of ${info.deltaCompanies} companies in ${info.ms} ms (servers apply the delta)\n`
      : failed
        ? `search index: ${info.names} names, built in ${info.ms} ms; the snapshot could not be written: ${failed.reason} (the next start rebuilds the index)\n`
        : `search index: ${info.names} names, built in ${info.ms} ms (snapshot written)\n`;
  return `${notes.join("")}${line}`;
}
