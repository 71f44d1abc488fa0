/**
 * Validation of conflict search requests: the problems, and the defaults of a valid request.
 * The server's schema runs the same rules at the edge and hands the resolved request on.
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { RiskLevel } from "../types.js";
import { RISK_LEVELS } from "../types.js";
import { enumIssues, integerIssues, textIssues } from "../validation.js";

/** Body of `POST /v1/conflicts/search`. */
export interface ConflictSearchRequest {
  name: string;
  limit?: number | undefined;
  minRisk?: RiskLevel | undefined;
}

/** A conflict search request with its defaults applied (validated). */
export interface ResolvedConflictSearch {
  name: string;
  limit: number;
  minRisk: RiskLevel;
}

/** Problems with a conflict search request; empty when it is valid. */
export function conflictSearchIssues(input: ConflictSearchRequest): ValidationIssue[] {
  // Read as its twins do: no request at all is a missing name, not a TypeError.
  const r = (input ?? {}) as Partial<ConflictSearchRequest>;
  const { searchName, searchLimit } = LIMITS;
  const issues: ValidationIssue[] = [];
  issues.push(...textIssues("name", r.name, searchName, { required: true }));
  issues.push(...integerIssues("limit", r.limit, searchLimit));
  issues.push(...enumIssues("minRisk", r.minRisk, RISK_LEVELS, { required: false }));
  return issues;
}

/** Validate a conflict search request and apply its defaults, or throw a ValidationError. */
export function resolveConflictSearch(r: ConflictSearchRequest): ResolvedConflictSearch {
  const issues = conflictSearchIssues(r ?? ({} as ConflictSearchRequest));
  if (issues.length > 0) throw new ValidationError(issues);
  return applyConflictSearchDefaults(r);
}

/** The defaults of a valid request: limit `LIMITS.searchLimit.default` and minRisk Low. */
export function applyConflictSearchDefaults(r: ConflictSearchRequest): ResolvedConflictSearch {
  return { name: r.name, limit: r.limit ?? LIMITS.searchLimit.default, minRisk: r.minRisk ?? "Low" };
}
