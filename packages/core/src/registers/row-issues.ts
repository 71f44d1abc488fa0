/**
 * Problems of register rows, collected across the input and thrown once as a ValidationError.
 * Each issue's path starts with the row index (`companies.3.name`), so a partner can find the
 * row in a file of a million. Collection stops at `MAX_ROW_ISSUES`: a wrong column mapping
 * would otherwise report every row.
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";

/** Issues reported at most per build (the message says when more were left out). */
export const MAX_ROW_ISSUES = 100;

/** Collects row issues; `full` once `MAX_ROW_ISSUES` are held. */
export class RowIssues {
  private readonly issues: ValidationIssue[] = [];

  constructor(private readonly what: string) {}

  get full(): boolean {
    return this.issues.length >= MAX_ROW_ISSUES;
  }

  add(issues: readonly ValidationIssue[]): void {
    for (const issue of issues) if (!this.full) this.issues.push(issue);
  }

  /** Throw the collected issues, if any. */
  throwIfAny(): void {
    if (this.issues.length === 0) return;
    const shown = this.issues.map((i) => `${i.path}: ${i.message}`).join("; ");
    const more = this.full ? ` (reading stopped at ${MAX_ROW_ISSUES} issues)` : "";
    throw new ValidationError(this.issues, `invalid ${this.what}: ${shown}${more}`);
  }
}

/** An optional text field: absent, null or blank → null; anything but a string is an issue. */
export function optionalText(
  row: Record<string, unknown>,
  key: string,
  path: string,
  issues: ValidationIssue[],
): string | null {
  const value = row[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    issues.push({ path: `${path}.${key}`, message: "must be a string or null", value });
    return null;
  }
  const text = value.trim();
  return text === "" ? null : text;
}

/** Whether a value is a plain object (a row must be one). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
