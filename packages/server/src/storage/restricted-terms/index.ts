/**
 * Restricted-term administration on SQLite: the repository behind the admin API, the audit
 * log, the seeder of built-in terms, and the adapter of the core's RestrictedTermsSource port.
 */

export type { RestrictedTermsRepository } from "../ports/restricted-terms.js";
export {
  type AdministeredTerms,
  type AdministeredTermsOptions,
  openAdministeredTerms,
} from "./administered.js";
export { type AuditEntry, type AuditLog, createAuditLog } from "./audit.js";
export { builtinSeedData } from "./builtin.js";
export {
  createRestrictedTermsRepository,
  type RepositoryOptions,
  type SqliteTermsRepository,
} from "./repository.js";
export {
  type SeedCategory,
  type SeedData,
  type SeedReport,
  type SeedTerm,
  seedRestrictedTerms,
} from "./seed.js";
export { createSqliteRestrictedTermsSource, type SqliteRestrictedTermsSource } from "./source.js";
export { requireTermKeys, type TermKeys, termKey, termKeys } from "./term-key.js";
export type * from "./types.js";
