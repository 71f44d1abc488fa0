/**
 * Removing the generated demo data from an existing database (`namescreen generate remove`):
 * every generated company and mark, and nothing else, in one transaction. The writes go through
 * the registers' change logs (the company staging commit, the trademark triggers), so a running
 * server's indexes follow without a restart.
 */
import { StagedCompanies } from "../companies/staging.js";
import type { Db } from "../sqlite/open.js";
import {
  GENERATED_COMPANY_SOURCE_PREFIX,
  GENERATED_COMPANY_SQL,
  GENERATED_TRADEMARK_SQL,
} from "./generated-sources.js";

/** What was removed. */
export interface RemovedGenerated {
  companies: number;
  names: number;
  trademarks: number;
}

/** Remove every generated company and mark. */
export function removeGeneratedData(db: Db): RemovedGenerated {
  return db
    .transaction((): RemovedGenerated => {
      const names = db
        .prepare(
          `SELECT count(*) FROM company_names WHERE company_id IN (SELECT id FROM companies WHERE ${GENERATED_COMPANY_SQL})`,
        )
        .pluck()
        .get() as number;
      // An empty write over the "generated:" family: the diff removes (and logs) all of it.
      const staged = new StagedCompanies(db, { source: GENERATED_COMPANY_SOURCE_PREFIX, scope: "family" });
      const companies = staged.commit(new Date().toISOString()).removed;
      const trademarks = db.prepare(`DELETE FROM trademarks WHERE ${GENERATED_TRADEMARK_SQL}`).run().changes;
      return { companies, names, trademarks };
    })
    .immediate();
}
