/**
 * The screening's optional options checked in the words of `POST /v1/name/screening`'s schema,
 * so a library caller gets the issues an HTTP caller finds in the 422 body (same path, same
 * message, no `value`). An optional option may be absent; `null` is refused like any other
 * wrong value (it used to be taken as absent, and the defaults answered in its place).
 */
import type { ValidationIssue } from "../errors.js";
import { LIMITS } from "../limits.js";
import { itemsOf } from "../validation.js";

/** An optional integer from `min` to `max` (a search `limit`). */
export function optionalIntegerIssues(
  path: string,
  value: unknown,
  bounds: { min: number; max: number },
): ValidationIssue[] {
  if (value === undefined) return [];
  return integerIssues(path, value, bounds);
}

/** An optional enum option (`minRisk`). */
export function optionalEnumIssues(
  path: string,
  value: unknown,
  allowed: readonly string[],
): ValidationIssue[] {
  if (value === undefined || (typeof value === "string" && allowed.includes(value))) return [];
  return [{ path, message: `must be one of ${allowed.join(", ")}` }];
}

/** `niceClasses`: absent, null (no classes) or an array of class numbers. */
export function niceClassesIssues(path: string, value: unknown): ValidationIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [{ path, message: "must be an array of integers or null" }];
  // A hole is read as undefined and refused like one (array methods would skip it).
  return itemsOf(value).flatMap((c, i) => integerIssues(`${path}.${i}`, c, LIMITS.niceClass));
}

// --- Internal helpers ---

function integerIssues(
  path: string,
  value: unknown,
  bounds: { min: number; max: number },
): ValidationIssue[] {
  if (typeof value !== "number" || !Number.isInteger(value)) return [{ path, message: "must be an integer" }];
  if (value < bounds.min) return [{ path, message: `must be at least ${bounds.min}` }];
  if (value > bounds.max) return [{ path, message: `must be at most ${bounds.max}` }];
  return [];
}
