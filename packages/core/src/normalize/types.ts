/** Kinds of legal-form designation the recogniser knows. */
export type LegalFormKind =
  | "stock_corporation"
  | "limited_liability"
  | "cooperative"
  | "general_partnership"
  | "limited_partnership"
  | "partnership_limited_by_shares"
  | "investment_company" // SICAV, SICAF, KmGK, ...
  | "association"
  | "foundation"
  | "english" // Ltd, Limited, Inc, LLC, Corp, PLC, ...
  | "foreign" // GmbH & Co. KG, SARL (FR), S.p.A., B.V., ...
  | "partnership_suffix"; // & Co., & Cie, & Partner, und Söhne, ...

/** One legal-form designation found in a name. Offsets index the original string. */
export interface LegalFormMatch {
  kind: LegalFormKind;
  /** `de`/`fr`/`it`/`rm` for Swiss designations, `en` for English, `xx` for other foreign forms. */
  language: "de" | "fr" | "it" | "rm" | "en" | "xx";
  /** Canonical designation, e.g. "AG", "Sàrl", "Aktiengesellschaft", "Ltd". */
  canonical: string;
  /** The text as written in the name. */
  text: string;
  start: number;
  end: number;
  /** True when glued into another word ("AlphaAG", "BetaGmbH"): ERR_HIDDEN_LEGAL_FORM. */
  embedded: boolean;
}

/** One step of the same-as normalisation, for `explain`. */
export interface NormalizationStep {
  step: string;
  before: string;
  after: string;
}

/** Everything the engines need to know about one name's text. */
export interface NormalizedName {
  original: string;
  /** Lower case, diacritics folded (ä→a), punctuation dropped, single spaces, numbers as digits. */
  nameNorm: string;
  /** `nameNorm` without legal forms, official additions and leading articles. */
  nameCore: string;
  /** Tokens of `nameCore`, in order. */
  coreTokens: string[];
  /**
   * Same-as keys: two names are legally identical when their key sets intersect.
   * Small (1 to MAX_SAME_AS_KEYS = 8 keys), order-free (tokens sorted), with dual umlaut folding.
   */
  sameAsKeys: string[];
  legalForms: LegalFormMatch[];
  /** Official additions removed ("in Liquidation", "Zweigniederlassung Bern", ...). */
  additions: string[];
}
