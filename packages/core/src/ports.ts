/**
 * Data ports: everything the core needs from the outside world, as plain interfaces.
 * Every method may answer synchronously or with a promise (SQLite adapters are synchronous,
 * network adapters are not); the core always awaits. In-memory defaults live beside each port.
 */
import type { FlagCode, Language, LanguageVariant, LegalForm, Severity } from "./types.js";

export type MaybePromise<T> = T | Promise<T>;

/** Time source, injectable so tests and traces are deterministic. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; used for per-check time budgets. Without it, budgets are not enforced. */
  sleep?(ms: number): Promise<void>;
}

// --- Restricted terms -------------------------------------------------------------------

/**
 * How a term matches a name, after the same normalisation as names:
 * - `whole_word`: equals one word of the name ("bank" in "Alpha Bank AG", not in "Bankett")
 * - `word_prefix`: starts a word ("univers" in "Universität")
 * - `compound`: whole word or a component of a compound word ("bank" in "Privatbank"),
 *   minus the term's listed exceptions ("Datenbank", "Sandbank")
 * - `phrase`: a sequence of whole words ("rotes kreuz")
 */
export type MatchMode = "whole_word" | "word_prefix" | "compound" | "phrase";
export const MATCH_MODES: readonly MatchMode[] = ["whole_word", "word_prefix", "compound", "phrase"];

export interface RestrictedTermCategory {
  code: string;
  name: string;
  /** The flag a match in this category raises. */
  flagCode: FlagCode;
  defaultSeverity: Severity;
  matchMode: MatchMode;
  ruleRef: string | null;
  isActive: boolean;
}

export interface RestrictedTerm {
  id: number | string;
  categoryCode: string;
  term: string;
  languageCode: string | null;
  matchModeOverride: MatchMode | null;
  severityOverride: Severity | null;
  /** Words that contain the term but are not matches (compound mode), e.g. "datenbank". */
  exceptions?: readonly string[] | undefined;
}

/** A consistent view of the active categories and terms. `version` changes whenever they change. */
export interface RestrictedTermSet {
  version: string;
  categories: readonly RestrictedTermCategory[];
  terms: readonly RestrictedTerm[];
}

export interface RestrictedTermsSource {
  /** The active terms now. Called once per assessment: keep it cheap (cache by version). */
  snapshot(): MaybePromise<RestrictedTermSet>;
}

// --- Semantic analysis ------------------------------------------------------------------

export interface SemanticInput {
  companyName: string;
  /** Normalised name core (legal form and additions removed). */
  nameCore: string;
  legalForm: LegalForm;
  language: Language;
  activityScope: string | null;
  legalSeat: string | null;
  ownerSurname: string | null;
  languageVariants: readonly LanguageVariant[];
}

/** A semantic check result; `code` is one of the semantic, translation or regulatory flags. */
export interface SemanticFinding {
  code: FlagCode;
  message: string;
  evidence: string[];
}

export interface SemanticAnalysis {
  /** Name and version of the analyser, recorded in the trace. */
  analyzer: string;
  impliedActivities: string[];
  isPurelyDescriptive: boolean;
  containsGeographicTerm: boolean;
  findings: SemanticFinding[];
}

/** Reads a name for meaning. May throw or reject: the assessment then fails open. */
export interface SemanticAnalyzer {
  analyze(input: SemanticInput): MaybePromise<SemanticAnalysis>;
}

/** The ports an assessment may use; all optional (built-in defaults apply). */
export interface AssessmentPorts {
  clock?: Clock | undefined;
  restrictedTerms?: RestrictedTermsSource | undefined;
  /**
   * Omitted: the built-in offline analyser (`createBuiltinSemanticAnalyzer`). `null` switches
   * semantic analysis off even in full mode (it then reports fail-open).
   */
  semantic?: SemanticAnalyzer | null | undefined;
}

// --- Domain availability -----------------------------------------------------------------

export type {
  DnsEvidence,
  DomainChecker,
  DomainEvidence,
  DomainLookup,
  RdapEvidence,
} from "./domains/port.js";

// --- Company register (conflict search) ---------------------------------------------------

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
} from "./search/company-register.js";

// --- Trademark register (trademark search) ------------------------------------------------

export type {
  ReadingKind,
  TrademarkGate,
  TrademarkHit,
  TrademarkMatchQuery,
  TrademarkRegister,
  TrademarkSearchPorts,
} from "./trademarks/port.js";
