/**
 * Registrable names of the deprecated eligibility endpoints: the base name with the legal-form
 * designation of each language. The eligibility request prefers a base name without suffix; a
 * suffix of the requested form the caller did include is removed first, so "Alpha AG" and
 * "Alpha" give the same names. Nothing else is removed: another form, or a form word inside the
 * name, stays for the engine to flag as the assessment of the same name would (docs/migration.md).
 */
import type { Language, LegalForm } from "@namescreen/core";
import { normalizeName } from "@namescreen/core";

/**
 * Designation per language. English is not a national language, so the English names use the
 * usual translation of the form ("Ltd", "LLC"); they are only valid as a translation (HRegV 116a).
 * Sole proprietorships have no legal-form designation (OR 945).
 */
export const LEGAL_FORM_SUFFIX: Readonly<Record<LegalForm, Readonly<Record<Language, string>> | null>> = {
  stock_corporation: { de: "AG", fr: "SA", it: "SA", en: "Ltd" },
  limited_liability: { de: "GmbH", fr: "Sàrl", it: "Sagl", en: "LLC" },
  sole_proprietorship: null,
};

/**
 * The name without its trailing designation of `legalForm` ("Alpha AG", "Alpha, SA" → "Alpha").
 * Only that one suffix goes: "Alpha GmbH Holding" or "Alpha Holding GmbH" (for a stock
 * corporation) stay as typed, since dropping their form words would hide a second or a wrong
 * form from the engine. A form glued into a word ("AlphaAG") is no suffix either.
 */
export function baseName(companyName: string, legalForm: LegalForm): string {
  const last = normalizeName(companyName)
    .legalForms.filter((f) => f.kind !== "partnership_suffix")
    .at(-1);
  if (!last || last.embedded || last.kind !== legalForm) return companyName;
  const after = companyName.slice(last.end);
  if (after.trim() !== "") return companyName;
  // Only the one separator before the suffix goes ("Alpha, AG", "Gamma-SA" → "Alpha", "Gamma"):
  // the caller's other spacing stays, so "Muster  Treuhand" is assessed with its two spaces and
  // "Muster AG " with its trailing one.
  return companyName.slice(0, last.start).replace(/(?:,? ?|-)$/, "") + after;
}

/** The name the assessment engine sees: the base name with the form of the request language. */
export function assessedName(companyName: string, legalForm: LegalForm, language: Language): string {
  const suffix = LEGAL_FORM_SUFFIX[legalForm];
  const base = baseName(companyName, legalForm) || companyName.trim();
  return suffix ? `${base} ${suffix[language === "en" ? "de" : language]}` : base;
}

/** The full names in de, fr, it and en. */
export function registrableNames(companyName: string, legalForm: LegalForm): Record<Language, string> {
  const base = baseName(companyName, legalForm) || companyName.trim();
  const suffix = LEGAL_FORM_SUFFIX[legalForm];
  const name = (lang: Language) => (suffix ? `${base} ${suffix[lang]}` : base);
  return { de: name("de"), fr: name("fr"), it: name("it"), en: name("en") };
}
