/**
 * Rules over restricted-term matches. The terms come through the RestrictedTermsSource port
 * (built-in list by default, administered terms on a server) and are matched once per
 * assessment by the compiled matcher (terms/matcher.ts); each rule picks the matches of the
 * categories that raise its flag. A term's severity override goes into the finding.
 */
import type { TermMatch } from "../terms/matcher.js";
import type { FlagCode } from "../types.js";
import type { Finding, Rule, RuleContext } from "./rule.js";
import { defineRule } from "./rule.js";

/** What a term rule says about its matches. */
export interface TermRuleSpec<Code extends FlagCode> {
  id: string;
  code: Code;
  description: string;
  /** Lead of the message, e.g. "The name uses banking wording reserved to licensed banks". */
  lead: string;
  /** Drop matches that do not count (e.g. lower-case ambiguous acronyms). */
  keep?: (m: TermMatch, ctx: RuleContext) => boolean;
}

/** A rule raising `spec.code` for every active category whose flag is that code. */
export function termRule<const Code extends FlagCode>(spec: TermRuleSpec<Code>): Rule<Code> {
  return defineRule({
    id: spec.id,
    codes: [spec.code],
    description: spec.description,
    check: (ctx) => {
      const matches = ctx.termMatches.filter(
        (m) => m.entry.category.flagCode === spec.code && (spec.keep?.(m, ctx) ?? true),
      );
      return findingsOf(spec.code, spec.lead, matches);
    },
  });
}

/**
 * Findings for matches of one flag: one finding per distinct severity (a term's override may
 * differ from its category's), each naming the words, categories and legal bases.
 */
export function findingsOf<Code extends FlagCode>(
  code: Code,
  lead: string,
  matches: readonly TermMatch[],
): (Finding & { code: Code })[] {
  const bySeverity = new Map<string, TermMatch[]>();
  for (const m of matches) {
    const list = bySeverity.get(m.entry.severity) ?? [];
    list.push(m);
    bySeverity.set(m.entry.severity, list);
  }
  return [...bySeverity.values()].map((list) => {
    const words = [...new Set(list.map((m) => `"${m.text}"`))].join(", ");
    const bases = [...new Set(list.map((m) => m.entry.category.ruleRef).filter((r) => r !== null))].join(
      "; ",
    );
    return {
      code,
      severity: list[0]?.entry.severity ?? null,
      message: `${lead}: ${words}${bases ? ` (${bases})` : ""}.`,
      evidence: list.map((m) => `term:${m.entry.category.code}:${m.entry.term.term}@${m.text}`),
    };
  });
}
