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

/**
 * Why a snapshot of `snap`'s tag cannot serve the register at `state`, or null when it can: the
 * log must cover it, and its token must be the one the database recorded when it was saved. The
 * epoch and version alone pass for a database restored from a backup (same epoch, the same
 * versions counted again) or copied; the token does not.
 */
export function snapshotMismatch(
  snap: { epoch: string; version: number; token: string },
  state: RegisterState & { snapshotToken: string | null },
): string | null {
  if (snap.epoch !== state.epoch) return "built from another database (epoch)";
  if (snap.version > state.version) return "newer than the register (a restored or copied database)";
  if (snap.version < state.floor) return "older than the change log reaches";
  if (snap.token !== state.snapshotToken)
    return "not the snapshot this database last saved (a restored or copied database, or an interrupted save)";
  return null;
}
