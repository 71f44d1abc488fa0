/**
 * The rows of a company import file (CSV or NDJSON) with their line numbers, as the importer
 * checks them: one raw row per name, or the reason a line holds no row. A problem of the file
 * as a whole (an unknown column or key, an ambiguous delimiter, bad bytes, a cut-off end)
 * throws ImportFileError.
 */
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import { byteCounter } from "../import/byte-counter.js";
import { headerDelimiter } from "../import/csv-delimiter.js";
import { csvRecords } from "../import/csv-records.js";
import { jsonObjectLines } from "../import/json-object-lines.js";
import type { TextEncoding } from "../import/text-encoding.js";
import { utf8Bytes } from "../import/text-encoding.js";
import { checkCsvColumns, checkNdjsonKeys } from "./file-keys.js";

/** One line's row to check, or why the line holds none. */
export type FileRow = { line: number; raw: Record<string, unknown> } | { line: number; reason: string };

/** The delimiters a company CSV may use; its header says which one (csv-delimiter.ts). */
const CSV_DELIMITERS = [",", ";"];

/** Rows of the file; an NDJSON company object yields one row per name. */
export async function* companyFileRows(
  file: string,
  format: "csv" | "ndjson",
  encoding: TextEncoding,
  total: number,
  onProgress: ((read: number, total: number) => void) | undefined,
): AsyncGenerator<FileRow> {
  const text = utf8Bytes(encoding);
  // pipeline destroys every stage on an error, so the loops below see it and reject.
  pipeline(createReadStream(file), byteCounter(total, onProgress), text, () => {});
  try {
    if (format === "csv") yield* csvRows(text);
    else yield* ndjsonRows(text);
  } finally {
    // A refused file stops reading here: close it rather than leave it half read.
    text.destroy();
  }
}

// --- Internal helpers ---

async function* csvRows(text: Readable): AsyncGenerator<FileRow> {
  const { delimiter, rest } = await headerDelimiter(text, CSV_DELIMITERS);
  let checked = false;
  for await (const record of csvRecords(rest, { delimiter })) {
    if ("problem" in record) {
      yield { line: record.line, reason: record.problem };
      continue;
    }
    if (!checked) {
      checkCsvColumns(Object.keys(record.fields));
      checked = true;
    }
    yield { line: record.line, raw: record.fields };
  }
}

async function* ndjsonRows(text: Readable): AsyncGenerator<FileRow> {
  for await (const item of jsonObjectLines(text)) {
    const { line } = item;
    if (!("object" in item)) {
      yield { line, reason: "line is not a JSON object" };
      continue;
    }
    const object = item.object;
    if ("names" in object && !Array.isArray(object.names)) {
      yield { line, reason: "names must be a list of names" };
      continue;
    }
    checkNdjsonKeys(object, line);
    if (!Array.isArray(object.names)) {
      yield { line, raw: object };
      continue;
    }
    // A company with its names: company fields plus each name's own fields.
    const { names, ...company } = object;
    // No name, no row: without this the company vanished unreported (and a full import removed it).
    if (names.length === 0) {
      yield { line, reason: "names is empty: the company has no names" };
      continue;
    }
    for (const n of names as unknown[]) {
      const name = typeof n === "object" && n !== null ? (n as Record<string, unknown>) : { name: n };
      yield {
        line,
        raw: {
          ...company,
          name: name.name,
          name_language: name.language ?? name.name_language,
          name_kind: name.kind ?? name.name_kind,
          valid_from: name.valid_from,
          valid_to: name.valid_to,
        },
      };
    }
  }
}
