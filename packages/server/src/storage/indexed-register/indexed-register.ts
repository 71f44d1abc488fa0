/**
 * An indexed register: a register table searched through an index in memory that follows the
 * register's versions. The index is a base (built from the rows, or loaded from the snapshot
 * beside the database) plus a delta of the rows the change log says changed since the base's
 * version. A large delta, another epoch or a base older than the log's floor means a full
 * rebuild, which writes a new snapshot and prunes the log. The company and trademark searches
 * are two adapters over this one refresh (docs/conflict-search.md, "Snapshot and delta").
 */
import type { Db } from "../sqlite/open.js";
import type { ChangeLog, ChangeLogTables } from "./change-log.js";
import { createChangeLog, versionKey } from "./change-log.js";
import { deltaIsSmall, logCovers } from "./rebuild-rule.js";

/** A base index and the register version it was built from. */
export interface VersionedBase<Base> {
  epoch: string;
  version: number;
  base: Base;
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
  readSnapshot(path: string): VersionedBase<Base> | null;
  writeSnapshot(path: string, snapshot: VersionedBase<Base>): void;
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
}

/** Create the indexed register over an open, migrated database. */
export function createIndexedRegister<Store, Base, View>(
  db: Db,
  adapter: IndexedRegisterAdapter<Store, Base, View>,
  { snapshotPath, buildThreads }: IndexedRegisterOptions,
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
      const snap = snapshotPath ? _readOrNone(adapter, snapshotPath) : null;
      base = logCovers(snap, state) ? snap : null;
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
        _saveThenPrune(log, next.base.version, () => adapter.writeSnapshot(snapshotPath, next.base));
      }
      next.info.ms = Math.round(performance.now() - next.started);
      current = { key: next.key, view: next.view, info: next.info };
      return current;
    },
  };
}

// --- Internal helpers ---

function _readOrNone<Base>(
  adapter: IndexedRegisterAdapter<unknown, Base, unknown>,
  path: string,
): VersionedBase<Base> | null {
  try {
    return adapter.readSnapshot(path);
  } catch {
    return null;
  }
}

/**
 * Save an index of `version` (its snapshot file), then prune the log up to it. A failed save
 * (disk full, read-only directory) is not fatal: the index in memory still answers, the log is
 * kept, and the next process rebuilds or applies the delta to the older snapshot.
 */
function _saveThenPrune(log: ChangeLog, version: number, save: () => void): void {
  try {
    save();
  } catch {
    return;
  }
  log.prune(version);
}
