/** The server's sync schedule: runs at the cron's minutes, one at a time, each run logged. */
import { Writable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../src/logger.js";
import { parseCron } from "../../src/sync/cron.js";
import { startSyncScheduler } from "../../src/sync/scheduler.js";
import type { SyncSummary } from "../../src/sync/sync-companies.js";
import { SyncError } from "../../src/sync/sync-companies.js";

const lines: Record<string, unknown>[] = [];
const logger = createLogger(
  "info",
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  }),
);

const summary = { outcome: "applied", added: 3, removed: 1, attribution: "Zefix" } as unknown as SyncSummary;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date("2026-09-14T04:58:30Z"));
  lines.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startSyncScheduler", () => {
  it("runs at each matching minute and logs what the run did", async () => {
    const run = vi.fn(async () => summary);
    const scheduler = startSyncScheduler({ schedule: parseCron("0 5 * * *"), run, logger });
    expect(scheduler.nextRunAt()?.toISOString()).toBe("2026-09-14T05:00:00.000Z");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines.at(-1)).toMatchObject({
      msg: "scheduled company sync applied",
      added: 3,
      removed: 1,
      component: "register-sync",
    });
    expect(scheduler.nextRunAt()?.toISOString()).toBe("2026-09-15T05:00:00.000Z");
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a refused or failed run as a warning and keeps the schedule", async () => {
    const run = vi.fn(async (): Promise<SyncSummary> => {
      throw new SyncError("refused: too many removals", "refused", summary);
    });
    const scheduler = startSyncScheduler({ schedule: parseCron("*/5 * * * *"), run, logger });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(lines.at(-1)).toMatchObject({
      level: 40,
      outcome: "refused",
      msg: expect.stringContaining("keeps answering"),
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    await scheduler.stop();
  });

  it("skips a run while the previous one is still going", async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<SyncSummary>((resolve) => (finish = () => resolve(summary))));
    const scheduler = startSyncScheduler({ schedule: parseCron("* * * * *"), run, logger });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines.some((l) => String(l.msg).includes("previous run is still going"))).toBe(true);
    finish();
    await scheduler.stop();
  });

  it("stops a run in progress when the server stops, instead of waiting for it", async () => {
    // Before, a server stopping during a sync waited until its shutdown grace ran out (exit 1).
    const run = vi.fn(
      (signal: AbortSignal) =>
        new Promise<SyncSummary>((_resolve, reject) =>
          signal.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    const scheduler = startSyncScheduler({ schedule: parseCron("* * * * *"), run, logger });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.stop();
    expect(lines.at(-1)).toMatchObject({
      level: 30,
      msg: expect.stringContaining("stopped with the server"),
    });
  });
});
