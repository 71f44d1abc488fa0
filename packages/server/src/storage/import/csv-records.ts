/**
 * CSV records with their line numbers and the header's column names, shared by both
 * importers and batch screening. Lines are numbered as an editor shows them (csv-lines.ts). A
 * stray quote is kept as text. A record whose field count
 * differs from the header's is reported as a problem (a rejected row); the same at the end of the file, or a quote left open there, means the file
 * was cut off, and reading stops with {@link ImportFileError}, as does a header naming a column twice.
 */
import type { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { csvLines } from "./csv-lines.js";
import { ImportFileError } from "./file-error.js";

/** One data record: its fields by column name, or why it cannot be read. */
export type CsvRecord = { line: number; fields: Record<string, string> } | { line: number; problem: string };

/** Options of {@link csvRecords}. */
export interface CsvRecordOptions {
  /** The field delimiter, one ASCII character (default ","). */
  delimiter?: string;
  /**
   * Skip lines of whitespace only, as empty lines are (batch screening). The importers do not
   * (yet): such a line is a rejected row there, or a truncated file at the end.
   */
  skipBlankLines?: boolean;
}

/** The data records of a UTF-8 CSV stream whose first record is the header. */
export async function* csvRecords(
  input: Readable,
  options: CsvRecordOptions = {},
): AsyncGenerator<CsvRecord> {
  const delimiter = options.delimiter ?? ",";
  const lines = csvLines({ delimiter, skipBlankLines: options.skipBlankLines === true });
  const parser = input.pipe(lines.stream).pipe(
    parse({
      bom: true,
      delimiter,
      // Any line break ends a record: the parser would take the first line's for all of them,
      // and a file of mixed breaks (edited on two systems) ran its records together.
      record_delimiter: ["\r\n", "\n", "\r"],
      skip_empty_lines: true,
      // A quote inside an unquoted field, or text after a closing one, is kept as written
      // (`Restaurant "Zum Loewen" GmbH`): before, one such row stopped a 100,000-row file.
      relax_quotes: true,
      relax_column_count: true,
      info: true,
    }),
  );
  // The stream's own errors (a failed read, a bad encoding) reach the parser's iterator too,
  // unchanged: they count their own lines.
  input.on("error", (error) => {
    lines.stream.destroy();
    parser.destroy(error);
  });
  let header: string[] | null = null;
  let held: { line: number; values: string[] } | null = null;
  const record = (r: { line: number; values: string[] }, last: boolean): CsvRecord => {
    const columns = header as string[];
    if (r.values.length === columns.length)
      return { line: r.line, fields: Object.fromEntries(columns.map((c, i) => [c, r.values[i] ?? ""])) };
    if (last && r.values.length < columns.length)
      throw new ImportFileError(
        r.line,
        `the last record has ${r.values.length} of ${columns.length} fields: the file looks truncated`,
      );
    return { line: r.line, problem: `has ${r.values.length} fields, the header has ${columns.length}` };
  };
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = lines.lineOf(item.info.lines);
      if (header === null) {
        header = headerOf(item.record, line);
        continue;
      }
      if (held) yield record(held, false);
      held = { line, values: item.record };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "CSV_QUOTE_NOT_CLOSED")
      throw new ImportFileError(
        lines.lineOf(parser.info.lines),
        "a quoted field is still open at the end of the file: it looks truncated",
      );
    // Any other parse error of csv-parse is a problem of the file (some codes lack the CSV_
    // prefix, as INVALID_OPENING_QUOTE did before quotes were relaxed).
    if (error instanceof CsvError || (typeof code === "string" && code.startsWith("CSV_")))
      throw new ImportFileError(lines.lineOf(parser.info.lines), (error as Error).message);
    throw error;
  }
  if (held) yield record(held, true);
}

// --- Internal helpers ---

/**
 * The header's column names; one named twice stops the file (fields are keyed by name: the last
 * would win). Blank names are left alone: spreadsheets export trailing empty columns.
 */
function headerOf(record: readonly string[], line: number): string[] {
  const columns = record.map((c) => c.trim());
  const duplicates = [...new Set(columns.filter((c, i) => c !== "" && columns.indexOf(c) !== i))];
  if (duplicates.length > 0)
    throw new ImportFileError(
      line,
      `duplicate column(s) ${duplicates.join(", ")}; each column may appear once`,
    );
  return columns;
}
