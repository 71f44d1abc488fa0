/**
 * The conflict search over the SQLite company register. The index is the core's
 * `InMemoryCompanyRegister` over a `LayeredIndex`: a base index (built from the register, or
 * loaded from the snapshot beside the database) plus a delta of the companies the change log
 * says were added, changed or removed since the base's version. A large delta, another epoch or
 * a base older than the log's floor means a full rebuild, which writes a new snapshot and prunes
 * the log. Company facts are read from SQLite only for the few names a response reports.
 */
import type { CompanyRegister, ConflictSearchRequest, ConflictSearchResult } from "@namescreen/core";
import { InMemoryCompanyRegister, LayeredIndex, NameIndex, searchConflicts } from "@namescreen/core";
import type { ChangeLog, RegisterState } from "../sqlite/change-log.js";
import { createChangeLog, deltaIsSmall, saveThenPrune, versionKey } from "../sqlite/change-log.js";
import type { Db } from "../sqlite/open.js";
import type { CompanyStore } from "./repository.js";
import { createCompanyStore } from "./repository.js";
import { readCompanySnapshot, writeCompanySnapshot } from "./snapshot-file.js";

/** How the current index came to be (logs, tests, benchmark). */
export interface CompanyIndexInfo {
  /** Register version the index answers for ("epoch:counter"). */
  version: string;
  /** Index entries (base and delta). */
  names: number;
  /** Where the base index came from this time: built now, read from the snapshot, or kept in memory. */
  source: "built" | "snapshot" | "memory";
  /** Companies applied as a delta on top of the base (0: none). */
  deltaCompanies: number;
  ms: number;
}

/** The service the route uses. */
export interface CompanySearchService {
  search(request: ConflictSearchRequest): Promise<ConflictSearchResult>;
  /** The current register (for the bundled screening, which calls the core itself). */
  register(): CompanyRegister;
  /** Build or load the index now (start-up) instead of on the first search. */
  warm(): CompanyIndexInfo;
}

/** Create the service. `snapshotPath: null` never writes or reads a snapshot. */
export function createCompanySearchService(
  db: Db,
  options: { snapshotPath?: string | null | undefined } = {},
): CompanySearchService {
  const snapshotPath = options.snapshotPath ?? null;
  let store: CompanyStore | null = null;
  let log: ChangeLog | null = null;
  let base: Base | null = null;
  let current: { key: string; register: InMemoryCompanyRegister; info: CompanyIndexInfo } | null = null;

  // One read transaction: the state, the changes and the rows all come from one register version.
  const refresh = db.transaction((s: CompanyStore, l: ChangeLog) => {
    const started = performance.now();
    const state = l.state();
    let source: CompanyIndexInfo["source"] = "memory";
    if (!covers(base, state)) {
      const snap = snapshotPath ? readCompanySnapshot(snapshotPath) : null;
      base =
        snap && covers(snap, state)
          ? { epoch: snap.epoch, version: snap.version, index: new NameIndex(snap.data) }
          : null;
      source = "snapshot";
    }
    let changed = base ? l.changedSince(base.version) : [];
    if (!base || !deltaIsSmall(changed.length, base.index.size)) {
      base = { epoch: state.epoch, version: state.version, index: NameIndex.build(s.indexInputs()) };
      changed = [];
      source = "built";
    }
    const delta = {
      added: changed.length > 0 ? s.changedInputs(base.version) : [],
      removedRecords: changed,
    };
    const index = new LayeredIndex(base.index, delta);
    const register = new InMemoryCompanyRegister(index, { get: (record) => s.get(record) });
    const info: CompanyIndexInfo = {
      version: versionKey(state),
      names: index.size,
      source,
      deltaCompanies: changed.length,
      ms: 0,
    };
    return { key: versionKey(state), register, info, started, base };
  });

  const ensure = () => {
    store ??= createCompanyStore(db);
    log ??= createChangeLog(db, { state: "companies_state", log: "company_changes", key: "company_id" });
    if (current?.key === versionKey(log.state())) return current;
    const next = refresh.deferred(store, log);
    if (next.info.source === "built" && snapshotPath) {
      const { index, epoch, version } = next.base;
      saveThenPrune(log, version, () =>
        writeCompanySnapshot(snapshotPath, { data: index.data, epoch, version }),
      );
    }
    next.info.ms = Math.round(performance.now() - next.started);
    current = next;
    return current;
  };
  return {
    search: (request) => searchConflicts(request, { companies: ensure().register }),
    register: () => ensure().register,
    warm: () => ensure().info,
  };
}

/** Snapshot file of the company index beside a database file. */
export function companySnapshotPath(dbPath: string): string | null {
  return dbPath === ":memory:" ? null : `${dbPath}.companies.snap`;
}

/**
 * Bring the index of the current register up to date after an import or a generation: a small
 * change leaves the snapshot as it is (servers apply the delta), a large one rebuilds it.
 */
export function prepareCompanyIndex(db: Db, dbPath: string): CompanyIndexInfo | null {
  const snapshotPath = companySnapshotPath(dbPath);
  return snapshotPath ? createCompanySearchService(db, { snapshotPath }).warm() : null;
}

// --- Internal helpers ---

interface Base {
  epoch: string;
  version: number;
  index: NameIndex;
}

/** Whether the change log can bring an index of `b`'s version up to `state`. */
function covers(b: Pick<Base, "epoch" | "version"> | null, state: RegisterState): boolean {
  return b !== null && b.epoch === state.epoch && b.version >= state.floor && b.version <= state.version;
}
