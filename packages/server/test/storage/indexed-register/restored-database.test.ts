/**
 * A database restored from a backup keeps its epoch and counts its versions again from the
 * backup's, so a snapshot written after the backup can carry the version a later write reaches.
 * The snapshot is used only for the register state it was built from (the token it shares with
 * the database), so the index after "import X, backup, import Y, restore, import X+1" answers
 * for X+1, not for Y. Real SQLite files in a temp folder, the importers, the snapshot beside
 * the database and a fresh service as the next server start builds it.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  companySnapshotPath,
  createCompanySearchService,
  importCompanies,
  prepareCompanyIndex,
} from "../../../src/storage/companies/index.js";
import type { Db } from "../../../src/storage/sqlite/open.js";
import { openDatabase } from "../../../src/storage/sqlite/open.js";
import {
  createTrademarkSearchService,
  storeGeneratedTrademarks,
  trademarkSnapshotPath,
} from "../../../src/storage/trademarks/index.js";

const HEADER =
  "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship";
const SYLLABLES = ["ka", "lo", "mi", "ter", "zu", "bar", "wen", "dol", "fis", "gra", "hum", "pel"];

let dir: string;
let dbPath: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-restore-"));
  dbPath = join(dir, "ns.db");
  db = openDatabase(dbPath).db;
});
afterEach(() => {
  if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A company file of `count` generated names starting with `prefix` (the reviewer's gen.js). */
function companyFile(name: string, prefix: string, count: number, extra: string[] = []): string {
  const rows = Array.from({ length: count }, (_, i) => {
    let n = i;
    let word = "";
    for (let k = 0; k < 4; k++) {
      word += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    }
    return `${prefix}-${i},,${prefix}${word} AG,de,main,Aktiengesellschaft,Bern,BE,active,,,2020-01-01,,false`;
  });
  const path = join(dir, name);
  writeFileSync(path, `${[HEADER, ...rows, ...extra].join("\n")}\n`);
  return path;
}

/** The nightly backup: a consistent copy of the open database. */
async function backup(): Promise<string> {
  const path = join(dir, "backup.db");
  await db.backup(path);
  return path;
}

/** Restore the backup over the stopped database (its WAL and shared memory go too). */
function restore(from: string): void {
  db.close();
  copyFileSync(from, dbPath);
  rmSync(`${dbPath}-wal`, { force: true });
  rmSync(`${dbPath}-shm`, { force: true });
  db = openDatabase(dbPath).db;
}

describe("an index snapshot after the database was restored from a backup", () => {
  it("is not taken for the restored register's company versions (rebuilt, answers for the current register)", async () => {
    const everything = { allowRemovals: true, maxRemovalPercent: 100 };
    await importCompanies(db, { file: companyFile("X.csv", "Xeno", 3000) });
    prepareCompanyIndex(db, dbPath); // the CLI's step after an import: a snapshot of X
    const saved = await backup();
    await importCompanies(db, { file: companyFile("Y.csv", "Ypsi", 3000), removalPolicy: everything });
    expect(prepareCompanyIndex(db, dbPath)).toMatchObject({ source: "built" }); // snapshot of Y
    restore(saved);
    const zwingli = "Z-1,,Zwingli Beispiel AG,de,main,Aktiengesellschaft,Bern,BE,active,,,2020-01-01,,false";
    await importCompanies(db, { file: companyFile("X1.csv", "Xeno", 3000, [zwingli]) });
    // The version number of Y's snapshot again: only the token tells them apart.
    const afterImport = prepareCompanyIndex(db, dbPath);

    const restarted = createCompanySearchService(db, { snapshotPath: companySnapshotPath(dbPath) });
    const registered = await restarted.search({ name: "Xenokakakaka AG" });
    expect(registered.registrable).toBe(false);
    expect(registered.identityMatch?.sourceCompanyId).toBe("Xeno-0");
    const added = await restarted.search({ name: "Zwingli Beispiel AG" });
    expect(added.identityMatch).toMatchObject({ sourceCompanyId: "Z-1", nameDisplay: "Zwingli Beispiel AG" });
    const gone = await restarted.search({ name: "Ypsikakakaka AG" });
    expect(gone.identityMatch).toBeNull();
    const plain = createCompanySearchService(db, { snapshotPath: null });
    for (const name of ["Xenokakakaka AG", "Zwingli Beispiel AG", "Ypsikakakaka AG", "Xenolomiter AG"])
      expect(await restarted.search({ name })).toEqual(await plain.search({ name }));
    expect(afterImport).toMatchObject({ source: "built" }); // Y's snapshot was not taken
    expect(restarted.warm()).toMatchObject({ source: "snapshot", deltaCompanies: 0 }); // X+1's was
  });

  it("is not taken for the restored register's trademark versions either", async () => {
    const snapshotPath = trademarkSnapshotPath(dbPath);
    storeGeneratedTrademarks(db, { count: 300, seed: 1 });
    createTrademarkSearchService(db, { snapshotPath }).warm();
    const saved = await backup();
    storeGeneratedTrademarks(db, { count: 300, seed: 2 });
    expect(createTrademarkSearchService(db, { snapshotPath }).warm()).toMatchObject({ source: "built" });
    const markOfSeed2 = markText("SYN2:%");
    restore(saved);
    storeGeneratedTrademarks(db, { count: 300, seed: 3 }); // the version Y's snapshot has, again

    const restarted = createTrademarkSearchService(db, { snapshotPath });
    const plain = createTrademarkSearchService(db, { snapshotPath: null });
    for (const query of [markText("SYN3:%"), markOfSeed2, markText("SYN1:%")]) {
      const request = { query, limit: 50 };
      expect(await restarted.search(request)).toEqual(await plain.search(request));
    }
    expect(restarted.warm()).toMatchObject({ source: "built", marks: 600 });
  });
});

/** The text of the first mark whose source id matches `pattern`. */
function markText(pattern: string): string {
  return db
    .prepare(
      "SELECT mark_text FROM trademarks WHERE source_record_id LIKE ? AND mark_text IS NOT NULL ORDER BY id LIMIT 1",
    )
    .pluck()
    .get(pattern) as string;
}
