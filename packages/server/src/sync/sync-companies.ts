/**
 * One sync of the company register from LINDAS: read the dataset date (unchanged → stop),
 * download every page into a spool file (rows checked like an import's), check the date again
 * (a reload during the download would mix two days), then apply the result as one guarded
 * difference. Every run is recorded, failures and refusals included.
 */
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import type { LindasSource } from "../adapters/lindas/index.js";
import { importRowsOf, LINDAS_ATTRIBUTION } from "../adapters/lindas/index.js";
import type { CompanyRow } from "../storage/companies/index.js";
import { checkCompanyRow } from "../storage/companies/index.js";
import { MassRemovalError } from "../storage/import/removal-guard.js";
import type { Db } from "../storage/sqlite/open.js";
import type { ApplyResult } from "./apply.js";
import { applySpool } from "./apply.js";
import { companyRegisterVersion, writtenSinceSync } from "./register-version.js";
import { createSpool } from "./spool.js";
import type { SyncOutcome } from "./sync-runs.js";
import { latestSyncRun, recordSyncRun, syncedDatasetDate } from "./sync-runs.js";

/** The register name under which company syncs are recorded. */
export const COMPANY_REGISTER = "companies";

/** The `source` stored with every synced company. */
export const SYNC_SOURCE = "zefix-lindas";

/** Progress after each page. */
export interface SyncProgress {
  pages: number;
  companies: number;
  rejected: number;
  /** Companies of the last applied sync (for an ETA), or null on the first. */
  expected: number | null;
}

/** Options of {@link syncCompanies}. */
export interface SyncCompaniesOptions {
  source: LindasSource;
  /** Sync even when the dataset date equals the stored one. */
  force?: boolean | undefined;
  /** Download and count only; the register is not touched. */
  dryRun?: boolean | undefined;
  /** Largest share (0–1) of the real register one sync may remove. */
  maxRemovalShare: number;
  /** Folder for the spool file (default: the OS temp folder; callers pass the database's folder, see spoolDirOf). */
  spoolDir?: string | undefined;
  onProgress?: ((progress: SyncProgress) => void) | undefined;
  now?: (() => Date) | undefined;
}

/** What a sync did. */
export interface SyncSummary {
  outcome: Extract<SyncOutcome, "applied" | "unchanged" | "dry_run">;
  endpoint: string;
  attribution: string;
  datasetModified: string | null;
  previousDatasetModified: string | null;
  /**
   * Another write (an import) changed the register after the last sync: this run downloads and
   * applies even when the dataset date is unchanged.
   */
  writtenSinceSync: boolean;
  startedAt: string;
  pages: number;
  companies: number;
  names: number;
  rejected: number;
  rejectedByReason: Record<string, number>;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  downloadMs: number;
  applyMs: number;
  /** The apply step's phases (guard, stage, commit), when it ran. */
  applyPhasesMs: ApplyResult["phasesMs"] | null;
  durationMs: number;
}

