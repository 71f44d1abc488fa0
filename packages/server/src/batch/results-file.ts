/**
 * The results file of `namescreen screen --out`: opened for appending, with what it already
 * holds read back, so an interrupted run resumes where it stopped. A last line cut off by the
 * interruption is removed first; every whole line names the input `line` it answers.
 */
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { RESULT_CSV_COLUMNS, resultHeader, resultLine } from "./result-format.js";
import type { BatchFormat, BatchItem } from "./types.js";

/** An open results file. */
export interface ResultsFile {
  /** Input lines already answered in the file (before this run). */
  done: ReadonlySet<number>;
  /** Append one outcome (one write call: a kill leaves at most one partial line). */
  write(item: BatchItem): void;
  close(): void;
}

/** Open (or create) `path` in `format`, reading back the lines it already answers. */
export function openResultsFile(path: string, format: BatchFormat): ResultsFile {
  const done = existsSync(path) ? answeredLines(path, format) : new Set<number>();
  const fd = openSync(path, "a");
  if (done.size === 0 && readFileSync(path).length === 0) writeSync(fd, resultHeader(format));
  return {
    done,
    write: (item) => {
      writeSync(fd, resultLine(item, format));
    },
    close: () => closeSync(fd),
  };
}

// --- Internal helpers ---

/** The answered lines; truncates a partial last line. Throws when the file is not a results file. */
function answeredLines(path: string, format: BatchFormat): Set<number> {
  const bytes = readFileSync(path);
  const whole = bytes.lastIndexOf(0x0a) + 1;
  if (whole < bytes.length) {
    const fd = openSync(path, "r+");
    ftruncateSync(fd, whole);
    closeSync(fd);
  }
  const text = bytes.subarray(0, whole).toString("utf8");
  const lines = new Set<number>();
  if (format === "ndjson") {
    for (const line of text.split("\n")) {
      if (line === "") continue;
      lines.add(lineOf(JSON.parse(line) as { line?: unknown }, path));
    }
    return lines;
  }
  const records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  if (text !== "" && !text.startsWith(RESULT_CSV_COLUMNS.join(","))) {
    throw new Error(`${path} is not a results CSV of namescreen screen (its header differs)`);
  }
  for (const record of records) lines.add(lineOf({ line: Number(record.line) }, path));
  return lines;
}

function lineOf(row: { line?: unknown }, path: string): number {
  if (typeof row.line !== "number" || !Number.isInteger(row.line)) {
    throw new Error(
      `${path} holds a row without an input line number: not a results file of namescreen screen`,
    );
  }
  return row.line;
}
