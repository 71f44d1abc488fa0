/**
 * eCH-0097 legal-form codes (the tail of LINDAS `schema:additionalType`,
 * `https://ld.admin.ch/ech/97/legalforms/{code}`) and the register label stored for each.
 * Labels are German, as the bundled register samples store them. A code not listed here is
 * stored as "other", never guessed from a neighbour.
 */

/** One documented code. */
export interface LegalFormCode {
  /** German label stored in `companies.legal_form`. */
  label: string;
  /** French and Italian labels, for the reader of this table. */
  fr: string;
  it: string;
  /** Where the code comes from: "live" = seen on LINDAS; "standard" = eCH-0097, to confirm against the labels LINDAS serves. */
  evidence: "live" | "standard";
}

/** The label stored for a code the table does not know. */
export const UNKNOWN_LEGAL_FORM = "other";

/** Every code the sync maps, by its four-digit code. */
export const LEGAL_FORM_CODES: Readonly<Record<string, LegalFormCode>> = {
  "0101": {
    label: "Einzelunternehmen",
    fr: "Entreprise individuelle",
    it: "Ditta individuale",
    evidence: "standard",
  },
  "0103": {
    label: "Kollektivgesellschaft",
    fr: "Société en nom collectif",
    it: "Società in nome collettivo",
    evidence: "standard",
  },
  "0104": {
    label: "Kommanditgesellschaft",
    fr: "Société en commandite",
    it: "Società in accomandita",
    evidence: "standard",
  },
  "0105": {
    label: "Kommanditaktiengesellschaft",
    fr: "Société en commandite par actions",
    it: "Società in accomandita per azioni",
    evidence: "standard",
  },
  "0106": { label: "Aktiengesellschaft", fr: "Société anonyme", it: "Società anonima", evidence: "live" },
  "0107": {
    label: "Gesellschaft mit beschränkter Haftung",
    fr: "Société à responsabilité limitée",
    it: "Società a garanzia limitata",
    evidence: "live",
  },
  "0108": {
    label: "Genossenschaft",
    fr: "Société coopérative",
    it: "Società cooperativa",
    evidence: "standard",
  },
  "0109": { label: "Verein", fr: "Association", it: "Associazione", evidence: "standard" },
  "0110": { label: "Stiftung", fr: "Fondation", it: "Fondazione", evidence: "standard" },
  "0111": {
    label: "Zweigniederlassung einer ausländischen Gesellschaft",
    fr: "Succursale d'une société étrangère",
    it: "Succursale di una società estera",
    evidence: "standard",
  },
  "0151": {
    label: "Schweizerische Zweigniederlassung",
    fr: "Succursale suisse",
    it: "Succursale svizzera",
    evidence: "standard",
  },
};

/**
 * The stored label of a legal-form IRI (or bare code): the table's label, "other" for a code
 * it does not know, null when the company has no legal form at all.
 */
export function legalFormOf(iriOrCode: string | null): string | null {
  if (iriOrCode === null) return null;
  const code = iriOrCode.slice(iriOrCode.lastIndexOf("/") + 1);
  return LEGAL_FORM_CODES[code]?.label ?? UNKNOWN_LEGAL_FORM;
}