/** A sync that did not apply; the register is as it was. `outcome` says whether it was refused. */
export class SyncError extends Error {
  override readonly name = "SyncError";
  constructor(
    message: string,
    readonly outcome: "refused" | "failed",
    readonly summary: SyncSummary,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Where to spool for a database at `dbPath`: beside it (the OS temp folder may be in memory). */
export function spoolDirOf(dbPath: string): string | undefined {
  return dbPath === ":memory:" ? undefined : dirname(resolve(dbPath));
}

/** Run one sync. Resolves with what it did; rejects with a `SyncError` (register intact). */
export async function syncCompanies(db: Db, options: SyncCompaniesOptions): Promise<SyncSummary> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const previous = syncedDatasetDate(db, COMPANY_REGISTER);
  const summary: SyncSummary = {
    outcome: "applied",
    endpoint: options.source.endpoint,
    attribution: LINDAS_ATTRIBUTION,
    datasetModified: null,
    previousDatasetModified: previous,
    writtenSinceSync: writtenSinceSync(db, COMPANY_REGISTER),
    startedAt: started.toISOString(),
    ...{ pages: 0, companies: 0, names: 0, rejected: 0, rejectedByReason: {} },
    ...{
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 0,
      downloadMs: 0,
      applyMs: 0,
      applyPhasesMs: null,
      durationMs: 0,
    },
  };
  const finish = (outcome: SyncOutcome, message: string | null) => {
    summary.durationMs = now().getTime() - started.getTime();
    recordSyncRun(db, {
      register: COMPANY_REGISTER,
      endpoint: summary.endpoint,
      attribution: summary.attribution,
      startedAt: summary.startedAt,
      finishedAt: now().toISOString(),
      outcome,
      datasetModified: summary.datasetModified,
      ...pick(summary),
      rejected: summary.rejected,
      message,
      registerVersion: companyRegisterVersion(db),
    });
  };
  const spool = createSpool(options.spoolDir ?? tmpdir());
  try {
    summary.datasetModified = await options.source.datasetModified();
    // The date only says the source is unchanged; a register another write changed since must
    // be synced again (before, a full import over the synced register stayed until the next reload).
    const skip = !options.force && !summary.writtenSinceSync;
    if (skip && summary.datasetModified !== null && summary.datasetModified === previous) {
      summary.outcome = "unchanged";
      finish("unchanged", `dataset date ${previous} unchanged`);
      return summary;
    }
    const downloadStarted = Date.now();
    await download(
      options,
      summary,
      spool.append,
      latestSyncRun(db, COMPANY_REGISTER, ["applied"])?.companies ?? null,
    );
    summary.names = spool.finish();
    const after = await options.source.datasetModified();
    if (after !== summary.datasetModified)
      throw new Error(
        `the source was reloaded during the sync (dateModified ${summary.datasetModified} → ${after}); run again`,
      );
    summary.downloadMs = Date.now() - downloadStarted;
    if (summary.companies === 0) throw new EmptyAnswerError();
    if (options.dryRun) {
      summary.outcome = "dry_run";
      finish("dry_run", null);
      return summary;
    }
    const applied: ApplyResult = applySpool(db, spool.path, {
      source: SYNC_SOURCE,
      importedAt: now().toISOString(),
      maxRemovalShare: options.maxRemovalShare,
    });
    Object.assign(summary, pick(applied), { applyMs: applied.durationMs, applyPhasesMs: applied.phasesMs });
    finish("applied", null);
    return summary;
  } catch (error) {
    const refusal = refusalMessage(error);
    const refused = refusal !== null;
    const message = refusal ?? `${(error as Error).message}; the register is unchanged`;
    finish(refused ? "refused" : "failed", message);
    throw new SyncError(message, refused ? "refused" : "failed", summary, { cause: error });
  } finally {
    spool.discard();
  }
}

// --- Internal helpers ---

/** The source answered no companies at all: never applied (it would empty the register). */
class EmptyAnswerError extends Error {
  override readonly name = "EmptyAnswerError";
}

/** The message of a refused sync (in the sync's words: its option is --max-removal), or null. */
function refusalMessage(error: unknown): string | null {
  if (error instanceof EmptyAnswerError)
    return "refused: the source answered no companies; the register is unchanged";
  if (!(error instanceof MassRemovalError)) return null;
  const { removed, before } = error.counts;
  const share = before === 0 ? 100 : (100 * removed) / before;
  return (
    `refused: the answer would remove ${removed} of ${before} companies (${_percent(share)}), ` +
    `more than the allowed ${_percent(error.policy.maxRemovalPercent)}; the register is unchanged. ` +
    "A partial or broken answer from the source looks like this; if the removals are real, run again with a higher --max-removal"
  );
}

function _percent(value: number): string {
  return `${Math.round(value * 10) / 10} %`;
}

const REJECTED_REASONS_KEPT = 50;

async function download(
  options: SyncCompaniesOptions,
  summary: SyncSummary,
  append: (row: CompanyRow) => void,
  expected: number | null,
): Promise<void> {
  for await (const page of options.source.pages()) {
    for (const company of page.companies) {
      const mapped = importRowsOf(company);
      if ("reason" in mapped) {
        reject(summary, mapped.reason);
        continue;
      }
      summary.companies++;
      for (const raw of mapped.rows) {
        const checked = checkCompanyRow(raw);
        if ("reason" in checked) reject(summary, checked.reason);
        else append(checked.row);
      }
    }
    summary.pages++;
    options.onProgress?.({
      pages: summary.pages,
      companies: summary.companies,
      rejected: summary.rejected,
      expected,
    });
  }
}

function reject(summary: SyncSummary, reason: string): void {
  summary.rejected++;
  const known = reason in summary.rejectedByReason;
  if (known || Object.keys(summary.rejectedByReason).length < REJECTED_REASONS_KEPT)
    summary.rejectedByReason[reason] = (summary.rejectedByReason[reason] ?? 0) + 1;
}

type Counts = Pick<SyncSummary, "companies" | "names" | "added" | "changed" | "removed" | "unchanged">;

function pick(s: Counts): Counts {
  const { companies, names, added, changed, removed, unchanged } = s;
  return { companies, names, added, changed, removed, unchanged };
}
