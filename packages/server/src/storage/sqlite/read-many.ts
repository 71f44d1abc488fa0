/**
 * Many primary-key reads in one read transaction. Each statement outside a transaction takes
 * and drops SQLite's shared lock and re-checks the file header (system calls that cost more than
 * the read itself: about 30 µs a read against 10 µs inside one transaction here), and a search
 * reads the facts of every match it reports (docs/benchmarks.md, "company facts in one read").
 */
import type { Db } from "./open.js";

/** `get` over many keys, answered inside one transaction (a savepoint inside an open one). */
export function readMany<T>(
  db: Db,
  get: (id: number) => T | undefined,
): (ids: readonly number[]) => (T | undefined)[] {
  return db.transaction((ids: readonly number[]) => ids.map(get));
}
