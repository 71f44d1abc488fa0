/**
 * Risk of one similar registered name, from its match classes and evidence. Every number is
 * in `RISK_DEFAULTS` so it can be tuned in one place (and is documented in
 * docs/conflict-search.md).
 */
import type { RiskLevel } from "../types.js";

/** Match classes of the conflict search. */
export type MatchClass = "E" | "P" | "V" | "S";

/** Bit of each class in a hit's `classes` mask. */
export const CLASS_BITS: Readonly<Record<MatchClass, number>> = { E: 1, P: 2, V: 4, S: 8 };

/** Thresholds of the risk mapping. */
export const RISK_DEFAULTS = {
  /** Visual score at or above which V alone is High, resp. Medium (below: Low). */
  visualHigh: 0.85,
  visualMedium: 0.78,
  /** Subset: weight of the most distinctive contained word for High, resp. Medium. */
  subsetHigh: 0.55,
  subsetMedium: 0.35,
} as const;

/** Numeric rank of a risk level (High 3 ... Low 1). */
export const RISK_RANK: Readonly<Record<RiskLevel, number>> = { High: 3, Medium: 2, Low: 1 };

/** What the risk of one name depends on. */
export interface RiskInput {
  classes: number;
  visualScore: number;
  /** True when a double-metaphone key matched (Cologne-only matches are weaker). */
  metaphoneMatch: boolean;
  /** Weight of the most distinctive word of the contained token set (S only). */
  subsetWeight: number;
  /** Deleted companies and former names are low-weight evidence: always Low. */
  lowWeight: boolean;
}

/**
 * Risk level of a similar name: the highest level any of its classes gives.
 * E (identity not used as identityMatch) and metaphone P are High; Cologne-only P is Medium;
 * V and S by score; deleted companies and former names are Low.
 */
export function riskOf(input: RiskInput): RiskLevel {
  if (input.lowWeight) return "Low";
  const { classes } = input;
  if (classes & CLASS_BITS.E) return "High";
  let rank = 1;
  if (classes & CLASS_BITS.P) rank = Math.max(rank, input.metaphoneMatch ? 3 : 2);
  if (classes & CLASS_BITS.V) {
    if (input.visualScore >= RISK_DEFAULTS.visualHigh) rank = 3;
    else if (input.visualScore >= RISK_DEFAULTS.visualMedium) rank = Math.max(rank, 2);
  }
  if (classes & CLASS_BITS.S) {
    if (input.subsetWeight >= RISK_DEFAULTS.subsetHigh) rank = 3;
    else if (input.subsetWeight >= RISK_DEFAULTS.subsetMedium) rank = Math.max(rank, 2);
  }
  return rank === 3 ? "High" : rank === 2 ? "Medium" : "Low";
}

/** Class letters of a mask, in E, P, V, S order. */
export function classList(mask: number): MatchClass[] {
  return (["E", "P", "V", "S"] as const).filter((c) => (mask & CLASS_BITS[c]) !== 0);
}
