/**
 * Whether a High trademark conflict stands in the way of a name: the verdict of
 * `searchTrademarks` (a High item among the similar marks) without ranking or explaining, over
 * the evidence that can reach High only (`highFloor`). The alternatives' pre-screen drops refused
 * candidates with it at a fraction of a full search.
 */
import type { MatchFloor } from "../search/name-index.js";
import { CLASS_BITS, PARTIAL_CLASSES, RISK_DEFAULTS } from "../similarity/risk.js";
import { VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import { CLASS_RELATIONS } from "./class-relations.js";
import type { TrademarkSearchPorts } from "./port.js";
import type { TrademarkRiskWeights } from "./risk.js";
import { TRADEMARK_RISK_DEFAULTS } from "./risk.js";
import type { TrademarkSearchOptions } from "./search-trademarks.js";
import { rankedMarks } from "./search-trademarks.js";
import type { ResolvedTrademarkSearch } from "./trademark-request.js";

/** Whether the search would report a High mark for `req` (its `minRisk` and `limit` aside). Throws like it. */
export async function blockingMark(
  req: ResolvedTrademarkSearch,
  ports: TrademarkSearchPorts,
  options: TrademarkSearchOptions = {},
): Promise<boolean> {
  const w = options.weights ?? TRADEMARK_RISK_DEFAULTS;
  const relations = options.relations ?? CLASS_RELATIONS;
  const { top } = await rankedMarks(req, "High", 1, ports, w, relations, highFloor(w));
  return top.length > 0;
}

/**
 * The text evidence a High mark needs: the score is the text factor times factors that are at
 * most `cap`, rounded to 4 decimals, so text below High / cap (less the rounding) never reaches
 * High. V is needed from there up, and from its High grade up when V below that grade gives less;
 * the partial classes by the text factor of their rank.
 */
export function highFloor(w: TrademarkRiskWeights): MatchFloor {
  const { classes, standing, sign, text, thresholds } = w;
  const cap =
    Math.max(classes.same, classes.unrelated, classes.unspecified, ...Object.values(classes.related)) *
    Math.max(...Object.values(standing)) *
    Math.max(...Object.values(sign));
  const least = (thresholds.High - 1e-4) / cap;
  const relatedClasses =
    text.partial[1] >= least || text.partial[2] >= least
      ? PARTIAL_CLASSES
      : text.partial[3] >= least
        ? CLASS_BITS.D
        : 0;
  // Below its High grade (from `visualHigh` up) V gives at most `visualBelowHigh`.
  const visualFrom = text.visualBelowHigh >= least ? least : Math.max(least, RISK_DEFAULTS.visualHigh);
  return { visualThreshold: Math.max(VISUAL_THRESHOLD, visualFrom), relatedClasses };
}
