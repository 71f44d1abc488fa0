/**
 * The rows of a batch file (CSV or NDJSON), read with the importers' readers (strict UTF-8,
 * numbered lines, the NDJSON nesting bound, CSV records with truncation checks). Every data
 * line becomes a prepared row: a request to screen or that row's error. A problem with the file
 * as a whole (bad encoding, a cut-off last record, an unknown CSV column) throws ImportFileError.
 */
import type { Readable } from "node:stream";
import { headerDelimiter } from "../storage/import/csv-delimiter.js";
import { csvRecords } from "../storage/import/csv-records.js";
import { jsonObjectLines } from "../storage/import/json-object-lines.js";
import type { TextEncoding } from "../storage/import/text-encoding.js";
import { utf8Bytes } from "../storage/import/text-encoding.js";
import type { CsvColumnMap } from "./csv-columns.js";
import { csvColumnsOf, rowOfCsvFields } from "./csv-columns.js";
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

/**
 * The delimiters a batch CSV may use; its header says which one (csv-delimiter.ts). Excel in a
 * Swiss or German locale saves `;`: such a file was refused as one unknown column `id;name;…`.
 */
const CSV_DELIMITERS = [",", ";"];

async function* csvRows(bytes: Readable): AsyncGenerator<PreparedRow> {
  const { delimiter, rest } = await headerDelimiter(bytes, CSV_DELIMITERS);
  let columns: CsvColumnMap | null = null;
  // Lines of whitespace only are skipped, as NDJSON skips blank lines.
  for await (const record of csvRecords(rest, { delimiter, skipBlankLines: true })) {
    if ("problem" in record) {
      yield { line: record.line, id: null, name: null, error: rowProblem("", record.problem) };
      continue;
    }
    columns ??= csvColumnsOf(Object.keys(record.fields));
    const row = rowOfCsvFields(record.fields, columns);
    if ("error" in row) yield { line: record.line, id: row.id, name: row.name, error: row.error };
    else yield prepareRow(record.line, row.value);
  }
}
