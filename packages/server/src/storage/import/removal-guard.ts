/**
 * The one guard against mass removal by a register write: a full import (or a register sync)
 * that would remove more than a share of the register it replaces is refused unless removals
 * were allowed explicitly. A truncated or partial file then fails loudly instead of quietly
 * deleting most of the register.
 */

/** Default largest share of the register a write may remove without `allowRemovals` (5%). */
export const DEFAULT_MAX_REMOVAL_PERCENT = 5;

/** How many removals a write may make. */
export interface RemovalPolicy {
  /** Largest share of the replaced register (in percent, 0 to 100) removed without `allowRemovals`. */
  maxRemovalPercent: number;
  /** Allow any number of removals (`--allow-removals`). */
  allowRemovals: boolean;
}

/** The policy when nothing is configured: at most 5%, no override. */
export const DEFAULT_REMOVAL_POLICY: RemovalPolicy = {
  maxRemovalPercent: DEFAULT_MAX_REMOVAL_PERCENT,
  allowRemovals: false,
};

/** The counts a guarded write is judged on. */
export interface RemovalCounts {
  /** What is counted, plural ("companies", "marks"). */
  noun: string;
  /** Rows of the register in the write's scope before the write. */
  before: number;
  /** Rows the write would remove. */
  removed: number;
}

/** A write was refused because it would remove too much; nothing was written. */
export class MassRemovalError extends Error {
  override readonly name = "MassRemovalError";
  readonly counts: RemovalCounts;
  readonly policy: RemovalPolicy;

  constructor(counts: RemovalCounts, policy: RemovalPolicy) {
    super(
      `refused: this would remove ${counts.removed} of ${counts.before} ${counts.noun} ` +
        `(${formatPercent(removalPercent(counts))}, the limit is ${formatPercent(policy.maxRemovalPercent)}). ` +
        "Is the file truncated or partial? If the removals are intended, pass --allow-removals " +
        "(or raise --max-removals); to add and update without removing, use --mode upsert",
    );
    this.counts = counts;
    this.policy = policy;
  }
}

/**
 * Throw {@link MassRemovalError} when `counts.removed` is more than the policy's share of
 * `counts.before` and removals were not allowed. Removing nothing always passes.
 */
export function assertRemovalsAllowed(counts: RemovalCounts, policy: RemovalPolicy): void {
  if (isRefused(counts, policy)) throw new MassRemovalError(counts, policy);
}

/** The message {@link assertRemovalsAllowed} would throw, or null (for a dry run's report). */
export function removalRefusal(counts: RemovalCounts, policy: RemovalPolicy): string | null {
  return isRefused(counts, policy) ? new MassRemovalError(counts, policy).message : null;
}

// --- Internal helpers ---

function isRefused(counts: RemovalCounts, policy: RemovalPolicy): boolean {
  return !policy.allowRemovals && counts.removed > 0 && removalPercent(counts) > policy.maxRemovalPercent;
}

function removalPercent(counts: RemovalCounts): number {
  return counts.before === 0 ? 100 : (100 * counts.removed) / counts.before;
}

function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
