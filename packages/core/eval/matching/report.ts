/**
 * Figures of one part of the matching evaluation: recall on the confusable pairs (per class,
 * source and kind) and the share of not-confusable pairs the engine reports High or identical.
 */
import type { EvalPair, PairClass } from "./dataset.js";
import { PAIR_CLASSES } from "./dataset.js";
import type { Finding, PairOutcome } from "./engine.js";

/** One evaluated pair. */
export interface PairResult {
  pair: EvalPair;
  outcome: PairOutcome;
  /** ok; MISS (confusable, not found at Medium or above); FALSE-HIGH (not confusable, High or identity). */
  verdict: "ok" | "MISS" | "FALSE-HIGH";
}

/** Found / total of a group. */
export interface Tally {
  found: number;
  total: number;
}

/** Figures of one part (dev or blind). */
export interface PartSummary {
  pairs: number;
  confusable: Tally & {
    byClass: Record<string, Tally>;
    bySource: Record<string, Tally>;
    byKind: Record<string, Tally>;
  };
  notConfusable: {
    total: number;
    highOrIdentity: number;
    medium: number;
    low: number;
    none: number;
    error: number;
  };
}

/** A confusable pair counts as found when `b` is the identity match or a match at Medium or High. */
export function isFound(f: Finding): boolean {
  return f === "identity" || f === "High" || f === "Medium";
}

/** A not-confusable pair counts against the engine when it is reported High or identical. */
export function isFalseHigh(f: Finding): boolean {
  return f === "identity" || f === "High";
}

/** The verdict of one pair. */
export function verdictOf(pair: EvalPair, outcome: PairOutcome): PairResult["verdict"] {
  if (pair.label === "confusable") return isFound(outcome.finding) ? "ok" : "MISS";
  return isFalseHigh(outcome.finding) ? "FALSE-HIGH" : "ok";
}

/** Summarise the results of one part. */
export function summarize(results: readonly PairResult[]): PartSummary {
  const byClass: Record<string, Tally> = Object.fromEntries(
    PAIR_CLASSES.map((c: PairClass) => [c, { found: 0, total: 0 }]),
  );
  const bySource: Record<string, Tally> = {};
  const byKind: Record<string, Tally> = {};
  const conf: Tally = { found: 0, total: 0 };
  const neg = { total: 0, highOrIdentity: 0, medium: 0, low: 0, none: 0, error: 0 };
  for (const { pair, outcome } of results) {
    const f = outcome.finding;
    if (pair.label === "confusable") {
      const found = isFound(f) ? 1 : 0;
      for (const t of [
        conf,
        tallyOf(byClass, pair.class),
        tallyOf(bySource, pair.source.authority),
        tallyOf(byKind, pair.kind),
      ]) {
        t.found += found;
        t.total += 1;
      }
    } else {
      neg.total++;
      if (isFalseHigh(f)) neg.highOrIdentity++;
      else if (f === "Medium") neg.medium++;
      else if (f === "Low") neg.low++;
      else if (f === "none") neg.none++;
      else neg.error++;
    }
  }
  return { pairs: results.length, confusable: { ...conf, byClass, bySource, byKind }, notConfusable: neg };
}

function tallyOf(groups: Record<string, Tally>, key: string): Tally {
  const existing = groups[key];
  if (existing) return existing;
  const created = { found: 0, total: 0 };
  groups[key] = created;
  return created;
}

const pct = (n: number, d: number) => (d === 0 ? "   n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

/** Human-readable figures of a part. */
export function formatSummary(title: string, s: PartSummary): string[] {
  const c = s.confusable;
  const n = s.notConfusable;
  const lines = [
    `${title}: ${s.pairs} pairs (${c.total} confusable, ${n.total} not confusable)`,
    `  recall (b found as identity or at Medium/High): ${c.found}/${c.total} = ${pct(c.found, c.total).trim()}`,
    `  not-confusable reported High or identity:       ${n.highOrIdentity}/${n.total} = ${pct(n.highOrIdentity, n.total).trim()}` +
      `  (Medium ${n.medium}, Low ${n.low}, not found ${n.none}${n.error ? `, error ${n.error}` : ""})`,
  ];
  const table = (heading: string, groups: Record<string, Tally>) => {
    lines.push(`  ${heading.padEnd(62)} found  total  recall`);
    for (const [name, t] of Object.entries(groups)) {
      if (t.total === 0) continue;
      lines.push(
        `    ${name.padEnd(60)} ${String(t.found).padStart(5)}  ${String(t.total).padStart(5)}  ${pct(t.found, t.total)}`,
      );
    }
  };
  table("recall by class", c.byClass);
  table("recall by source", c.bySource);
  table("recall by kind", c.byKind);
  return lines;
}

/** One line per pair: verdict, id, expected label, what the engine found, classes, the names. */
export function formatPair(r: PairResult): string {
  const { pair, outcome } = r;
  const classes = outcome.classes.length ? outcome.classes.join("") : "-";
  const found = outcome.finding === "error" ? `error: ${outcome.error ?? ""}` : outcome.finding;
  return [
    r.verdict.padEnd(10),
    pair.id.padEnd(36),
    pair.label.padEnd(14),
    pair.class.padEnd(11),
    found.padEnd(8),
    classes.padEnd(4),
    `${pair.a}  |  ${pair.b}`,
  ].join(" ");
}
