/**
 * Data ports: everything the core needs from the outside world, as plain interfaces. A barrel
 * over the port files of each feature (types only, so it cannot take part in an import cycle).
 * Every method may answer synchronously or with a promise; the core always awaits. In-memory
 * defaults live beside each port.
 */
export type { AssessmentPorts } from "./assessment/ports.js";
export type { Clock } from "./clock.js";
export type {
  CompanyDirectory,
  CompanyFacts,
  CompanyName,
  CompanyNameKind,
  CompanyRegister,
  CompanyStatus,
  DescribedHit,
  RegisteredCompany,
  RegisterHit,
} from "./conflicts/company-register.js";
export type {
  DnsEvidence,
  DomainChecker,
  DomainEvidence,
  DomainLookup,
  RdapEvidence,
} from "./domains/port.js";
export type { MaybePromise } from "./maybe-promise.js";
export type { RecordDirectory } from "./registers/record-directory.js";
export type {
  SemanticAnalysis,
  SemanticAnalyzer,
  SemanticFinding,
  SemanticInput,
} from "./semantic/port.js";
export type {
  MatchMode,
  RestrictedTerm,
  RestrictedTermCategory,
  RestrictedTermSet,
  RestrictedTermsSource,
} from "./terms/port.js";
export type {
  ReadingKind,
  TrademarkGate,
  TrademarkHit,
  TrademarkMatchQuery,
  TrademarkRegister,
  TrademarkSearchPorts,
} from "./trademarks/port.js";
