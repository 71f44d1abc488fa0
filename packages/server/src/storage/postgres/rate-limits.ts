/**
 * Shared rate limits in PostgreSQL: one row per bucket and window, counted by a single upsert
 * (atomic across replicas). Past windows are deleted once per window by whichever replica sees
 * the new window first. While PostgreSQL is unreachable the replica counts in memory (each
 * replica then allows the limit on its own) rather than refusing every request.
 */
import type { RateLimitStore } from "../ports/rate-limits.js";
import { createMemoryRateLimitStore } from "../ports/rate-limits.js";
import type { PgPool } from "./client.js";

/** The PostgreSQL rate-limit store (table rate_limit_hits, migration 0001). */
export function createPgRateLimitStore(pool: PgPool): RateLimitStore {
  const fallback = createMemoryRateLimitStore();
  let pruned = -1;
  return {
    async hit(bucket, windowIndex) {
      try {
        if (windowIndex !== pruned) {
          pruned = windowIndex;
          await pool.query("DELETE FROM rate_limit_hits WHERE window_index < $1", [windowIndex]);
        }
        const { rows } = await pool.query<{ hits: number }>(
          `INSERT INTO rate_limit_hits (bucket, window_index, hits) VALUES ($1, $2, 1)
           ON CONFLICT (bucket, window_index) DO UPDATE SET hits = rate_limit_hits.hits + 1
           RETURNING hits`,
          [bucket, windowIndex],
        );
        return rows[0]?.hits ?? 1;
      } catch {
        return fallback.hit(bucket, windowIndex);
      }
    },
  };
}
