/**
 * A real SQLite file in a fresh temporary directory, migrated and seeded with a small set of
 * categories and terms, for the restricted-terms tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SeedData } from "../../src/storage/restricted-terms/index.js";
import { seedRestrictedTerms } from "../../src/storage/restricted-terms/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

/** A temporary database file and how to clean it up. */
export interface TempDb {
  db: Db;
  path: string;
  /** Open another connection to the same file (as another server process would). */
  reopen(): Db;
  cleanup(): void;
}

/** Small seed used by the storage tests: two categories, four terms. */
export const TEST_SEED: SeedData = {
  categories: [
    {
      code: "banking",
      name: "Banking",
      flagCode: "WARN_FINREG_LICENSE_REQUIRED",
      sectionNumber: "6.1",
      sectionTitle: "Banking",
      ruleRef: "BankG art. 1 para. 4",
      defaultSeverity: "WARNING",
      matchMode: "compound",
    },
    {
      code: "gambling",
      name: "Gambling",
      flagCode: "WARN_GAMBLING_TERMS_GSG",
      ruleRef: "BGS",
      defaultSeverity: "WARNING",
      matchMode: "whole_word",
    },
  ],
  terms: [
    { categoryCode: "banking", term: "Bank", languageCode: "de", exceptions: ["datenbank", "sandbank"] },
    { categoryCode: "banking", term: "banque", languageCode: "fr" },
    { categoryCode: "gambling", term: "Casino", languageCode: null },
    { categoryCode: "gambling", term: "Lotterie", languageCode: "de" },
  ],
};

/** Open a migrated database in a new temp dir; with `seed` (default TEST_SEED) seeded. */
export function tempDb(seed: SeedData | null = TEST_SEED): TempDb {
  const dir = mkdtempSync(join(tmpdir(), "ns-terms-"));
  const path = join(dir, "namescreen.db");
  const opened: Db[] = [];
  const open = () => {
    const { db } = openDatabase(path);
    opened.push(db);
    return db;
  };
  const db = open();
  if (seed) seedRestrictedTerms(db, seed);
  return {
    db,
    path,
    reopen: open,
    cleanup() {
      for (const d of opened) if (d.open) d.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
