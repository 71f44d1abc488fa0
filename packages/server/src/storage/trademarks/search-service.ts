/**
 * The trademark search over the SQLite register: the indexed register (base index from the
 * register or the snapshot beside the database, plus a delta from the change log of migration
 * 0006; see storage/indexed-register) with the trademark adapter, the same rule as the company
 * index. Full mark records are read from SQLite only for the marks a response reports.
 */
import type { TrademarkRegister, TrademarkSearchRequest, TrademarkSearchResult } from "@namescreen/core";
import { searchTrademarks } from "@namescreen/core";
import type { RefreshInfo, SnapshotProblem } from "../indexed-register/index.js";
import { createIndexedRegister, snapshotPathBeside } from "../indexed-register/index.js";
import type { Db } from "../sqlite/open.js";
import { trademarkIndexAdapter } from "./index-adapter.js";

/** How the current index came to be (for logs, tests and the benchmark). */
export interface IndexInfo extends Omit<RefreshInfo, "changed"> {
  /** Marks in the register, and index entries (readings; base and delta, replaced ones included). */
  marks: number;
  entries: number;
  /** Marks applied as a delta on top of the base (0: none). */
  deltaMarks: number;
}

/** The service the route uses. */
export interface TrademarkSearchService {
  search(request: TrademarkSearchRequest): Promise<TrademarkSearchResult>;
  /** The current register (for the bundled screening, which calls the core itself). */
  register(): TrademarkRegister;
  /** Build or load the index now (start-up), instead of on the first search. */
  warm(): IndexInfo;
}

/** Options: where to keep the snapshot (`null`: never), the worker threads of a build, who hears of snapshot problems. */
export interface TrademarkServiceOptions {
  snapshotPath?: string | null | undefined;
  buildThreads?: number | undefined;
  /** A snapshot rebuilt because it was damaged or stale, or one that could not be written. */
  onSnapshotProblem?: ((problem: SnapshotProblem) => void) | undefined;
}

/** Create the service over an open, migrated database. */
export function createTrademarkSearchService(
  db: Db,
  options: TrademarkServiceOptions = {},
): TrademarkSearchService {
  const indexed = createIndexedRegister(db, trademarkIndexAdapter, {
    snapshotPath: options.snapshotPath ?? null,
    buildThreads: options.buildThreads,
    onSnapshotProblem: options.onSnapshotProblem,
  });
  const register = () => indexed.current().view.register;
  return {
    search: (request) => searchTrademarks(request, { trademarks: register() }),
    register,
    warm() {
      const { view, info } = indexed.current();
      const { version, source, ms } = info;
      return { version, marks: view.marks, entries: view.entries, source, deltaMarks: info.changed, ms };
    },
  };
}

/** Snapshot file of the trademark index beside a database file. */
export function trademarkSnapshotPath(dbPath: string): string | null {
  return snapshotPathBeside(dbPath, "trademarks");
}
