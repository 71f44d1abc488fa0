/**
 * Validation of the screening request: the assessment fields as for `assess`, and the `checks`
 * block strictly (unknown keys refused), so a bad block is a 422 rather than a failed check.
 * Options are refused in the HTTP schema's words (validation.ts), `null` included.
 * Each part is validated here once; `screen` hands the resolved parts to the checks, which do
 * not validate them again.
 */

import type { ResolvedAssessmentRequest } from "../assessment/assessment-request.js";
import { applyAssessmentDefaults, assessmentRequestIssues } from "../assessment/assessment-request.js";
import { canonicalTlds } from "../domains/domain-request.js";
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { ResolvedTrademarkSearch } from "../trademarks/trademark-request.js";
import { applyTrademarkSearchDefaults, niceClassIssues } from "../trademarks/trademark-request.js";
import type { RiskLevel } from "../types.js";
import { RISK_LEVELS } from "../types.js";
import type { FieldResolution } from "../validation.js";
import {
  enumIssues,
  integerIssues,
  issuesUnder,
  requestObjectIssues,
  unknownPropertyIssues,
} from "../validation.js";
import type { ScreeningCheck } from "./decision-reasons.js";
import { SCREENING_CHECKS } from "./decision-reasons.js";
import type { ScreeningChecks, ScreeningRequest } from "./types.js";

/** A screening request resolved: every check's input with its defaults, ready to run. */
export interface ResolvedScreening {
  assessment: ResolvedAssessmentRequest;
  enabled: ScreeningCheck[];
  conflicts: { limit: number; minRisk: RiskLevel };
  /** The trademark search of the company name, resolved (classes folded). */
  trademarks: ResolvedTrademarkSearch;
  /** Canonical TLDs (default `["ch"]`); the label is derived from the name when the check runs. */
  domains: { tlds: string[]; includeVariants: boolean };
}

const ALLOWED_KEYS: Record<ScreeningCheck, readonly string[]> = {
  ehraCompliance: ["enabled"],
  conflicts: ["enabled", "limit", "minRisk"],
  trademarks: ["enabled", "limit", "minRisk", "niceClasses"],
  domains: ["enabled", "tlds", "includeVariants"],
};
/** Enabled unless the block says otherwise; domains only when asked for. */
const ENABLED_BY_DEFAULT: Record<ScreeningCheck, boolean> = {
  ehraCompliance: true,
  conflicts: true,
  trademarks: true,
  domains: false,
};

/** Validate and resolve a screening request, or throw a ValidationError listing every problem. */
export function resolveScreeningRequest(request: ScreeningRequest): ResolvedScreening {
  const resolved = someCheckEnabled(resolveScreeningWith(request, []));
  if (!resolved.ok) throw new ValidationError(resolved.issues);
  return resolved.value;
}

/**
 * A screening must run at least one check: with every check switched off it answered
 * CLEAR_TO_FILE and COMPLETE without having looked at the name. Shared with the server's schema.
 */
export function someCheckEnabled(resolved: ResolvedScreening): FieldResolution<ResolvedScreening> {
  if (resolved.enabled.length > 0) return { ok: true, value: resolved };
  return { ok: false, issues: [{ path: "checks", message: "must enable at least one check" }] };
}

/**
 * `resolveScreeningRequest` for a request that extends the screening's (the alternatives'
 * `count`, `keep` and `surnames`): `otherFields` are allowed, and checked by the caller.
 */
