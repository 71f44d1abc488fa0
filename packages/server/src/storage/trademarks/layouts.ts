/**
 * The import layouts: each turns a byte stream into raw marks with their line numbers.
 *
 * - `euipo-csv`: the EUIPO open-data trademark export as flattened to CSV (the layout of
 *   seed-data/trademarks/euipo_trademarks_2020_sample.csv): comma-separated, header row, columns
 *   application_number, office, operation, application_date, registration_date, expiry_date,
 *   status, kind_mark, mark_feature, verbal_element, nice_classes ("9|35|42"), ... (others ignored).
 * - `ndjson`: one JSON object per line with the contract's field names (docs/trademark-search.md).
 */
import type { Readable } from "node:stream";
import { csvRecords } from "../import/csv-records.js";
import { jsonObjectLines } from "../import/json-object-lines.js";
import type { RawMark } from "./record-input.js";

/** Supported import layouts. */
export const TRADEMARK_LAYOUTS = ["euipo-csv", "ndjson"] as const;
export type TrademarkLayout = (typeof TRADEMARK_LAYOUTS)[number];

/** One item read from a file: a mark to upsert, a mark to delete, or a line that cannot be read. */
export type LayoutItem =
  | { kind: "mark"; line: number; raw: RawMark }
  | { kind: "delete"; line: number; sourceRecordId: string }
  | { kind: "error"; line: number; field: string; message: string };

/** Guess the layout from the file name (".csv" or ".ndjson"/".jsonl"), or null. */
export function layoutFromName(file: string): TrademarkLayout | null {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "euipo-csv";
  if (lower.endsWith(".ndjson") || lower.endsWith(".jsonl")) return "ndjson";
  return null;
}

/** Read items of a layout from a stream. */
export function readLayout(layout: TrademarkLayout, input: Readable): AsyncGenerator<LayoutItem> {
  return layout === "euipo-csv" ? readEuipoCsv(input) : readNdjson(input);
}

const EUIPO_REQUIRED = ["application_number", "verbal_element", "nice_classes", "status"];

async function* readEuipoCsv(input: Readable): AsyncGenerator<LayoutItem> {
  let checked = false;
  for await (const record of csvRecords(input)) {
    const line = record.line;
    if ("problem" in record) {
      yield { kind: "error", line, field: "csv", message: record.problem };
      continue;
    }
    const row = record.fields;
    if (!checked) {
      const missing = EUIPO_REQUIRED.filter((c) => !(c in row));
      if (missing.length > 0) {
        yield {
          kind: "error",
          line: 1,
          field: "header",
          message: `missing EUIPO columns: ${missing.join(", ")}`,
        };
        return;
      }
      checked = true;
    }
    const office = (row.office ?? "").trim() || "EM";
    const number = (row.application_number ?? "").trim();
    const id = number === "" ? "" : `${office}:${number}`;
    if ((row.operation ?? "").trim().toLowerCase() === "delete") {
      yield { kind: "delete", line, sourceRecordId: id };
      continue;
    }
    const classes = (row.nice_classes ?? "").trim();
    yield {
      kind: "mark",
      line,
      raw: {
        sourceRecordId: id,
        // An EU trademark keeps its application number as its registration number.
        registrationNumber: (row.registration_date ?? "").trim() !== "" ? number : null,
        applicationNumberText: number,
        markText: row.verbal_element,
        status: row.status,
        niceClasses:
          classes === "" ? [] : classes.split("|").map((c) => (/^\d{1,2}$/.test(c.trim()) ? Number(c) : c)),
        applicationDate: row.application_date,
        registrationDate: row.registration_date,
        expiryDate: row.expiry_date,
        markCategory: row.kind_mark,
        markFeatureCategory: row.mark_feature,
      },
    };
  }
}

const NDJSON_FIELDS = new Set([
  "sourceRecordId",
  "registrationNumber",
  "applicationNumberText",
  "markText",
  "status",
  "niceClasses",
  "applicationDate",
  "registrationDate",
  "expiryDate",
  "markCategory",
  "markFeatureCategory",
  "deleted",
]);

async function* readNdjson(input: Readable): AsyncGenerator<LayoutItem> {
  for await (const item of jsonObjectLines(input)) {
    const { line } = item;
    if (!("object" in item)) {
      const message = item.problem === "syntax" ? item.message : "each line must be a JSON object";
      yield { kind: "error", line, field: "json", message };
      continue;
    }
    const obj = item.object;
    const unknown = Object.keys(obj).filter((k) => !NDJSON_FIELDS.has(k));
    if (unknown.length > 0) {
      yield {
        kind: "error",
        line,
        field: unknown[0] as string,
        message: "is not a field of the NDJSON layout",
      };
      continue;
    }
    if (obj.deleted === true) {
      yield {
        kind: "delete",
        line,
        sourceRecordId: typeof obj.sourceRecordId === "string" ? obj.sourceRecordId : "",
      };
      continue;
    }
    yield { kind: "mark", line, raw: obj as unknown as RawMark };
  }
}
