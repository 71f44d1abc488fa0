/** Storing synthetic marks (`namescreen generate trademarks`, the default database's seed). */
import { generateTrademarks } from "@namescreen/core/synthetic";
import { GENERATED_TRADEMARK_SOURCE } from "../seed/generated-sources.js";
import type { Db } from "../sqlite/open.js";
import { createTrademarkStore } from "./repository.js";

/** What a generation run stored. */
export interface GenerateSummary {
  count: number;
  seed: number;
  inserted: number;
  updated: number;
  unchanged: number;
  totalMarks: number;
  durationMs: number;
}

/**
 * Store `count` synthetic marks of `seed` (ids "SYN<seed>:<n>", source "generated") in one
 * transaction. Re-running with the same seed replaces the same marks, so it is idempotent.
 */
export function storeGeneratedTrademarks(
  db: Db,
  options: { count: number; seed: number; onProgress?: ((done: number, total: number) => void) | undefined },
): GenerateSummary {
  const started = Date.now();
  const store = createTrademarkStore(db);
  const at = new Date().toISOString();
  const outcomes = { inserted: 0, updated: 0, unchanged: 0 };
  db.transaction(() => {
    let n = 0;
    for (const mark of generateTrademarks({
      count: options.count,
      seed: options.seed,
      idPrefix: `SYN${options.seed}`,
    })) {
      outcomes[store.upsert(mark, GENERATED_TRADEMARK_SOURCE, at)]++;
      if (++n % 50_000 === 0) options.onProgress?.(n, options.count);
    }
  })();
  options.onProgress?.(options.count, options.count);
  return {
    count: options.count,
    seed: options.seed,
    ...outcomes,
    totalMarks: store.count(),
    durationMs: Date.now() - started,
  };
}
