/** The tally of a batch run: what the CLI prints at the end. */
import type { BatchItem } from "./types.js";

/** Counts of one run. */
export interface BatchSummary {
  rows: number;
  screened: number;
  rowErrors: number;
  /** Rows already in the results file (a resumed run). */
  skipped: number;
  byStatus: Record<string, number>;
  seconds: number;
  namesPerSecond: number;
}

/** A tally that grows as outcomes arrive. */
export function createTally(started = Date.now()) {
  const summary: BatchSummary = {
    rows: 0,
    screened: 0,
    rowErrors: 0,
    skipped: 0,
    byStatus: {},
    seconds: 0,
    namesPerSecond: 0,
  };
  return {
    add(item: BatchItem) {
      summary.rows++;
      if ("error" in item) summary.rowErrors++;
      else {
        summary.screened++;
        const status = item.result.overallStatus;
        summary.byStatus[status] = (summary.byStatus[status] ?? 0) + 1;
      }
    },
    skip() {
      summary.rows++;
      summary.skipped++;
    },
    finish(): BatchSummary {
      summary.seconds = Math.round((Date.now() - started) / 100) / 10;
      const worked = summary.screened + summary.rowErrors;
      summary.namesPerSecond = summary.seconds > 0 ? Math.round(worked / summary.seconds) : worked;
      return { ...summary, byStatus: { ...summary.byStatus } };
    },
  };
}

/** The summary as text. */
export function formatSummary(s: BatchSummary, out: string | null): string {
  const statuses = Object.entries(s.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `  ${status}: ${n}`);
  return [
    `${s.rows} rows: ${s.screened} screened, ${s.rowErrors} row errors, ${s.skipped} already in ${out ?? "the output"}`,
    ...statuses,
    `${s.seconds} s, ${s.namesPerSecond} names/s`,
    "",
  ].join("\n");
}
