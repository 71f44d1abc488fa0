/**
 * When an index in memory (or in a snapshot) can be brought up to the register's version with
 * a delta, and when it must be rebuilt: the one rule the company and trademark indexes share
 * (docs/conflict-search.md, "Rebuild rule").
 */
import type { RegisterState } from "./change-log.js";

/** Changes beyond this share of the base index (and beyond 100 records) are rebuilt, not layered. */
export const DELTA_SHARE = 0.05;
export const DELTA_MIN = 100;

/** Whether `changed` records over a base of `baseRecords` are applied as a delta. */
export function deltaIsSmall(changed: number, baseRecords: number): boolean {
  return changed <= Math.max(DELTA_MIN, DELTA_SHARE * baseRecords);
}

/**
 * Whether the change log can bring an index of `base`'s version up to `state`: the same epoch
 * (database), not older than the log's floor (the log since it is complete), not newer.
 */
export function logCovers(
  base: { epoch: string; version: number } | null,
  state: RegisterState,
): base is { epoch: string; version: number } {
  return (
    base !== null &&
    base.epoch === state.epoch &&
    base.version >= state.floor &&
    base.version <= state.version
  );
}
