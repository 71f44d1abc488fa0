/**
 * The plain mark shape partners build a trademark register from, and its checks. It is the
 * register record (`TrademarkRecord`) with everything but the Nice classes optional: texts are
 * trimmed (blank → null), classes folded (ascending, no duplicates), dates kept verbatim.
 */
import type { ValidationIssue } from "../errors.js";
import { foldClasses, isNiceClass } from "../trademarks/nice-classes.js";
import type { TrademarkRecord } from "../trademarks/types.js";
import { itemsOf, textContentProblem } from "../validation.js";
import { isRecord, optionalText } from "./row-issues.js";

/** One mark of a register, as plain data. */
export interface TrademarkInput {
  /** The mark's text; null or absent for a purely figurative sign (never matched by text). */
  markText?: string | null | undefined;
  /** Nice classes 1 to 45, at least one. */
  niceClasses: readonly number[];
  /** Reported as `sourceRecordId`. Default `mark-<row + 1>`. Unique. */
  sourceRecordId?: string | undefined;
  registrationNumber?: string | null | undefined;
  applicationNumberText?: string | null | undefined;
  /** The register's status text ("Registered", "Expired", ...): it sets the mark's standing. */
  status?: string | null | undefined;
  applicationDate?: string | null | undefined;
  registrationDate?: string | null | undefined;
  expiryDate?: string | null | undefined;
  /** Legal type of the mark ("Individual mark", ...). */
  markCategory?: string | null | undefined;
  /** Type of sign ("Word", "Figurative", ...): a combined or other sign weighs less. */
  markFeatureCategory?: string | null | undefined;
}

/** Longest accepted text field (the server's importer takes the same). */
export const MAX_MARK_TEXT_LENGTH = 1000;

const OPTIONAL_TEXTS = [
  "registrationNumber",
  "applicationNumberText",
  "status",
  "applicationDate",
  "registrationDate",
  "expiryDate",
  "markCategory",
  "markFeatureCategory",
] as const;

/** Check one input row; returns the record, or null with the problems pushed to `issues`. */
export function trademarkFromInput(
  input: TrademarkInput,
  row: number,
  issues: ValidationIssue[],
  path = `marks.${row}`,
): TrademarkRecord | null {
  if (!isRecord(input)) {
    issues.push({ path, message: "must be a mark object ({ markText, niceClasses, ... })" });
    return null;
  }
  const raw: Record<string, unknown> = input;
  const before = issues.length;
  const markText = optionalText(raw, "markText", path, issues);
  const problem = markText === null ? null : textContentProblem(markText, { nonBlank: false });
  if (problem !== null) issues.push({ path: `${path}.markText`, message: problem });
  const texts = Object.fromEntries(OPTIONAL_TEXTS.map((k) => [k, optionalText(raw, k, path, issues)]));
  for (const key of ["markText", ...OPTIONAL_TEXTS]) {
    const value = key === "markText" ? markText : texts[key];
    if (typeof value === "string" && value.length > MAX_MARK_TEXT_LENGTH)
      issues.push({ path: `${path}.${key}`, message: `must be at most ${MAX_MARK_TEXT_LENGTH} characters` });
  }
  const record: TrademarkRecord = {
    sourceRecordId: optionalText(raw, "sourceRecordId", path, issues) ?? `mark-${row + 1}`,
    registrationNumber: texts.registrationNumber ?? null,
    applicationNumberText: texts.applicationNumberText ?? null,
    markText,
    status: texts.status ?? null,
    niceClasses: classesOf(raw.niceClasses, `${path}.niceClasses`, issues),
    applicationDate: texts.applicationDate ?? null,
    registrationDate: texts.registrationDate ?? null,
    expiryDate: texts.expiryDate ?? null,
    markCategory: texts.markCategory ?? null,
    markFeatureCategory: texts.markFeatureCategory ?? null,
  };
  return issues.length === before ? record : null;
}

// --- Internal helpers ---

function classesOf(value: unknown, path: string, issues: ValidationIssue[]): number[] {
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({ path, message: "must list at least one Nice class", value });
    return [];
  }
  const bad = itemsOf(value).filter((c) => !isNiceClass(c));
  if (bad.length > 0) {
    issues.push({ path, message: "must be integers from 1 to 45", value: bad });
    return [];
  }
  return foldClasses(value as number[]);
}
