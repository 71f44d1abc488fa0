/**
 * The rows of a batch file (CSV or NDJSON), read with the importers' readers (strict UTF-8,
 * numbered lines, the NDJSON nesting bound, CSV records with truncation checks). Every data
 * line becomes a prepared row: a request to screen or that row's error. A problem with the file
 * as a whole (bad encoding, a cut-off last record, an unknown CSV column) throws ImportFileError.
 */
import type { Readable } from "node:stream";
import type { CsvRecord } from "../storage/import/csv-records.js";
import { csvRecords } from "../storage/import/csv-records.js";
import { ImportFileError } from "../storage/import/file-error.js";
import { jsonObjectLines } from "../storage/import/json-object-lines.js";
import type { TextEncoding } from "../storage/import/text-encoding.js";
import { utf8Bytes } from "../storage/import/text-encoding.js";
import { CSV_COLUMNS, rowOfCsvFields } from "./csv-columns.js";
import { csvLines } from "./csv-lines.js";
import { prepareRow, rowProblem } from "./row.js";
import type { BatchFormat, PreparedRow } from "./types.js";

/** The format a file name implies (`.csv`; `.ndjson`/`.jsonl`), or null. */
export function formatOfFileName(file: string): BatchFormat | null {
  if (/\.csv$/i.test(file)) return "csv";
  if (/\.(ndjson|jsonl)$/i.test(file)) return "ndjson";
  return null;
}

/** How the bytes are read: the CLI's --encoding, and what a refusal of Latin-1 bytes advises. */
export interface RowDecoding {
  encoding?: TextEncoding;
  latin1Advice?: string;
}

/** The prepared rows of `input`, in file order (the job API reads UTF-8 only). */
export async function* readBatchRows(
  input: Readable,
  format: BatchFormat,
  decoding: RowDecoding = {},
): AsyncGenerator<PreparedRow> {
  const bytes = input.pipe(utf8Bytes(decoding.encoding, decoding.latin1Advice));
  input.on("error", (error) => bytes.destroy(error));
  if (format === "csv") yield* csvRows(bytes);
  else yield* ndjsonRows(bytes);
}

// --- Internal helpers ---

async function* ndjsonRows(input: Readable): AsyncGenerator<PreparedRow> {
  for await (const item of jsonObjectLines(input)) {
    const { line } = item;
    if ("object" in item) yield prepareRow(line, item.object);
    else if (item.problem === "syntax")
      yield { line, id: null, name: null, error: rowProblem("", `is not JSON: ${item.message}`) };
    else yield { line, id: null, name: null, error: rowProblem("", "must be a JSON object") };
  }
}

async function* csvRows(bytes: Readable): AsyncGenerator<PreparedRow> {
  let checked = false;
  for await (const record of csvRecordsByLine(bytes)) {
    if ("problem" in record) {
      yield { line: record.line, id: null, name: null, error: rowProblem("", record.problem) };
      continue;
    }
    if (!checked) {
      checkColumns(Object.keys(record.fields));
      checked = true;
    }
    const row = rowOfCsvFields(record.fields);
    if ("error" in row) yield { line: record.line, id: row.id, name: row.name, error: row.error };
    else yield prepareRow(record.line, row.value);
  }
}

/** The CSV records numbered by the lines an editor shows, whitespace-only lines skipped (csv-lines.ts). */
async function* csvRecordsByLine(bytes: Readable): AsyncGenerator<CsvRecord> {
  const lines = csvLines();
  let bytesError: unknown;
  bytes.on("error", (error) => {
    bytesError = error;
    lines.stream.destroy(error);
  });
  try {
    for await (const record of csvRecords(bytes.pipe(lines.stream)))
      yield { ...record, line: lines.lineOf(record.line) };
  } catch (error) {
    // A file error at the parser's line (a bad encoding counts its own lines).
    if (error instanceof ImportFileError && error !== bytesError)
      throw new ImportFileError(lines.lineOf(error.line), error.problem);
    throw error;
  }
}

/** Blank column names are no columns: spreadsheets export trailing empty ones (`id,name,`). */
function checkColumns(columns: readonly string[]): void {
  const unknown = columns.filter((c) => c !== "" && !(CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length > 0) {
    throw new ImportFileError(
      1,
      `unknown column(s) ${unknown.join(", ")}; the columns are ${CSV_COLUMNS.join(", ")}`,
    );
  }
  if (!columns.includes("name")) throw new ImportFileError(1, "the header has no name column");
}
