/**
 * One candidate row → the screening request it stands for, or the row's own error. The row is
 * checked by BatchRowSchema, then the screening request it maps onto by the screening route's
 * own schema, so a row is validated exactly as `POST /v1/name/screening` validates a body.
 */
import type { LegalForm, ResolvedScreening } from "@namescreen/core";
import { recognizeLegalForms, textContentProblem } from "@namescreen/core";
import * as v from "valibot";
import { BatchRowSchema, exactNumberId } from "../http/schemas/batch.js";
import { wellFormedText } from "../http/schemas/common.js";
import { issuesOf } from "../http/schemas/core-rules.js";
import { ScreeningRequestSchema } from "../http/schemas/screening.js";
import { BATCH_LIMITS } from "./limits.js";
import type { PreparedRow, RowError } from "./types.js";

/** Validate one row (`line` is its place in the input) and resolve its screening request. */
export function prepareRow(line: number, input: unknown): PreparedRow {
  const place = { line, id: idOf(input), name: nameOf(input) };
  // valibot takes an array for an object (and then misses its `name`).
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ...place, error: rowProblem("", "must be a JSON object") };
  }
  const row = v.safeParse(BatchRowSchema, input, { abortEarly: false });
  if (!row.success) return { ...place, error: validationError(issuesOf(row.issues)) };
  const request = screeningRequestOf(row.output);
  if (!request.ok) return { ...place, error: request.error };
  const screening = v.safeParse(ScreeningRequestSchema, request.value, { abortEarly: false });
  if (!screening.success) {
    const issues = issuesOf(screening.issues).map((i) => ({ ...i, path: rowPathOf(i.path) }));
    return { ...place, error: validationError(issues) };
  }
  return { ...place, request: screening.output satisfies ResolvedScreening };
}

/** A row error for a problem found before validation (a line that is not JSON, a bad cell). */
export function rowProblem(path: string, message: string): RowError {
  return validationError([{ path, message }]);
}

// --- Internal helpers ---

type Row = v.InferOutput<typeof BatchRowSchema>;

/** Screening request fields back to the row's column names, for error paths. */
const ROW_PATHS: Record<string, string> = {
  companyName: "name",
  legalSeat: "seat",
  "checks.trademarks.niceClasses": "niceClasses",
  "checks.domains.tlds": "tlds",
};

/** `checks.trademarks.niceClasses.0` → `niceClasses.0`. */
function rowPathOf(path: string): string {
  for (const [from, to] of Object.entries(ROW_PATHS)) {
    if (path === from || path.startsWith(`${from}.`)) return to + path.slice(from.length);
  }
  return path;
}

/** Only the Swiss capital companies can be read from a designation; a sole trader has none. */
const FORM_OF_KIND: Partial<Record<string, LegalForm>> = {
  stock_corporation: "stock_corporation",
  limited_liability: "limited_liability",
};
const NAME_LANGUAGES = new Set(["de", "fr", "it"]);

function screeningRequestOf(
  row: Row,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: RowError } {
  const designation = recognizeLegalForms(row.name).find((f) => !f.embedded && FORM_OF_KIND[f.kind]);
  const legalForm = row.legalForm ?? (designation ? FORM_OF_KIND[designation.kind] : undefined);
  if (legalForm === undefined) {
    // An empty name is the row's problem, not the legal form it carries none of.
    const nameProblem = textContentProblem(row.name, { nonBlank: true });
    if (nameProblem !== null) return { ok: false, error: rowProblem("name", nameProblem) };
    return {
      ok: false,
      error: rowProblem("legalForm", "is required when the name carries no AG, SA, GmbH or Sàrl designation"),
    };
  }
  const language =
    row.language ?? (designation && NAME_LANGUAGES.has(designation.language) ? designation.language : "de");
  const limit = BATCH_LIMITS.matchesPerCheck;
  const value = {
    companyName: row.name,
    legalForm,
    language,
    ...(row.seat != null && { legalSeat: row.seat }),
    ...(row.activityScope != null && { activityScope: row.activityScope }),
    ...(row.ownerSurname != null && { ownerSurname: row.ownerSurname }),
    ...(row.checkLevel != null && { checkLevel: row.checkLevel }),
    ...(row.riskProfile != null && { riskProfile: row.riskProfile }),
    checks: {
      conflicts: { limit },
      trademarks: { limit, ...(row.niceClasses != null && { niceClasses: row.niceClasses }) },
      // The domain check asks the public internet: only for rows that name their TLDs.
      domains:
        row.tlds != null && row.tlds.length > 0 ? { enabled: true, tlds: row.tlds } : { enabled: false },
    },
  };
  return { ok: true, value };
}

function validationError(issues: { path: string; message: string; value?: unknown }[]): RowError {
  const first = issues[0];
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return {
    code: "VALIDATION_ERROR",
    message: first
      ? `Validation failed: ${first.path || "row"} ${first.message}${more}`
      : "Validation failed",
    details: { issues },
  };
}

/** A text a job row can store and echo: SQLite would give a lone surrogate back as U+FFFD. */
const StorableText = v.pipe(v.string(), wellFormedText());

function idOf(input: unknown): string | null {
  const id = (input as { id?: unknown } | null)?.id;
  if (typeof id !== "string" && (typeof id !== "number" || !exactNumberId(id))) return null;
  // Checked after the cut, which could split a surrogate pair.
  const echoed = String(id).slice(0, BATCH_LIMITS.idMaxLength);
  return v.is(StorableText, echoed) ? echoed : null;
}

function nameOf(input: unknown): string | null {
  const name = (input as { name?: unknown } | null)?.name;
  return v.is(StorableText, name) ? name : null;
}
