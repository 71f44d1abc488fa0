/**
 * The sync's own removal guard: a difference that would remove more than the allowed share of
 * the register's real companies is refused, because a partial or broken upstream answer looks
 * exactly like a mass deletion. Demo data (the bundled samples, generated companies) is not
 * counted: the first sync replaces it all, by design. Only the demo companies' ids are noted
 * (about 50,000), not the real register's, so the guard stays cheap on a full register.
 */
import { COMPANY_SAMPLES } from "../storage/companies/index.js";
import type { Db } from "../storage/sqlite/open.js";

/** Default largest share of the real register one sync may remove (5 %). */
export const DEFAULT_MAX_REMOVAL_SHARE = 0.05;

/** The guard over one write: `start` inside the write's transaction before it, `check` after it. */
export interface RemovalGuard {
  /** Note the register as it is now; returns the number of real companies. */
  start(): number;
  /**
   * Given all companies the write removed, the real ones among them and their share; throws
   * `RemovalRefusedError` above the limit.
   */
  check(removedInAll: number): { before: number; removed: number; share: number };
  /** Drop the guard's temporary table. */
  dispose(): void;
}

/** The write would remove too much; the caller rolls it back. */
export class RemovalRefusedError extends Error {
  override readonly name = "RemovalRefusedError";
  constructor(
    readonly removed: number,
    readonly before: number,
    readonly maxShare: number,
  ) {
    super(
      `refused: the answer would remove ${removed} of ${before} companies (${percent(before ? removed / before : 1)}), ` +
        `more than the allowed ${percent(maxShare)}; the register is unchanged. ` +
        "A partial or broken answer from the source looks like this; if the removals are real, run again with a higher --max-removal",
    );
  }
}

/** A guard over `db` allowing at most `maxShare` (0–1) of the real companies to disappear. */
export function removalGuard(db: Db, maxShare: number): RemovalGuard {
  let before = 0;
  return {
    start() {
      db.exec("DROP TABLE IF EXISTS temp.sync_guard_demo");
      db.exec("CREATE TEMP TABLE sync_guard_demo (company_id TEXT PRIMARY KEY) WITHOUT ROWID");
      const demo = COMPANY_SAMPLES.map((s) => s.source);
      const demoCount = db
        .prepare(
          `INSERT INTO temp.sync_guard_demo SELECT source_company_id FROM companies
            WHERE source IN (${demo.map(() => "?").join(", ")}) OR source LIKE 'generated:%'`,
        )
        .run(...demo).changes;
      before = (db.prepare("SELECT count(*) FROM companies").pluck().get() as number) - demoCount;
      return before;
    },
    check(removedInAll) {
      const demoRemoved = db
        .prepare(
          `SELECT count(*) FROM temp.sync_guard_demo d
            WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.source_company_id = d.company_id)`,
        )
        .pluck()
        .get() as number;
      const removed = removedInAll - demoRemoved;
      const share = before === 0 ? 0 : removed / before;
      if (share > maxShare) throw new RemovalRefusedError(removed, before, maxShare);
      return { before, removed, share };
    },
    dispose() {
      db.exec("DROP TABLE IF EXISTS temp.sync_guard_demo");
    },
  };
}

function percent(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}
