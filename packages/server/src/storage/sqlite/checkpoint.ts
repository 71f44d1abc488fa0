/**
 * WAL checkpoints off the event loop. By default SQLite checkpoints inside the commit that
 * pushes the WAL past 1,000 pages, so under a steady trace load one request in a few hundred
 * waits while ~4 MB are copied into the database file (tens of ms: a p99 spike), and every
 * request pays for the copying on the main thread.
 *
 * `startBackgroundCheckpoints` switches automatic checkpoints off on the server's connection
 * and runs `PRAGMA wal_checkpoint(PASSIVE)` from a worker thread with its own connection
 * instead. PASSIVE never blocks the writer or readers. Should the worker fail, the main
 * connection returns to automatic checkpoints, so the WAL cannot grow without bound.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Db } from "./open.js";

/** A running background checkpointer. */
export interface BackgroundCheckpoints {
  /** Stop the worker (the main connection goes back to automatic checkpoints). */
  stop(): Promise<void>;
}

/** SQLite's default, restored when the worker stops or fails. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

// Runs in the worker (CommonJS, as `eval` workers are): open the file, checkpoint on a timer.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
const timer = setInterval(() => checkpoint.run(), workerData.intervalMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Checkpoint `path`'s WAL every `intervalMs` from a worker thread; `db` (the server's
 * connection to the same file) stops checkpointing itself. Not for `:memory:` databases.
 */
export function startBackgroundCheckpoints(db: Db, path: string, intervalMs = 500): BackgroundCheckpoints {
  const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driverPath, path, intervalMs } });
  worker.unref();
  db.pragma("wal_autocheckpoint = 0");
  let running = true;
  const fallBack = () => {
    if (!running) return;
    running = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  // A failed worker (cannot open the file, checkpoint error) emits "error", then "exit".
  worker.on("error", fallBack);
  worker.on("exit", fallBack);
  return {
    async stop() {
      if (!running) return;
      fallBack();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      // Hold the process open until the worker has gone: otherwise a script that awaits
      // close() with nothing else pending ends (exit code 13) before "exit" arrives.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
