/**
 * Validation of a trademark search request (the contract's bounds from LIMITS). Problems are
 * collected and thrown once as a ValidationError naming each field (HTTP 422).
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { RiskLevel } from "../types.js";
import { RISK_LEVELS } from "../types.js";
import { enumIssues, integerIssues, itemsOf, MAX_LISTED_ISSUES, textIssues } from "../validation.js";
import { foldClasses } from "./nice-classes.js";
import type { TrademarkSearchRequest } from "./types.js";

/** A trademark search request with defaults applied and classes folded. */
export interface ResolvedTrademarkSearch {
  query: string;
  limit: number;
  minRisk: RiskLevel;
  /** Ascending, no duplicates; empty when the request gave none (null, absent or []). */
  niceClasses: number[];
  /** True when the request named at least one class. */
  classesGiven: boolean;
}

/** Validate and resolve a trademark search request, or throw a ValidationError listing every problem. */
export function resolveTrademarkSearch(input: TrademarkSearchRequest): ResolvedTrademarkSearch {
  const issues = trademarkSearchIssues(input);
  if (issues.length > 0) throw new ValidationError(issues);
  return applyTrademarkSearchDefaults(input);
}

/** Every problem of a trademark search request (paths as in the request); empty when it is valid. */
export function trademarkSearchIssues(input: TrademarkSearchRequest): ValidationIssue[] {
  const r = (input ?? {}) as unknown as Record<string, unknown>;
  return [
    ...textIssues("query", r.query, LIMITS.searchName, { required: true }),
    ...integerIssues("limit", r.limit, LIMITS.searchLimit),
    ...enumIssues("minRisk", r.minRisk, RISK_LEVELS, { required: false }),
    ...niceClassIssues(r.niceClasses),
  ];
}

/**
 * The one mapping of a valid request onto the resolved shape: default `limit` and `minRisk`,
 * classes folded (ascending, no duplicates). Shared by the validator, the server's schema and
 * the screening's trademark check.
 */
export function applyTrademarkSearchDefaults(valid: TrademarkSearchRequest): ResolvedTrademarkSearch {
  const niceClasses = foldClasses(valid.niceClasses ?? []);
  return {
    query: valid.query,
    limit: valid.limit ?? LIMITS.searchLimit.default,
    minRisk: valid.minRisk ?? "Low",
    niceClasses,
    classesGiven: niceClasses.length > 0,
  };
}

// --- Internal helpers ---

/**
 * Problems with `niceClasses` (null, absent or integers 1 to 45) at `path`, the first 20 bad
 * classes listed and the rest counted; shared with the screening.
 */
export function niceClassIssues(value: unknown, path = "niceClasses"): ValidationIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [{ path, message: "must be an array of integers or null" }];
  const issues: ValidationIssue[] = [];
  let unlisted = 0;
  // A hole is read as undefined and refused like one (array methods would skip it).
  itemsOf(value).forEach((c, i) => {
    const found =
      c === undefined
        ? [{ path: `${path}.${i}`, message: "must be an integer" }]
        : integerIssues(`${path}.${i}`, c, LIMITS.niceClass);
    if (found.length === 0) return;
    if (issues.length < MAX_LISTED_ISSUES) issues.push(...found);
    else unlisted += 1;
  });
  if (unlisted > 0) {
    const { min, max } = LIMITS.niceClass;
    issues.push({ path, message: `has ${unlisted} more items that are not integers from ${min} to ${max}` });
  }
  return issues;
}
