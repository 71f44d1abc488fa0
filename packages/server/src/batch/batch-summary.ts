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
      // From the milliseconds, not the rounded seconds: a run under 0.05 s printed "0 s, 2
      // names/s" (the count itself as the rate). Tenths from 1 s on, milliseconds below.
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      summary.seconds = seconds >= 1 ? Math.round(seconds * 10) / 10 : Math.round(seconds * 1000) / 1000;
      summary.namesPerSecond = Math.round((summary.screened + summary.rowErrors) / seconds);
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
