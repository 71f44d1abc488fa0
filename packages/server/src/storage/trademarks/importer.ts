/**
 * Importing a trademark file: all or nothing. Every row is read and checked inside one write
 * transaction; one bad row (or a duplicate id in the file) rolls the whole file back and the
 * error lists the problems with their line numbers. Progress is reported by bytes read.
 */
import { createReadStream, statSync } from "node:fs";
import { pipeline } from "node:stream";
import { byteCounter } from "../import/byte-counter.js";
import { ImportFileError } from "../import/file-error.js";
import type { ImportMode } from "../import/import-mode.js";
import type { RemovalPolicy } from "../import/removal-guard.js";
import {
  assertRemovalsAllowed,
  DEFAULT_REMOVAL_POLICY,
  MassRemovalError,
  removalRefusal,
} from "../import/removal-guard.js";
import type { TextEncoding } from "../import/text-encoding.js";
import { utf8Bytes } from "../import/text-encoding.js";
import type { Db } from "../sqlite/open.js";
import type { TrademarkLayout } from "./layouts.js";
import { readLayout } from "./layouts.js";
import type { RowIssue } from "./record-input.js";
import { checkMark, recordIdOf } from "./record-input.js";
import { createTrademarkStore } from "./repository.js";

export type { ImportMode } from "../import/import-mode.js";

/** Options of {@link importTrademarks}. */
export interface ImportOptions {
  file: string;
  layout: TrademarkLayout;
  /** Recorded in `trademarks.source` (default: the layout name). */
  source?: string | undefined;
  /**
   * "upsert" (default): the file adds, updates and (by its delete rows) deletes marks;
   * "full": it also replaces every mark of `source`, so marks of that source missing from the
   * file are deleted, guarded by `removalPolicy` (explicit delete rows are not guarded).
   */
  mode?: ImportMode | undefined;
  /** How many missing marks a full import may delete (default: at most 5% of the source's marks). */
  removalPolicy?: RemovalPolicy | undefined;
  /** Check everything and compute the summary, then write nothing. */
  dryRun?: boolean | undefined;
  /** The file's encoding (default UTF-8, checked strictly). */
  encoding?: TextEncoding | undefined;
  /** Called now and then with bytes read so far and the file size. */
  onProgress?: ((read: number, total: number) => void) | undefined;
  /**
   * Called with the id of every explicit delete row (after its checks): an importer that writes
   * elsewhere than `db` (PostgreSQL, via a scratch database) applies them itself.
   */
  onDeleteRow?: ((sourceRecordId: string) => void) | undefined;
  now?: (() => Date) | undefined;
}

/** What a successful import did. */
export interface ImportSummary {
  file: string;
  layout: TrademarkLayout;
  mode: ImportMode;
  /** True when nothing was written (`dryRun`): the counts say what the import would do. */
  dryRun: boolean;
  /** In a dry run: why the import itself would be refused (the removal guard), else null. */
  wouldRefuse: string | null;
  rows: number;
  inserted: number;
  updated: number;
  /** Marks already stored with the same fields (not written: no reindexing). */
  unchanged: number;
  deleted: number;
  /** Marks stored without text (figurative signs): never matched by text. */
  withoutText: number;
  /** Marks in the import's scope before it (all marks; in "full" mode those of its source). */
  previous: number;
  /** "full" mode: marks of the source the file lacked, deleted (counted in `deleted` too; guarded). */
  missing: number;
  totalMarks: number;
  durationMs: number;
}

/** Thrown when a file is refused; nothing was stored. `issues` holds the first problems. */
export class ImportError extends Error {
  readonly issues: RowIssue[];
  readonly issueCount: number;

  constructor(file: string, issues: RowIssue[], issueCount: number, message?: string) {
    // A problem of the file as a whole (field "") reads without a field name.
    const shown = issues
      .map((i) => `  line ${i.line}: ${i.field ? `${i.field} ` : ""}${i.message}`)
      .join("\n");
    const more = issueCount > issues.length ? `\n  ... and ${issueCount - issues.length} more` : "";
    super(
      message
        ? `${file}: ${message}`
        : `${file}: ${issueCount} problem(s), nothing imported:\n${shown}${more}`,
    );
    this.name = "ImportError";
    this.issues = issues;
    this.issueCount = issueCount;
  }
}

