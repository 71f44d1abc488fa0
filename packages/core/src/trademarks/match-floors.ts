/**
 * The least evidence a trademark search needs to find every mark from a score up (a `MatchFloor`
 * for the register). The score is the text factor times factors that are at most `cap`, rounded
 * to 4 decimals, so text evidence below (score / cap, less the rounding) never reaches it:
 * - class V from there up, and from its High grade up when V below that grade gives less;
 * - the partial word classes by the text factor of their rank (risk.ts): all of them when Low
 *   reaches the score; when only Medium and High do, their related words from `partialMedium`
 *   up (a Medium or High needs that weight, but for D's one edit in an otherwise equal name,
 *   which the index keeps at any weight); when only High does, D, W and O (one edit, or a
 *   sound-alike pair beside place words, in an otherwise equal name; a shared distinctive word
 *   with only descriptive words beside it) from `partialMedium` up, W's only where the pair also
 *   looks alike.
 */
import type { MatchFloor } from "../search/name-index.js";
import { CLASS_BITS, PARTIAL_CLASSES, RISK_DEFAULTS } from "../similarity/risk.js";
import { VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import type { TrademarkRiskWeights } from "./risk.js";
import { TRADEMARK_RISK_DEFAULTS } from "./risk.js";

/** The floor under which no evidence can bring a mark to `minScore`. */
export function floorFor(minScore: number, w: TrademarkRiskWeights): MatchFloor {
  const { text } = w;
  const least = (minScore - 1e-4) / nonTextCap(w);
  const visualFrom = text.visualBelowHigh >= least ? least : Math.max(least, RISK_DEFAULTS.visualHigh);
  const medium = RISK_DEFAULTS.partialMedium;
  const partial =
    text.partial[1] >= least
      ? { relatedClasses: PARTIAL_CLASSES, partialMinWeight: 0 }
      : text.partial[2] >= least
        ? { relatedClasses: PARTIAL_CLASSES, partialMinWeight: medium }
        : text.partial[3] >= least
          ? {
              relatedClasses: CLASS_BITS.D | CLASS_BITS.W | CLASS_BITS.O,
              partialMinWeight: medium,
              highSoundsOnly: true,
            }
          : { relatedClasses: 0, partialMinWeight: 0 };
  // Low partial evidence cannot reach the score either: the names it alone finds may be left out,
  // and those S alone finds when no query word weighs enough for a containment to reach it.
  const lowPartials = text.partial[1] >= least;
  const subsetMinWeight = lowPartials
    ? 0
    : Math.max(0, (least - text.containmentBase) / text.containmentSpan);
  return {
    visualThreshold: Math.max(VISUAL_THRESHOLD, visualFrom),
    ...partial,
    lowPartials,
    subsetMinWeight,
  };
}

/**
 * The word weight under which a containment's text factor stays below Medium with the shipped
 * weights (0.2 + 0.3 = 0.5): the marks S alone finds for a query of such words only are Low.
 */
const SUBSET_LOW_WEIGHT =
  (TRADEMARK_RISK_DEFAULTS.thresholds.Medium - TRADEMARK_RISK_DEFAULTS.text.containmentBase) /
  TRADEMARK_RISK_DEFAULTS.text.containmentSpan;

/**
 * A ranked search's first step: every class at its own threshold, less the names (a mark's
 * readings, `lowPartialsAnyRecord`) that are Low by O, W, C and D alone (`lowPartials`), or by S
 * (with such evidence) when every known word of the query weighs less than `SUBSET_LOW_WEIGHT`
 * (`subsetMinWeight`: "Vier" is in tens of thousands of marks). What they give their mark is at
 * most `lowPartialScore`, and `subsetLeftOutScore` for the second kind, so a list whose last mark
 * scores more holds the right marks (search-trademarks.ts completes the evidence of those that
 * lost a name).
 */
export const RANKED_FLOOR: MatchFloor = {
  visualThreshold: VISUAL_THRESHOLD,
  relatedClasses: PARTIAL_CLASSES,
  lowPartials: false,
  lowPartialsAnyRecord: true,
  subsetMinWeight: SUBSET_LOW_WEIGHT,
};

/** The most a mark found by Low partial evidence alone can score (rounded as the score is). */
export function lowPartialScore(w: TrademarkRiskWeights): number {
  return Math.round(w.text.partial[1] * nonTextCap(w) * 10_000) / 10_000;
}

/**
 * The most a mark `RANKED_FLOOR` leaves out for S can score: a containment of words under its
 * `subsetMinWeight`, or Low partial evidence (rounded as the score is).
 */
export function subsetLeftOutScore(w: TrademarkRiskWeights): number {
  const { containmentBase, containmentSpan, containmentMax } = w.text;
  const containment = Math.min(containmentMax, containmentBase + containmentSpan * SUBSET_LOW_WEIGHT);
  return Math.max(lowPartialScore(w), Math.round(containment * nonTextCap(w) * 10_000) / 10_000);
}

/** The largest product of the factors other than the text. */
function nonTextCap(w: TrademarkRiskWeights): number {
  const { classes, standing, sign } = w;
  return (
    Math.max(
      classes.same,
      classes.retail,
      classes.unrelated,
      classes.unspecified,
      ...Object.values(classes.related),
    ) *
    Math.max(...Object.values(standing)) *
    Math.max(...Object.values(sign))
  );
}

/** The evidence a High mark needs. */
export function highFloor(w: TrademarkRiskWeights): MatchFloor {
  return floorFor(w.thresholds.High, w);
}
