/** Request and result of `suggestAlternatives` (`POST /v1/name/alternatives`). */
import type { DomainAvailabilityResult } from "../domains/types.js";
import type { Driver, ExecutionIssue } from "../screening/combine.js";
import type { ResultState } from "../screening/decision-reasons.js";
import type { ScreeningRequest } from "../screening/types.js";
import type { Language, LegalForm, OverallStatus } from "../types.js";

/** Body of `POST /v1/name/alternatives`: a screening request plus the extras below. */
export interface AlternativesRequest extends ScreeningRequest {
  /** How many suggestions to return at most (1 to 20, default 10). */
  count?: number | undefined;
  /** Words of the name that every suggestion keeps (a brand, a family name). */
  keep?: string[] | null | undefined;
  /** Founders' surnames, usable as distinctive elements (OR 944: names may name persons). */
  surnames?: string[] | null | undefined;
}

/** How a suggestion was made; each code is documented in docs/alternatives.md. */
export const STRATEGY_CODES = [
  "replace-legal-form",
  "remove-restricted-term",
  "surname",
  "add-distinctive-element",
  "activity-word",
  "coined-variant",
  "language-version",
] as const;
export type StrategyCode = (typeof STRATEGY_CODES)[number];

/** Why a candidate was not shown, in the order the checks are read. */
export const DROP_REASONS = {
  ERROR_FLAG: "The assessment raised an ERROR flag (registry rejection likely).",
  IDENTITY_MATCH: "A legally identical company name is registered.",
  HIGH_COMPANY_CONFLICT: "A registered company name is highly similar.",
  HIGH_TRADEMARK_CONFLICT: "A highly similar trademark exists in the requested classes.",
  CHECK_INCOMPLETE: "A check of the pre-screen failed or ran out of time, so passing is not shown.",
} as const;
export type DropReason = keyof typeof DROP_REASONS;

/** A proposed name before its screening. */
export interface Candidate {
  companyName: string;
  /** Language of the name (a language version differs from the request's). */
  language: Language;
  strategy: StrategyCode;
  /** Short English reason: what changed and why it is permitted. */
  reason: string;
}

/** The screening of a name, summarised in the shape of the screening response. */
export interface ScreeningSummary {
  overallStatus: OverallStatus;
  resultState: ResultState;
  drivers: Driver[];
  primaryConcern: Driver | null;
}

/** One suggestion: a name that passed the pre-screen. */
export interface Suggestion extends Candidate {
  legalForm: LegalForm;
  screening: ScreeningSummary;
  /** Availability of the name's domains when `checks.domains` is enabled; null otherwise. */
  domains: DomainAvailabilityResult | null;
}

/** Response of `POST /v1/name/alternatives`. */
export interface AlternativesResult {
  /** The name as asked, with its own screening (why alternatives may be wanted). */
  input: { companyName: string; legalForm: LegalForm; language: Language; screening: ScreeningSummary };
  suggestions: Suggestion[];
  summary: {
    requested: number;
    returned: number;
    /** Distinct candidates screened (duplicates and the name itself are never screened). */
    candidatesTried: number;
    /** Screened candidates not shown, by reason (every reason present, zero when none). */
    dropped: Record<DropReason, number>;
  };
  /** Checks that failed (the domain check of a suggestion; the input's own screening). */
  executionIssues: (ExecutionIssue & { companyName: string })[];
  /** Set by the server (null in-process); alternatives are not stored as traces. */
  traceId: string | null;
}
