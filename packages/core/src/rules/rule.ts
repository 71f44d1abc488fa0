/**
 * The rule contract. A rule is one check family: a stable step id, the flag codes it may raise,
 * and a pure `check` that returns findings (never throws for a normal name).
 */

import type { ResolvedAssessmentRequest } from "../assessment/assessment-request.js";
import type { NormalizedName } from "../normalize/types.js";
import type { TermMatch } from "../terms/matcher.js";
import type { RestrictedTermSet } from "../terms/port.js";
import type { NameToken } from "../terms/text.js";
import type { FlagCode, Severity } from "../types.js";

export interface RuleContext {
  request: ResolvedAssessmentRequest;
  /** The primary name, normalised. */
  name: NormalizedName;
  /** Active restricted terms (built-in or administered). */
  terms: RestrictedTermSet;
  /** Words of the primary name as written, with their folded form (terms/text.ts). */
  tokens: readonly NameToken[];
  /** Every occurrence of an active restricted term in the primary name (compiled matcher, terms/). */
  termMatches: readonly TermMatch[];
}

/**
 * One thing a rule found. `severity` is set by restricted-term rules (the term's override, else its
 * category's default severity); otherwise the catalog decides.
 */
export interface Finding {
  code: FlagCode;
  message: string;
  evidence?: string[];
  severity?: Severity | null;
}

export interface Rule<Code extends FlagCode = FlagCode> {
  /** Stable step id (`family.check`), recorded in traces and compared across them. */
  id: string;
  /** The flag codes this rule may raise. */
  codes: readonly Code[];
  description: string;
  check(ctx: RuleContext): Finding[];
}

/** Typed helper: a finding's code must be one of the rule's declared codes. */
export function defineRule<const Code extends FlagCode>(
  rule: Omit<Rule<Code>, "check"> & { check(ctx: RuleContext): (Finding & { code: Code })[] },
): Rule<Code> {
  return rule;
}
