/**
 * Applying a downloaded register as one difference, all or nothing: the company importer's
 * staged write (`StagedCompanies`, scope "all": the synced register replaces every other
 * source, samples and generated companies included) runs inside this module's own transaction,
 * so the removal guard can look at the result and roll everything back. Synchronous on purpose:
 * no other work can slip into the transaction.
 */
import type { StagedTotals } from "../storage/companies/index.js";
import { StagedCompanies } from "../storage/companies/index.js";
import type { Db } from "../storage/sqlite/open.js";
import { removalGuard } from "./removal-share.js";
import { readSpool } from "./spool.js";

/** What the apply step changed, and the guard's view of it. */
export interface ApplyResult extends StagedTotals {
  /** Real companies before, and how many of them the difference removed. */
  guardedBefore: number;
  guardedRemoved: number;
  durationMs: number;
  /** Where the time went: the guard's snapshot and check, staging the rows, the importer's diff and commit. */
  phasesMs: { guard: number; stage: number; commit: number };
}

/** Apply the spool file as the new register of `source`; throws (register unchanged) when refused. */
export function applySpool(
  db: Db,
  spoolPath: string,
  options: { source: string; importedAt: string; maxRemovalShare: number },
): ApplyResult {
  const started = Date.now();
  const guard = removalGuard(db, options.maxRemovalShare);
  db.exec("BEGIN IMMEDIATE");
  try {
    const guardedBefore = guard.start();
    const staging = Date.now();
    const staged = new StagedCompanies(db, { source: options.source, scope: "all" });
    try {
      for (const row of readSpool(spoolPath)) staged.add(row);
    } catch (error) {
      staged.rollback();
      throw error;
    }
    const committing = Date.now();
    const totals = staged.commit(options.importedAt);
    const checking = Date.now();
    const { removed } = guard.check(totals.removed);
    guard.dispose();
    db.exec("COMMIT");
    const done = Date.now();
    return {
      ...totals,
      guardedBefore,
      guardedRemoved: removed,
      durationMs: done - started,
      phasesMs: {
        guard: staging - started + (done - checking),
        stage: committing - staging,
        commit: checking - committing,
      },
    };
  } catch (error) {
    if (db.inTransaction) db.exec("ROLLBACK");
    guard.dispose();
    throw error;
  }
}
