/**
 * Legal-form recognition: every designation in a name, with its kind, language, canonical form,
 * the text as written, offsets in the original string, and whether it is glued into a word.
 */
import { analyze } from "./analyze.js";
import type { LegalFormMatch } from "./types.js";

export { LEGAL_FORM_DESIGNATIONS, type LegalFormEntry } from "./legal-form-data.js";

/**
 * Recognise legal-form designations in `text` (Swiss forms in de/fr/it/rm, English and other foreign
 * forms, partnership suffixes). Official additions ("in Liquidation", "succursale de Genève") are not
 * legal forms. A form glued into a word ("AlphaAG", "BetaGmbH Zürich") comes back with `embedded:
 * true`; one joined by a hyphen to the name's last word ("Gamma-SA") is the name's legal form.
 * Never throws.
 *
 * @example recognizeLegalForms("Alpha Beta S.A.") // [{ canonical: "SA", text: "S.A.", start: 11, ... }]
 */
export function recognizeLegalForms(text: string): LegalFormMatch[] {
  return analyze(text).legalForms;
}
