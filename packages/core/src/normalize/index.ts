/**
 * Name normalisation: the published, versioned same-as key and its explanation.
 * (First cut: folding and tokens; legal forms, numbers and additions follow.)
 */
import type { NormalizedName } from "./types.js";

export type { LegalFormKind, LegalFormMatch, NormalizationStep, NormalizedName } from "./types.js";

export const NORMALIZATION_VERSION = "0.1.0";

/** Normalise a company name or mark text. Never throws; an empty input gives empty fields. */
export function normalizeName(input: string): NormalizedName {
  const nameNorm = input
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  const coreTokens = nameNorm ? nameNorm.split(" ") : [];
  return {
    original: input,
    nameNorm,
    nameCore: nameNorm,
    coreTokens,
    sameAsKeys: [[...coreTokens].sort().join(" ")],
    legalForms: [],
    additions: [],
  };
}
