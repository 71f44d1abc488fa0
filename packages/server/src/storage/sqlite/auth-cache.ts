/**
 * A small read-through cache for the rows authentication needs (key hash, scopes, revocation,
 * consumer state), so a request does not run a SQLite join to check its key.
 *
 * Freshness:
 * - In this process, the stores that change those rows (revoke, consumer update) call `clear()`,
 *   so a revocation or deactivation applies to the very next request.
 * - Other processes (the `namescreen keys revoke` CLI, a second server) write through their own
 *   connection. SQLite's `PRAGMA data_version` changes whenever another connection commits, so
 *   every lookup first compares it (a cheap per-connection counter, no disk read) and drops the
 *   whole cache on any change: a revocation elsewhere applies to the next request here too.
 * - `ttlMs` bounds the age of an entry regardless (belt and braces), and `maxEntries` bounds the
 *   memory. Misses (unknown ids) are not cached, so random ids cannot fill it.
 */
import type { Db } from "./open.js";

/** Options of {@link createAuthCache}. */
export interface AuthCacheOptions {
  /** Maximum age of an entry in milliseconds (default 30 s). */
  ttlMs?: number;
  /** Entries kept at most; the cache is emptied when full (default 10,000). */
  maxEntries?: number;
  /** Milliseconds clock (injectable for tests). */
  now?: () => number;
}

/** A cache of `load(id)` results, invalidated as described above. */
export interface AuthCache<T> {
  /** The cached value for `id`, or `load(id)` (cached when not null). */
  get(id: string): T | null;
  /** Forget everything (after a write that may change an entry). */
  clear(): void;
}

/** Build a cache over `load`, watching `db` for commits by other connections. */
export function createAuthCache<T>(
  db: Db,
  load: (id: string) => T | null,
  options: AuthCacheOptions = {},
): AuthCache<T> {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  const entries = new Map<string, { value: T; expires: number }>();
  let seenVersion = dataVersion.get();

  return {
    get(id) {
      const version = dataVersion.get();
      if (version !== seenVersion) {
        seenVersion = version;
        entries.clear();
      }
      const t = now();
      const hit = entries.get(id);
      if (hit !== undefined && hit.expires > t) return hit.value;
      const value = load(id);
      if (value === null) {
        entries.delete(id);
        return null;
      }
      if (entries.size >= maxEntries) entries.clear();
      entries.set(id, { value, expires: t + ttlMs });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
