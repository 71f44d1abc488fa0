/**
 * The company register as an indexed register: the base is the core's `NameIndex` over every
 * company name (records are company row ids), the delta the current names of the companies
 * changed since the base, and the view the core's `InMemoryCompanyRegister`.
 */
import { InMemoryCompanyRegister, LayeredIndex, NameIndex } from "@namescreen/core";
import type { IndexedRegisterAdapter } from "../indexed-register/index.js";
import { buildIndexInParallel } from "../indexed-register/index.js";
import type { CompanyStore } from "./repository.js";
import { createCompanyStore } from "./repository.js";
import { readCompanySnapshot, writeCompanySnapshot } from "./snapshot-file.js";

/** The company register searched: the layered index behind the core's register. */
export interface CompanyIndexView {
  register: InMemoryCompanyRegister;
  /** Index entries (base and delta). */
  names: number;
}

/** The company adapter of the indexed register. */
export const companyIndexAdapter: IndexedRegisterAdapter<CompanyStore, NameIndex, CompanyIndexView> = {
  tables: { state: "companies_state", log: "company_changes", key: "company_id" },
  openStore: createCompanyStore,
  build: (store, threads) => buildIndexInParallel(store.indexInputs(), { threads }),
  baseRecords: (base) => base.size,
  layer(base, since, changed, store) {
    const delta = {
      added: changed.length > 0 ? store.changedInputs(since) : [],
      removedRecords: [...changed],
    };
    const index = new LayeredIndex(base, delta);
    const register = new InMemoryCompanyRegister(index, {
      get: (record) => store.get(record),
      getMany: (records) => store.getMany(records),
    });
    return { register, names: index.size };
  },
  readSnapshot(path) {
    const snap = readCompanySnapshot(path);
    return (
      snap && { epoch: snap.epoch, version: snap.version, token: snap.token, base: new NameIndex(snap.data) }
    );
  },
  writeSnapshot: (path, { epoch, version, token, base }) =>
    writeCompanySnapshot(path, { data: base.data, epoch, version, token }),
};
