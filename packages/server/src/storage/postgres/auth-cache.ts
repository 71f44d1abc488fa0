/**
 * The auth lookups of the PostgreSQL stores, kept in memory: a request does not wait for the
 * database to check a key it has seen in the last `ttlMs`. Writes through this replica clear
 * the cache at once; other replicas' revocations apply within `ttlMs` (2 s by default, the
 * replicas' agreed delay). While the database is unreachable an expired entry is still used,
 * so known keys keep working (searches answer from memory; writes fail with 503).
 */

/** A cache of `load(id)` results. */
export interface AsyncAuthCache<T> {
  get(id: string): Promise<T | null>;
  clear(): void;
}

/** Options of {@link createAsyncAuthCache}. */
export interface AsyncAuthCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Build the cache over `load`. Misses are not cached, so random ids cannot fill it. */
export function createAsyncAuthCache<T>(
  load: (id: string) => Promise<T | null>,
  options: AsyncAuthCacheOptions = {},
): AsyncAuthCache<T> {
  const ttlMs = options.ttlMs ?? 2_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    async get(id) {
      const hit = entries.get(id);
      if (hit !== undefined && hit.expires > now()) return hit.value;
      let value: T | null;
      try {
        value = await load(id);
      } catch (error) {
        if (hit !== undefined) return hit.value;
        throw error;
      }
      if (value === null) {
        entries.delete(id);
        return null;
      }
      if (entries.size >= maxEntries) entries.clear();
      entries.set(id, { value, expires: now() + ttlMs });
      return value;
    },
    clear: () => entries.clear(),
  };
}
