/** Distribution figures of a list of per-name counts. */

/** Median, 95th percentile, maximum, mean and the share of names with at least one. */
export interface CountSummary {
  median: number;
  p95: number;
  max: number;
  mean: number;
  /** Share (0..1) of names with a count of at least 1. */
  shareAtLeastOne: number;
}

/** Summarise counts (nearest-rank percentiles; an empty list gives zeros). */
export function summarizeCounts(counts: readonly number[]): CountSummary {
  if (counts.length === 0) return { median: 0, p95: 0, max: 0, mean: 0, shareAtLeastOne: 0 };
  const sorted = [...counts].sort((a, b) => a - b);
  const rank = (p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  return {
    median: rank(0.5),
    p95: rank(0.95),
    max: sorted[sorted.length - 1]!,
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    shareAtLeastOne: sorted.filter((x) => x > 0).length / sorted.length,
  };
}

/** `k` items spread evenly over `items` (all of them when there are no more than `k`). */
export function evenSample<T>(items: readonly T[], k: number): T[] {
  if (items.length <= k) return [...items];
  return Array.from({ length: k }, (_, i) => items[Math.floor((i * items.length) / k)]!);
}
