/**
 * Validation of the screening request: the assessment fields as for `assess`, and the `checks`
 * block strictly (unknown keys refused), so a bad block is a 422 rather than a failed check.
 */

import type { ResolvedAssessmentRequest } from "../assessment/assessment-request.js";
import { resolveAssessmentRequest } from "../assessment/assessment-request.js";
import { resolveDomainRequest } from "../domains/domain-request.js";
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import { resolveTrademarkSearch } from "../trademarks/trademark-request.js";
import type { RiskLevel } from "../types.js";
import { RISK_LEVELS } from "../types.js";
import { enumIssues } from "../validation.js";
import type { ScreeningCheck } from "./decision-reasons.js";
import { SCREENING_CHECKS } from "./decision-reasons.js";
import type { ScreeningChecks, ScreeningRequest } from "./types.js";

export interface ResolvedScreening {
  assessment: ResolvedAssessmentRequest;
  enabled: ScreeningCheck[];
  conflicts: { limit: number; minRisk: RiskLevel };
  trademarks: { limit: number; minRisk: RiskLevel; niceClasses: number[] | null };
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
  const { checks, ...assessmentFields } = (request ?? {}) as ScreeningRequest;
  const issues: ValidationIssue[] = [];
  let assessment: ResolvedAssessmentRequest | null = null;
  try {
    assessment = resolveAssessmentRequest(assessmentFields);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues);
  }
  const blocks = blockIssues(checks, issues);
  const enabled = SCREENING_CHECKS.filter(
    (c) => (blocks[c]?.enabled as boolean | undefined) ?? ENABLED_BY_DEFAULT[c],
  );
  const conflicts = {
    limit: intIn(blocks.conflicts?.limit, "checks.conflicts.limit", LIMITS.searchLimit, issues),
    minRisk: riskOf(blocks.conflicts?.minRisk, "checks.conflicts.minRisk", issues),
  };
  const tm = blocks.trademarks ?? {};
  const trademarks = {
    limit: intIn(tm.limit, "checks.trademarks.limit", LIMITS.searchLimit, issues),
    minRisk: riskOf(tm.minRisk, "checks.trademarks.minRisk", issues),
    niceClasses: niceClassesOf(tm.niceClasses, issues),
  };
  const dm = blocks.domains ?? {};
  const domains = {
    tlds: (dm.tlds as string[] | undefined) ?? ["ch"],
    includeVariants: dm.includeVariants === true,
  };
  if (dm.tlds !== undefined && !Array.isArray(dm.tlds))
    issues.push({ path: "checks.domains.tlds", message: "must be an array" });
  if (dm.includeVariants !== undefined && typeof dm.includeVariants !== "boolean") {
    issues.push({ path: "checks.domains.includeVariants", message: "must be a boolean" });
  }
  if (enabled.includes("domains") && Array.isArray(dm.tlds)) tldIssues(domains.tlds, issues);
  if (issues.length > 0 || !assessment) throw new ValidationError(issues);
  return { assessment, enabled, conflicts, trademarks, domains };
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
  const out: Partial<Record<ScreeningCheck, Block>> = {};
  for (const [key, value] of Object.entries(checks as Block)) {
    if (!(SCREENING_CHECKS as readonly string[]).includes(key)) {
      issues.push({
        path: `checks.${key}`,
        message: `is not a check; checks are ${SCREENING_CHECKS.join(", ")}`,
      });
      continue;
    }
    const check = key as ScreeningCheck;
    if (value === undefined || value === null) continue;
    if (typeof value !== "object" || Array.isArray(value)) {
      issues.push({ path: `checks.${check}`, message: "must be an object" });
      continue;
    }
    const block = value as Block;
    for (const k of Object.keys(block)) {
      if (!ALLOWED_KEYS[check].includes(k))
        issues.push({ path: `checks.${check}.${k}`, message: "is not an allowed property" });
    }
    if (block.enabled !== undefined && typeof block.enabled !== "boolean") {
      issues.push({ path: `checks.${check}.enabled`, message: "must be a boolean" });
    }
    out[check] = block;
  }
  return out;
}

function intIn(
  value: unknown,
  path: string,
  b: { min: number; max: number; default: number },
  issues: ValidationIssue[],
): number {
  if (value === undefined || value === null) return b.default;
  if (typeof value !== "number" || !Number.isInteger(value) || value < b.min || value > b.max) {
    issues.push({ path, message: `must be an integer from ${b.min} to ${b.max}`, value });
    return b.default;
  }
  return value;
}

function riskOf(value: unknown, path: string, issues: ValidationIssue[]): RiskLevel {
  const found = enumIssues(path, value, RISK_LEVELS, { required: false });
  issues.push(...found);
  return found.length === 0 && typeof value === "string" ? (value as RiskLevel) : "Low";
}

/** The trademark search's own validation, re-pathed under the block. */
function niceClassesOf(value: unknown, issues: ValidationIssue[]): number[] | null {
  if (value === undefined || value === null) return null;
  try {
    return resolveTrademarkSearch({ query: "probe", niceClasses: value as number[] }).niceClasses;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues.map((i) => ({ ...i, path: `checks.trademarks.${i.path}` })));
    return null;
  }
}

/** The domain check's own TLD validation, re-pathed under the block. */
function tldIssues(tlds: string[], issues: ValidationIssue[]): void {
  try {
    resolveDomainRequest({ name: "probe", tlds });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    issues.push(...error.issues.map((i) => ({ ...i, path: `checks.domains.${i.path}` })));
  }
}
