/**
 * Checking one incoming mark (from any import layout) before it is stored. Problems are
 * returned as data, one message per field, so an import can list every bad row.
 */
import type { TrademarkRecord } from "@namescreen/core";
import { foldClasses, isNiceClass } from "@namescreen/core";

/** One problem with one row of an import file. */
export interface RowIssue {
  /** Line of the file (1-based; for CSV the header is line 1). */
  line: number;
  field: string;
  message: string;
}

/** Raw field values of one mark, as a layout reader found them. */
export interface RawMark {
  sourceRecordId: unknown;
  registrationNumber?: unknown;
  applicationNumberText?: unknown;
  markText?: unknown;
  status?: unknown;
  niceClasses: unknown;
  applicationDate?: unknown;
  registrationDate?: unknown;
  expiryDate?: unknown;
  markCategory?: unknown;
  markFeatureCategory?: unknown;
}

/**
 * The id a row is known by: trimmed, exactly as {@link checkMark} stores it. The importer's
 * duplicate check, delete rows and full-mode set use it, so " CH:41/2020" is the stored
 * "CH:41/2020" everywhere (before, a padded id was stored trimmed but compared raw: a full
 * import deleted the mark it had just written, a padded delete row deleted nothing).
 */
export function recordIdOf(value: unknown): string {
  return typeof value === "string"
    ? value.trim()
    : value === undefined || value === null
      ? ""
      : String(value);
}

const MAX_TEXT = 1000;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Validate and normalise a raw mark: trimmed texts (empty → null), folded classes, ISO timestamps. */
export function checkMark(raw: RawMark, line: number): { record?: TrademarkRecord; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const text = (field: keyof RawMark, required = false): string | null => {
    const v = raw[field];
    if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) {
      if (required) issues.push({ line, field, message: "is required" });
      return null;
    }
    if (typeof v !== "string") {
      issues.push({ line, field, message: "must be a string or null" });
      return null;
    }
    if (v.length > MAX_TEXT) issues.push({ line, field, message: `must be at most ${MAX_TEXT} characters` });
    return v.trim();
  };
  const date = (field: keyof RawMark): string | null => {
    const v = text(field);
    if (v === null) return null;
    const iso = isoTimestamp(v);
    if (iso === null)
      issues.push({ line, field, message: `must be an ISO 8601 date or timestamp, got "${v}"` });
    return iso;
  };
  const record: TrademarkRecord = {
    sourceRecordId: text("sourceRecordId", true) ?? "",
    registrationNumber: text("registrationNumber"),
    applicationNumberText: text("applicationNumberText"),
    markText: text("markText"),
    status: text("status"),
    niceClasses: classes(raw.niceClasses, line, issues),
    applicationDate: date("applicationDate"),
    registrationDate: date("registrationDate"),
    expiryDate: date("expiryDate"),
    markCategory: text("markCategory"),
    markFeatureCategory: text("markFeatureCategory"),
  };
  return issues.length > 0 ? { issues } : { record, issues };
}

/** "2020-04-08" → "2020-04-08T00:00:00Z"; a full ISO timestamp is kept as written; else null. */
export function isoTimestamp(value: string): string | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [, y, mo, d, h] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // Reject dates that roll over (2020-02-31).
  if (day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return null;
  if (h === undefined) return `${y}-${mo}-${d}T00:00:00Z`;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

function classes(value: unknown, line: number, issues: RowIssue[]): number[] {
  if (!Array.isArray(value) || value.length === 0) {
    issues.push({ line, field: "niceClasses", message: "must list at least one Nice class" });
    return [];
  }
  const bad = value.filter((c) => !isNiceClass(c));
  if (bad.length > 0) {
    issues.push({
      line,
      field: "niceClasses",
      message: `must be integers from 1 to 45, got ${JSON.stringify(bad)}`,
    });
    return [];
  }
  return foldClasses(value as number[]);
}
