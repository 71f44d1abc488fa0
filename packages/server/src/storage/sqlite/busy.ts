/**
 * Writes that must not wait on the server's one thread for another process's write lock
 * (`busy_timeout` makes better-sqlite3 sleep the thread, and every request with it): they fail
 * at once instead, and their caller tries again later (the trace commit, the trace pruner).
 */
import type { Db } from "./open.js";

/** Run `fn` with the connection failing at once on a held lock; the busy timeout is restored after. */
export function withoutBusyWait<T>(db: Db, fn: () => T): T {
  const busyTimeout = db.pragma("busy_timeout", { simple: true }) as number;
  db.pragma("busy_timeout = 0");
  try {
    return fn();
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

/** Whether `error` is SQLite's "another connection holds the lock" (SQLITE_BUSY and its extended codes). */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}
