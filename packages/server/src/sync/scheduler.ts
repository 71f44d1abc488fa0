/**
 * The server's own sync schedule: one timer to the next matching minute of the cron schedule,
 * one run at a time (a run still going when the next is due is skipped), each run logged with
 * what it did. Timers are unref'd so they never keep a process alive.
 */
import type { Logger } from "pino";
import type { CronSchedule } from "./cron.js";
import type { SyncSummary } from "./sync-companies.js";
import { SyncError } from "./sync-companies.js";
import { SyncProcessError } from "./sync-process.js";

/** A running schedule. */
export interface SyncScheduler {
  /** When the next run is due. */
  nextRunAt(): Date | null;
  /** Cancel the timer and stop a run in progress (its `signal` aborts), waiting for it to end. */
  stop(): Promise<void>;
}

/** Options of {@link startSyncScheduler}. */
export interface SchedulerOptions {
  schedule: CronSchedule;
  /** One sync; `signal` aborts when the server stops (the register stays as it was). */
  run: (signal: AbortSignal) => Promise<SyncSummary>;
  logger: Logger;
  now?: () => Date;
}

/** Start the schedule. */
export function startSyncScheduler(options: SchedulerOptions): SyncScheduler {
  const now = options.now ?? (() => new Date());
  const log = options.logger.child({ component: "register-sync" });
  let timer: NodeJS.Timeout | null = null;
  let next: Date | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();

  const runOnce = async () => {
    log.info({ schedule: options.schedule.expression }, "scheduled company sync starting");
    try {
      const s = await options.run(stopping.signal);
      const { outcome, datasetModified, companies, added, changed, removed, unchanged } = s;
      const counts = { datasetModified, companies, added, changed, removed, unchanged };
      log.info(
        { outcome, ...counts, rejected: s.rejected, durationMs: s.durationMs, source: s.attribution },
        outcome === "unchanged"
          ? "scheduled company sync: source unchanged"
          : "scheduled company sync applied",
      );
    } catch (error) {
      if (stopping.signal.aborted) {
        log.info("scheduled company sync stopped with the server; the register keeps answering as it was");
        return;
      }
      const outcome =
        error instanceof SyncError || error instanceof SyncProcessError ? error.outcome : "failed";
      log.warn(
        { outcome, err: error },
        `scheduled company sync ${outcome}; the register keeps answering as it was`,
      );
    }
  };
  const arm = () => {
    if (stopped) return;
    next = options.schedule.next(now());
    // setTimeout holds at most ~24.8 days; a longer wait re-arms on the way.
    const delay = Math.min(next.getTime() - now().getTime(), 2 ** 31 - 1);
    timer = setTimeout(fire, Math.max(0, delay));
    timer.unref();
  };
  const fire = () => {
    if (next !== null && now().getTime() < next.getTime()) return arm();
    if (running) log.warn("scheduled company sync skipped: the previous run is still going");
    else
      running = runOnce().finally(() => {
        running = null;
      });
    arm();
  };
  arm();
  return {
    nextRunAt: () => next,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // Before, the server waited for the sync until its shutdown grace ran out (exit 1).
      stopping.abort();
      await running;
    },
  };
}
