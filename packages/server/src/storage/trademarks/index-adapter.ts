/**
 * The trademark register as an indexed register: the base is the core's trademark index (the
 * conflict search's engine over mark readings) with a class mask and a row id per record
 * (records are positions in row-id order); the delta tombstones the base records of changed
 * row ids and appends their current rows as records after the base's; the view is the core's
 * `InMemoryTrademarkRegister`.
 */
import type { IndexDelta } from "@namescreen/core";
import {
  buildTrademarkIndex,
  decodeSnapshot,
  encodeSnapshot,
  InMemoryTrademarkRegister,
  LayeredIndex,
  NameIndex,
  trademarkIndexInputs,
} from "@namescreen/core";
import type { IndexedRegisterAdapter } from "../indexed-register/index.js";
import { buildIndexInParallel } from "../indexed-register/index.js";
import type { TrademarkStore } from "./repository.js";
import { createTrademarkStore } from "./repository.js";
import { readTrademarkSnapshot, writeTrademarkSnapshot } from "./snapshot-file.js";

/** A base index of the marks. */
export interface TrademarkBase {
  index: NameIndex;
  /** Two words per record (Nice classes 1-32, 33-45). */
  classMasks: Uint32Array;
  /** Row id of each record, ascending. */
  rowIds: Float64Array;
}

/** The trademark register searched. */
export interface TrademarkIndexView {
  register: InMemoryTrademarkRegister;
  /** Marks in the register, and index entries (readings; base and delta, replaced ones included). */
  marks: number;
  entries: number;
}

/** The trademark adapter of the indexed register. */
export const trademarkIndexAdapter: IndexedRegisterAdapter<
  TrademarkStore,
  TrademarkBase,
  TrademarkIndexView
> = {
  tables: { state: "trademarks_state", log: "trademark_changes", key: "trademark_id" },
  openStore: createTrademarkStore,
  build: _build,
  baseRecords: (base) => base.rowIds.length,
  layer(base, since, changed, store) {
    const layered = _layer(base, since, changed, store);
    const register = new InMemoryTrademarkRegister(layered.index, layered.classMasks, {
      get: (record) => {
        const id = layered.rowIds[record];
        return id === undefined ? undefined : store.get(id);
      },
      // Row ids are positive: -1 (a record past the index) reads as no mark.
      getMany: (records) => store.getMany(records.map((r) => layered.rowIds[r] ?? -1)),
    });
    return { register, marks: layered.marks, entries: layered.index.size };
  },
  readSnapshot(path) {
    const snap = readTrademarkSnapshot(path);
    if (!snap) return null;
    const index = new NameIndex(decodeSnapshot(snap.index).data);
    const base = { index, classMasks: snap.classMasks, rowIds: snap.rowIds };
    return { epoch: snap.epoch, version: snap.version, token: snap.token, base };
  },
  writeSnapshot: (path, { epoch, version, token, base }) =>
    writeTrademarkSnapshot(path, {
      epoch,
      version,
      token,
      index: encodeSnapshot(base.index.data),
      classMasks: base.classMasks,
      rowIds: base.rowIds,
    }),
};

// --- Internal helpers ---

/** The index of every mark, streamed from SQLite (records are positions in id order). */
function _build(store: TrademarkStore, threads?: number): TrademarkBase {
  const ids: number[] = [];
  function* marks() {
    for (const row of store.searchFields()) {
      ids.push(row.id);
      yield row;
    }
  }
  const { index, classMasks } = buildTrademarkIndex(marks(), (inputs, options) =>
    buildIndexInParallel(inputs, { ...options, threads }),
  );
  return { index, classMasks, rowIds: Float64Array.from(ids) };
}

/**
 * The base plus the marks changed after `since`: the base records of changed row ids are
 * tombstoned, and the current rows of those ids become records after the base's, with their
 * class masks and row ids.
 */
function _layer(base: TrademarkBase, since: number, changed: readonly number[], store: TrademarkStore) {
  if (changed.length === 0) {
    const marks = base.rowIds.length;
    return { index: new LayeredIndex(base.index), classMasks: base.classMasks, rowIds: base.rowIds, marks };
  }
  const rows = store.changedFields(since);
  const { inputs, classMasks } = trademarkIndexInputs(rows);
  const offset = base.rowIds.length;
  const delta: IndexDelta = {
    added: inputs.map((input) => ({ ...input, record: input.record + offset })),
    removedRecords: changed.map((id) => _recordOf(base.rowIds, id)).filter((r) => r >= 0),
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
function _recordOf(rowIds: Float64Array, id: number): number {
  let lo = 0;
  let hi = rowIds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rowIds[mid] as number) < id) lo = mid + 1;
    else hi = mid;
  }
  return rowIds[lo] === id ? lo : -1;
}
