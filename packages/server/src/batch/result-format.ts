/**
 * How a row's outcome is written to a results file: NDJSON (the BatchItem as the job API
 * returns it) or CSV (one flat row per candidate, the columns below). Every output row starts
 * with the input `line`, which is how a resumed run knows what is already done.
 */
import type { BatchFormat, BatchItem } from "./types.js";

/** Columns of a CSV results file, in order. */
export const RESULT_CSV_COLUMNS = [
  "line",
  "id",
  "name",
  "overallStatus",
  "resultState",
  "primaryConcern",
  "drivers",
  "identityMatch",
  "topConflict",
  "topConflictRisk",
  "topTrademark",
  "topTrademarkRisk",
  "domains",
  "executionIssues",
  "errorCode",
  "errorMessage",
] as const;

/** The header of a new results file ("" for NDJSON). */
export function resultHeader(format: BatchFormat): string {
  return format === "csv" ? `${RESULT_CSV_COLUMNS.join(",")}\n` : "";
}

/** One outcome as a line of the results file, newline included. */
export function resultLine(item: BatchItem, format: BatchFormat): string {
  if (format === "ndjson") return `${JSON.stringify(item)}\n`;
  const cells = RESULT_CSV_COLUMNS.map((c) => csvCell(csvValues(item)[c]));
  return `${cells.join(",")}\n`;
}

// --- Internal helpers ---

type Cells = Partial<Record<(typeof RESULT_CSV_COLUMNS)[number], string | number | null | undefined>>;

interface Match {
  nameDisplay?: string;
  markText?: string | null;
  markTextNorm?: string;
  risk?: string;
}

function csvValues(item: BatchItem): Cells {
  const place: Cells = { line: item.line, id: item.id, name: item.name };
  if ("error" in item) return { ...place, errorCode: item.error.code, errorMessage: item.error.message };
  const r = item.result;
  const conflicts = r.checks.conflicts as
    | { identityMatch?: Match | null; similarMatches?: Match[] }
    | undefined;
  const trademarks = r.checks.trademarks as { similarMatches?: Match[] } | undefined;
  const topConflict = conflicts?.similarMatches?.[0];
  const topMark = trademarks?.similarMatches?.[0];
  return {
    ...place,
    overallStatus: r.overallStatus,
    resultState: r.resultState,
    primaryConcern: r.primaryConcern?.code,
    drivers: r.drivers.map((d) => d.code).join(";"),
    identityMatch: conflicts?.identityMatch?.nameDisplay ?? (conflicts?.identityMatch ? "yes" : ""),
    topConflict: topConflict?.nameDisplay,
    topConflictRisk: topConflict?.risk,
    topTrademark: topMark?.markText ?? topMark?.markTextNorm,
    topTrademarkRisk: topMark?.risk,
    domains: r.checks.domains?.results.map((d) => `${d.fqdn}:${d.status}`).join(";"),
    executionIssues: r.executionIssues.map((e) => `${e.check}:${e.code}`).join(";"),
  };
}

/** RFC 4180 quoting; line breaks become spaces so every record is one physical line. */
function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).replace(/[\r\n]+/g, " ");
  return /[",]/.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text;
}
