/**
 * Writes that must not wait on the server's one thread for another process's write lock
 * (`busy_timeout` makes better-sqlite3 sleep the thread, and every request with it): they fail
 * at once instead, and their caller tries again later (the trace commit, the trace pruner, the
 * batch worker), or waits without the thread (`whenUnlocked`: a job's creation).
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

/** `fn` run as `withoutBusyWait` runs it, or `busyValue` when another connection holds the lock. */
export function unlessBusy<T, B>(db: Db, fn: () => T, busyValue: B): T | B {
  try {
    return withoutBusyWait(db, fn);
  } catch (error) {
    if (isBusy(error)) return busyValue;
    throw error;
  }
}

/** How soon a write refused by another connection's lock is tried again. */
export const BUSY_RETRY_MS = 25;

/**
 * Run the write `fn` once the database is free: tried at once, then every `BUSY_RETRY_MS` while
 * another connection holds the lock, up to the connection's busy timeout (then its SQLITE_BUSY
 * is thrown, as a waiting write would throw it); the thread serves other work in between.
 */
export async function whenUnlocked<T>(db: Db, fn: () => T): Promise<T> {
  const budget = db.pragma("busy_timeout", { simple: true }) as number;
  const start = performance.now();
  for (;;) {
    try {
      return withoutBusyWait(db, fn);
    } catch (error) {
      if (!isBusy(error) || performance.now() - start >= budget) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
  }
}

/** Whether `error` is SQLite's "another connection holds the lock" (SQLITE_BUSY and its extended codes). */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}
