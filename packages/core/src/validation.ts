/**
 * Field checks shared by every request validator. Problems are collected as data and thrown
 * once as a ValidationError, so callers in-process get the same 422 semantics as HTTP callers.
 */
import type { ValidationIssue } from "./errors.js";
import { isOnlyLegalForm, normalizeName } from "./normalize/index.js";

// C0/C1 controls other than TAB (tabs are a spacing error, reported as a flag), and the line and
// paragraph separators U+2028/U+2029, line breaks as much as LF and NEL.
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
/** Characters that render as nothing (zero-width spaces and joiners, variation selectors): a text of only these is blank. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Problems with one free-text field, in the HTTP schemas' words; empty when it is acceptable.
 * Absent and required: "is required"; `null`: none for an optional text, no string for a
 * required one.
 */
export function textIssues(
  path: string,
  value: unknown,
  bounds: { min?: number; max: number },
  opts: { required: boolean; ownName?: boolean },
): ValidationIssue[] {
  if (value === undefined) return opts.required ? [{ path, message: "is required" }] : [];
  // A null is "none" for an optional text; a required one was given, and is no string (HTTP's words).
  if (value === null) return opts.required ? [{ path, message: "must be a string" }] : [];
  if (typeof value !== "string") return [{ path, message: "must be a string" }];
  const min = bounds.min ?? 0;
  // Too short is the one issue of "" (as over HTTP), not also "must not be empty".
  if (value.length < min)
    return [{ path, message: `must be at least ${min} character${min === 1 ? "" : "s"}` }];
  if (value.length > bounds.max) return [{ path, message: `must be at most ${bounds.max} characters` }];
  const problem = textContentProblem(value, { nonBlank: min > 0, ownName: opts.ownName });
  return problem === null ? [] : [{ path, message: problem }];
}

/**
 * What is wrong with a text's content, whatever its length: an invalid Unicode sequence,
 * control characters, (when `nonBlank`) nothing but whitespace, or (when `ownName`, for a
 * proposed company name) nothing but legal forms; null when it is fine. Shared with the
 * server's schemas, so both edges refuse the same texts with the same words.
 */
export function textContentProblem(
  value: string,
  opts: { nonBlank: boolean; ownName?: boolean | undefined },
): string | null {
  if (LONE_SURROGATE.test(value)) return "contains an invalid Unicode sequence";
  if (CONTROL.test(value)) return "contains control characters";
  if (opts.nonBlank && value.replace(INVISIBLE, "").trim().length === 0)
    return "must not be empty or only whitespace";
  // "GmbH" alone was assessed CLEAR_TO_FILE at the basic level: there is no name to judge.
  if (opts.ownName && isOnlyLegalForm(normalizeName(value))) return "has no name besides its legal form";
  return null;
}

/**
 * Problems with an optional integer field (`limit`): absent is fine, `null` is not. In the HTTP
 * schemas' words, so a library caller and an HTTP caller read the same issue.
 */
export function integerIssues(
  path: string,
  value: unknown,
  bounds: { min: number; max: number },
): ValidationIssue[] {
  if (value === undefined) return [];
  if (typeof value !== "number" || !Number.isInteger(value))
    return [{ path, message: "must be an integer", value }];
  if (value < bounds.min) return [{ path, message: `must be at least ${bounds.min}`, value }];
  if (value > bounds.max) return [{ path, message: `must be at most ${bounds.max}`, value }];
  return [];
}

/**
 * The items of a request array, holes included: array methods skip the holes of a sparse
 * array (`[, 9]`), which would then pass unchecked and reach the defaults as `undefined`.
 * A hole is read as `undefined` and refused like one.
 */
export function itemsOf(value: readonly unknown[]): unknown[] {
  return Array.from(value);
}

/**
 * Properties of a request object that its type does not have, each refused at its path: a
 * misspelt optional field ("riskprofile") would otherwise be silently ignored and the request
 * answered with its default. Not an object: nothing to say here (the fields' own checks speak).
 */
export function unknownPropertyIssues(
  value: unknown,
  allowed: readonly string[],
  parent = "",
): ValidationIssue[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const unknown = Object.keys(value).filter((k) => !allowed.includes(k));
  // A request with thousands of stray keys gets a bounded list, not one issue per key.
  const issues: ValidationIssue[] = unknown
    .slice(0, MAX_LISTED_ISSUES)
    .map((k) => ({ path: parent === "" ? k : `${parent}.${k}`, message: unknownPropertyMessage(allowed) }));
  if (unknown.length > MAX_LISTED_ISSUES) {
    issues.push({
      path: parent,
      message: `has ${unknown.length - MAX_LISTED_ISSUES} more properties that are not allowed`,
    });
  }
  return issues;
}

/**
 * Problems of a long list (unknown properties, bad Nice classes) listed one by one; the rest
 * are counted in one issue, so 300,000 bad items make no 300,000 issues and no message of MBs.
 */
export const MAX_LISTED_ISSUES = 20;

/** The request itself, checked to be an object: a string's characters would read as its properties. */
export function requestObjectIssues(request: unknown): ValidationIssue[] {
  return typeof request === "object" && request !== null && !Array.isArray(request)
    ? []
    : [{ path: "", message: "the request must be an object" }];
}

/**
 * The refusal of an unknown property, the allowed ones in alphabetical order; shared with the
 * server's schemas (the same words at both edges, whatever order each declares its fields in).
 */
export function unknownPropertyMessage(allowed: readonly string[]): string {
  return `is not an allowed property; allowed: ${[...allowed].sort().join(", ")}`;
}

/** Issues re-pathed under a parent field (`tlds` + `0` → `tlds.0`). */
export function issuesUnder(parent: string, issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.map((i) => ({ ...i, path: i.path === "" ? parent : `${parent}.${i.path}` }));
}

/** Problems with an enum field. */
export function enumIssues<T extends string>(
  path: string,
  value: unknown,
  allowed: readonly T[],
  opts: { required: boolean },
): ValidationIssue[] {
  if (value === undefined) return opts.required ? [{ path, message: "is required" }] : [];
  // A null is no allowed value, required or optional: every enum of the API refuses it so (HTTP too).
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    return [{ path, message: `must be one of ${allowed.join(", ")}`, value }];
  }
  return [];
}

/** A field resolved, or its problems with paths relative to the field ("" is the field itself). */
export type FieldResolution<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };
