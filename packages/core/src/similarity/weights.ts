/**
 * Word weights for the subset class (S), derived from the register's own word frequencies.
 *
 * weight(token) = max(FLOOR, ln(N / df) / ln(N)), where N is the number of indexed names and
 * df the number of names containing the token. A word in one name weighs 1; a word in every
 * name weighs FLOOR: common market words (Consulting, Holding, Immobilien, ...) are discounted,
 * never deleted.
 */

/** Smallest weight of any word: discount, do not delete. */
export const WEIGHT_FLOOR = 0.05;

/** Weight of a word with document frequency `df` in a register of `total` names. */
export function wordWeight(df: number, total: number): number {
  if (total <= 1 || df <= 1) return 1;
  const w = Math.log(total / Math.min(df, total)) / Math.log(total);
  return Math.max(WEIGHT_FLOOR, w);
}
