/**
 * The change-log port of an indexed register (companies, trademarks): the register's counter
 * and which rows each version changed, so an index in memory follows the register with deltas.
 */
import type { MaybePromise } from "@namescreen/core";

/** The register's change counter: `epoch` is random per database, `version` counts changes. */
export interface RegisterState {
  epoch: string;
  version: number;
  /** Log rows at or below this version may be missing. */
  floor: number;
}

/** Read and prune one register's change log. */
export interface ChangeLogPort {
  state(): MaybePromise<RegisterState>;
  /** Distinct row ids changed after `version`, ascending. */
  changedSince(version: number): MaybePromise<number[]>;
  /** An index of `version` was saved: drop the log up to it (raises the floor). */
  prune(version: number): MaybePromise<void>;
}
