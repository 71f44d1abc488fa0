/**
 * The batch worker: screens pending job rows in the server process, a small chunk at a time,
 * round-robin over the consumers with pending rows (one consumer's big job cannot starve
 * another's), yielding to the event loop between rows so requests are still answered. It starts
 * with whatever is pending (jobs survive a restart) and prunes expired jobs now and then.
 * Each chunk is screened with the ports of the moment, for the job's consumer: the registers as
 * they are now (a sync or import since the start counts), and domain lookups counted against
 * that consumer's share, as its own screening requests are.
 */
import type { ScreeningPorts } from "@namescreen/core";
import type { Logger } from "pino";
import { inPool } from "./in-pool.js";
import type { BatchJobStore } from "./job-store.js";
import { BATCH_LIMITS } from "./limits.js";
import { screenRow } from "./screen-row.js";
import type { BatchItem } from "./types.js";

/** Options of {@link startBatchWorker}. */
export interface BatchWorkerOptions {
  store: BatchJobStore;
  /** The screening ports for a job of `consumerId`, asked anew for every chunk. */
  portsFor: (consumerId: number) => ScreeningPorts;
  logger: Logger;
  /** Rows screened per claim before the next consumer's turn (default 16). */
  chunkRows?: number;
  /** Sleep when idle, unless woken (default 500 ms). */
  idleMs?: number;
  /** Prune expired jobs this often (default 10 min). */
  pruneEveryMs?: number;
  now?: () => Date;
}

/** A running worker. */
export interface BatchWorker {
  /** A job was created: look now instead of after the idle sleep. */
  wake(): void;
  /** Finish the rows in hand and stop. */
  stop(): Promise<void>;
}

/** Start the worker loop. */
export function startBatchWorker(options: BatchWorkerOptions): BatchWorker {
  const { store, portsFor, logger } = options;
  const chunkRows = options.chunkRows ?? 16;
  const idleMs = options.idleMs ?? 500;
  const pruneEveryMs = options.pruneEveryMs ?? 600_000;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let lastConsumer: number | null = null;
  let lastPrune = 0;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, idleMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const pruneWhenDue = () => {
    if (Date.now() - lastPrune < pruneEveryMs) return;
    lastPrune = Date.now();
    const pruned = store.prune(now());
    if (pruned > 0) logger.info({ pruned }, "expired batch jobs deleted");
  };

  const step = async (): Promise<boolean> => {
    const claim = store.claim(lastConsumer, chunkRows);
    if (!claim) return false;
    lastConsumer = claim.consumerId;
    const ports = portsFor(claim.consumerId);
    const outcomes: { seq: number; item: BatchItem }[] = [];
    // A few rows at once: rows with TLDs overlap their domain checks' waiting.
    await inPool(claim.rows.length, BATCH_LIMITS.rowsAtOnce, async (i) => {
      const row = claim.rows[i];
      if (stopped || !row) return;
      outcomes.push({ seq: row.seq, item: await screenRow(row, ports) });
      // Let requests in between two rows (screening is CPU-bound and mostly synchronous).
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
    store.complete(claim.jobId, outcomes);
    return true;
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        pruneWhenDue();
        if (!(await step())) await sleep();
      } catch (error) {
        logger.error({ err: error }, "batch worker step failed; retrying after a pause");
        await sleep();
      }
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
