/**
 * Registrable names of the deprecated eligibility endpoints: the base name with the legal-form
 * designation of each language. The eligibility request prefers a base name without suffix; a
 * suffix the caller did include is removed first, so "Alpha AG" and "Alpha" give the same names.
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

/** The name without the legal-form designations and official additions the caller typed. */
export function baseName(companyName: string): string {
  const forms = normalizeName(companyName).legalForms.filter((f) => f.kind !== "partnership_suffix");
  let out = companyName;
  for (const f of [...forms].sort((a, b) => b.start - a.start)) {
    // Only the one separator beside a removed form goes ("Alpha, AG" → "Alpha"): the caller's
    // other spacing stays, so "Muster  Treuhand" is assessed with its two spaces.
    const left = out.slice(0, f.start).replace(/,? ?$/, "");
    const right = out.slice(f.end).replace(/^ (?=\S)/, "");
    out = left !== "" && /^\S/.test(right) ? `${left} ${right}` : left + right;
  }
  return out;
}

/** The name the assessment engine sees: the base name with the form of the request language. */
export function assessedName(companyName: string, legalForm: LegalForm, language: Language): string {
  const suffix = LEGAL_FORM_SUFFIX[legalForm];
  const base = baseName(companyName) || companyName.trim();
  return suffix ? `${base} ${suffix[language === "en" ? "de" : language]}` : base;
}

/** The full names in de, fr, it and en. */
export function registrableNames(companyName: string, legalForm: LegalForm): Record<Language, string> {
  const base = baseName(companyName) || companyName.trim();
  const suffix = LEGAL_FORM_SUFFIX[legalForm];
  const name = (lang: Language) => (suffix ? `${base} ${suffix[lang]}` : base);
  return { de: name("de"), fr: name("fr"), it: name("it"), en: name("en") };
}
