/**
 * The legal-form designation a suggestion ends with: the abbreviation or the full form of the
 * requested legal form in a national language (HRegV art. 116a and Annex 2). English is not a
 * national language, so an English request gets the German designation.
 */
import type { Language, LegalForm } from "../types.js";

type Designations = Readonly<Record<"de" | "fr" | "it", { short: string; full: string }>>;

const DESIGNATIONS: Readonly<Record<Exclude<LegalForm, "sole_proprietorship">, Designations>> = {
  stock_corporation: {
    de: { short: "AG", full: "Aktiengesellschaft" },
    fr: { short: "SA", full: "société anonyme" },
    it: { short: "SA", full: "società anonima" },
  },
  limited_liability: {
    de: { short: "GmbH", full: "Gesellschaft mit beschränkter Haftung" },
    fr: { short: "Sàrl", full: "société à responsabilité limitée" },
    it: { short: "Sagl", full: "società a garanzia limitata" },
  },
};

/** The national language a name in `language` takes its legal form from. */
export function designationLanguage(language: Language): "de" | "fr" | "it" {
  return language === "en" ? "de" : language;
}

/** The designation of `legalForm` in `language`; null for a sole proprietorship (it has none). */
export function designationOf(
  legalForm: LegalForm,
  language: Language,
  style: "short" | "full" = "short",
): string | null {
  if (legalForm === "sole_proprietorship") return null;
  return DESIGNATIONS[legalForm][designationLanguage(language)][style];
}
