/**
 * The trademark search over the SQLite register. The index is the core's
 * `InMemoryTrademarkRegister` (the conflict search's engine over mark readings, plus a class
 * mask per mark); it is rebuilt when the table's change version moves, and saved as a
 * snapshot beside the database so a restart loads it instead of rebuilding.
 */
import type {
  TrademarkRegister,
  TrademarkSearchFields,
  TrademarkSearchRequest,
  TrademarkSearchResult,
} from "@namescreen/core";
import {
  decodeSnapshot,
  encodeSnapshot,
  InMemoryTrademarkRegister,
  LayeredIndex,
  NameIndex,
  searchTrademarks,
  trademarkIndexInputs,
} from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import type { TrademarkStore } from "./repository.js";
import { createTrademarkStore } from "./repository.js";
import { ensureTrademarkSchema } from "./schema.js";
import { readTrademarkSnapshot, writeTrademarkSnapshot } from "./snapshot-file.js";

/** How the current index came to be (for logs and the benchmark). */
export interface IndexInfo {
  version: string;
  marks: number;
  entries: number;
  source: "built" | "snapshot";
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
  // Created on first use, so building the app's deps never touches the trademark tables.
  let store: TrademarkStore | null = null;
  let current: { version: string; register: InMemoryTrademarkRegister; info: IndexInfo } | null = null;

  const ensure = () => {
    if (!store) {
      ensureTrademarkSchema(db);
      store = createTrademarkStore(db);
    }
    const version = store.version();
    if (current?.version !== version) current = load(store, version, options.snapshotPath ?? null);
    return current;
  };

  return {
    search: (request) => searchTrademarks(request, { trademarks: ensure().register }),
    register: () => ensure().register,
    warm: () => ensure().info,
  };
}

// --- Internal helpers ---

function load(store: TrademarkStore, version: string, snapshotPath: string | null) {
  const started = performance.now();
  const snap = snapshotPath ? readTrademarkSnapshot(snapshotPath, version) : null;
  const data = snap ? decodeOrNull(snap.index) : null;
  if (snap && data) {
    const register = registerOver(new NameIndex(data), snap.classMasks, snap.rowIds, store);
    const info = indexInfo(version, snap.rowIds.length, data.record.length, "snapshot", started);
    return { version, register, info };
  }
  const fields: TrademarkSearchFields[] = [];
  const ids: number[] = [];
  for (const row of store.searchFields()) {
    ids.push(row.id);
    fields.push(row);
  }
  const { inputs, classMasks } = trademarkIndexInputs(fields);
  const index = NameIndex.build(inputs);
  const rowIds = Float64Array.from(ids);
  if (snapshotPath) {
    writeTrademarkSnapshot(snapshotPath, { version, index: encodeSnapshot(index.data), classMasks, rowIds });
  }
  const register = registerOver(index, classMasks, rowIds, store);
  return { version, register, info: indexInfo(version, ids.length, inputs.length, "built", started) };
}

/** The index of a snapshot, or null when its bytes are of an older format or damaged (rebuild). */
function decodeOrNull(bytes: Uint8Array) {
  try {
    return decodeSnapshot(bytes).data;
  } catch {
    return null;
  }
}

function registerOver(
  index: NameIndex,
  classMasks: Uint32Array,
  rowIds: Float64Array,
  store: TrademarkStore,
) {
  return new InMemoryTrademarkRegister(new LayeredIndex(index), classMasks, {
    get: (record) => {
      const id = rowIds[record];
      return id === undefined ? undefined : store.get(id);
    },
  });
}

function indexInfo(
  version: string,
  marks: number,
  entries: number,
  source: IndexInfo["source"],
  started: number,
): IndexInfo {
  return { version, marks, entries, source, ms: Math.round(performance.now() - started) };
}
