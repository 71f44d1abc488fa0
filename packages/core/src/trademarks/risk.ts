/**
 * The trademark risk model: how alike the texts are, times how close the goods and services
 * are, times the mark's standing and how much of the sign its text is.
 *
 *   score = text × classes × standing × sign        risk = High ≥ 0.75, Medium ≥ 0.5, else Low
 *
 * - text: the strongest text evidence: identical after normalisation 1, identical under a
 *   pseudo-mark reading 0.95, same double-metaphone key and whole-core Cologne key 0.8 (one of
 *   them only, or any key of a short query sign, 0.7), one core's
 *   words contained in the other's 0.2 + the weight of the most distinctive shared word, at most
 *   0.9 (weights from register word frequencies, as in the conflict search: with a shared class
 *   a weight of 0.55 gives High and 0.35 Medium, the conflict search's subset thresholds), and
 *   the trigram similarity of the class-V reading pairs where class V reaches its High grade (the whole and the
 *   distinctive parts look alike, as in the conflict search), else at most 0.7 (Medium with a
 *   shared class: "A Games" / "X Games" differ in their only distinctive element), and the
 *   partial word classes (a shared distinctive word, words
 *   that sound alike, one edit apart or share a compound element) by the rank the conflict search
 *   gives them: Low 0.3, Medium 0.6, High 0.8 (so with a shared class Medium stays Medium).
 * - classes: a shared class 1; a related class by relation strength (high 0.9, similar 0.8,
 *   low 0.65); related only as retail of goods (class 35 against a goods class) 0.56, so only
 *   identical or as-good-as-identical texts reach Medium; no shared or related class 0.4; no
 *   classes in the query 0.9 (goods unknown).
 * - standing: registered or pending 1, unknown status 0.9, expired/cancelled/refused/withdrawn 0.6.
 * - sign: word mark 1, text in a figurative (combined) sign 0.9, other sign types with text 0.85.
 * Every number is in TRADEMARK_RISK_DEFAULTS so it can be tuned and tested in one place.
 */
import type { RiskLevel } from "../types.js";
import type { MarkStanding, SignType } from "./mark-standing.js";
import type { RelationStrength } from "./types.js";

/** Every weight and threshold of the risk model. */
export interface TrademarkRiskWeights {
  text: {
    identical: number;
    readingIdentical: number;
    metaphone: number;
    cologne: number;
    containmentBase: number;
    containmentSpan: number;
    containmentMax: number;
    /** Most the trigram similarity gives when class V falls short of its High grade. */
    visualBelowHigh: number;
    /** Text factor of the partial word classes by their rank (Low, Medium, High). */
    partial: { 1: number; 2: number; 3: number };
  };
  classes: {
    same: number;
    related: Record<RelationStrength, number>;
    /** Class 35 (retail) against a goods class, when no stronger relation holds. */
    retail: number;
    unrelated: number;
    unspecified: number;
  };
  standing: Record<MarkStanding, number>;
  sign: Record<SignType, number>;
  /** Lowest score of each level; anything below Medium is Low. */
  thresholds: { High: number; Medium: number };
}

/** The shipped weights. */
export const TRADEMARK_RISK_DEFAULTS: Readonly<TrademarkRiskWeights> = Object.freeze({
  text: {
    identical: 1,
    readingIdentical: 0.95,
    metaphone: 0.8,
    cologne: 0.7,
    containmentBase: 0.2,
    containmentSpan: 1,
    containmentMax: 0.9,
    visualBelowHigh: 0.7,
    partial: { 1: 0.3, 2: 0.6, 3: 0.8 },
  },
  classes: { same: 1, related: { 3: 0.9, 2: 0.8, 1: 0.65 }, retail: 0.56, unrelated: 0.4, unspecified: 0.9 },
  standing: { registered: 1, pending: 1, unknown: 0.9, dead: 0.6 },
  sign: { word: 1, combined: 0.9, other: 0.85, unknown: 1 },
  thresholds: { High: 0.75, Medium: 0.5 },
});

