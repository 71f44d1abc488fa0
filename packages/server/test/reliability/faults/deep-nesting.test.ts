/**
 * Finding 6, the importers' part (issue 16): an NDJSON line nested 100,000 levels deep failed
 * with "Maximum call stack size exceeded" and no line number (a company name, a trademark's
 * Nice classes). Now it is a file error naming the line: the import stops, exit code 1,
 * nothing stored, no stack.
 * @see issue 16, finding 6
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { MAX_JSON_DEPTH } from "../../../src/storage/import/json-depth.js";
import { importTrademarks } from "../../../src/storage/trademarks/index.js";
import { companyNdjsonLines, markNdjsonLines, tempRegister } from "../import/files.js";
import { runBuiltCli } from "./helpers/built-cli.js";

const DEEP = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const companyNames = () =>
  t.db.prepare("SELECT name FROM company_names ORDER BY name").pluck().all() as string[];
const markTexts = () =>
  t.db.prepare("SELECT mark_text FROM trademarks ORDER BY mark_text").pluck().all() as string[];

/** `lines` with line `at` (1-based) replaced by `line`, as a file ending in a newline. */
const withLine = (lines: string[], at: number, line: string) =>
  `${lines.map((l, i) => (i === at - 1 ? line : l)).join("\n")}\n`;

describe("company import of a deeply nested NDJSON line", () => {
  it.each([
    ["a name", `{"company_id":"K9","name":${DEEP}}`],
    ["a name inside names", `{"company_id":"K9","names":[{"name":${DEEP}}]}`],
    ["a field the importer ignores", `{"company_id":"K9","name":"Firma AG","x":${DEEP}}`],
    ["an object of objects", `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`],
  ])("in %s stops the import with the line, nothing stored", async (_where, deep) => {
    await importCompanies(t.db, { file: t.file("before.ndjson", `${companyNdjsonLines(3).join("\n")}\n`) });
    const before = companyNames();
    const file = t.file("deep.ndjson", withLine(companyNdjsonLines(5), 4, deep));
    await expect(importCompanies(t.db, { file })).rejects.toThrow(
      new RegExp(`line 4: the JSON nests more than ${MAX_JSON_DEPTH} levels deep`),
    );
    expect(companyNames()).toEqual(before);
  });

  it("accepts the nesting real records have, brackets inside strings not counted", async () => {
    const names = "[".repeat(200);
    const file = t.file(
      "ok.ndjson",
      `${JSON.stringify({ company_id: "K1", names: [{ name: `Klammer ${names} AG`, kind: "main" }] })}\n`,
    );
    const s = await importCompanies(t.db, { file, strict: true });
    expect(s.rowsImported).toBe(1);
    expect(companyNames()).toEqual([`Klammer ${names} AG`]);
  });
});

describe("trademark import of a deeply nested NDJSON line", () => {
  it.each([
    ["the Nice classes", `{"sourceRecordId":"CH:9","markText":"DEEP","niceClasses":${DEEP}}`],
    ["the mark text", `{"sourceRecordId":"CH:9","markText":${DEEP},"niceClasses":[9]}`],
  ])("in %s stops the import with the line, nothing stored", async (_where, deep) => {
    const file = t.file("deep.ndjson", withLine(markNdjsonLines(5), 2, deep));
    await expect(importTrademarks(t.db, { file, layout: "ndjson" })).rejects.toThrow(
      new RegExp(`line 2: the JSON nests more than ${MAX_JSON_DEPTH} levels deep`),
    );
    expect(markTexts()).toEqual([]);
  });
});

describe("namescreen import (built CLI) of a deeply nested NDJSON line", () => {
  it("exits 1 naming the line, without a stack, for companies and trademarks", async () => {
    const companies = t.file(
      "deep-companies.ndjson",
      withLine(companyNdjsonLines(3), 2, `{"company_id":"K9","name":${DEEP}}`),
    );
    const marks = t.file(
      "deep-marks.ndjson",
      withLine(markNdjsonLines(3), 3, `{"sourceRecordId":"CH:9","markText":"X","niceClasses":${DEEP}}`),
    );
    const runs = await Promise.all([
      // One database each: two processes migrating one fresh file at once would race.
      runBuiltCli(["import", "companies", companies], { NAMESCREEN_DB_PATH: `${t.dir}/companies.db` }),
      runBuiltCli(["import", "trademarks", marks], { NAMESCREEN_DB_PATH: `${t.dir}/marks.db` }),
    ]);
    const [company, mark] = runs;
    expect(company?.code, company?.stderr).toBe(1);
    expect(company?.stderr).toMatch(/line 2: the JSON nests more than \d+ levels deep/);
    expect(mark?.code, mark?.stderr).toBe(1);
    expect(mark?.stderr).toMatch(/line 3: the JSON nests more than \d+ levels deep/);
    for (const run of runs) {
      expect(run?.stderr).not.toMatch(/Maximum call stack|RangeError|\n\s+at /);
    }
  }, 60_000);
});
