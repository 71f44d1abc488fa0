import type { Migration } from "../migration.js";

/**
 * A content signature per company, so a write compares a staged company with the stored one
 * by one indexed lookup instead of rebuilding every stored company's content (see
 * storage/companies/signature.ts and staging.ts).
 *
 * Filled lazily: a company without a row here (every company of a database migrated from
 * before 0008) is compared against its stored rows by the next import, which then stores its
 * signature. The triggers drop a company's signature whenever its facts or names are written
 * by anything, the importer included (which writes the signature last), so a signature is
 * either current or missing: an edit behind the importer's back can never make a changed
 * company look unchanged. Updating only `source`/`imported_at` keeps it (not content).
 */
export const m0008CompanySignatures: Migration = {
  version: 8,
  name: "0008-company-signatures",
  sql: `
CREATE TABLE company_signatures (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  signature  TEXT NOT NULL
);
CREATE TRIGGER company_signature_on_company_update
  AFTER UPDATE OF id, source_company_id, uid, legal_form, sole_proprietorship, legal_seat, canton, status,
                  registered_on, deleted_on ON companies
BEGIN
  DELETE FROM company_signatures WHERE company_id IN (OLD.id, NEW.id);
END;
CREATE TRIGGER company_signature_on_name_insert AFTER INSERT ON company_names
BEGIN
  DELETE FROM company_signatures WHERE company_id = NEW.company_id;
END;
CREATE TRIGGER company_signature_on_name_update AFTER UPDATE ON company_names
BEGIN
  DELETE FROM company_signatures WHERE company_id IN (OLD.company_id, NEW.company_id);
END;
CREATE TRIGGER company_signature_on_name_delete AFTER DELETE ON company_names
BEGIN
  DELETE FROM company_signatures WHERE company_id = OLD.company_id;
END;
`,
};
