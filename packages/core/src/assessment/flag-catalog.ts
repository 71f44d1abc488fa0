/**
 * The flag catalog: every flag code with its category, default severity, English description
 * and legal basis. The engine, the screening catalog endpoint and docs/rules.md all read this.
 */
import type { FlagCategory, FlagCode, RiskProfile, Severity } from "../types.js";

export interface FlagDefinition {
  code: FlagCode;
  category: FlagCategory;
  defaultSeverity: Severity;
  /** Needs `checkLevel=full` (semantic and translation checks). */
  semantic: boolean;
  description: string;
  legalBasis: string;
}

const def = (
  code: FlagCode,
  category: FlagCategory,
  defaultSeverity: Severity,
  description: string,
  legalBasis: string,
  semantic = false,
): FlagDefinition => ({ code, category, defaultSeverity, semantic, description, legalBasis });

/** Sorted by code. */
export const FLAG_CATALOG: Readonly<Record<FlagCode, FlagDefinition>> = {
  ERR_ENGLISH_LEGAL_FORM_PRIMARY: def(
    "ERR_ENGLISH_LEGAL_FORM_PRIMARY",
    "LEGAL_FORM",
    "ERROR",
    "The name carries an English or foreign legal form without a Swiss designation in a national language.",
    "HRegV art. 116a; OR art. 950",
  ),
  ERR_HIDDEN_LEGAL_FORM: def(
    "ERR_HIDDEN_LEGAL_FORM",
    "LEGAL_FORM",
    "ERROR",
    "A legal-form designation is glued into another word, so the legal form is not clearly indicated.",
    "OR art. 950; HRegV art. 116a",
  ),
  ERR_INVALID_PUNCTUATION: def(
    "ERR_INVALID_PUNCTUATION",
    "SYNTAX",
    "ERROR",
    "The punctuation is not admissible: leading or repeated punctuation, unbalanced brackets or quotes.",
    "EHRA directive 2021, spelling of the name",
  ),
  ERR_INVALID_SOLE_PROP_SUFFIX: def(
    "ERR_INVALID_SOLE_PROP_SUFFIX",
    "LEGAL_FORM",
    "ERROR",
    "A sole proprietorship name suggests a company or partnership, or lacks the owner's family name.",
    "OR art. 945",
  ),
  ERR_MISSING_LEGAL_FORM: def(
    "ERR_MISSING_LEGAL_FORM",
    "LEGAL_FORM",
    "ERROR",
    "The legal form is missing, unrecognisable, or does not match the requested legal form.",
    "OR art. 950; HRegV art. 116a and Annex 2",
  ),
  ERR_MULTIPLE_LEGAL_FORMS: def(
    "ERR_MULTIPLE_LEGAL_FORMS",
    "LEGAL_FORM",
    "ERROR",
    "The name indicates more than one legal form.",
    "OR art. 950; EHRA directive 2021 (names that cause uncertainty about the legal form)",
  ),
  ERR_MULTIPLE_SPACES: def(
    "ERR_MULTIPLE_SPACES",
    "SYNTAX",
    "ERROR",
    "The name has more than one space between characters, or leading, trailing or non-standard spaces.",
    "EHRA directive 2021, spelling of the name",
  ),
  ERR_NON_LATIN_CHARACTERS: def(
    "ERR_NON_LATIN_CHARACTERS",
    "SYNTAX",
    "ERROR",
    "The name contains letters outside the Latin alphabet (including look-alike homoglyphs).",
    "EHRA directive 2021; BGE 106 II 58",
  ),
  ERR_PROHIBITED_SYMBOL: def(
    "ERR_PROHIBITED_SYMBOL",
    "SYNTAX",
    "ERROR",
    "The name contains a symbol that cannot be registered (§, %, $, @, #, *, emoji, ™, ®, ...).",
    "EHRA directive 2021, spelling of the name",
  ),
  ERR_PROTECTED_INTL_ORG_STRICT: def(
    "ERR_PROTECTED_INTL_ORG_STRICT",
    "REGULATORY",
    "ERROR",
    "The name uses the name or an unambiguous acronym of a protected international organisation.",
    "SR 232.23 art. 1-3; SR 232.22 (Red Cross); EHRA Praxismitteilung 2/21",
  ),
  ERR_STANDALONE_GEOGRAPHY: def(
    "ERR_STANDALONE_GEOGRAPHY",
    "GEOGRAPHIC",
    "ERROR",
    "The name core consists only of a geographic designation.",
    "OR art. 944; EHRA directive 2021 (geographic designations)",
  ),
  ERR_TRANSLATION_MISMATCH: def(
    "ERR_TRANSLATION_MISMATCH",
    "TRANSLATION",
    "ERROR",
    "A language version of the name does not say the same as the primary name.",
    "EHRA directive 2021 (names in several languages); BGE 106 II 58",
    true,
  ),
  ERR_TRANSLATION_UNTRANSLATABLE: def(
    "ERR_TRANSLATION_UNTRANSLATABLE",
    "TRANSLATION",
    "ERROR",
    "A language version translates an element that must stay identical (surname, fantasy element) or changes the legal form.",
    "EHRA directive 2021 (names in several languages); HRegV art. 116a",
    true,
  ),
  WARN_DECEPTIVE_PURPOSE: def(
    "WARN_DECEPTIVE_PURPOSE",
    "SEMANTIC",
    "WARNING",
    "The name implies activities that the declared purpose does not cover.",
    "OR art. 944 para. 1; EHRA directive 2021 ch. 2.1.1.1",
    true,
  ),
  WARN_FINREG_LICENSE_REQUIRED: def(
    "WARN_FINREG_LICENSE_REQUIRED",
    "REGULATORY",
    "WARNING",
    "The name uses banking or investment wording reserved to institutions licensed by the financial regulator.",
    "BankG art. 1 para. 4, art. 15; KAG art. 12; FINIG art. 16",
  ),
  WARN_GAMBLING_TERMS_GSG: def(
    "WARN_GAMBLING_TERMS_GSG",
    "REGULATORY",
    "WARNING",
    "The name uses gambling wording (casino, lottery, betting) that points to a licensed activity.",
    "BGS (SR 935.51); EHRA directive 2021 ch. 2.1.1.2",
  ),
  WARN_HEALTH_APOTHEKE_HMG: def(
    "WARN_HEALTH_APOTHEKE_HMG",
    "REGULATORY",
    "WARNING",
    "The name uses pharmacy or drugstore wording that needs a cantonal operating licence.",
    "HMG (SR 812.21) with cantonal health law",
  ),
  WARN_HEALTH_CLAIM_HMG: def(
    "WARN_HEALTH_CLAIM_HMG",
    "REGULATORY",
    "WARNING",
    "The name implies a health or healing claim.",
    "HMG (SR 812.21); OR art. 944 para. 1",
    true,
  ),
  WARN_HFKG_ACCREDITATION_REQUIRED: def(
    "WARN_HFKG_ACCREDITATION_REQUIRED",
    "REGULATORY",
    "WARNING",
    "The name uses a designation reserved to accredited higher-education institutions.",
    "HFKG art. 62 (SR 414.20)",
  ),
  WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY: def(
    "WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY",
    "REGULATORY",
    "WARNING",
    "The name implies a regulated financial activity without using a reserved term.",
    "BankG art. 1; FINIG art. 16; OR art. 944 para. 1",
    true,
  ),
  WARN_OFFICIAL_DESIGNATION: def(
    "WARN_OFFICIAL_DESIGNATION",
    "REGULATORY",
    "WARNING",
    "The name uses an official or state designation (Confederation, federal, cantonal, ...).",
    "WSchG art. 6, 8, 9 (SR 232.21)",
  ),
  WARN_ORIGIN_INDICATION: def(
    "WARN_ORIGIN_INDICATION",
    "GEOGRAPHIC",
    "WARNING",
    "The name uses national or scope wording (Swiss, Helvetia, International, ...) that may mislead about origin.",
    "OR art. 944 para. 2; MSchG art. 47 ff.",
  ),
  WARN_PROTECTED_INTL_ORG_AMBIGUOUS: def(
    "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
    "REGULATORY",
    "WARNING",
    "The name contains an acronym of a protected international organisation that is also an ordinary word.",
    "SR 232.23; EHRA Praxismitteilung 2/21",
  ),
  WARN_PURELY_DESCRIPTIVE: def(
    "WARN_PURELY_DESCRIPTIVE",
    "SEMANTIC",
    "WARNING",
    "The name consists only of generic or descriptive terms and lacks distinctiveness.",
    "OR art. 944; BGE 101 Ib 361; EHRA directive 2021",
    true,
  ),
  WARN_SEAT_MISMATCH: def(
    "WARN_SEAT_MISMATCH",
    "GEOGRAPHIC",
    "WARNING",
    "A place named as a seat indication in the name differs from the legal seat.",
    "OR art. 944 para. 1; EHRA directive 2021 (seat indications)",
  ),
};

/**
 * The risk-profile mapping: only WARN_PURELY_DESCRIPTIVE differs by profile (contract rule 2).
 */
const PROFILE_SEVERITY: Partial<Record<FlagCode, Record<RiskProfile, Severity>>> = {
  WARN_PURELY_DESCRIPTIVE: { balanced: "WARNING", conservative: "ERROR", relaxed: "INFO" },
};

/** Severity of a flag under a risk profile; `override` (an administrator's term override) wins. */
export function mappedSeverity(code: FlagCode, profile: RiskProfile, override?: Severity | null): Severity {
  if (override) return override;
  return PROFILE_SEVERITY[code]?.[profile] ?? FLAG_CATALOG[code].defaultSeverity;
}
