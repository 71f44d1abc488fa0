/**
 * The candidates of a request in the order they are screened: one from each strategy in turn
 * (so the suggestions mix strategies), each distinct name once, never the name as asked, and
 * only names that keep every kept word and fit the name's length limit.
 */
import { LIMITS } from "../limits.js";
import { foldText } from "../terms/text.js";
import type { Strategy, StrategyContext } from "./strategies/index.js";
import type { Candidate } from "./types.js";

/** Every candidate of the strategies, interleaved and de-duplicated. */
export function candidateQueue(
  strategies: readonly Strategy[],
  ctx: StrategyContext,
  input: { companyName: string; keep: readonly string[] },
): Candidate[] {
  const lists = strategies.map((s) => s.generate(ctx));
  const seen = new Set([foldText(input.companyName)]);
  const keep = input.keep.map((k) => ` ${foldText(k)} `);
  const out: Candidate[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let round = 0; round < longest; round++) {
    for (const list of lists) {
      const c = list[round];
      if (c === undefined) continue;
      // A name the screening would refuse as too long is no suggestion (a long name plus a word).
      if (c.companyName.length > LIMITS.companyName.max) continue;
      const key = foldText(c.companyName);
      if (seen.has(key) || !keep.every((k) => ` ${key} `.includes(k))) continue;
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}
