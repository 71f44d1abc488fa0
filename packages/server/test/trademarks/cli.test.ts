import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { euipoSamplePath } from "../../src/storage/trademarks/index.js";
import { runCli } from "../helpers/run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "namescreen-tm-cli-"));
const dbPath = join(dir, "cli.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = (where = "1") => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM trademarks WHERE ${where}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe("namescreen import/generate trademarks", () => {
  it("imports the EUIPO sample into a fresh database (after the seed) and prints a summary", async () => {
    const run = await runCli(["import", "trademarks", euipoSamplePath(), "--json"], {
      NAMESCREEN_DB_PATH: dbPath,
    });
    expect(run.code, run.stderr).toBe(0);
    // The fresh database was seeded with the same sample first, so the import updates in place.
    expect(JSON.parse(run.stdout)).toMatchObject({
      layout: "euipo-csv",
      rows: 824,
      updated: 824,
      inserted: 0,
    });
    expect(run.stderr).toMatch(/importing/);
    expect(count("source = 'euipo-csv'")).toBe(824);
  }, 60_000);

  it("generates marks deterministically", async () => {
    const before = count();
    const run = await runCli(["generate", "trademarks", "--count", "300", "--seed", "99"], {
      NAMESCREEN_DB_PATH: dbPath,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Generated 300 marks \(seed 99\): 300 new/);
    expect(count()).toBe(before + 300);
  }, 60_000);

  it("refuses a bad file with exit code 1, the line numbers, and stores nothing", async () => {
    const file = join(dir, "bad.ndjson");
    writeFileSync(
      file,
      `${JSON.stringify({ sourceRecordId: "X:1", niceClasses: [9] })}\n{"sourceRecordId":"X:2","niceClasses":[99]}\n`,
    );
    const before = count();
    const run = await runCli(["import", "trademarks", file], { NAMESCREEN_DB_PATH: dbPath });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/line 2: niceClasses must be integers from 1 to 45/);
    expect(run.stderr).toMatch(/nothing imported/);
    expect(count()).toBe(before);
  }, 60_000);
});
