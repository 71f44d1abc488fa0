/**
 * `namescreen import companies FILE`: CSV or NDJSON into the company register, all or nothing.
 * Each row is checked (rejected rows are counted with their reason and skipped, or with
 * `strict` fail the import); accepted rows are staged and swapped in by one commit.
 */
import { createReadStream, statSync } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { parse } from "csv-parse";
import { byteCounter } from "../import/byte-counter.js";
import type { Db } from "../sqlite/open.js";
import { checkCompanyRow } from "./rows.js";
import type { ReplaceScope } from "./staging.js";
import { StagedCompanies } from "./staging.js";

/** File layouts the importer reads. */
export type CompanyFileFormat = "csv" | "ndjson";
export const COMPANY_FILE_FORMATS: readonly CompanyFileFormat[] = ["csv", "ndjson"];

/** Options of {@link importCompanies}. */
export interface CompanyImportOptions {
  file: string;
  format?: CompanyFileFormat | undefined;
  /** Stored with each company (default "import"). */
  source?: string | undefined;
  /** "all" (default): the file replaces the register; "source": only companies of `source`. */
  scope?: ReplaceScope | undefined;
  /** Refuse the whole file if any row is rejected. */
  strict?: boolean | undefined;
  onProgress?: ((read: number, total: number) => void) | undefined;
  now?: (() => Date) | undefined;
}

/** What an import did. */
export interface CompanyImportSummary {
  file: string;
  format: CompanyFileFormat;
  rowsRead: number;
  rowsImported: number;
  rowsRejected: number;
  /** Rejected rows by reason. */
  rejectedByReason: Record<string, number>;
  /** The first rejected rows (line number and reason). */
  rejectedExamples: { line: number; reason: string }[];
  companies: number;
  names: number;
  promotedMain: number;
  /** The diff against the register (companies). */
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  durationMs: number;
}

/** The file was refused; the register is unchanged. */
export class CompanyImportError extends Error {
  readonly summary: CompanyImportSummary | null;

  constructor(message: string, summary: CompanyImportSummary | null = null) {
    super(message);
    this.name = "CompanyImportError";
    this.summary = summary;
  }
}

/** The layout of a file from its extension, or null. */
export function companyFormatFromName(file: string): CompanyFileFormat | null {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".ndjson") || lower.endsWith(".jsonl")) return "ndjson";
  return null;
}

const MAX_EXAMPLES = 20;

/** Import a company file. Throws `CompanyImportError` (register unchanged) when refused. */
export async function importCompanies(db: Db, options: CompanyImportOptions): Promise<CompanyImportSummary> {
  const started = Date.now();
  const format = options.format ?? companyFormatFromName(options.file);
  if (!format) throw new CompanyImportError(`${options.file}: cannot tell the format (use .csv or .ndjson)`);
  const total = statSync(options.file).size;
  const summary: CompanyImportSummary = {
    file: options.file,
    format,
    rowsRead: 0,
    rowsImported: 0,
    rowsRejected: 0,
    rejectedByReason: {},
    rejectedExamples: [],
    companies: 0,
    names: 0,
    promotedMain: 0,
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 0,
    durationMs: 0,
  };
  const staged = new StagedCompanies(db, {
    source: options.source ?? "import",
    scope: options.scope ?? "all",
  });
  try {
    for await (const { line, raw } of readRows(options.file, format, total, options.onProgress)) {
      summary.rowsRead++;
      const checked = raw === null ? { reason: "line is not a JSON object" } : checkCompanyRow(raw);
      if ("reason" in checked) {
        summary.rowsRejected++;
        summary.rejectedByReason[checked.reason] = (summary.rejectedByReason[checked.reason] ?? 0) + 1;
        if (summary.rejectedExamples.length < MAX_EXAMPLES)
          summary.rejectedExamples.push({ line, reason: checked.reason });
        continue;
      }
      staged.add(checked.row);
      summary.rowsImported++;
    }
    if (summary.rowsImported === 0)
      throw new CompanyImportError(`${options.file}: no importable rows`, summary);
    if (options.strict && summary.rowsRejected > 0) {
      throw new CompanyImportError(
        `${options.file}: ${summary.rowsRejected} row(s) rejected (--strict)`,
        summary,
      );
    }
    const totals = staged.commit((options.now ?? (() => new Date()))().toISOString());
    Object.assign(summary, totals);
  } catch (error) {
    staged.rollback();
    if (error instanceof CompanyImportError) throw error;
    throw new CompanyImportError(`${options.file}: ${(error as Error).message}; nothing imported`, summary);
  }
  options.onProgress?.(total, total);
  summary.durationMs = Date.now() - started;
  return summary;
}

// --- Internal helpers ---

/** Rows of the file with their line numbers; an NDJSON company object yields one row per name. */
async function* readRows(
  file: string,
  format: CompanyFileFormat,
  total: number,
  onProgress: CompanyImportOptions["onProgress"],
): AsyncGenerator<{ line: number; raw: Record<string, unknown> | null }> {
  const counter = byteCounter(total, onProgress);
  if (format === "csv") {
    const parser = parse({
      columns: true,
      bom: true,
      delimiter: [",", ";"],
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    });
    // pipeline destroys every stage on an error, so the loop below sees it and rejects.
    pipeline(createReadStream(file), counter, parser, () => {});
    for await (const record of parser as AsyncIterable<{
      record: Record<string, unknown>;
      info: { lines: number };
    }>) {
      yield { line: record.info.lines, raw: record.record };
    }
    return;
  }
  pipeline(createReadStream(file), counter, () => {});
  let line = 0;
  for await (const text of lines(counter)) {
    line++;
    if (text.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield { line, raw: null };
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      yield { line, raw: null };
      continue;
    }
    const object = value as Record<string, unknown>;
    if (!Array.isArray(object.names)) {
      yield { line, raw: object };
      continue;
    }
    // A company with its names: company fields plus each name's own fields.
    const { names, ...company } = object;
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

/** Lines of a UTF-8 stream (without "\n" or "\r\n"); rejects when the stream fails. */
async function* lines(input: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of input) {
    rest += decoder.write(chunk as Buffer);
    let at = rest.indexOf("\n");
    while (at >= 0) {
      yield rest.slice(0, at).replace(/\r$/, "");
      rest = rest.slice(at + 1);
      at = rest.indexOf("\n");
    }
  }
  rest += decoder.end();
  if (rest !== "") yield rest.replace(/\r$/, "");
}
