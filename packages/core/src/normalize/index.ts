/**
 * Name normalisation: the published, versioned same-as key, its explanation and legal-form
 * recognition. See docs/normalization.md for the steps, the key design and examples.
 */
import { analyze } from "./analyze.js";
import { canonicalCore } from "./canonical.js";
import { readingKeys } from "./keys.js";
import { corePieces, joinPieces, toPieces } from "./render.js";
import type { NormalizedName } from "./types.js";

export { explainNormalization } from "./explain.js";
export { contractDigraphs, keyToken, readingKeys, sameAsKeys } from "./keys.js";
export { LEGAL_FORM_DESIGNATIONS, type LegalFormEntry, recognizeLegalForms } from "./legal-forms.js";
export type { LegalFormKind, LegalFormMatch, NormalizationStep, NormalizedName } from "./types.js";

/**
 * Version of the normalisation. Any change that can change a nameNorm, nameCore or same-as key
 * for some input bumps it (stored keys must then be rebuilt).
 */
export const NORMALIZATION_VERSION = "1.1.13";

/**
 * Normalise a company name or mark text: nameNorm, nameCore, core tokens, same-as keys, legal forms
 * and official additions. Never throws; an empty input gives empty fields and no keys.
 *
 * @example normalizeName("L'Atelier Müller & Co. AG").sameAsKeys // ["atelier muller", "ateliermuller"]
 * @example normalizeName("Fit4Life GmbH").nameCore // "fit for life" (extra key from "fit 4 life")
 */
export function normalizeName(input: string): NormalizedName {
  const a = analyze(input);
  const pieces = toPieces(a);
  const core = corePieces(pieces);
  const { tokens: coreTokens, readings } = canonicalCore(core.map((p) => p.text));
  return {
    original: input,
    nameNorm: joinPieces(pieces),
    nameCore: coreTokens.join(" "),
    coreTokens,
    sameAsKeys: readingKeys(coreTokens, readings),
    legalForms: a.legalForms,
    additions: a.additions.map((h) => input.slice(h.start, h.end)),
  };
}

/**
 * True when a name is nothing but legal-form designations ("GmbH", "Sagl GmbH", "AG in
 * Liquidation"): the normaliser then keeps them as its core, and there is no name to judge.
 */
export function isOnlyLegalForm(n: NormalizedName): boolean {
  return n.legalForms.length > 0 && n.nameCore === n.legalForms.map(foldedForm).join(" ");
}

// Legal-form texts are few and repeat: fold each once.
const foldedForms = new Map<string, string>();
function foldedForm(form: { text: string }): string {
  let folded = foldedForms.get(form.text);
  if (folded === undefined) {
    folded = normalizeName(form.text).nameNorm;
    if (foldedForms.size < 1000) foldedForms.set(form.text, folded);
  }
  return folded;
}
