import type { Migration } from "../migration.js";

/**
 * The company register: one row per company and one per registered name (main name, language
 * versions, former names), plus a one-row change counter.
 *
 * An import replaces the whole register in one transaction (staging tables, then a swap; see
 * storage/companies/importer.ts), so a failed or interrupted import leaves the previous register.
 * Every writer bumps `companies_state.version` in the same transaction, so each server process
 * notices a change with one tiny query and rebuilds (or reloads) its index.
 */
export const m0002Companies: Migration = {
  version: 2,
  name: "0002-companies",
  sql: `
CREATE TABLE companies (
  id                  INTEGER PRIMARY KEY,
  source_company_id   TEXT NOT NULL UNIQUE,
  uid                 TEXT,
  legal_form          TEXT,
  sole_proprietorship INTEGER NOT NULL DEFAULT 0 CHECK (sole_proprietorship IN (0, 1)),
  legal_seat          TEXT,
  canton              TEXT,
  status              TEXT NOT NULL CHECK (status IN ('active', 'in_liquidation', 'deleted')),
  registered_on       TEXT,
  deleted_on          TEXT,
  source              TEXT NOT NULL,
  imported_at         TEXT NOT NULL
);
CREATE INDEX companies_uid ON companies(uid);

CREATE TABLE company_names (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  language    TEXT CHECK (language IS NULL OR language IN ('de', 'fr', 'it', 'rm', 'en')),
  kind        TEXT NOT NULL CHECK (kind IN ('main', 'variant', 'former')),
  valid_from  TEXT,
  valid_to    TEXT
);
CREATE INDEX company_names_company ON company_names(company_id);

CREATE TABLE companies_state (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  epoch   TEXT NOT NULL,
  version INTEGER NOT NULL
);
INSERT INTO companies_state (id, epoch, version) VALUES (1, lower(hex(randomblob(8))), 0);
`,
};
