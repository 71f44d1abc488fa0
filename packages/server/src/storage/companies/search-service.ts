/**
 * The conflict search over the SQLite company register. The index is the core's
 * `InMemoryCompanyRegister`; it is rebuilt when the register's change version moves, and
 * saved as a snapshot beside the database so a restart loads it instead of rebuilding.
 * Company facts are read from SQLite only for the few names a response reports.
 */
import type { CompanyRegister, ConflictSearchRequest, ConflictSearchResult } from "@namescreen/core";
import { InMemoryCompanyRegister, LayeredIndex, NameIndex, searchConflicts } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import type { CompanyStore } from "./repository.js";
import { createCompanyStore } from "./repository.js";
import { readCompanySnapshot, writeCompanySnapshot } from "./snapshot-file.js";

/** How the current index came to be (logs, benchmark). */
export interface CompanyIndexInfo {
  version: string;
  names: number;
  source: "built" | "snapshot";
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
  let store: CompanyStore | null = null;
  let current: { version: string; register: InMemoryCompanyRegister; info: CompanyIndexInfo } | null = null;
  const ensure = () => {
    store ??= createCompanyStore(db);
    const version = store.version();
    if (current?.version !== version) current = load(store, version, options.snapshotPath ?? null);
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
 * Build the index of the current register and write its snapshot (after an import or a
 * generation), so a server that notices the change loads it instead of rebuilding.
 */
export function prepareCompanyIndex(db: Db, dbPath: string): CompanyIndexInfo | null {
  const snapshotPath = companySnapshotPath(dbPath);
  return snapshotPath ? createCompanySearchService(db, { snapshotPath }).warm() : null;
}

// --- Internal helpers ---

function load(store: CompanyStore, version: string, snapshotPath: string | null) {
  const started = performance.now();
  const snapshot = snapshotPath ? readCompanySnapshot(snapshotPath, version) : null;
  const index = snapshot ? new NameIndex(snapshot) : NameIndex.build(store.indexInputs());
  if (!snapshot && snapshotPath) writeCompanySnapshot(snapshotPath, version, index.data);
  const register = new InMemoryCompanyRegister(new LayeredIndex(index), {
    get: (record) => store.get(record),
  });
  const info: CompanyIndexInfo = {
    version,
    names: index.size,
    source: snapshot ? "snapshot" : "built",
    ms: Math.round(performance.now() - started),
  };
  return { version, register, info };
}
