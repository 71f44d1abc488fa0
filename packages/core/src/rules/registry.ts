/**
 * The deterministic rules, in the order they run. Each entry is one check family (one file,
 * one test table, one section in docs/rules.md). Step ids are stable: never rename one.
 */
import { originRule, seatRule, standaloneGeographyRule } from "./geography.js";
import { igoAmbiguousRule, igoStrictRule } from "./igo.js";
import { englishRule, hiddenRule, multipleRule, presenceRule } from "./legal-form.js";
import { officialDesignationRule } from "./official.js";
import { otherTermsRule } from "./other-terms.js";
import { finregRule, gamblingRule, higherEducationRule, pharmacyRule } from "./regulated.js";
import type { Rule } from "./rule.js";
import { soleProprietorshipRule } from "./sole-proprietorship.js";
import { punctuationRule, scriptRule, spacesRule, symbolsRule } from "./syntax.js";

/** Every deterministic rule in run order; `assess` runs them all, at basic and full level. */
export const DETERMINISTIC_RULES: readonly Rule[] = [
  symbolsRule,
  punctuationRule,
  spacesRule,
  scriptRule,
  presenceRule,
  multipleRule,
  hiddenRule,
  englishRule,
  soleProprietorshipRule,
  standaloneGeographyRule,
  seatRule,
  originRule,
  finregRule,
  gamblingRule,
  pharmacyRule,
  higherEducationRule,
  officialDesignationRule,
  igoStrictRule,
  igoAmbiguousRule,
  otherTermsRule,
];
