/**
 * Lexicon data model. A concept is one meaning (for example "real estate") with its word forms
 * in each language; words of different languages that share a concept are translations of each
 * other, which is what the translation checks compare.
 */

/** A NOGA 2008 section letter (A to U). */
export type NogaSection =
  | "A"
  | "B"
  | "C"
  | "D"
  | "E"
  | "F"
  | "G"
  | "H"
  | "I"
  | "J"
  | "K"
  | "L"
  | "M"
  | "N"
  | "O"
  | "P"
  | "Q"
  | "R"
  | "S"
  | "T"
  | "U";

/** Languages the lexicons cover (Romansh variants are compared by literals and legal form only). */
export type LexiconLanguage = "de" | "fr" | "it" | "en";

/**
 * What kind of word a concept is:
 * - `activity`: names a business activity (gives a NOGA section; descriptive)
 * - `generic`: generic business wording without its own activity ("Services", "Management")
 * - `org`: a word for the entity itself ("Gesellschaft", "company"); ignored by translation checks
 * - `qualifier`: a descriptive or laudatory adjective ("modern", "général")
 * - `geo`: a geographic designation (place, canton, region, country, scope word)
 * - `signal`: carries a regulatory signal and otherwise counts as an individual element, since
 *   such words are often surnames too ("Krebs": cancer, and a common surname)
 * - `image`: an everyday image ("Stern", "lion", "rouge"): distinctive, not descriptive; read by the
 *   translation class T of the searches only, never by the assessment (imagery.ts)
 */
export type ConceptKind = "activity" | "generic" | "org" | "qualifier" | "geo" | "signal" | "image";

/**
 * Regulatory signals a word carries:
 * - `finance`: implies a regulated financial activity (investment, wealth, credit, insurance)
 * - `reservedFinance`: a term reserved by law (Bank, SICAV, ...); the deterministic rules flag it
 * - `crypto`: crypto-asset wording; implies finance only together with finance or trade wording
 * - `healing`: a healing or curing claim ("heilend", "guérison", "cure")
 * - `disease`: names a disease ("Krebs", "cancer"); a claim only with `anti` or `healing`
 * - `anti`: "anti", "gegen": a claim together with a disease
 * - `health`: health wording ("Gesundheit"); a claim only with `guarantee`
 * - `guarantee`: "garantiert", "guaranteed"
 */
export type Signal =
  | "finance"
  | "reservedFinance"
  | "crypto"
  | "healing"
  | "disease"
  | "anti"
  | "health"
  | "guarantee";

/**
 * Word forms per language. Each string is one form, written naturally (with diacritics); a form
 * `"base/s1/s2"` expands to `base`, `base+s1`, `base+s2` (inflections), so `"immobilie/n"` means
 * "immobilie" and "immobilien"; a Romance final vowel is also replaced ("costruzione/i" gives
 * "costruzioni", see `expandForm`). A form with spaces is a phrase ("real estate").
 */
export type Forms = Partial<Record<LexiconLanguage, readonly string[]>>;

/** One meaning with its forms in the four languages. */
export interface Concept {
  /** Stable id, unique across all lexicon files (snake case). */
  id: string;
  kind: ConceptKind;
  /** NOGA 2008 section and, where known, division (two digits): activities only. */
  noga?: { section: NogaSection; division?: number };
  signals?: readonly Signal[];
  /** May start a compound whose rest is unknown ("Heil" in "Heilsalbe"): signal words only. */
  prefix?: boolean;
  /** Names the members of a family firm ("Gebrüder", "Söhne", "& Co."): its other words are surnames. */
  family?: boolean;
  forms: Forms;
}
