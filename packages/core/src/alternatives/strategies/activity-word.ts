/**
 * `activity-word`: an activity word from the stated purpose (`activityScope`) added to a name
 * that already has an individual element, so the result is never a generic word alone
 * ("Index Management AG" rather than "Management AG"). The word comes from the purpose, so it
 * cannot mislead about the activity (directive 2.1.1.1, name and purpose).
 */
import { foldText } from "../../terms/text.js";
import type { Strategy } from "./strategy.js";
import { candidate, quoted } from "./strategy.js";

export const activityWord: Strategy = {
  code: "activity-word",
  generate(ctx) {
    // It keeps every individual word, so it would conflict like the name itself.
    if (ctx.conflicting.length > 0) return [];
    const { clean, distinctive } = ctx.parts;
    if (distinctive.length === 0) return [];
    const inName = new Set(clean.map((w) => foldText(w)));
    return ctx.scopeActivities
      .filter((a) => !inName.has(foldText(a)))
      .flatMap((activity) => {
        const reason = `Adds "${activity}" from the purpose to ${quoted(distinctive)}, which keeps it distinctive.`;
        const onlyDistinctive = distinctive.length < clean.length;
        return [
          ...candidate(ctx, "activity-word", [...clean, activity], reason),
          ...(onlyDistinctive ? candidate(ctx, "activity-word", [...distinctive, activity], reason) : []),
        ];
      });
  },
};
