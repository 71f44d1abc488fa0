/** Conflict search: identical and similar registered company names (`searchConflicts`). */
export {
  COMPANY_NAME_KINDS,
  COMPANY_STATUSES,
  type CompanyDirectory,
  type CompanyFacts,
  type CompanyName,
  type CompanyNameKind,
  type CompanyRegister,
  type CompanyStatus,
  companyIndexInputs,
  type DescribedHit,
  decodeHit,
  encodeTag,
  InMemoryCompanyRegister,
  type RegisteredCompany,
  type RegisterHit,
} from "./company-register.js";
export {
  applyConflictSearchDefaults,
  type ConflictSearchRequest,
  conflictSearchIssues,
  type ResolvedConflictSearch,
  resolveConflictSearch,
} from "./conflict-search-request.js";
export type { IdentityMatch, MatchExplanation, SimilarMatch } from "./match-types.js";
export {
  type ConflictSearchPorts,
  type ConflictSearchResult,
  MIN_CORE_CHARS,
  searchConflicts,
  searchConflictsResolved,
} from "./search-conflicts.js";
