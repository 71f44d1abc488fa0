/**
 * The trademark search over the SQLite register. The index is the core's
 * `InMemoryTrademarkRegister` (the conflict search's engine over mark readings, plus a class
 * mask per record) over a `LayeredIndex`: a base (built from the register, or loaded from the
 * snapshot beside the database) plus a delta of the marks the change log (migration 0006) says
 * were inserted, updated or deleted since the base's version. A large delta, another epoch or a
 * base older than the log's floor means a full rebuild, which writes a new snapshot and prunes
 * the log (the same rule as the company index, storage/sqlite/change-log.ts).
 */
import type {
  IndexDelta,
  TrademarkRegister,
  TrademarkSearchRequest,
  TrademarkSearchResult,
} from "@namescreen/core";
import {
  buildTrademarkIndex,
  decodeSnapshot,
  encodeSnapshot,
  InMemoryTrademarkRegister,
  LayeredIndex,
  NameIndex,
  searchTrademarks,
  trademarkIndexInputs,
} from "@namescreen/core";
import type { ChangeLog, RegisterState } from "../sqlite/change-log.js";
import { createChangeLog, deltaIsSmall, saveThenPrune, versionKey } from "../sqlite/change-log.js";
import type { Db } from "../sqlite/open.js";
import type { TrademarkStore } from "./repository.js";
import { createTrademarkStore } from "./repository.js";
import { readTrademarkSnapshot, writeTrademarkSnapshot } from "./snapshot-file.js";

/** How the current index came to be (for logs, tests and the benchmark). */
export interface IndexInfo {
  /** Register version the index answers for ("epoch:counter"). */
  version: string;
  /** Marks in the register, and index entries (readings; base and delta, replaced ones included). */
  marks: number;
  entries: number;
  /** Where the base index came from this time: built now, read from the snapshot, or kept in memory. */
  source: "built" | "snapshot" | "memory";
  /** Marks applied as a delta on top of the base (0: none). */
  deltaMarks: number;
  ms: number;
}

/** The service the route uses. */
export interface TrademarkSearchService {
  search(request: TrademarkSearchRequest): Promise<TrademarkSearchResult>;
  /** The current register (for the bundled screening, which calls the core itself). */
  register(): TrademarkRegister;
  /** Build or load the index now (start-up), instead of on the first search. */
  warm(): IndexInfo;
}

/** Options: where to keep the snapshot (`null`: never). */
export interface TrademarkServiceOptions {
  snapshotPath?: string | null | undefined;
}

/** Create the service over an open, migrated database. */
export function createTrademarkSearchService(
  db: Db,
  options: TrademarkServiceOptions = {},
): TrademarkSearchService {
  const snapshotPath = options.snapshotPath ?? null;
  // Created on first use, so building the app's deps never touches the trademark tables.
  let store: TrademarkStore | null = null;
  let log: ChangeLog | null = null;
  let base: Base | null = null;
  let current: { key: string; register: InMemoryTrademarkRegister; info: IndexInfo } | null = null;

  // One read transaction: the state, the changes and the rows all come from one register version.
  const refresh = db.transaction((s: TrademarkStore, l: ChangeLog) => {
    const started = performance.now();
    const state = l.state();
    let source: IndexInfo["source"] = "memory";
    if (!covers(base, state)) {
      const snap = snapshotPath ? loadSnapshot(snapshotPath) : null;
      base = snap && covers(snap, state) ? snap : null;
      source = "snapshot";
    }
    let changed = base ? l.changedSince(base.version) : [];
    if (!base || !deltaIsSmall(changed.length, base.rowIds.length)) {
      base = build(s, state);
      changed = [];
      source = "built";
    }
    const layered = layer(base, changed, s);
    const register = new InMemoryTrademarkRegister(layered.index, layered.classMasks, {
      get: (record) => {
        const id = layered.rowIds[record];
        return id === undefined ? undefined : s.get(id);
      },
    });
    const info: IndexInfo = {
      version: versionKey(state),
      marks: layered.marks,
      entries: layered.index.size,
      source,
      deltaMarks: changed.length,
      ms: 0,
    };
    return { key: versionKey(state), register, info, started, base };
  });

  const ensure = () => {
    store ??= createTrademarkStore(db);
    log ??= createChangeLog(db, { state: "trademarks_state", log: "trademark_changes", key: "trademark_id" });
    if (current?.key === versionKey(log.state())) return current;
    const next = refresh.deferred(store, log);
    if (next.info.source === "built" && snapshotPath) {
      const { index, classMasks, rowIds, epoch, version } = next.base;
      saveThenPrune(log, version, () =>
        writeTrademarkSnapshot(snapshotPath, {
          epoch,
          version,
          index: encodeSnapshot(index.data),
          classMasks,
          rowIds,
        }),
      );
    }
    next.info.ms = Math.round(performance.now() - next.started);
    current = next;
    return current;
  };

  return {
    search: (request) => searchTrademarks(request, { trademarks: ensure().register }),
    register: () => ensure().register,
    warm: () => ensure().info,
  };
}