const MAX_LISTED = 20;

/** Import a file into the `trademarks` table, all or nothing. */
export async function importTrademarks(db: Db, options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const total = statSync(options.file).size;
  const at = (options.now ?? (() => new Date()))().toISOString();
  const source = options.source ?? options.layout;
  const store = createTrademarkStore(db);
  const issues: RowIssue[] = [];
  let issueCount = 0;
  const report = (issue: RowIssue) => {
    issueCount++;
    if (issues.length < MAX_LISTED) issues.push(issue);
  };
  const seen = new Set<string>();
  const summary = { rows: 0, inserted: 0, updated: 0, unchanged: 0, deleted: 0, withoutText: 0 };

  const mode = options.mode ?? "upsert";
  const input = utf8Bytes(options.encoding ?? "utf-8");
  // pipeline destroys every stage on an error, so the reader below sees it and rejects.
  pipeline(createReadStream(options.file), byteCounter(total, options.onProgress), input, () => {});

  // Inside a caller's transaction (a seeder run) use a savepoint; otherwise take the write lock now.
  const nested = db.inTransaction;
  db.exec(nested ? "SAVEPOINT trademark_import" : "BEGIN IMMEDIATE");
  const previous = mode === "full" ? store.countOfSource(source) : store.count();
  try {
    for await (const item of readLayout(options.layout, input)) {
      if (item.kind === "error") {
        report({ line: item.line, field: item.field, message: item.message });
        continue;
      }
      summary.rows++;
      const id = recordIdOf(item.kind === "delete" ? item.sourceRecordId : item.raw.sourceRecordId);
      if (id !== "" && seen.has(id)) {
        report({ line: item.line, field: "sourceRecordId", message: `"${id}" appears twice in the file` });
        continue;
      }
      seen.add(id);
      if (item.kind === "delete") {
        if (id === "") report({ line: item.line, field: "sourceRecordId", message: "is required" });
        else {
          options.onDeleteRow?.(id);
          if (issueCount === 0 && store.remove(id)) summary.deleted++;
        }
        continue;
      }
      const checked = checkMark(item.raw, item.line);
      if (!checked.record) {
        checked.issues.forEach(report);
        continue;
      }
      // After the first problem the rest is only checked: the transaction is rolled back anyway.
      if (issueCount > 0) continue;
      if (checked.record.markText === null) summary.withoutText++;
      summary[store.upsert(checked.record, source, at)]++;
    }
    if (summary.rows === 0 && issueCount === 0) report({ line: 1, field: "file", message: "holds no marks" });
    if (issueCount > 0) throw new ImportError(options.file, issues, issueCount);
    let missing = 0;
    if (mode === "full") {
      for (const id of store.idsOfSource(source)) if (!seen.has(id) && store.remove(id)) missing++;
    }
    summary.deleted += missing;
    // Only removals by absence are guarded: a delete row is an explicit, deliberate removal.
    const policy = options.removalPolicy ?? DEFAULT_REMOVAL_POLICY;
    const counts = { noun: "marks", before: previous, removed: missing };
    const wouldRefuse = options.dryRun ? removalRefusal(counts, policy) : null;
    if (!options.dryRun) assertRemovalsAllowed(counts, policy);
    const totalMarks = store.count();
    if (options.dryRun) rollback(db, nested);
    else db.exec(nested ? "RELEASE trademark_import" : "COMMIT");
    options.onProgress?.(total, total);
    const dryRun = options.dryRun === true;
    return {
      file: options.file,
      layout: options.layout,
      mode,
      dryRun,
      wouldRefuse,
      ...summary,
      previous,
      missing,
      totalMarks,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    rollback(db, nested);
    if (error instanceof ImportFileError) {
      report({ line: error.line, field: "", message: error.problem });
      throw new ImportError(options.file, issues, issueCount);
    }
    if (error instanceof MassRemovalError)
      throw new ImportError(options.file, [], 0, `${error.message}; nothing imported`);
    throw error;
  }
}

// --- Internal helpers ---

/** Undo the import (no-op when already undone). */
function rollback(db: Db, nested: boolean): void {
  if (nested) {
    if (db.inTransaction) db.exec("ROLLBACK TO trademark_import; RELEASE trademark_import");
  } else if (db.inTransaction) db.exec("ROLLBACK");
}
