/** Port: the semantic analyser an assessment consults at check level "full" (fails open). */
import type { MaybePromise } from "../maybe-promise.js";
import type { FlagCode, Language, LanguageVariant, LegalForm } from "../types.js";

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
