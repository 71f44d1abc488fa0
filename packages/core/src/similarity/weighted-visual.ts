/**
 * The look of the distinctive parts: class V's Dice with each trigram weighed by the register
 * weight of its word. In "BCO Vermögensverwaltung" / "BFA Vermögensverwaltung" the long generic
 * word carries the plain Dice to 0.87, while the only distinctive elements, the initials, differ;
 * weighed, the score is about 0.6. Class V gives High only when both scores reach `visualHigh`
 * (risk.ts; docs/conflict-search.md).
 */
import type { WordStats } from "./partial.js";
import { weightIn } from "./partial.js";
import { RISK_DEFAULTS } from "./risk.js";
import { trigramKeysOf } from "./trigrams.js";

/** A word's padded trigrams as class V cuts them ("  w " in windows of three), as numeric keys. */
export function wordTrigramKeys(word: string): number[] {
  return trigramKeysOf([word]);
}

/** One word of a name for {@link weighTrigrams}: its trigram keys and its weight. */
export interface WeighedWord {
  keys: readonly number[];
  weight: number;
}

/** A name's distinct trigrams, each with the largest weight of the words that have it, and their sum. */
export interface WeighedTrigrams {
  weights: Map<number, number>;
  total: number;
}

/** The weighed trigrams of a name's words, given in the order of the words' spelling (sorted). */
export function weighTrigrams(words: readonly WeighedWord[]): WeighedTrigrams {
  const map = new Map<number, number>();
  for (const { keys, weight } of words) {
    for (const t of keys) if (weight > (map.get(t) ?? -1)) map.set(t, weight);
  }
  let total = 0;
  for (const w of map.values()) total += w;
  return { weights: map, total };
}

/**
 * Weighed Dice of two names' trigram sets: 2·Σ over shared trigrams of the smaller weight,
 * divided by the sum of all weights of both names (0..1; 0 when both weigh nothing).
 */
export function weighedDice(a: WeighedTrigrams, b: WeighedTrigrams): number {
  let shared = 0;
  for (const [t, w] of a.weights) {
    const v = b.weights.get(t);
    if (v !== undefined) shared += Math.min(w, v);
  }
  const total = a.total + b.total;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** {@link weighedDice} of two names given as words (sorted) and weights. */
export function weightedDice(
  query: readonly string[],
  queryWeights: readonly number[],
  name: readonly string[],
  nameWeights: readonly number[],
): number {
  const weighed = (words: readonly string[], weights: readonly number[]) =>
    weighTrigrams(words.map((w, i) => ({ keys: wordTrigramKeys(w), weight: weights[i] ?? 1 })));
  return weighedDice(weighed(query, queryWeights), weighed(name, nameWeights));
}

/**
 * The weighed score of a hit, as the index and the oracles report it (`weightedVisual`): only
 * where the plain Dice reaches `visualHigh` (below, V cannot give High anyway), else 0. Words are
 * weighed by `stats`, the same statistics as the partial classes; `name` sorted.
 */
export function weightedVisualOf(
  query: readonly string[],
  name: readonly string[],
  visualScore: number,
  stats: WordStats,
): number {
  if (visualScore < RISK_DEFAULTS.visualHigh) return 0;
  const weigh = (w: string) => weightIn(w, stats);
  return weightedDice(query, query.map(weigh), name, name.map(weigh));
}
