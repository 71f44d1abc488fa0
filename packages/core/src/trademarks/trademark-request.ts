/**
 * Validation of a trademark search request (the contract's bounds from LIMITS). Problems are
 * collected and thrown once as a ValidationError naming each field (HTTP 422).
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { RiskLevel } from "../types.js";
import { RISK_LEVELS } from "../types.js";
import { enumIssues, textIssues } from "../validation.js";
import { foldClasses, isNiceClass } from "./nice-classes.js";
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
  const r = (input ?? {}) as unknown as Record<string, unknown>;
  const issues: ValidationIssue[] = [
    ...textIssues("query", r.query, LIMITS.searchName, { required: true }),
    ...limitIssues(r.limit),
    ...enumIssues("minRisk", r.minRisk, RISK_LEVELS, { required: false }),
    ...classIssues(r.niceClasses),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const niceClasses = Array.isArray(r.niceClasses) ? foldClasses(r.niceClasses as number[]) : [];
  return {
    query: r.query as string,
    limit: (r.limit as number | undefined) ?? LIMITS.searchLimit.default,
    minRisk: (r.minRisk as RiskLevel | undefined) ?? "Low",
    niceClasses,
    classesGiven: niceClasses.length > 0,
  };
}

// --- Internal helpers ---

function limitIssues(value: unknown): ValidationIssue[] {
  if (value === undefined) return [];
  const { min, max } = LIMITS.searchLimit;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    return [{ path: "limit", message: `must be an integer from ${min} to ${max}`, value }];
  }
  return [];
}

function classIssues(value: unknown): ValidationIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    return [{ path: "niceClasses", message: "must be an array of integers or null" }];
  const { min, max } = LIMITS.niceClass;
  return value.flatMap((c: unknown, i): ValidationIssue[] =>
    isNiceClass(c)
      ? []
      : [{ path: `niceClasses.${i}`, message: `must be an integer from ${min} to ${max}`, value: c }],
  );
}
