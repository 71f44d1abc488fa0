/**
 * The strategies in the order their candidates are tried: first those that repair what the
 * assessment refused, then those that make the name distinctive, then the language versions.
 */
import { activityWord } from "./activity-word.js";
import { addDistinctiveElement } from "./add-distinctive-element.js";
import { coinedVariant } from "./coined-variant.js";
import { languageVersion } from "./language-version.js";
import { removeRestrictedTerm } from "./remove-restricted-term.js";
import { replaceLegalForm } from "./replace-legal-form.js";
import type { Strategy } from "./strategy.js";
import { surname } from "./surname.js";

export const STRATEGIES: readonly Strategy[] = [
  replaceLegalForm,
  removeRestrictedTerm,
  surname,
  addDistinctiveElement,
  activityWord,
  coinedVariant,
  languageVersion,
];

export type { Strategy, StrategyContext } from "./strategy.js";
