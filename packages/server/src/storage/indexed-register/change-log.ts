/**
 * The change log of an indexed register (companies, trademarks): which rows each register
 * version changed, and from which version on the log is complete (`log_floor`). The indexed
 * register (indexed-register.ts) uses it to bring an index of an older version up to date with
 * a small delta instead of rebuilding it (docs/conflict-search.md, "Snapshot and delta").
 */

import type { ChangeLogPort, RegisterState } from "../ports/change-log.js";
import type { Db } from "../sqlite/open.js";

export type { RegisterState } from "../ports/change-log.js";

/** Where a register keeps its counter and its log (code constants, never user input). */
export interface ChangeLogTables {
  state: "companies_state" | "trademarks_state";
  log: "company_changes" | "trademark_changes";
  key: "company_id" | "trademark_id";
}

/** The register's state with the token of the snapshot it last saved (null: none yet). */
export interface LoggedState extends RegisterState {
  snapshotToken: string | null;
}

/** Read and prune one register's change log: the change-log port, answered synchronously. */
export interface ChangeLog extends ChangeLogPort {
  state(): LoggedState;
  /** Distinct row ids changed after `version`, ascending. */
  changedSince(version: number): number[];
  /** An index of `version` was saved: drop the log up to it (raises the floor). */
  prune(version: number): void;
  /**
   * A snapshot of `version` in `epoch` was saved with `token`: record the token and prune the
   * log up to it, in one transaction. Nothing is recorded (false) when the register is no longer
   * the one the index was built from (another epoch, or a version below it: a restored file).
   */
  recordSnapshot(epoch: string, version: number, token: string): boolean;
}

/** "epoch:version", the version string services and logs show. */
export function versionKey(state: Pick<RegisterState, "epoch" | "version">): string {
  return `${state.epoch}:${state.version}`;
}

/** The change log of one register. */
export function createChangeLog(db: Db, t: ChangeLogTables): ChangeLog {
  const state = db.prepare<[], LoggedState>(
    `SELECT epoch, version, log_floor AS floor, snapshot_token AS snapshotToken FROM ${t.state} WHERE id = 1`,
  );
  const changed = db
    .prepare<[number], number>(`SELECT DISTINCT ${t.key} FROM ${t.log} WHERE version > ? ORDER BY 1`)
    .pluck();
  const dropLog = db.prepare<[number]>(`DELETE FROM ${t.log} WHERE version <= ?`);
  const raiseFloor = db.prepare<[number]>(`UPDATE ${t.state} SET log_floor = max(log_floor, ?) WHERE id = 1`);
  const setToken = db.prepare<[string, string, number]>(
    `UPDATE ${t.state} SET snapshot_token = ? WHERE id = 1 AND epoch = ? AND version >= ?`,
  );
  const prune = db.transaction((version: number) => {
    dropLog.run(version);
    raiseFloor.run(version);
  });
  const record = db.transaction((epoch: string, version: number, token: string) => {
    if (setToken.run(token, epoch, version).changes === 0) return false;
    prune(version);
    return true;
  });
  return {
    state: () => state.get() ?? { epoch: "none", version: 0, floor: 0, snapshotToken: null },
    changedSince: (version) => changed.all(version),
    prune: (version) => prune(version),
    recordSnapshot: (epoch, version, token) => record.immediate(epoch, version, token),
  };
}
