/**
 * Field checks shared by every request validator. Problems are collected as data and thrown
 * once as a ValidationError, so callers in-process get the same 422 semantics as HTTP callers.
 */
import type { ValidationIssue } from "./errors.js";

// C0/C1 controls other than TAB (tabs are a spacing error, reported as a flag).
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Problems with one free-text field; empty when it is acceptable. */
export function textIssues(
  path: string,
  value: unknown,
  bounds: { min?: number; max: number },
  opts: { required: boolean },
): ValidationIssue[] {
  if (value === undefined || value === null) {
    return opts.required ? [{ path, message: "is required" }] : [];
  }
  if (typeof value !== "string") return [{ path, message: "must be a string" }];
  if (value.length > bounds.max) return [{ path, message: `must be at most ${bounds.max} characters` }];
  if (LONE_SURROGATE.test(value)) return [{ path, message: "contains an invalid Unicode sequence" }];
  if (CONTROL.test(value)) return [{ path, message: "contains control characters" }];
  if ((bounds.min ?? 0) > 0 && value.trim().length === 0) {
    return [{ path, message: "must not be empty or only whitespace" }];
  }
  return [];
}

/** Problems with an enum field. */
export function enumIssues<T extends string>(
  path: string,
  value: unknown,
  allowed: readonly T[],
  opts: { required: boolean },
): ValidationIssue[] {
  if (value === undefined || value === null) {
    return opts.required ? [{ path, message: "is required" }] : [];
  }
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    return [{ path, message: `must be one of ${allowed.join(", ")}`, value }];
  }
  return [];
}
