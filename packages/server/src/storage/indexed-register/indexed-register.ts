/**
 * An indexed register: a register table searched through an index in memory that follows the
 * register's versions. The index is a base (built from the rows, or loaded from the snapshot
 * beside the database) plus a delta of the rows the change log says changed since the base's
 * version. A large delta, another epoch or a base older than the log's floor means a full
 * rebuild, which writes a new snapshot and prunes the log. The company and trademark searches
 * are two adapters over this one refresh (docs/conflict-search.md, "Snapshot and delta").
 *
 * A snapshot is loaded only for the register state it was built from: each save writes a fresh
 * random token into the file and into the database (with the pruning), and the two must agree.
 * A snapshot that cannot be used (damaged, stale) and a save that failed are reported to
 * `onSnapshotProblem` (the server logs a warning, the CLI prints it); the index still answers.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { messageOf } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import type { ChangeLog, ChangeLogTables, LoggedState } from "./change-log.js";
import { createChangeLog, versionKey } from "./change-log.js";
import { deltaIsSmall, logCovers, snapshotMismatch } from "./rebuild-rule.js";

/** A base index and the register version it was built from. */
export interface VersionedBase<Base> {
  epoch: string;
  version: number;
  base: Base;
}

/** A base as a snapshot holds it: with the token its save recorded in the database. */
export interface SnapshotBase<Base> extends VersionedBase<Base> {
  token: string;
}

/** A snapshot that could not be used (and was rebuilt), or a save that failed. */
export interface SnapshotProblem {
  /** "unusable": the file beside the database was damaged or stale; "not-saved": writing it failed. */
  kind: "unusable" | "not-saved";
  path: string;
  reason: string;
}

/** What one register supplies: its tables, how to build, layer and save its index. */
export interface IndexedRegisterAdapter<Store, Base, View> {
  /** Its counter and change log. */
  tables: ChangeLogTables;
  /** Read access to its rows (created on first use, so building the app's deps touches no table). */
  openStore(db: Db): Store;
  /** The base index of every current row, read on up to `threads` worker threads (default: per core). */
  build(store: Store, threads?: number): Base;
  /** Size of a base in the unit the rebuild rule compares the changed rows with. */
  baseRecords(base: Base): number;
  /** What is searched: the base with the rows changed after `since` (`changed`, ascending ids) layered on. */
  layer(base: Base, since: number, changed: readonly number[], store: Store): View;
  /** The snapshot at `path`, or null. A throw (damaged, older format) also counts as none. */
  readSnapshot(path: string): SnapshotBase<Base> | null;
  /** Write the snapshot (throws when it cannot). */
  writeSnapshot(path: string, snapshot: SnapshotBase<Base>): void;
}

/** How the current view came to be (for logs, tests and the benchmarks). */
export interface RefreshInfo {
  /** Register version the view answers for ("epoch:counter"). */
  version: string;
  /** Where the base came from this time: built now, read from the snapshot, or kept in memory. */
  source: "built" | "snapshot" | "memory";
  /** Rows applied as a delta on top of the base (0: none). */
  changed: number;
  ms: number;
}

/** The register's view of its current version. */
export interface IndexedRegister<View> {
  /** The view of the register's current version: refreshed when the version moved, else the same. */
  current(): { view: View; info: RefreshInfo };
}

/** Options: where to keep the snapshot (`null`: never read or write one). */
export interface IndexedRegisterOptions {
  snapshotPath: string | null;
  /** Worker threads of an index build (`NAMESCREEN_BUILD_THREADS`); default: one per core beside this one, at most 3. */
  buildThreads?: number | undefined;
  /** Told when a snapshot was unusable (rebuilt) or could not be saved; default: nobody. */
  onSnapshotProblem?: ((problem: SnapshotProblem) => void) | undefined;
}

