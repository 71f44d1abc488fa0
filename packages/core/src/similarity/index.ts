/** Similarity measures of the conflict and trademark searches. */

export {
  CLASS_BITS,
  classList,
  type MatchClass,
  RISK_DEFAULTS,
  RISK_RANK,
  type RiskInput,
  riskOf,
} from "./risk.js";
export { dice, minOverlap, sizeRange, trigramDice, trigramsOf, VISUAL_THRESHOLD } from "./trigrams.js";
export { WEIGHT_FLOOR, wordWeight } from "./weights.js";
