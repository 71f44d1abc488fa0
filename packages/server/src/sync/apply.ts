/**
 * Applying a downloaded register as one difference, all or nothing: the company importer's
 * staged write (`StagedCompanies`, scope "all": the synced register replaces every other
 * source, samples and generated companies included), guarded like a file import by the shared
 * removal guard (counting only real companies) before it commits. Synchronous on purpose: no
 * other work can slip into the transaction.
 */
import type { StagedTotals } from "../storage/companies/index.js";
import { StagedCompanies } from "../storage/companies/index.js";
import type { RemovalCounts, RemovalPolicy } from "../storage/import/removal-guard.js";
import { assertRemovalsAllowed } from "../storage/import/removal-guard.js";
import type { Db } from "../storage/sqlite/open.js";
import { realRemovalCounts } from "./real-companies.js";
import { readSpool } from "./spool.js";

/** What the apply step changed, and the guard's view of it. */
export interface ApplyResult extends StagedTotals {
  /** Real companies before, and how many of them the difference removed. */
  guardedBefore: number;
  guardedRemoved: number;
  durationMs: number;
  /** Where the time went: the guard's check, staging the rows, the importer's diff and commit. */
  phasesMs: { guard: number; stage: number; commit: number };
}

/** The removal policy of a sync allowing at most `maxShare` (0–1) of the real companies to go. */
export function syncRemovalPolicy(maxShare: number): RemovalPolicy {
  // Rounded: a share read from a percentage (7 → 0.07) does not give 7 back exactly.
  return { maxRemovalPercent: Math.round(maxShare * 1e6) / 1e4, allowRemovals: false };
}

/**
 * Apply the spool file as the new register of `source`; throws (register unchanged) when
 * refused (`MassRemovalError`) or when the write fails.
 */
export function applySpool(
  db: Db,
  spoolPath: string,
  options: { source: string; importedAt: string; maxRemovalShare: number },
): ApplyResult {
  const started = Date.now();
  const staged = new StagedCompanies(db, { source: options.source, scope: "all" });
  try {
    for (const row of readSpool(spoolPath)) staged.add(row);
  } catch (error) {
    staged.rollback();
    throw error;
  }
  const committing = Date.now();
  let guarded: RemovalCounts = { noun: "companies", before: 0, removed: 0 };
  let guardMs = 0;
  const totals = staged.commit(options.importedAt, {
    beforeCommit: (_totals, bySource) => {
      const checking = Date.now();
      guarded = realRemovalCounts(bySource);
      assertRemovalsAllowed(guarded, syncRemovalPolicy(options.maxRemovalShare));
      guardMs = Date.now() - checking;
    },
  });
  const done = Date.now();
  return {
    ...totals,
    guardedBefore: guarded.before,
    guardedRemoved: guarded.removed,
    durationMs: done - started,
    phasesMs: { guard: guardMs, stage: committing - started, commit: done - committing - guardMs },
  };
}
