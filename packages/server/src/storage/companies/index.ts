/** The company register in SQLite: import, generation, seeding and the conflict search service. */
export { type GeneratedCompaniesSummary, storeCompanies, storeGeneratedCompanies } from "./generated.js";
export {
  COMPANY_FILE_FORMATS,
  type CompanyFileFormat,
  CompanyImportError,
  type CompanyImportOptions,
  type CompanyImportSummary,
  companyFormatFromName,
  importCompanies,
} from "./importer.js";
export { type CompanyStore, createCompanyStore } from "./repository.js";
export { COMPANY_COLUMNS, type CompanyRow, checkCompanyRow, normaliseUid } from "./rows.js";
export {
  type CompanyIndexInfo,
  type CompanySearchService,
  type CompanyServiceOptions,
  companySnapshotPath,
  createCompanySearchService,
  prepareCompanyIndex,
} from "./search-service.js";
export { COMPANY_SAMPLES, companySeeder, DEFAULT_GENERATED_COMPANIES } from "./seed.js";
export { type ReplaceScope, type SourceCounts, StagedCompanies, type StagedTotals } from "./staging.js";
