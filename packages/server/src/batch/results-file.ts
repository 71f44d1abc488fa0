/**
 * The results file of `namescreen screen --out`: opened for appending, with what it already
 * holds read back, so an interrupted run resumes where it stopped. A last line cut off by the
 * interruption is removed first; every whole line names the input `line` it answers.
 *
 * The file is changed only once it is known to be a results file (a mistyped --out that names
 * the input or a notes file is refused untouched), and one run writes it at a time: a lock file
 * beside it (`<out>.lock`, results-lock.ts) refuses a second run while the first lives.
 */
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { RESULT_CSV_COLUMNS, resultHeader, resultLine } from "./result-format.js";
import { takeWriterLock } from "./results-lock.js";
import type { BatchFormat, BatchItem } from "./types.js";

/** An open results file. */
export interface ResultsFile {
  /** Input lines already answered in the file (before this run). */
  done: ReadonlySet<number>;
  /** Append one outcome (one write call: a kill leaves at most one partial line). */
  write(item: BatchItem): void;
  /** Close the file and release its lock (safe twice: a signal's cleanup may come first). */
  close(): void;
}

/** Open (or create) `path` in `format`, reading back the lines it already answers. */
export function openResultsFile(path: string, format: BatchFormat): ResultsFile {
  const lock = takeWriterLock(path);
  try {
    const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const whole = bytes.lastIndexOf(0x0a) + 1;
    const done = answeredLines(bytes.subarray(0, whole).toString("utf8"), path, format);
    checkPartialLine(bytes.subarray(whole).toString("utf8"), whole === 0, path, format);
    const fd = openSync(path, "a");
    if (whole < bytes.length) ftruncateSync(fd, whole);
    if (whole === 0) writeSync(fd, resultHeader(format));
    let closed = false;
    return {
      done,
      write: (item) => {
        writeSync(fd, resultLine(item, format));
      },
      close: () => {
        if (closed) return;
        closed = true;
        closeSync(fd);
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

// --- Internal helpers ---

/** The input lines the whole lines answer. Throws when they are not a results file's. */
function answeredLines(text: string, path: string, format: BatchFormat): Set<number> {
  const lines = new Set<number>();
  if (text === "") return lines;
  if (format === "ndjson") {
    for (const line of text.split("\n")) {
      if (line === "") continue;
      lines.add(lineOf(parsedRow(line, path), path));
    }
    return lines;
  }
  if (!text.startsWith(`${RESULT_CSV_COLUMNS.join(",")}\n`)) {
    throw new Error(`${path} is not a results CSV of namescreen screen (its header differs)`);
  }
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch {
    throw new Error(`${path} is not a results CSV of namescreen screen (it does not parse as CSV)`);
  }
  for (const record of records) lines.add(lineOf({ line: Number(record.line) }, path));
  return lines;
}

/**
 * A last line without its newline is what a killed run leaves: the start of a results row (or,
 * in a file without one whole line, of the CSV header). Anything else means the file is not ours.
 */
function checkPartialLine(partial: string, first: boolean, path: string, format: BatchFormat): void {
  if (partial === "") return;
  const ours =
    format === "ndjson"
      ? '{"line":'.startsWith(partial) || partial.startsWith('{"line":')
      : first
        ? resultHeader("csv").startsWith(partial)
        : /^\d/.test(partial);
  if (!ours)
    throw new Error(
      `${path} ends in a line that is not a results row: not a results file of namescreen screen`,
    );
}

function parsedRow(line: string, path: string): { line?: unknown } {
  try {
    return JSON.parse(line) as { line?: unknown };
  } catch {
    throw new Error(`${path} holds a line that is not JSON: not a results file of namescreen screen`);
  }
}

function lineOf(row: { line?: unknown } | null, path: string): number {
  if (typeof row?.line !== "number" || !Number.isInteger(row.line)) {
    throw new Error(
      `${path} holds a row without an input line number: not a results file of namescreen screen`,
    );
  }
  return row.line;
}
