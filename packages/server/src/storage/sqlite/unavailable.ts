/**
 * Whether an error is the storage saying "not now" rather than a bug: SQLite stayed locked past
 * the busy timeout (SQLITE_BUSY, SQLITE_LOCKED and their extended codes: another process holds
 * the write lock, e.g. a long import), or the disk is full (SQLITE_FULL, or ENOSPC from a file
 * written beside the database). The HTTP layer answers these with 503 SERVICE_UNAVAILABLE and a
 * Retry-After, logged as a warning without a stack, instead of 500 INTERNAL_ERROR.
 */

/** A storage condition a client can wait out: the database busy, or the disk full. */
export type StorageCondition = "database_busy" | "disk_full";

/** The storage condition `error` stands for, or null for any other error. */
export function storageConditionOf(error: unknown): StorageCondition | null {
  if (typeof error !== "object" || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return null;
  if (/^SQLITE_(BUSY|LOCKED)(_|$)/.test(code)) return "database_busy";
  if (code === "SQLITE_FULL" || code === "ENOSPC") return "disk_full";
  return null;
}