/** The text evidence of one mark against the query (best over both sides' readings). */
export interface TextEvidence {
  /** Same-as keys equal on the texts themselves. */
  identical: boolean;
  /** Same-as keys equal under a pseudo-mark reading of either side. */
  readingIdentical: boolean;
  /**
   * A double-metaphone key and a key spelling the whole core (a Cologne code of three sounds or
   * more) matched: class P's High grade, as in the conflict search.
   */
  metaphoneMatch: boolean;
  /**
   * One kind of key only matched (weaker evidence): a Cologne code, or a double-metaphone key,
   * which keeps four sounds a word and so may be a shared beginning.
   */
  cologneMatch: boolean;
  /**
   * A phonetic key of a short query sign matched (`isShortSign`, evidence.ts): weighed as the
   * Cologne key alone, whichever key it was, since in a short sign one letter changes the
   * overall impression even where the sound stays.
   */
  shortSignSound?: boolean;
  /** Trigram similarity 0 to 1, best over every reading pair (reported as `visualScore`). */
  visualScore: number;
  /**
   * Best trigram similarity over the reading pairs in class V (0 when none): the visual evidence.
   * A similarity below class V's threshold is not evidence that the marks look alike.
   */
  visualEvidence: number;
  /** Class V reached its High grade on some reading pair (similarity/risk.ts `visualHighGrade`). */
  visualHighGrade: boolean;
  /** One core's tokens contain the other's: weight (0 to 1) of the most distinctive shared word; null when not. */
  subsetWeight: number | null;
  /** Rank the partial word classes give (0 none, 1 Low, 2 Medium, 3 High; similarity/risk.ts). */
  partialRank: number;
}

/** How the mark's classes stand to the query's. */
export type ClassRelationKind =
  | { kind: "unspecified" }
  | { kind: "same" }
  | { kind: "related"; strength: RelationStrength }
  | { kind: "retail" }
  | { kind: "unrelated" };

/** Everything the risk of one match depends on. */
export interface RiskInput {
  text: TextEvidence;
  classes: ClassRelationKind;
  standing: MarkStanding;
  sign: SignType;
}

/** Text factor: the strongest piece of text evidence. */
export function textFactor(t: TextEvidence, w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS): number {
  if (t.identical) return w.text.identical;
  let best = t.visualHighGrade ? t.visualEvidence : Math.min(t.visualEvidence, w.text.visualBelowHigh);
  if (t.readingIdentical) best = Math.max(best, w.text.readingIdentical);
  if (t.metaphoneMatch) best = Math.max(best, w.text.metaphone);
  else if (t.cologneMatch || t.shortSignSound) best = Math.max(best, w.text.cologne);
  if (t.subsetWeight !== null) {
    const containment = w.text.containmentBase + w.text.containmentSpan * t.subsetWeight;
    best = Math.max(best, Math.min(w.text.containmentMax, containment));
  }
  if (t.partialRank >= 1 && t.partialRank <= 3)
    best = Math.max(best, w.text.partial[t.partialRank as 1 | 2 | 3]);
  return Math.min(1, Math.max(0, best));
}

/** Class factor of a class relation. */
export function classFactor(c: ClassRelationKind, w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS): number {
  switch (c.kind) {
    case "unspecified":
      return w.classes.unspecified;
    case "same":
      return w.classes.same;
    case "related":
      return w.classes.related[c.strength];
    case "retail":
      return w.classes.retail;
    case "unrelated":
      return w.classes.unrelated;
  }
}

/** The factors that do not depend on the text: an upper bound of the score before text is compared. */
export function nonTextFactor(
  input: Omit<RiskInput, "text">,
  w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS,
): number {
  // This exact order of operations is what the class gate computes, so the gate stays lossless.
  return classFactor(input.classes, w) * (w.standing[input.standing] * w.sign[input.sign]);
}

/** The score 0 to 1 of one match, rounded to 4 decimals so ties are stable. */
export function riskScore(input: RiskInput, w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS): number {
  return Math.round(textFactor(input.text, w) * nonTextFactor(input, w) * 10_000) / 10_000;
}

/** The risk level of a score. */
export function riskLevelOf(score: number, w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS): RiskLevel {
  if (score >= w.thresholds.High) return "High";
  if (score >= w.thresholds.Medium) return "Medium";
  return "Low";
}

/** Lowest score that reaches `level` (0 for Low). */
export function minScoreFor(level: RiskLevel, w: TrademarkRiskWeights = TRADEMARK_RISK_DEFAULTS): number {
  return level === "Low" ? 0 : w.thresholds[level];
}

/** Numeric order of risk levels, High first. */
export const RISK_RANK: Readonly<Record<RiskLevel, number>> = { High: 3, Medium: 2, Low: 1 };
