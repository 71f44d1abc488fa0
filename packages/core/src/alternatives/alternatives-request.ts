/**
 * Validation of the alternatives request: a screening request (validated by the screening's own
 * validator) plus `count`, `keep` and `surnames`. The pre-screen of every suggestion needs the
 * assessment, the conflict search and the trademark search, so a request that switches one of
 * them off is refused rather than silently screened less.
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import type { ResolvedScreening } from "../screening/screening-request.js";
import { resolveScreeningWith } from "../screening/screening-request.js";
import { foldText } from "../terms/text.js";
import { integerIssues, itemsOf, requestObjectIssues, textIssues } from "../validation.js";
import type { AlternativesRequest } from "./types.js";

/** Bounds of the alternatives' own fields. */
export const ALTERNATIVES_LIMITS: {
  readonly count: { readonly min: 1; readonly max: 20; readonly default: 10 };
  readonly keep: { readonly max: 10; readonly wordMax: 64 };
  readonly surnames: { readonly max: 5; readonly wordMax: 64 };
} = {
  count: { min: 1, max: 20, default: 10 },
  keep: { max: 10, wordMax: 64 },
  surnames: { max: 5, wordMax: 64 },
} as const;

/** Checks the pre-screen cannot do without. */
export const PRESCREEN_CHECKS = ["ehraCompliance", "conflicts", "trademarks"] as const;

/** An alternatives request resolved: the screening of the name as asked, and the extras. */
export interface ResolvedAlternatives {
  screening: ResolvedScreening;
  count: number;
  /** Words every suggestion keeps, as written in the name (trimmed). */
  keep: string[];
  /** Founders' surnames, trimmed (the owner's surname of a sole proprietorship is added). */
  surnames: string[];
}

/** Validate and resolve an alternatives request, or throw a ValidationError listing every problem. */
export function resolveAlternativesRequest(request: AlternativesRequest): ResolvedAlternatives {
  const notObject = requestObjectIssues(request);
  if (notObject.length > 0) throw new ValidationError(notObject);
  const { count, keep, surnames, ...screeningFields } = request;
  const issues = alternativesFieldIssues({ count, keep, surnames }, screeningFields.companyName);
  issues.push(...prescreenIssues(screeningFields.checks));
  let screening: ResolvedScreening | null = null;
  try {
    screening = resolveScreeningWith(screeningFields, ["count", "keep", "surnames"]);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The screening's issues first; a concatenation, as a spread into unshift overflows the stack.
    throw new ValidationError(error.issues.concat(issues));
  }
  if (issues.length > 0 || screening === null) throw new ValidationError(issues);
  return applyAlternativesDefaults(screening, { count, keep, surnames });
}

/**
 * Problems with `count`, `keep` and `surnames` (a kept word must occur in the name, so every
 * suggestion can keep it). Shared with the server's schema.
 */
export function alternativesFieldIssues(
  input: { count?: unknown; keep?: unknown; surnames?: unknown },
  companyName: unknown,
): ValidationIssue[] {
  // No fields at all are fields left out (all optional), not a TypeError.
  const fields = input ?? {};
  const keep = wordList("keep", fields.keep, ALTERNATIVES_LIMITS.keep);
  const surnames = wordList("surnames", fields.surnames, ALTERNATIVES_LIMITS.surnames);
  const issues = integerIssues("count", fields.count, ALTERNATIVES_LIMITS.count);
  issues.push(...keep.issues, ...surnames.issues);
  // The rules below read only the words valid on their own: one problem per word, as the HTTP
  // 422 names it (before, "" was also "must be a word (or words) of companyName").
  for (const [i, name] of surnames.valid) {
    // A surname is a word: "12345" or "&" made suggestions such as "12345 Treuhand AG".
    if (!/\p{L}/u.test(name))
      issues.push({ path: `surnames.${i}`, message: "must contain a letter", value: name });
  }
  if (typeof companyName === "string") {
    const nameWords = ` ${foldText(companyName)} `;
    for (const [i, word] of keep.valid) {
      if (!nameWords.includes(` ${foldText(word)} `)) {
        issues.push({ path: `keep.${i}`, message: "must be a word (or words) of companyName", value: word });
      }
    }
  }
  return issues;
}

/** A check of the pre-screen switched off (`checks.<check>.enabled: false`). */
export function prescreenIssues(checks: unknown): ValidationIssue[] {
  if (typeof checks !== "object" || checks === null) return [];
  const blocks = checks as Record<string, { enabled?: unknown } | null | undefined>;
  return PRESCREEN_CHECKS.filter((c) => blocks[c]?.enabled === false).map((c) => ({
    path: `checks.${c}.enabled`,
    message: "cannot be false: every suggestion is pre-screened with this check",
  }));
}

/** The one mapping of valid extras onto the resolved shape. Shared with the server's schema. */
export function applyAlternativesDefaults(
  screening: ResolvedScreening,
  extras: {
    count?: number | undefined;
    keep?: string[] | null | undefined;
    surnames?: string[] | null | undefined;
  },
): ResolvedAlternatives {
  const owner = screening.assessment.ownerSurname;
  const surnames = (extras.surnames ?? []).map((s) => s.trim()).filter((s) => s !== "");
  if (owner !== null && !surnames.some((s) => foldText(s) === foldText(owner))) surnames.unshift(owner);
  return {
    screening,
    count: extras.count ?? ALTERNATIVES_LIMITS.count.default,
    keep: (extras.keep ?? []).map((k) => k.trim()).filter((k) => k !== ""),
    surnames,
  };
}

// --- Internal helpers ---

/**
 * A list of words checked item by item in the HTTP schema's words (`must be a string`, `must be
 * at least 1 character`: before, `null` was "is required" and "" "must not be empty or only
 * whitespace"), with the words that passed, by position.
 */
function wordList(
  path: string,
  value: unknown,
  bounds: { max: number; wordMax: number },
): { issues: ValidationIssue[]; valid: [number, string][] } {
  if (value === undefined || value === null) return { issues: [], valid: [] };
  if (!Array.isArray(value)) return { issues: [{ path, message: "must be an array of strings" }], valid: [] };
  if (value.length > bounds.max) {
    return { issues: [{ path, message: `must have at most ${bounds.max} items` }], valid: [] };
  }
  const issues: ValidationIssue[] = [];
  const valid: [number, string][] = [];
  itemsOf(value).forEach((word, i) => {
    const found = wordIssues(`${path}.${i}`, word, bounds.wordMax);
    if (found.length > 0) issues.push(...found);
    else valid.push([i, word as string]);
  });
  return { issues, valid };
}

function wordIssues(path: string, word: unknown, max: number): ValidationIssue[] {
  if (typeof word !== "string") return [{ path, message: "must be a string" }];
  if (word.length === 0) return [{ path, message: "must be at least 1 character" }];
  return textIssues(path, word, { min: 1, max }, { required: true });
}
