/**
 * Importing a trademark file: all or nothing. Every row is read and checked inside one write
 * transaction; one bad row (or a duplicate id in the file) rolls the whole file back and the
 * error lists the problems with their line numbers. Progress is reported by bytes read.
 */
import { createReadStream, statSync } from "node:fs";
import { byteCounter } from "../import/byte-counter.js";
import type { Db } from "../sqlite/open.js";
import type { TrademarkLayout } from "./layouts.js";
import { readLayout } from "./layouts.js";
import type { RowIssue } from "./record-input.js";
import { checkMark } from "./record-input.js";
import { createTrademarkStore } from "./repository.js";

/** Options of {@link importTrademarks}. */
export interface ImportOptions {
  file: string;
  layout: TrademarkLayout;
  /** Recorded in `trademarks.source` (default: the layout name). */
  source?: string | undefined;
  /** Called now and then with bytes read so far and the file size. */
  onProgress?: ((read: number, total: number) => void) | undefined;
  now?: (() => Date) | undefined;
}

/** What a successful import did. */
export interface ImportSummary {
  file: string;
  layout: TrademarkLayout;
  rows: number;
  inserted: number;
  updated: number;
  /** Marks already stored with the same fields (not written: no reindexing). */
  unchanged: number;
  deleted: number;
  /** Marks stored without text (figurative signs): never matched by text. */
  withoutText: number;
  totalMarks: number;
  durationMs: number;
}

/** Thrown when a file is refused; nothing was stored. `issues` holds the first problems. */
export class ImportError extends Error {
  readonly issues: RowIssue[];
  readonly issueCount: number;

  constructor(file: string, issues: RowIssue[], issueCount: number) {
    const shown = issues.map((i) => `  line ${i.line}: ${i.field} ${i.message}`).join("\n");
    const more = issueCount > issues.length ? `\n  ... and ${issueCount - issues.length} more` : "";
    super(`${file}: ${issueCount} problem(s), nothing imported:\n${shown}${more}`);
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

  const input = createReadStream(options.file).pipe(byteCounter(total, options.onProgress));

  // Inside a caller's transaction (a seeder run) use a savepoint; otherwise take the write lock now.
  const nested = db.inTransaction;
  db.exec(nested ? "SAVEPOINT trademark_import" : "BEGIN IMMEDIATE");
  try {
    for await (const item of readLayout(options.layout, input)) {
      if (item.kind === "error") {
        report({ line: item.line, field: item.field, message: item.message });
        continue;
      }
      summary.rows++;
      const id = item.kind === "delete" ? item.sourceRecordId : String(item.raw.sourceRecordId ?? "");
      if (id !== "" && seen.has(id)) {
        report({ line: item.line, field: "sourceRecordId", message: `"${id}" appears twice in the file` });
        continue;
      }
      seen.add(id);
      if (item.kind === "delete") {
        if (id === "") report({ line: item.line, field: "sourceRecordId", message: "is required" });
        else if (issueCount === 0 && store.remove(id)) summary.deleted++;
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
    db.exec(nested ? "RELEASE trademark_import" : "COMMIT");
  } catch (error) {
    if (nested) db.exec("ROLLBACK TO trademark_import; RELEASE trademark_import");
    else if (db.inTransaction) db.exec("ROLLBACK");
    throw error;
  }
  options.onProgress?.(total, total);
  return {
    file: options.file,
    layout: options.layout,
    ...summary,
    totalMarks: store.count(),
    durationMs: Date.now() - started,
  };
}
