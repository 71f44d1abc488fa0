/**
 * A CSV header that names a column twice stops the import: with the shared CSV reader's
 * records keyed by column name, the last of the two would otherwise silently win.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { importTrademarks } from "../../../src/storage/trademarks/index.js";
import { runCli } from "../../helpers/run-cli.js";
import { COMPANY_HEADER, markCsvLines, tempRegister } from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const DUPLICATE_SEAT = `${COMPANY_HEADER},seat\nK1,,Alpen AG,de,main,AG,Chur,GR,active,,,,,,Bern\n`;

describe("CSV imports with a duplicate column", () => {
  it("refuses a company CSV naming the column, and stores nothing", async () => {
    await expect(importCompanies(t.db, { file: t.file("dup.csv", DUPLICATE_SEAT) })).rejects.toThrow(
      /line 1: duplicate column\(s\) seat/,
    );
    expect(t.db.prepare("SELECT count(*) FROM companies").pluck().get()).toBe(0);
  });

  it("still takes blank header cells (a spreadsheet's trailing empty columns)", async () => {
    const csv = `${COMPANY_HEADER},,\nK1,,Alpen AG,de,main,AG,Chur,GR,active,,,,,,,\n`;
    expect(await importCompanies(t.db, { file: t.file("blank.csv", csv) })).toMatchObject({
      rowsImported: 1,
    });
  });

  it("refuses an EUIPO CSV naming the column", async () => {
    const [header, ...rows] = markCsvLines(2);
    const file = t.file("dup.csv", `${[`${header},status`, ...rows.map((r) => `${r},x`)].join("\n")}\n`);
    await expect(importTrademarks(t.db, { file, layout: "euipo-csv" })).rejects.toThrow(
      /line 1: duplicate column\(s\) status/,
    );
  });

  it("namescreen import companies exits 1 with the message, no stack", async () => {
    const env = { NAMESCREEN_DB_PATH: `${t.dir}/cli.db`, NAMESCREEN_DEMO_DATA: "false" };
    const run = await runCli(["import", "companies", t.file("dup.csv", DUPLICATE_SEAT)], env, 60_000);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("line 1: duplicate column(s) seat");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
