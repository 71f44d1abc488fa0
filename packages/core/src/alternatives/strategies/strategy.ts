/** The shape every strategy shares: what it reads, what it proposes. */
import type { Random } from "../../synthetic/prng.js";
import type { FlagCode, Language } from "../../types.js";
import type { ComposeContext } from "../compose.js";
import { composeName } from "../compose.js";
import type { NameParts, RemovedWord } from "../name-parts.js";
import type { Candidate, StrategyCode } from "../types.js";

/** What a strategy reads: the name's parts and the request's extras. */
export interface StrategyContext {
  parts: NameParts;
  /**
   * Registered names and marks the name as asked is identical or highly similar to. When there
   * are any, a candidate that keeps every individual word of the name would conflict as well.
   */
  conflicting: readonly string[];
  language: Language;
  compose: ComposeContext;
  /** Founders' surnames (the owner's first). */
  surnames: readonly string[];
  /** Folded kept words: never removed or replaced. */
  kept: ReadonlySet<string>;
  /** Activity words of the purpose (`activityScope`), in the request's language. */
  scopeActivities: readonly string[];
  /** Suggestions asked for (each coining strategy proposes `coinedPerStrategy(count)` words). */
  count: number;
  /** Seeded by the request, so the same input gives the same coined words. */
  random: Random;
}

/** One documented way of making a candidate name (docs/alternatives.md). */
export interface Strategy {
  code: StrategyCode;
  /** Candidates in the order this strategy prefers them; may be empty. */
  generate(ctx: StrategyContext): Candidate[];
}

/** A candidate of `strategy` from core words, or nothing when no name can be composed. */
export function candidate(
  ctx: StrategyContext,
  strategy: StrategyCode,
  core: readonly string[],
  reason: string,
  options: { language?: Language; style?: "short" | "full" } = {},
): Candidate[] {
  const language = options.language ?? ctx.language;
  const companyName = composeName(ctx.compose, core, language, options.style ?? "short");
  return companyName === null ? [] : [{ companyName, language, strategy, reason }];
}

/**
 * The words a new element is added to: the name's own words without the flagged ones, or, when
 * nothing is left ("Swiss Bank Ltd"), the first activity of the purpose.
 */
export function baseWords(ctx: StrategyContext): readonly string[] {
  return ctx.parts.clean.length > 0 ? ctx.parts.clean : ctx.scopeActivities.slice(0, 1);
}

/**
 * What coined words derive from: the name's own words without the flagged ones (a word coined
 * from "Bank" would carry the problem along), else the founders' surnames and the purpose.
 */
export function coiningSources(ctx: StrategyContext, words: readonly string[]): readonly string[] {
  return words.length > 0 ? words : [...ctx.surnames, ...ctx.scopeActivities];
}

/** Coined words per coining strategy: enough to fill `count` when the name's own words conflict. */
export function coinedPerStrategy(count: number): number {
  return count * 3 + 10;
}

/** Words as a quoted list for reasons: "Bank", "Swiss". */
export function quoted(words: readonly string[]): string {
  return words.map((w) => `"${w}"`).join(", ");
}

/**
 * What was dropped and why, for reasons: `"Bank" of "Bank-Müller" (WARN_FINREG_LICENSE_REQUIRED)`.
 * Only the flags the dropped words raised: a kept word's flag is no reason to drop another.
 */
export function droppedWords(removed: readonly RemovedWord[]): string {
  const words = removed.map((r) => (r.compound === null ? `"${r.text}"` : `"${r.text}" of "${r.compound}"`));
  const flags = [...new Set<FlagCode>(removed.flatMap((r) => r.flags))];
  return `${words.join(", ")} (${flags.join(", ") || "flagged"})`;
}
