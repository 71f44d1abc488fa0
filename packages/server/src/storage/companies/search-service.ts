/**
 * The conflict search over the SQLite company register: the indexed register (base index from
 * the register or the snapshot beside the database, plus a delta from the change log; see
 * storage/indexed-register) with the company adapter. Company facts are read from SQLite only
 * for the few names a response reports.
 */
import type { CompanyRegister, ConflictSearchRequest, ConflictSearchResult } from "@namescreen/core";
import { searchConflicts } from "@namescreen/core";
import type { RefreshInfo, SnapshotProblem } from "../indexed-register/index.js";
import { createIndexedRegister, snapshotPathBeside } from "../indexed-register/index.js";
import type { Db } from "../sqlite/open.js";
import { companyIndexAdapter } from "./index-adapter.js";

/** How the current index came to be (logs, tests, benchmark). */
export interface CompanyIndexInfo extends Omit<RefreshInfo, "changed"> {
  /** Index entries (base and delta). */
  names: number;
  /** Companies applied as a delta on top of the base (0: none). */
  deltaCompanies: number;
}

/** The service the route uses. */
export interface CompanySearchService {
  search(request: ConflictSearchRequest): Promise<ConflictSearchResult>;
  /** The current register (for the bundled screening, which calls the core itself). */
  register(): CompanyRegister;
  /** Build or load the index now (start-up) instead of on the first search. */
  warm(): CompanyIndexInfo;
}

/** Options: where to keep the snapshot (`null`: never), the worker threads of a build, who hears of snapshot problems. */
export interface CompanyServiceOptions {
  snapshotPath?: string | null | undefined;
  /** Default: one per core beside this one, at most 3. */
  buildThreads?: number | undefined;
  /** A snapshot rebuilt because it was damaged or stale, or one that could not be written. */
  onSnapshotProblem?: ((problem: SnapshotProblem) => void) | undefined;
}

/** Create the service. `snapshotPath: null` never writes or reads a snapshot. */
export function createCompanySearchService(
  db: Db,
  options: CompanyServiceOptions = {},
): CompanySearchService {
  const indexed = createIndexedRegister(db, companyIndexAdapter, {
    snapshotPath: options.snapshotPath ?? null,
    buildThreads: options.buildThreads,
    onSnapshotProblem: options.onSnapshotProblem,
  });
  const register = () => indexed.current().view.register;
  return {
    search: (request) => searchConflicts(request, { companies: register() }),
    register,
    warm() {
      const { view, info } = indexed.current();
      const { version, source, ms } = info;
      return { version, names: view.names, source, deltaCompanies: info.changed, ms };
    },
  };
}

/** Snapshot file of the company index beside a database file. */
export function companySnapshotPath(dbPath: string): string | null {
  return snapshotPathBeside(dbPath, "companies");
}

/**
 * Bring the index of the current register up to date after an import or a generation: a small
 * change leaves the snapshot as it is (servers apply the delta), a large one rebuilds it.
 */
export function prepareCompanyIndex(
  db: Db,
  dbPath: string,
  onSnapshotProblem?: (problem: SnapshotProblem) => void,
): CompanyIndexInfo | null {
  const snapshotPath = companySnapshotPath(dbPath);
  return snapshotPath ? createCompanySearchService(db, { snapshotPath, onSnapshotProblem }).warm() : null;
}
