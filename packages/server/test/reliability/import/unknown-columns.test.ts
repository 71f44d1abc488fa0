/**
 * A company file naming a column or key the format lacks is refused as a whole, naming it:
 * before, a misspelled column was ignored, so "Status" imported every company as active and a
 * flat NDJSON row's "kind": "former" stored a former name as a current one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { runCli } from "../../helpers/run-cli.js";
import { COMPANY_HEADER, tempRegister } from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const companies = () => t.db.prepare("SELECT count(*) FROM companies").pluck().get() as number;
const ndjson = (lines: unknown[]) => `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;

const TYPO_CSV = [
  "company_id,name,Status,legal_fom,name_langauge",
  "C1,Alpenblick Treuhand AG,deleted,AG,fr",
  "C2,Beta AG in Liquidation,in_liquidation,AG,de",
].join("\n");

describe("company files with unknown columns or keys", () => {
  it("refuses a CSV header with misspelled columns, naming them, and stores nothing", async () => {
    await expect(importCompanies(t.db, { file: t.file("typo.csv", TYPO_CSV) })).rejects.toThrow(
      /line 1: unknown column\(s\) Status, legal_fom, name_langauge; the columns are company_id, uid, name, name_language/,
    );
    expect(companies()).toBe(0);
  });

  it("refuses flat NDJSON rows using language and kind for name_language and name_kind", async () => {
    const file = t.file(
      "kind.ndjson",
      ndjson([
        { uid: "CHE-105.947.226", name: "Schumacher AG", name_language: "de", name_kind: "main" },
        { uid: "CHE-105.947.226", name: "H. & I. Schumacher AG", language: "de", kind: "former" },
      ]),
    );
    await expect(importCompanies(t.db, { file })).rejects.toThrow(
      /line 2: unknown key\(s\) language, kind; the keys of a row are company_id, uid, name, name_language, name_kind/,
    );
    expect(companies()).toBe(0);
  });

  it("refuses unknown keys of a company with names and of its names, and a name key beside names", async () => {
    const cases: [unknown, RegExp][] = [
      [
        { uid: "CHE-101.654.423", Status: "deleted", names: [{ name: "Alpha AG" }] },
        /line 1: unknown key\(s\) Status; the keys of a company with names are company_id, uid, legal_form/,
      ],
      [
        { uid: "CHE-101.654.423", name: "Alpha AG", names: [{ name: "Alpha SA", language: "fr" }] },
        /line 1: unknown key\(s\) name; the keys of a company with names are/,
      ],
      [
        { uid: "CHE-101.654.423", names: [{ name: "Alpha AG" }, { name: "Alpha SA", lang: "fr" }] },
        /line 1: names\[1\]: unknown key\(s\) lang; the keys of a name are name, language, kind, name_language, name_kind, valid_from, valid_to/,
      ],
      [
        { uid: "CHE-101.654.423", names: [{ name: "Alpha AG", kind: "main", name_kind: "former" }] },
        /line 1: names\[0\] has both kind and name_kind; give one of them/,
      ],
    ];
    for (const [line, message] of cases)
      await expect(importCompanies(t.db, { file: t.file("c.ndjson", ndjson([line])) })).rejects.toThrow(
        message,
      );
    expect(companies()).toBe(0);
  });

  it("takes every documented column and key, and blank header cells", async () => {
    const csv = `${COMPANY_HEADER},\nK1,CHE-101.654.423,Alpen AG,de,main,AG,Chur,GR,active,2001-02-03,,2001-02-03,,false,\n`;
    expect(await importCompanies(t.db, { file: t.file("all.csv", csv), strict: true })).toMatchObject({
      rowsImported: 1,
    });
    const nd = ndjson([
      {
        company_id: "K2",
        uid: "CHE-105.947.226",
        legal_form: "AG",
        seat: "Schmitten (FR)",
        canton: "FR",
        status: "active",
        registered_on: "1990-01-01",
        deleted_on: null,
        sole_proprietorship: false,
        names: [
          { name: "Schumacher AG", language: "de", kind: "main", valid_from: "1999-12-04" },
          { name: "H. & I. Schumacher AG", name_language: "de", name_kind: "former", valid_to: "1999-12-03" },
        ],
      },
      {
        company_id: "K3",
        name: "Gamma GmbH",
        name_language: "de",
        name_kind: "main",
        valid_from: "2001-01-01",
      },
    ]);
    const upsert = { file: t.file("all.ndjson", nd), strict: true, mode: "upsert" } as const;
    expect(await importCompanies(t.db, upsert)).toMatchObject({
      rowsImported: 3,
      companies: 2,
    });
    expect(companies()).toBe(3);
    expect(t.db.prepare("SELECT kind FROM company_names ORDER BY id").pluck().all()).toEqual([
      "main",
      "main",
      "former",
      "main",
    ]);
  });

  it("namescreen import companies exits 1 naming the columns, no stack", async () => {
    const env = { NAMESCREEN_DB_PATH: `${t.dir}/cli.db`, NAMESCREEN_DEMO_DATA: "false" };
    const run = await runCli(["import", "companies", t.file("typo.csv", TYPO_CSV)], env, 60_000);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("line 1: unknown column(s) Status, legal_fom, name_langauge");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