/** Create the indexed register over an open, migrated database. */
export function createIndexedRegister<Store, Base, View>(
  db: Db,
  adapter: IndexedRegisterAdapter<Store, Base, View>,
  { snapshotPath, buildThreads, onSnapshotProblem = () => {} }: IndexedRegisterOptions,
): IndexedRegister<View> {
  let store: Store | null = null;
  let log: ChangeLog | null = null;
  let base: VersionedBase<Base> | null = null;
  let current: { key: string; view: View; info: RefreshInfo } | null = null;

  // One read transaction: the state, the changes and the rows all come from one register version.
  const refresh = db.transaction((s: Store, l: ChangeLog) => {
    const started = performance.now();
    const state = l.state();
    let source: RefreshInfo["source"] = "memory";
    if (!logCovers(base, state)) {
      base = snapshotPath ? _usableSnapshot(adapter, snapshotPath, state, onSnapshotProblem) : null;
      source = "snapshot";
    }
    let changed = base ? l.changedSince(base.version) : [];
    if (!base || !deltaIsSmall(changed.length, adapter.baseRecords(base.base))) {
      base = { epoch: state.epoch, version: state.version, base: adapter.build(s, buildThreads) };
      changed = [];
      source = "built";
    }
    const view = adapter.layer(base.base, base.version, changed, s);
    const info: RefreshInfo = { version: versionKey(state), source, changed: changed.length, ms: 0 };
    return { key: info.version, view, info, started, base };
  });

  return {
    current() {
      store ??= adapter.openStore(db);
      log ??= createChangeLog(db, adapter.tables);
      if (current?.key === versionKey(log.state())) return current;
      const next = refresh.deferred(store, log);
      if (next.info.source === "built" && snapshotPath) {
        _save(adapter, log, snapshotPath, next.base, onSnapshotProblem);
      }
      next.info.ms = Math.round(performance.now() - next.started);
      current = { key: next.key, view: next.view, info: next.info };
      return current;
    },
  };
}

// --- Internal helpers ---

/**
 * The snapshot at `path` if it can serve the register at `state`, else null: a file that is
 * there but damaged, of an older format or stale is reported (a missing one is the first start).
 */
function _usableSnapshot<Base>(
  adapter: IndexedRegisterAdapter<unknown, Base, unknown>,
  path: string,
  state: LoggedState,
  report: (problem: SnapshotProblem) => void,
): SnapshotBase<Base> | null {
  const snap = _readOrNone(adapter, path);
  if (!snap) {
    if (existsSync(path)) report({ kind: "unusable", path, reason: "damaged or of an older format" });
    return null;
  }
  const mismatch = snapshotMismatch(snap, state);
  if (mismatch) report({ kind: "unusable", path, reason: mismatch });
  return mismatch ? null : snap;
}

function _readOrNone<Base>(
  adapter: IndexedRegisterAdapter<unknown, Base, unknown>,
  path: string,
): SnapshotBase<Base> | null {
  try {
    return adapter.readSnapshot(path);
  } catch {
    return null;
  }
}

/**
 * Save an index of `built`'s version with a fresh token, then record the token and prune the
 * log up to it (the file first: a kill in between leaves a file no database vouches for, which
 * the next process rebuilds). A failed save (disk full, read-only directory) is reported, not
 * fatal: the index in memory still answers, the log is kept, and the next process rebuilds or
 * applies the delta to the older snapshot.
 */
function _save<Base>(
  adapter: IndexedRegisterAdapter<unknown, Base, unknown>,
  log: ChangeLog,
  path: string,
  built: VersionedBase<Base>,
  report: (problem: SnapshotProblem) => void,
): void {
  const token = randomBytes(16).toString("hex");
  try {
    adapter.writeSnapshot(path, { ...built, token });
    if (!log.recordSnapshot(built.epoch, built.version, token))
      report({ kind: "not-saved", path, reason: "the register changed under the build (restored?)" });
  } catch (error) {
    report({ kind: "not-saved", path, reason: messageOf(error) });
  }
}
