/**
 * Request and result types of the NameScreen interface contract (interface-spec 1.1.0).
 * Field names and enum values here are the stable contract; do not rename them.
 */

/** `legalForm` of a request. */
export type LegalForm = "stock_corporation" | "limited_liability" | "sole_proprietorship";
export const LEGAL_FORMS: readonly LegalForm[] = [
  "stock_corporation",
  "limited_liability",
  "sole_proprietorship",
];

/** Request `language` (the contract's enum). */
export type Language = "de" | "fr" | "it" | "en";
export const LANGUAGES: readonly Language[] = ["de", "fr", "it", "en"];

/** Language of a `languageVariants` element: the four request languages plus Romansh, a national language. */
export type VariantLanguage = Language | "rm";
export const VARIANT_LANGUAGES: readonly VariantLanguage[] = ["de", "fr", "it", "en", "rm"];

export type CheckLevel = "basic" | "full";
export const CHECK_LEVELS: readonly CheckLevel[] = ["basic", "full"];

export type RiskProfile = "balanced" | "conservative" | "relaxed";
export const RISK_PROFILES: readonly RiskProfile[] = ["balanced", "conservative", "relaxed"];

/** Risk of a conflict or trademark match; `minRisk` is inclusive of the level and higher. */
export type RiskLevel = "High" | "Medium" | "Low";
export const RISK_LEVELS: readonly RiskLevel[] = ["High", "Medium", "Low"];

export type Severity = "INFO" | "WARNING" | "ERROR";
export const SEVERITIES: readonly Severity[] = ["INFO", "WARNING", "ERROR"];

export type FlagCategory = "SYNTAX" | "LEGAL_FORM" | "GEOGRAPHIC" | "TRANSLATION" | "SEMANTIC" | "REGULATORY";

export type OverallStatus =
  | "CLEAR_TO_FILE"
  | "MINOR_RISKS_DETECTED"
  | "MANUAL_REVIEW_ADVISED"
  | "REGISTRY_REJECTION_LIKELY";

/** The 25 flag codes of the contract's check table. */
export const FLAG_CODES = [
  "ERR_PROHIBITED_SYMBOL",
  "ERR_INVALID_PUNCTUATION",
  "ERR_MULTIPLE_SPACES",
  "ERR_NON_LATIN_CHARACTERS",
  "ERR_MISSING_LEGAL_FORM",
  "ERR_MULTIPLE_LEGAL_FORMS",
  "ERR_HIDDEN_LEGAL_FORM",
  "ERR_ENGLISH_LEGAL_FORM_PRIMARY",
  "ERR_INVALID_SOLE_PROP_SUFFIX",
  "ERR_STANDALONE_GEOGRAPHY",
  "WARN_SEAT_MISMATCH",
  "WARN_ORIGIN_INDICATION",
  "ERR_TRANSLATION_MISMATCH",
  "ERR_TRANSLATION_UNTRANSLATABLE",
  "WARN_PURELY_DESCRIPTIVE",
  "WARN_DECEPTIVE_PURPOSE",
  "WARN_FINREG_LICENSE_REQUIRED",
  "WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY",
  "WARN_GAMBLING_TERMS_GSG",
  "WARN_HEALTH_APOTHEKE_HMG",
  "WARN_HEALTH_CLAIM_HMG",
  "WARN_HFKG_ACCREDITATION_REQUIRED",
  "WARN_OFFICIAL_DESIGNATION",
  "ERR_PROTECTED_INTL_ORG_STRICT",
  "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/** One element of `languageVariants`: another registered language version of the primary name. */
export interface LanguageVariant {
  language: VariantLanguage;
  companyName: string;
}

/** Body of `POST /v1/name/assessment`. */
export interface AssessmentRequest {
  companyName: string;
  legalForm: LegalForm;
  language: Language;
  activityScope?: string | null | undefined;
  ownerSurname?: string | null | undefined;
  legalSeat?: string | null | undefined;
  languageVariants?: LanguageVariant[] | null | undefined;
  checkLevel?: CheckLevel | undefined;
  riskProfile?: RiskProfile | undefined;
}

export interface Flag {
  code: FlagCode;
  severity: Severity;
  category: FlagCategory;
  message: string;
}

export interface SemanticContext {
  impliedActivities: string[];
  isPurelyDescriptive: boolean;
  containsGeographicTerm: boolean;
}

export interface AssessmentMetadata {
  processingTimeMs: number;
  semanticFailOpen: boolean;
  /** Set by the server when the assessment is stored as a trace. */
  traceId?: string;
}

/** Response of `POST /v1/name/assessment`. */
export interface AssessmentResult {
  assessment: {
    companyName: string;
    overallStatus: OverallStatus;
    clientProfileApplied: RiskProfile;
  };
  flags: Flag[];
  semanticContext: SemanticContext | null;
  metadata: AssessmentMetadata;
}

/** What a check step did, for the stored trace and the trace comparison. */
export type StepOutcome = "not_run" | "pass" | Severity | "failed_open";

export interface CheckStep {
  /** Stable id, e.g. `syntax.symbols`; never renamed once published. */
  stepId: string;
  ran: boolean;
  triggered: boolean;
  outcome: StepOutcome;
  /** Flag codes this step raised. */
  flags: FlagCode[];
  /** Short machine-readable evidence (matched tokens, terms, ...). */
  evidence: string[];
}

/** Why an assessment came out as it did: the `explanation` object of a stored trace. */
export interface AssessmentExplanation {
  engineVersion: string;
  normalizationVersion: string;
  checkLevel: CheckLevel;
  riskProfile: RiskProfile;
  nameNorm: string;
  nameCore: string;
  steps: CheckStep[];
  /** Step ids whose flags carry the highest mapped severity (they decided the status). */
  decisiveChecks: string[];
  overallStatus: OverallStatus;
}

/** What `assess()` returns: the contract's result plus its explanation. */
export interface Assessed {
  result: AssessmentResult;
  explanation: AssessmentExplanation;
}
