/**
 * Legal-form designations as token sequences (after folding), for the translation checks: which
 * request legal forms each designation can stand for. Swiss designations follow HRegV Annex 2
 * (de/fr/it/rm); English ones are accepted only in an English version (HRegV art. 116a), where
 * «Ltd»/«Limited» may render either AG or GmbH, «Inc»/«Corp»/«PLC» only AG and «LLC» only GmbH.
 */
import type { LegalForm, VariantLanguage } from "../../types.js";

/** A legal-form designation: its folded tokens, language, and the request legal forms it renders. */
export interface LegalFormWord {
  tokens: readonly string[];
  language: VariantLanguage;
  /** Request legal forms this designation can render; `other` = cooperative, partnership, ... */
  renders: readonly (LegalForm | "other")[];
}

const SC: readonly LegalForm[] = ["stock_corporation"];
const LL: readonly LegalForm[] = ["limited_liability"];

const w = (
  text: string,
  language: VariantLanguage,
  renders: readonly (LegalForm | "other")[],
): LegalFormWord => ({
  tokens: text.split(" "),
  language,
  renders,
});

/** Every designation, longest first is not required: the matcher prefers the longest match. */
export const LEGAL_FORM_WORDS: readonly LegalFormWord[] = [
  w("ag", "de", SC),
  w("a g", "de", SC),
  w("aktiengesellschaft", "de", SC),
  w("sa", "fr", SC),
  w("s a", "fr", SC),
  w("societe anonyme", "fr", SC),
  w("societa anonima", "it", SC),
  w("societad anonima", "rm", SC),
  w("gmbh", "de", LL),
  w("g m b h", "de", LL),
  w("gesellschaft mit beschrankter haftung", "de", LL),
  w("sarl", "fr", LL),
  w("s a r l", "fr", LL),
  w("s a rl", "fr", LL),
  w("s ar l", "fr", LL),
  w("societe a responsabilite limitee", "fr", LL),
  w("sagl", "it", LL),
  w("s a g l", "it", LL),
  w("societa a garanzia limitata", "it", LL),
  w("societad cun responsabladad limitada", "rm", LL),
  w("ltd", "en", ["stock_corporation", "limited_liability"]),
  w("limited", "en", ["stock_corporation", "limited_liability"]),
  w("inc", "en", SC),
  w("incorporated", "en", SC),
  w("corp", "en", SC),
  w("corporation", "en", SC),
  w("plc", "en", SC),
  w("llc", "en", LL),
  w("genossenschaft", "de", ["other"]),
  w("cooperative", "fr", ["other"]),
  w("cooperativa", "it", ["other"]),
  w("klg", "de", ["other"]),
  w("kmg", "de", ["other"]),
  w("snc", "fr", ["other"]),
  w("scm", "fr", ["other"]),
  // Not "sac": folded, the Italian SAc is the French word sac (a bag, "Le Petit Sac SA"); the
  // normaliser tells the two apart by their letter case.
];
