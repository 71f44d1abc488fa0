/** Company import (CSV, NDJSON), all-or-nothing behaviour, generation, and the search service's snapshot. */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CompanyImportError,
  createCompanySearchService,
  createCompanyStore,
  importCompanies,
  storeGeneratedCompanies,
} from "../../src/storage/companies/index.js";
import type { Db } from "../../src/storage/sqlite/open.js";
import { openDatabase } from "../../src/storage/sqlite/open.js";
import { runCli } from "../helpers/run-cli.js";

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "namescreen-companies-"));
  db = openDatabase(join(dir, "register.db")).db;
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER =
  "company_id,uid,name,name_language,name_kind,legal_form,seat,canton,status,registered_on,deleted_on,valid_from,valid_to,sole_proprietorship";
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const names = () => db.prepare("SELECT name FROM company_names ORDER BY name").pluck().all() as string[];

describe("importCompanies", () => {
  it("imports a CSV, rejecting bad rows with reasons, and replaces the register", async () => {
    const csv = file(
      "a.csv",
      [
        HEADER,
        ",CHE-123.456.789,Alpha Treuhand AG,de,main,AG,Zürich,ZH,active,2001-02-03,,,,",
        ",CHE-123.456.789,Alpha Fiduciaire SA,fr,variant,AG,Zürich,ZH,active,,,,,",
        "B1,,Beta Bau GmbH in Liquidation,de,,GmbH,Bern,BE,in Liquidation,,,,,",
        "B2,,,de,main,AG,Bern,BE,active,,,,,",
        "B3,CHE-12,Gamma AG,de,main,AG,Bern,BE,active,,,,,",
        "B4,,Delta AG,xx,main,AG,Bern,BE,active,,,,,",
        "B5,,Epsilon AG,de,main,AG,Bern,BE,sleeping,,,,,",
        "B6,,Zeta AG,de,main,AG,Bern,BE,active,2001-13-01,,,,",
        "H1,,Hans Muster Schreinerei,de,main,Einzelunternehmen,Thun,BE,gelöscht,,2020-01-01,,,",
      ].join("\n"),
    );
    const s = await importCompanies(db, { file: csv });
    expect(s).toMatchObject({
      format: "csv",
      rowsRead: 9,
      rowsImported: 4,
      rowsRejected: 5,
      companies: 3,
      names: 4,
    });
    expect(s.rejectedByReason).toEqual({
      "name is required": 1,
      "uid is not a Swiss UID (CHE-123.456.789)": 1,
      "name_language must be de, fr, it, rm or en": 1,
      "status must be active, in_liquidation or deleted": 1,
      "registered_on must be a date YYYY-MM-DD": 1,
    });
    expect(s.rejectedExamples[0]).toEqual({ line: 5, reason: "name is required" });
    const rows = db
      .prepare("SELECT source_company_id, status, sole_proprietorship FROM companies ORDER BY id")
      .all();
    expect(rows).toEqual([
      { source_company_id: "CHE-123.456.789", status: "active", sole_proprietorship: 0 },
      { source_company_id: "B1", status: "in_liquidation", sole_proprietorship: 0 },
      { source_company_id: "H1", status: "deleted", sole_proprietorship: 1 },
    ]);

    // A second import replaces the whole register (removing all three: allowed explicitly).
    const before = registerVersion(db);
    await importCompanies(db, {
      file: file("b.csv", `${HEADER}\nX1,,Omega AG,de,main,AG,Chur,GR,active,,,,,\n`),
      removalPolicy: { maxRemovalPercent: 5, allowRemovals: true },
    });
    expect(names()).toEqual(["Omega AG"]);
    expect(registerVersion(db)).not.toBe(before);
  });

  it("rejects NDJSON values that are not text instead of making them text", async () => {
    // Before: {"name": 123} was stored as "123", {"name": ["a"]} as "a".
    const nd = file(
      "types.ndjson",
      [
        JSON.stringify({ company_id: "N1", name: "Gute Firma AG" }),
        JSON.stringify({ company_id: "N2", name: 123 }),
        JSON.stringify({ company_id: "N3", name: ["Liste AG"] }),
        JSON.stringify({ company_id: "N4", name: "Sitz AG", seat: { city: "Bern" } }),
        JSON.stringify({ company_id: 5, name: "Nummer AG" }),
      ].join("\n"),
    );
    const s = await importCompanies(db, { file: nd });
    expect(s).toMatchObject({ rowsImported: 2, rowsRejected: 3 });
    expect(s.rejectedByReason).toEqual({
      "name must be a string": 1,
      "name must be a string, not a list or object": 1,
      "seat must be a string, not a list or object": 1,
    });
  });

  it("imports NDJSON: companies with names, flat rows, and reports lines that are not JSON objects", async () => {
    const nd = file(
      "a.ndjson",
      [
        JSON.stringify({
          uid: "CHE-111.222.333",
          legal_form: "AG",
          seat: "Lugano",
          canton: "TI",
          status: "active",
          names: [
            { name: "Sole Luna SA", language: "it", kind: "main" },
            { name: "Sonne Mond AG", language: "de", kind: "variant" },
            { name: "Vecchio Nome SA", language: "it", kind: "former", valid_to: "2019-05-01" },
          ],
        }),
        "not json",
        JSON.stringify({ company_id: "F1", name: "Flat Row GmbH", legal_form: "GmbH" }),
        "[1,2]",
      ].join("\n"),
    );
    const s = await importCompanies(db, { file: nd });
    expect(s).toMatchObject({
      format: "ndjson",
      rowsRead: 6,
      rowsImported: 4,
      rowsRejected: 2,
      companies: 2,
      names: 4,
    });
    expect(s.rejectedByReason).toEqual({ "line is not a JSON object": 2 });
    expect(db.prepare("SELECT kind FROM company_names ORDER BY id").pluck().all()).toEqual([
      "main",
      "variant",
      "former",
      "main",
    ]);
  });

  it("rejects a company with an empty names list as a row with its line, so --strict refuses the file", async () => {
    // Before: the line was neither imported nor rejected, and a full import removed the company.
    const lines = [
      { uid: "CHE-101.654.423", legal_form: "AG", names: [{ name: "Alpenblick Treuhand AG", kind: "main" }] },
      { uid: "CHE-107.214.620", legal_form: "SA", names: [] },
      { uid: "CHE-105.111.222", legal_form: "GmbH", name: "Gamma GmbH" },
    ];
    const nd = file("empty-names.ndjson", lines.map((l) => JSON.stringify(l)).join("\n"));
    const s = await importCompanies(db, { file: nd });
    expect(s).toMatchObject({ rowsRead: 3, rowsImported: 2, rowsRejected: 1 });
    expect(s.rejectedExamples).toEqual([{ line: 2, reason: "names is empty: the company has no names" }]);
    const strict = await importCompanies(db, { file: nd, strict: true }).catch((e: unknown) => e);
    expect(strict).toBeInstanceOf(CompanyImportError);
    expect((strict as Error).message).toMatch(/1 row\(s\) rejected \(--strict\)/);
  });

  it("leaves the previous register, change log and version intact when an import fails or is interrupted", async () => {
    await importCompanies(db, {
      file: file("ok.csv", `${HEADER}\nK1,,Kappa AG,de,main,AG,Chur,GR,active,,,,,\n`),
    });
    const version = registerVersion(db);
    const logged = db.prepare("SELECT version, company_id FROM company_changes").all();

    // --strict: one rejected row refuses the file.
    const strict = file(
      "strict.csv",
      `${HEADER}\nL1,,Lambda AG,de,main,AG,Chur,GR,active,,,,,\nL2,,,de,main,AG,Chur,GR,active,,,,,\n`,
    );
    await expect(importCompanies(db, { file: strict, strict: true })).rejects.toThrow(CompanyImportError);

    // Interrupted half-way through a 2 MB file (the progress callback aborts it).
    const rows = Array.from(
      { length: 30_000 },
      (_, i) => `M${i},,Mu Name Number ${i} AG,de,main,AG,Chur,GR,active,,,,,`,
    );
    const big = file("big.csv", `${HEADER}\n${rows.join("\n")}\n`);
    const abort = () => {
      throw new Error("interrupted");
    };
    await expect(importCompanies(db, { file: big, onProgress: abort })).rejects.toThrow(
      /interrupted; nothing imported/,
    );

    // A file with nothing importable.
    await expect(importCompanies(db, { file: file("empty.csv", `${HEADER}\n`) })).rejects.toThrow(
      /no importable rows/,
    );

    expect(names()).toEqual(["Kappa AG"]);
    expect(registerVersion(db)).toBe(version);
    expect(db.prepare("SELECT version, company_id FROM company_changes").all()).toEqual(logged);
    expect(db.inTransaction).toBe(false);
  });

  it("keeps other sources with scope 'source' and refuses a company id another source holds", async () => {
    storeGeneratedCompanies(db, { count: 50, seed: 3 });
    const generated = createCompanyStore(db).counts();
    await importCompanies(db, {
      file: file("s.csv", `${HEADER}\nS1,,Sigma AG,de,main,AG,Chur,GR,active,,,,,\n`),
      scope: "source",
      source: "mine",
    });
    expect(createCompanyStore(db).counts().names).toBe(generated.names + 1);
    const uid = db
      .prepare("SELECT source_company_id FROM companies WHERE source LIKE 'generated:%' LIMIT 1")
      .pluck()
      .get() as string;
    const clash = file("clash.csv", `${HEADER}\n${uid},,Clash AG,de,main,AG,Chur,GR,active,,,,,\n`);
    await expect(importCompanies(db, { file: clash, scope: "source", source: "other" })).rejects.toThrow(
      /already exists/,
    );
    expect(createCompanyStore(db).counts().names).toBe(generated.names + 1);
  });

  it("replaces earlier generated companies of any seed, and nothing else", async () => {
    await importCompanies(db, {
      file: file("r.csv", `${HEADER}\nR1,,Real Firma AG,de,main,AG,Chur,GR,active,,,,,\n`),
      source: "zefix",
      scope: "source",
    });
    storeGeneratedCompanies(db, { count: 300, seed: 3 });
    storeGeneratedCompanies(db, { count: 200, seed: 4 });
    const sources = db
      .prepare("SELECT source, count(*) AS n FROM companies GROUP BY source ORDER BY source")
      .all() as { source: string; n: number }[];
    expect(sources.map((r) => r.source)).toEqual(["generated:4", "zefix"]);
    expect(db.prepare("SELECT count(*) FROM company_names").pluck().get()).toBe(201);
  });
});

