/** Port: the restricted terms an assessment checks names against (built-in or administered). */
import type { MaybePromise } from "../maybe-promise.js";
import type { FlagCode, Severity } from "../types.js";

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
