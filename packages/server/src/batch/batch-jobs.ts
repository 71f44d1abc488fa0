/**
 * The batch job service the app holds: the store, and the worker once the server starts it
 * (`wake` reaches it when a job is created; without a worker, jobs wait in the store).
 */
import type { BatchJobStore } from "./job-store.js";
import type { BatchWorker, BatchWorkerOptions } from "./worker.js";
import { startBatchWorker } from "./worker.js";

/** Jobs and their worker. */
export interface BatchJobs {
  store: BatchJobStore;
  /** Tell the worker a job is waiting (no-op before `startWorker`). */
  wake(): void;
  /** Start the one worker of this process. */
  startWorker(options: Omit<BatchWorkerOptions, "store">): BatchWorker;
}

/** The service over `store`. */
export function createBatchJobs(store: BatchJobStore): BatchJobs {
  let worker: BatchWorker | null = null;
  return {
    store,
    wake: () => worker?.wake(),
    startWorker(options) {
      if (worker) throw new Error("the batch worker is already running");
      const started = startBatchWorker({ ...options, store });
      worker = started;
      return {
        wake: started.wake,
        stop: async () => {
          await started.stop();
          worker = null;
        },
      };
    },
  };
}