// --- Internal helpers ---

interface Base {
  epoch: string;
  version: number;
  index: NameIndex;
  /** Two words per record (Nice classes 1-32, 33-45). */
  classMasks: Uint32Array;
  /** Row id of each record, ascending. */
  rowIds: Float64Array;
}

/** Whether the change log can bring an index of `b`'s version up to `state`. */
function covers(b: Pick<Base, "epoch" | "version"> | null, state: RegisterState): boolean {
  return b !== null && b.epoch === state.epoch && b.version >= state.floor && b.version <= state.version;
}

/** The index of every mark, streamed from SQLite (records are positions in id order). */
function build(store: TrademarkStore, state: RegisterState): Base {
  const ids: number[] = [];
  function* marks() {
    for (const row of store.searchFields()) {
      ids.push(row.id);
      yield row;
    }
  }
  const { index, classMasks } = buildTrademarkIndex(marks());
  return { epoch: state.epoch, version: state.version, index, classMasks, rowIds: Float64Array.from(ids) };
}

/** The snapshot's base, or null when there is none or it is unreadable (of an older format, damaged). */
function loadSnapshot(path: string): Base | null {
  try {
    const snap = readTrademarkSnapshot(path);
    if (!snap) return null;
    const index = new NameIndex(decodeSnapshot(snap.index).data);
    return {
      epoch: snap.epoch,
      version: snap.version,
      index,
      classMasks: snap.classMasks,
      rowIds: snap.rowIds,
    };
  } catch {
    return null;
  }
}

/**
 * The base plus the changed marks: the base records of changed row ids are tombstoned, and the
 * current rows of those ids become records after the base's, with their class masks and row ids.
 */
function layer(base: Base, changed: readonly number[], store: TrademarkStore) {
  if (changed.length === 0) {
    const marks = base.rowIds.length;
    return { index: new LayeredIndex(base.index), classMasks: base.classMasks, rowIds: base.rowIds, marks };
  }
  const rows = store.changedFields(base.version);
  const { inputs, classMasks } = trademarkIndexInputs(rows);
  const offset = base.rowIds.length;
  const delta: IndexDelta = {
    added: inputs.map((input) => ({ ...input, record: input.record + offset })),
    removedRecords: changed.map((id) => recordOf(base.rowIds, id)).filter((r) => r >= 0),
  };
  const allMasks = new Uint32Array(base.classMasks.length + classMasks.length);
  allMasks.set(base.classMasks);
  allMasks.set(classMasks, base.classMasks.length);
  const rowIds = new Float64Array(offset + rows.length);
  rowIds.set(base.rowIds);
  rows.forEach((row, i) => {
    rowIds[offset + i] = row.id;
  });
  const marks = offset - delta.removedRecords.length + rows.length;
  return { index: new LayeredIndex(base.index, delta), classMasks: allMasks, rowIds, marks };
}

/** Record number of a row id in the ascending `rowIds`, or −1. */
function recordOf(rowIds: Float64Array, id: number): number {
  let lo = 0;
  let hi = rowIds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rowIds[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return rowIds[lo] === id ? lo : -1;
}
