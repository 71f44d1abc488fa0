/**
 * `coined-variant`: the name's individual words replaced by a coined word derived from them,
 * the activity words kept. Moves the name away from a conflicting registered name (OR 951:
 * clearly distinguishable) while staying recognisable. Kept words are never replaced.
 */

import { coinedWords } from "../coined.js";
import { isKept, withoutWords } from "../name-parts.js";
import type { Strategy } from "./strategy.js";
import { candidate, coinedPerStrategy, coiningSources, quoted } from "./strategy.js";

export const coinedVariant: Strategy = {
  code: "coined-variant",
  generate(ctx) {
    const { clean, distinctive, activities } = ctx.parts;
    const replaced = distinctive.filter((w) => !isKept(w, ctx.kept));
    // Once each in the reason ("Keller & Keller" said "Keller", "Keller" … derived from it).
    const named = [...new Set(replaced)];
    const from = named.length > 1 ? "them" : "it";
    // Without replaceable individual words the coined word carries the name with the kept words,
    // and with the activities unless the name conflicts (then they would keep it close).
    const rest =
      replaced.length > 0
        ? withoutWords(clean, (w) => replaced.includes(w), ctx.kept)
        : clean.filter(
            (w) => isKept(w, ctx.kept) || (ctx.conflicting.length === 0 && activities.includes(w)),
          );
    return coinedWords(
      coiningSources(ctx, replaced.length > 0 ? replaced : clean),
      ctx.random,
      coinedPerStrategy(ctx.count),
      // Next to a taken name, a word that starts like it would stay close to it.
      { distant: ctx.conflicting.length > 0 },
    ).flatMap((word) =>
      candidate(
        ctx,
        "coined-variant",
        [word, ...rest],
        replaced.length > 0
          ? `Replaces ${quoted(named)} by the coined word "${word}" derived from ${from} (OR 951).`
          : `Coined word "${word}" derived from the name as its individual element (OR 944).`,
      ),
    );
  },
};