export function resolveScreeningWith(
  request: ScreeningRequest,
  otherFields: readonly string[],
): ResolvedScreening {
  const notObject = requestObjectIssues(request);
  if (notObject.length > 0) throw new ValidationError(notObject);
  const { checks, ...assessmentFields } = request;
  const issues: ValidationIssue[] = [
    ...assessmentRequestIssues(assessmentFields, ["checks", ...otherFields]),
  ];
  const blocks = blockIssues(checks, issues);
  const cf = blocks.conflicts ?? {};
  const tm = blocks.trademarks ?? {};
  const dm = blocks.domains ?? {};
  // Appended list by list, not spread into one push: 300,000 bad Nice classes overflowed the stack.
  for (const found of [
    integerIssues("checks.conflicts.limit", cf.limit, LIMITS.searchLimit),
    enumIssues("checks.conflicts.minRisk", cf.minRisk, RISK_LEVELS, { required: false }),
    integerIssues("checks.trademarks.limit", tm.limit, LIMITS.searchLimit),
    enumIssues("checks.trademarks.minRisk", tm.minRisk, RISK_LEVELS, { required: false }),
    niceClassIssues(tm.niceClasses, "checks.trademarks.niceClasses"),
  ]) {
    for (const issue of found) issues.push(issue);
  }
  if (dm.tlds !== undefined && !Array.isArray(dm.tlds)) {
    issues.push({ path: "checks.domains.tlds", message: "must be an array" });
  }
  if (dm.includeVariants !== undefined && typeof dm.includeVariants !== "boolean") {
    issues.push({ path: "checks.domains.includeVariants", message: "must be a boolean" });
  }
  const tlds = Array.isArray(dm.tlds) ? screeningTlds(dm.enabled === true, dm.tlds) : null;
  if (tlds && !tlds.ok) issues.push(...issuesUnder("checks.domains.tlds", tlds.issues));
  if (issues.length > 0) throw new ValidationError(issues);

  const valid = checks as ScreeningChecks | null | undefined;
  const domains = valid?.domains && tlds?.ok ? { ...valid.domains, tlds: tlds.value } : valid?.domains;
  return applyScreeningDefaults(applyAssessmentDefaults(assessmentFields), { ...valid, domains });
}

/**
 * The TLDs of the domains block: checked against the allowlist only when the check runs (a
 * disabled block is not the caller's request to check), canonical and de-duplicated.
 * Shared with the server's schema.
 */
export function screeningTlds(enabled: boolean, tlds: readonly unknown[]): FieldResolution<string[]> {
  if (!enabled) return { ok: true, value: tlds.filter((t): t is string => typeof t === "string") };
  const { min, max } = LIMITS.domainTlds;
  if (tlds.length < min || tlds.length > max) {
    return { ok: false, issues: [{ path: "", message: `must have ${min} to ${max} items` }] };
  }
  return canonicalTlds(tlds);
}

/**
 * The one mapping of a valid screening request onto the resolved shape: which checks run
 * and each check's input with its defaults. `checks.domains.tlds`, when given, must already
 * be canonical (`screeningTlds`). Shared by the validator and the server's schema.
 */
export function applyScreeningDefaults(
  assessment: ResolvedAssessmentRequest,
  checks: ScreeningChecks | null | undefined,
): ResolvedScreening {
  const enabled = SCREENING_CHECKS.filter((c) => checks?.[c]?.enabled ?? ENABLED_BY_DEFAULT[c]);
  const tm = checks?.trademarks;
  return {
    assessment,
    enabled,
    conflicts: {
      limit: checks?.conflicts?.limit ?? LIMITS.searchLimit.default,
      minRisk: checks?.conflicts?.minRisk ?? "Low",
    },
    trademarks: applyTrademarkSearchDefaults({
      query: assessment.companyName,
      limit: tm?.limit,
      minRisk: tm?.minRisk,
      niceClasses: tm?.niceClasses,
    }),
    domains: {
      tlds: checks?.domains?.tlds ?? ["ch"],
      includeVariants: checks?.domains?.includeVariants === true,
    },
  };
}

// --- Internal helpers ---

type Block = Record<string, unknown>;

function blockIssues(
  checks: ScreeningChecks | null | undefined,
  issues: ValidationIssue[],
): Partial<Record<ScreeningCheck, Block>> {
  if (checks === undefined || checks === null) return {};
  if (typeof checks !== "object" || Array.isArray(checks)) {
    issues.push({ path: "checks", message: "must be an object" });
    return {};
  }
  // An unknown check in the HTTP schema's words, a long list of them bounded.
  issues.push(...unknownPropertyIssues(checks, SCREENING_CHECKS, "checks"));
  const given = Object.keys(checks);
  const out: Partial<Record<ScreeningCheck, Block>> = {};
  for (const check of SCREENING_CHECKS) {
    if (!given.includes(check)) continue;
    const value = (checks as Block)[check];
    if (value === undefined || value === null) continue;
    if (typeof value !== "object" || Array.isArray(value)) {
      issues.push({ path: `checks.${check}`, message: "must be an object" });
      continue;
    }
    const block = value as Block;
    issues.push(...unknownPropertyIssues(block, ALLOWED_KEYS[check], `checks.${check}`));
    if (block.enabled !== undefined && typeof block.enabled !== "boolean") {
      issues.push({ path: `checks.${check}.enabled`, message: "must be a boolean" });
    }
    out[check] = block;
  }
  return out;
}
