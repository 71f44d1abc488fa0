import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
  seedRestrictedTerms,
} from "../../../src/storage/restricted-terms/index.js";
import { createAdminKeyStore } from "../../../src/storage/sqlite/admin-keys.js";
import { createConsumerStore } from "../../../src/storage/sqlite/consumers.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";
import { createTraceStore } from "../../../src/storage/sqlite/traces.js";
import { runStoreContract } from "./store-contract.js";

runStoreContract("SQLite", async (now) => {
  const dir = mkdtempSync(join(tmpdir(), "namescreen-contract-"));
  const path = join(dir, "db.sqlite");
  const opened = [openDatabase(path).db];
  const storesOf = (db: (typeof opened)[number]) => ({
    consumers: createConsumerStore(db, now),
    adminKeys: createAdminKeyStore(db, now),
    traces: createTraceStore(db, now),
    terms: createRestrictedTermsRepository(db, { now: () => new Date(now()) }),
    termsSource: createSqliteRestrictedTermsSource(db),
  });
  return {
    ...storesOf(opened[0]!),
    seedTerms: async (data) => seedRestrictedTerms(opened[0]!, data, () => new Date(now())),
    async reopen() {
      const db = openDatabase(path).db;
      opened.push(db);
      return storesOf(db);
    },
    async close() {
      for (const db of opened) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
