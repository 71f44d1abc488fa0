/**
 * `remove-restricted-term`: the name without the words the assessment flagged (reserved,
 * regulated, official, origin or protected wording), when what is left still individualises
 * the name. OR 944: a name must be truthful and not mislead; special laws reserve words such as
 * "Bank" (BankG art. 1), official designations (WSchG art. 6) or organisation names (SR 232.23).
 */
import type { Strategy } from "./strategy.js";
import { candidate, droppedWords } from "./strategy.js";

export const removeRestrictedTerm: Strategy = {
  code: "remove-restricted-term",
  generate(ctx) {
    const { removed, distinctive, clean } = ctx.parts;
    // Never a generic word alone: without an individual element the rest would be descriptive.
    if (removed.length === 0 || distinctive.length === 0) return [];
    return candidate(
      ctx,
      "remove-restricted-term",
      clean,
      `Drops ${droppedWords(removed)}: reserved or misleading wording (OR 944).`,
    );
  },
};
