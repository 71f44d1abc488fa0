/**
 * The core's field rules as valibot actions, so a request is validated once, at the edge, with
 * the core's own rules and words (control characters, TLD allowlist, domain labels), and the
 * schema's output is the core's resolved request type.
 */
import type { FieldResolution, ValidationIssue } from "@namescreen/core";
import { textContentProblem } from "@namescreen/core";
import * as v from "valibot";

/**
 * The core's content rule for a text: no invalid Unicode, no control characters, not blank, and
 * for a proposed company name (`ownName`) more than a legal form. A text that already broke a
 * length rule gets no second issue ("" is too short, not also blank).
 */
export const coreTextContent = (opts: { nonBlank: boolean; ownName?: boolean }) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return;
    const problem = textContentProblem(dataset.value, opts);
    if (problem !== null) addIssue({ message: problem });
  });

/** Resolve a value with a core field resolver; its issues keep their paths below the field. */
export const coreResolve = <TIn, TOut>(resolve: (value: TIn) => FieldResolution<TOut>) =>
  v.rawTransform<TIn, TOut>(({ dataset, addIssue, NEVER }) => {
    const resolved = resolve(dataset.value);
    if (resolved.ok) return resolved.value;
    for (const issue of resolved.issues) addIssue(issueInfo(issue, dataset.value));
    return NEVER;
  });

/** True when A and B are the same type (compile-time checks that a schema yields a core type). */
export type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Compiles only for `true`. */
export type Assert<T extends true> = T;

/**
 * Marks a valibot issue that carries a core issue's `value` (the offending TLD, a normalised
 * label) in its `input`, so the error body keeps it as `value` like the core's own 422s.
 */
export const CORE_VALUE = "core issue value";

/**
 * Valibot issues as `{ path, message }` with dotted paths (`languageVariants.0.language`), plus
 * `value` where a core rule named the offending or normalised value, or an enum refused one
 * (the HTTP registry's 422s and batch screening's row errors alike).
 */
export function issuesOf(
  issues: readonly v.BaseIssue<unknown>[],
): { path: string; message: string; value?: unknown }[] {
  return issues.map((issue) => ({
    path: issue.path?.map((p) => String(p.key)).join(".") ?? "",
    message: isMissingKey(issue) ? "is required" : issue.message,
    ...(issue.expected === CORE_VALUE || isEnumIssue(issue) ? { value: issue.input } : {}),
  }));
}

// --- Internal helpers ---

const OBJECT_SCHEMAS = new Set(["object", "strict_object", "loose_object"]);

/**
 * A required property that is absent: valibot says `Invalid key: Expected "companyName" but
 * received undefined`; the core, and so the error body, says `is required`.
 */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return (
    issue.kind === "schema" &&
    OBJECT_SCHEMAS.has(issue.type) &&
    issue.received === "undefined" &&
    issue.input === undefined
  );
}

const ENUM_SCHEMAS = new Set(["picklist", "enum"]);

/**
 * A value outside an enum: the core's `enumIssues` carries it as `value` (`"language": "es"`,
 * `null` too), so the error body does as well.
 */
function isEnumIssue(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === "schema" && ENUM_SCHEMAS.has(issue.type);
}

interface IssueInfo {
  message: string;
  path?: [v.IssuePathItem];
  input?: unknown;
  expected?: string;
}

function issueInfo(issue: ValidationIssue, input: unknown): IssueInfo {
  const info: IssueInfo = { message: issue.message };
  if ("value" in issue) Object.assign(info, { input: issue.value, expected: CORE_VALUE });
  if (issue.path === "") return info;
  // A dotted relative path ("0", "a.1") becomes one path item; issuesOf joins keys with dots.
  const item: v.UnknownPathItem = {
    type: "unknown",
    origin: "value",
    input,
    key: issue.path,
    value: undefined,
  };
  return { ...info, path: [item] };
}
