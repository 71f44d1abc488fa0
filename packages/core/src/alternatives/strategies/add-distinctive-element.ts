/**
 * `add-distinctive-element`: a coined word derived from the name, added in front of its words.
 * A name that is only a geographic designation, only descriptive, or close to a registered name
 * becomes admissible with an individual element (directive: no name of a geographic designation
 * alone; BGE 101 Ib 361 on descriptive names; OR 951 on distinguishability).
 */
import { coinedWords } from "../coined.js";
import type { Strategy } from "./strategy.js";
import { baseWords, candidate, coinedPerStrategy, coiningSources } from "./strategy.js";

export const addDistinctiveElement: Strategy = {
  code: "add-distinctive-element",
  generate(ctx) {
    // It keeps every individual word, so it would conflict like the name itself.
    if (ctx.conflicting.length > 0) return [];
    const base = baseWords(ctx);
    if (base.length === 0) return [];
    return coinedWords(
      coiningSources(ctx, ctx.parts.clean),
      ctx.random,
      coinedPerStrategy(ctx.count),
    ).flatMap((word) =>
      candidate(
        ctx,
        "add-distinctive-element",
        [word, ...base],
        `Adds the coined word "${word}", derived from the name, as an individual element (OR 944, 951).`,
      ),
    );
  },
};
