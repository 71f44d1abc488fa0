/**
 * `namescreen import companies FILE`: CSV or NDJSON into the company register, all or nothing.
 * Each row is checked (rejected rows are counted with their reason and skipped, or with
 * `strict` fail the import); accepted rows are staged and swapped in by one commit.
 */
import { statSync } from "node:fs";
import type { ImportMode } from "../import/import-mode.js";
import type { RemovalPolicy } from "../import/removal-guard.js";
import { assertRemovalsAllowed, DEFAULT_REMOVAL_POLICY, removalRefusal } from "../import/removal-guard.js";
import type { TextEncoding } from "../import/text-encoding.js";
import type { Db } from "../sqlite/open.js";
import { companyFileRows } from "./file-rows.js";
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
  /**
   * "full" (default): companies in scope missing from the file are removed (guarded by
   * `removalPolicy`); "upsert": the file only adds and updates companies, it never removes.
   */
  mode?: ImportMode | undefined;
  /** How many removals a full import may make (default: at most 5% of the companies in scope). */
  removalPolicy?: RemovalPolicy | undefined;
  /** Compute the summary (added/changed/removed/unchanged) and write nothing. */
  dryRun?: boolean | undefined;
  /** The file's encoding (default UTF-8, checked strictly). */
  encoding?: TextEncoding | undefined;
  /** Refuse the whole file if any row is rejected. */
  strict?: boolean | undefined;
  onProgress?: ((read: number, total: number) => void) | undefined;
  now?: (() => Date) | undefined;
}

/** What an import did. */
export interface CompanyImportSummary {
  file: string;
  format: CompanyFileFormat;
  mode: ImportMode;
  /** True when nothing was written (`dryRun`): the counts say what the import would do. */
  dryRun: boolean;
  /** In a dry run: why the import itself would be refused (the removal guard), else null. */
  wouldRefuse: string | null;
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
  /** Companies in the import's scope before it. */
  previous: number;
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
  const mode = options.mode ?? "full";
  const summary: CompanyImportSummary = {
    file: options.file,
    format,
    mode,
    dryRun: options.dryRun === true,
    wouldRefuse: null,
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
    previous: 0,
    durationMs: 0,
  };
  const staged = new StagedCompanies(db, {
    source: options.source ?? "import",
    scope: mode === "upsert" ? "listed" : (options.scope ?? "all"),
  });
  const encoding = options.encoding ?? "utf-8";
  try {
    for await (const item of companyFileRows(options.file, format, encoding, total, options.onProgress)) {
      const line = item.line;
      summary.rowsRead++;
      const checked = "reason" in item ? item : checkCompanyRow(item.raw);
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
    const policy = options.removalPolicy ?? DEFAULT_REMOVAL_POLICY;
    staged.commit((options.now ?? (() => new Date()))().toISOString(), {
      dryRun: options.dryRun,
      beforeCommit: (totals) => {
        Object.assign(summary, totals);
        const counts = { noun: "companies", before: totals.previous, removed: totals.removed };
        if (options.dryRun) summary.wouldRefuse = removalRefusal(counts, policy);
        else assertRemovalsAllowed(counts, policy);
      },
    });
  } catch (error) {
    staged.rollback();
    if (error instanceof CompanyImportError) throw error;
    // A storage failure (disk full, I/O error, locked) says nothing about the file, and its
    // counts ("8000 imported, 8000 added") would read as an import that happened.
    const counts = _storageFailure(error) ? null : summary;
    throw new CompanyImportError(`${options.file}: ${(error as Error).message}; nothing imported`, counts);
  }
  options.onProgress?.(total, total);
  summary.durationMs = Date.now() - started;
  return summary;
}

// --- Internal helpers ---

/** An error of SQLite or of the file system under it (SQLITE_FULL, SQLITE_IOERR_WRITE, ENOSPC...). */
function _storageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_") || /^E[A-Z]+$/.test(code));
}