describe("company search service", () => {
  it("rebuilds after a change and loads its snapshot on the next start", async () => {
    storeGeneratedCompanies(db, { count: 2000, seed: 5 });
    const snapshotPath = join(dir, "register.db.companies.snap");
    const first = createCompanySearchService(db, { snapshotPath });
    expect(first.warm()).toMatchObject({ source: "built", names: 2000 });
    const restarted = createCompanySearchService(db, { snapshotPath });
    expect(restarted.warm()).toMatchObject({ source: "snapshot", names: 2000 });
    const name = db
      .prepare("SELECT name FROM company_names WHERE kind = 'main' LIMIT 1")
      .pluck()
      .get() as string;
    expect((await restarted.search({ name })).registrable).toBe(false);

    await importCompanies(db, {
      file: file("n.csv", `${HEADER}\nN1,,Nu Unique Zebra AG,de,main,AG,Chur,GR,active,,,,,\n`),
      removalPolicy: { maxRemovalPercent: 5, allowRemovals: true },
    });
    const after = await restarted.search({ name: "Nu Unique Zebra GmbH" });
    expect(after.identityMatch?.sourceCompanyId).toBe("N1");
    expect(restarted.warm()).toMatchObject({ source: "built", names: 1 });
  });
});

describe("namescreen import/generate companies (CLI)", () => {
  it("prints a summary with rejected rows and exits 0; a missing file exits 1", async () => {
    const dbPath = join(dir, "cli.db");
    const csv = file(
      "c.csv",
      `${HEADER}\nC1,,Cli Test AG,de,main,AG,Chur,GR,active,,,,,\nC2,,,de,main,AG,Chur,GR,active,,,,,\n`,
    );
    const env = { NAMESCREEN_DB_PATH: dbPath, NAMESCREEN_ENV: "sandbox" };
    const gen = await runCli(["generate", "companies", "--count", "300", "--seed", "4"], env, 120_000);
    expect(gen.code, gen.stderr).toBe(0);
    expect(gen.stdout).toMatch(/Generated 300 names/);
    const run = await runCli(["import", "companies", csv, "--allow-removals"], env, 120_000);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("2 rows read, 1 imported, 1 rejected");
    expect(run.stdout).toContain("rejected 1: name is required");
    // The CLI also builds the index and writes its snapshot, so a server loads it instead of rebuilding.
    expect(run.stderr).toMatch(/search index: \d+ names, built/);
    expect(existsSync(`${dbPath}.companies.snap`)).toBe(true);
    const missing = await runCli(["import", "companies", join(dir, "nope.csv")], env, 120_000);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no such file");
  });
});

function registerVersion(db: Db): number {
  return db.prepare("SELECT version FROM companies_state WHERE id = 1").pluck().get() as number;
}
