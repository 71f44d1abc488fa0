/** The summary `namescreen screen` prints at the end of a run. */
import { describe, expect, it } from "vitest";
import { createTally, formatSummary } from "../../src/batch/batch-summary.js";
import type { BatchItem } from "../../src/batch/types.js";

const rowError = (line: number): BatchItem => ({
  line,
  id: null,
  name: null,
  error: { code: "VALIDATION_ERROR", message: "test row", details: null },
});

describe("the summary of a run", () => {
  it("gives a run under 0.05 s its time in milliseconds and a rate from them", () => {
    // Before: "0 s, 2 names/s", the rounded time taken as none and the count as the rate.
    const tally = createTally(Date.now() - 30);
    tally.add(rowError(2));
    tally.add(rowError(3));
    const summary = tally.finish();
    expect(summary.seconds).toBeGreaterThanOrEqual(0.03);
    expect(summary.seconds).toBeLessThan(0.5);
    expect(summary.namesPerSecond).toBe(Math.round(2 / summary.seconds));
    expect(formatSummary(summary, "results.csv")).toContain(
      `\n${summary.seconds} s, ${summary.namesPerSecond} names/s\n`,
    );
  });

  it("keeps tenths of a second for longer runs, skipped rows out of the rate", () => {
    const tally = createTally(Date.now() - 2_000);
    tally.skip();
    for (let line = 3; line < 103; line++) tally.add(rowError(line));
    const summary = tally.finish();
    expect(summary).toMatchObject({ rows: 101, rowErrors: 100, skipped: 1 });
    expect([2, 2.1]).toContain(summary.seconds);
    expect(summary.namesPerSecond).toBeGreaterThanOrEqual(47);
    expect(summary.namesPerSecond).toBeLessThanOrEqual(50);
  });
});
