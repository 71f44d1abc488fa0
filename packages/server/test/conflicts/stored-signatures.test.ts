/**
 * Stored company signatures (migration 0008) only speed up the staged write: a signature that
 * is missing (a database from before 0008), stale (rows edited behind the importer's back) or
 * wrong never makes a changed company look unchanged, and the counts stay exact.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../src/storage/companies/importer.js";
import { migrate } from "../../src/storage/sqlite/migrate.js";
import { MIGRATIONS } from "../../src/storage/sqlite/migrations/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-signatures-"));
  db = openDatabase(join(dir, "register.db")).db;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER = "company_id,name,name_language,name_kind,legal_form,seat,canton";
const ROWS = Array.from({ length: 40 }, (_, i) => `C-${i},Firma ${i} AG,de,main,AG,Bern,BE`);
const writeCsv = (name: string, rows: string[]) => {
  const file = join(dir, name);
  writeFileSync(file, `${[HEADER, ...rows].join("\n")}\n`);
  return file;
};
const importFile = (file: string) => importCompanies(db, { file, mode: "full" });
const counts = (s: { added: number; changed: number; removed: number; unchanged: number }) => ({
  added: s.added,
  changed: s.changed,
  removed: s.removed,
  unchanged: s.unchanged,
});
const signatures = () => db.prepare("SELECT count(*) FROM company_signatures").pluck().get() as number;
const nameOf = (id: string) =>
  db
    .prepare(
      "SELECT n.name FROM company_names n JOIN companies c ON c.id = n.company_id WHERE c.source_company_id = ?",
    )
    .pluck()
    .get(id);

describe("stored company signatures", () => {
  it("are written by an import, and an identical re-import finds nothing changed", async () => {
    const file = writeCsv("a.csv", ROWS);
    expect(counts(await importFile(file))).toEqual({ added: 40, changed: 0, removed: 0, unchanged: 0 });
    expect(signatures()).toBe(40);
    expect(counts(await importFile(file))).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 40 });
  });

  it("a name or a fact edited behind the importer's back is found changed and restored", async () => {
    const file = writeCsv("a.csv", ROWS);
    await importFile(file);
    db.exec(`UPDATE company_names SET name = 'Edited AG' WHERE company_id =
               (SELECT id FROM companies WHERE source_company_id = 'C-3')`);
    db.exec("UPDATE companies SET legal_seat = 'Thun' WHERE source_company_id = 'C-7'");
    db.exec(`INSERT INTO company_names (company_id, name, kind)
               SELECT id, 'Extra GmbH', 'variant' FROM companies WHERE source_company_id = 'C-9'`);
    expect(counts(await importFile(file))).toEqual({ added: 0, changed: 3, removed: 0, unchanged: 37 });
    expect(nameOf("C-3")).toBe("Firma 3 AG");
    expect(db.prepare("SELECT legal_seat FROM companies WHERE source_company_id = 'C-7'").pluck().get()).toBe(
      "Bern",
    );
    expect(signatures()).toBe(40);
  });

  it("a database without signatures (from before 0008) compares by rows, then stores them", async () => {
    await importFile(writeCsv("a.csv", ROWS));
    db.exec("DELETE FROM company_signatures");
    const changedRows = ROWS.map((r) => (r.startsWith("C-5,") ? "C-5,Firma Fünf AG,de,main,AG,Bern,BE" : r));
    expect(counts(await importFile(writeCsv("b.csv", changedRows)))).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
      unchanged: 39,
    });
    expect(nameOf("C-5")).toBe("Firma Fünf AG");
    expect(signatures()).toBe(40);
  });

  it("a register written before migration 0008 is compared by its rows after the upgrade", async () => {
    db.close();
    const path = join(dir, "old.db");
    const old = new Database(path);
    migrate(
      old,
      MIGRATIONS.filter((m) => m.version < 8),
    );
    old.exec(`INSERT INTO companies (id, source_company_id, legal_form, legal_seat, canton, status, source, imported_at)
                VALUES (1, 'C-1', 'AG', 'Bern', 'BE', 'active', 'import', '2026-01-01'),
                       (2, 'C-2', 'AG', 'Bern', 'BE', 'active', 'import', '2026-01-01');
              INSERT INTO company_names (company_id, name, language, kind) VALUES
                (1, 'Firma 1 AG', 'de', 'main'), (2, 'Firma Zwei AG', 'de', 'main');`);
    old.close();
    db = openDatabase(path).db;
    expect(signatures()).toBe(0);
    expect(counts(await importFile(writeCsv("a.csv", ROWS)))).toEqual({
      added: 38,
      changed: 1,
      removed: 0,
      unchanged: 1,
    });
    expect(nameOf("C-2")).toBe("Firma 2 AG");
    expect(signatures()).toBe(40);
  });

  it("a wrong stored signature costs a comparison, never a wrong count", async () => {
    const file = writeCsv("a.csv", ROWS);
    await importFile(file);
    const version = () => db.prepare("SELECT version FROM companies_state").pluck().get();
    const before = version();
    db.exec("UPDATE company_signatures SET signature = 'not a signature'");
    expect(counts(await importFile(file))).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 40 });
    expect(version()).toBe(before);
    expect(
      db.prepare("SELECT count(*) FROM company_signatures WHERE signature = 'not a signature'").pluck().get(),
    ).toBe(0);
  });

  it("a company whose rows are scattered over the file is signed from all its rows", async () => {
    const scattered = [...ROWS, "C-1,Firma Eins SA,fr,variant,AG,Bern,BE"];
    await importFile(writeCsv("a.csv", scattered));
    expect(counts(await importFile(writeCsv("a2.csv", scattered)))).toEqual({
      added: 0,
      changed: 0,
      removed: 0,
      unchanged: 40,
    });
    const renamed = [...ROWS, "C-1,Firma Uno SA,it,variant,AG,Bern,BE"];
    expect(counts(await importFile(writeCsv("b.csv", renamed)))).toEqual({
      added: 0,
      changed: 1,
      removed: 0,
      unchanged: 39,
    });
    expect(
      db
        .prepare(
          "SELECT n.name FROM company_names n JOIN companies c ON c.id = n.company_id WHERE c.source_company_id = 'C-1' ORDER BY n.id",
        )
        .pluck()
        .all(),
    ).toEqual(["Firma 1 AG", "Firma Uno SA"]);
  });
});
