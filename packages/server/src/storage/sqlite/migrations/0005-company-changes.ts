import type { Migration } from "../migration.js";

/**
 * The company change log: every company an import or generation adds, changes or removes is
 * logged with the register version that did it, so a server holding an index of an older
 * version applies only those companies as a delta (see storage/companies/index-adapter.ts).
 *
 * `log_floor`: log rows at or below it may be gone (pruned after a full index rebuild, or from
 * before this migration), so an index older than the floor cannot be brought up to date from
 * the log and is rebuilt or reloaded from a newer snapshot instead.
 */
export const m0005CompanyChanges: Migration = {
  version: 5,
  name: "0005-company-changes",
  sql: `
CREATE TABLE company_changes (
  version    INTEGER NOT NULL,
  company_id INTEGER NOT NULL,
  PRIMARY KEY (version, company_id)
) WITHOUT ROWID;
ALTER TABLE companies_state ADD COLUMN log_floor INTEGER NOT NULL DEFAULT 0;
UPDATE companies_state SET log_floor = version;
`,
};
