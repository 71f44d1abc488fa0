/**
 * Issue 16, finding 1: a truncated or partial import file must never silently replace the
 * register. A clean cut (whole rows missing) is stopped by the removal guard; a cut inside a
 * row is an error with its line number; a dry run reports the diff and writes nothing.
 * @see issue 16
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CompanyImportError, importCompanies } from "../../../src/storage/companies/index.js";
import { ImportError, importTrademarks } from "../../../src/storage/trademarks/index.js";
import { runCli } from "../../helpers/run-cli.js";
import {
  companyCsvLines,
  companyNdjsonLines,
  cutBetweenRows,
  cutInsideRow,
  markCsvLines,
  markNdjsonLines,
  tempRegister,
} from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const companies = () => t.db.prepare("SELECT count(*) FROM companies").pluck().get() as number;
const marks = () => t.db.prepare("SELECT count(*) FROM trademarks").pluck().get() as number;
const version = () => t.db.prepare("SELECT version FROM companies_state").pluck().get() as number;

describe("company import of a truncated file", () => {
  beforeEach(async () => {
    await importCompanies(t.db, { file: t.file("full.csv", `${companyCsvLines(100).join("\n")}\n`) });
    expect(companies()).toBe(100);
  });

  it("refuses a full import that would remove 90% of the register, and keeps the register", async () => {
    const before = version();
    const cut = t.file("cut.csv", cutBetweenRows(companyCsvLines(100), 11)); // header + 10 rows
    const refused = importCompanies(t.db, { file: cut });
    await expect(refused).rejects.toThrow(CompanyImportError);
    await expect(refused).rejects.toThrow(/would remove 90 of 100 companies \(90%, the limit is 5%\)/);
    expect(companies()).toBe(100);
    expect(version()).toBe(before);
  });

  it("applies the removals when they are allowed, and never removes in upsert mode", async () => {
    const cut = t.file("cut.ndjson", `${companyNdjsonLines(10).join("\n")}\n`);
    const upsert = await importCompanies(t.db, { file: cut, mode: "upsert" });
    expect(upsert).toMatchObject({ mode: "upsert", removed: 0, unchanged: 10 });
    expect(companies()).toBe(100);

    const allowed = await importCompanies(t.db, {
      file: cut,
      removalPolicy: { maxRemovalPercent: 5, allowRemovals: true },
    });
    expect(allowed).toMatchObject({ removed: 90, unchanged: 10, previous: 100 });
    expect(companies()).toBe(10);
  });

  it("takes a configured share: 90% removals pass a limit of 95%", async () => {
    const cut = t.file("cut.csv", cutBetweenRows(companyCsvLines(100), 11));
    const s = await importCompanies(t.db, {
      file: cut,
      removalPolicy: { maxRemovalPercent: 95, allowRemovals: false },
    });
    expect(s.removed).toBe(90);
  });

  it("refuses an NDJSON file cut inside a JSON line, with its line number", async () => {
    const cut = t.file("cut.ndjson", cutInsideRow(companyNdjsonLines(100), 10));
    await expect(
      importCompanies(t.db, { file: cut, removalPolicy: { maxRemovalPercent: 5, allowRemovals: true } }),
    ).rejects.toThrow(/line 11: the file ends inside a JSON record .*truncated/);
    expect(companies()).toBe(100);
  });

  it("refuses a CSV whose last row has fewer fields, or ends inside a quoted field", async () => {
    const allow = { maxRemovalPercent: 5, allowRemovals: true };
    const lines = companyCsvLines(100);
    const short = t.file("short.csv", cutInsideRow(lines, 11)); // line 12 cut in half
    await expect(importCompanies(t.db, { file: short, removalPolicy: allow })).rejects.toThrow(
      /line 12: the last record has \d+ of 14 fields: the file looks truncated/,
    );
    const quoted = t.file("quoted.csv", `${lines.slice(0, 11).join("\n")}\nK10,,"Firma Nummer 10`);
    await expect(importCompanies(t.db, { file: quoted, removalPolicy: allow })).rejects.toThrow(
      /line 12: a quoted field is still open at the end of the file/,
    );
    expect(companies()).toBe(100);
  });

  it("dry run: counts added, changed, removed and unchanged, writes nothing", async () => {
    const lines = companyCsvLines(100).slice(0, 96);
    lines[1] = "K0,,Firma Nummer 0 Neu AG,de,main,AG,Chur,GR,active,,,,,";
    lines.push("N1,,Neue Firma AG,de,main,AG,Chur,GR,active,,,,,");
    const before = version();
    const s = await importCompanies(t.db, { file: t.file("dry.csv", `${lines.join("\n")}\n`), dryRun: true });
    expect(s).toMatchObject({ dryRun: true, added: 1, changed: 1, removed: 5, unchanged: 94 });
    expect(companies()).toBe(100);
    expect(version()).toBe(before);
    expect(
      t.db.prepare("SELECT count(*) FROM company_names WHERE name = 'Neue Firma AG'").pluck().get(),
    ).toBe(0);
  });
});

describe("trademark import of a truncated file", () => {
  beforeEach(async () => {
    await importTrademarks(t.db, {
      file: t.file("full.ndjson", `${markNdjsonLines(100).join("\n")}\n`),
      layout: "ndjson",
    });
    expect(marks()).toBe(100);
  });

  it("refuses a full import that would delete 90% of the source's marks, unless allowed", async () => {
    const cut = t.file("cut.ndjson", cutBetweenRows(markNdjsonLines(100), 10));
    await expect(importTrademarks(t.db, { file: cut, layout: "ndjson", mode: "full" })).rejects.toThrow(
      /would remove 90 of 100 marks/,
    );
    expect(marks()).toBe(100);
    const upsert = await importTrademarks(t.db, { file: cut, layout: "ndjson" });
    expect(upsert).toMatchObject({ mode: "upsert", deleted: 0, unchanged: 10 });
    const allowed = await importTrademarks(t.db, {
      file: cut,
      layout: "ndjson",
      mode: "full",
      removalPolicy: { maxRemovalPercent: 5, allowRemovals: true },
    });
    expect(allowed).toMatchObject({ deleted: 90, missing: 90, totalMarks: 10 });
  });

  it("does not guard explicit delete rows: they are deliberate, not missing", async () => {
    const deletes = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify({ sourceRecordId: `CH:${i}`, deleted: true }),
    );
    const s = await importTrademarks(t.db, {
      file: t.file("del.ndjson", `${deletes.join("\n")}\n`),
      layout: "ndjson",
    });
    expect(s).toMatchObject({ deleted: 20, missing: 0 });
    expect(marks()).toBe(80);
  });

  it("refuses a file cut inside a row with its line number (NDJSON and CSV)", async () => {
    const nd = t.file("cut.ndjson", cutInsideRow(markNdjsonLines(100), 40));
    const refused = importTrademarks(t.db, { file: nd, layout: "ndjson" });
    await expect(refused).rejects.toThrow(ImportError);
    await expect(refused).rejects.toThrow(/line 41: the file ends inside a JSON record/);
    const csv = t.file("cut.csv", cutInsideRow(markCsvLines(100), 41));
    await expect(importTrademarks(t.db, { file: csv, layout: "euipo-csv" })).rejects.toThrow(
      /line 42: the last record has \d of 6 fields: the file looks truncated/,
    );
    expect(marks()).toBe(100);
  });

  it("dry run: counts new, updated, unchanged and deleted, writes nothing", async () => {
    const lines = markNdjsonLines(100).slice(0, 97);
    lines.push(JSON.stringify({ sourceRecordId: "CH:new", markText: "NEU", niceClasses: [3] }));
    const s = await importTrademarks(t.db, {
      file: t.file("dry.ndjson", `${lines.join("\n")}\n`),
      layout: "ndjson",
      mode: "full",
      dryRun: true,
    });
    expect(s).toMatchObject({ dryRun: true, inserted: 1, unchanged: 97, deleted: 3 });
    expect(marks()).toBe(100);
  });
});

describe("namescreen import (CLI) of a truncated file", () => {
  it("exits non-zero with the guard's message and no stack; --dry-run prints the counts", async () => {
    const env = { NAMESCREEN_DB_PATH: `${t.dir}/cli.db`, NAMESCREEN_DEMO_DATA: "false" };
    const full = t.file("full.csv", `${companyCsvLines(100).join("\n")}\n`);
    expect((await runCli(["import", "companies", full], env, 60_000)).code).toBe(0);
    const cut = t.file("cut.csv", cutBetweenRows(companyCsvLines(100), 11));

    const dry = await runCli(["import", "companies", cut, "--dry-run"], env, 60_000);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/dry run, nothing written/);
    expect(dry.stdout).toContain("changes: 0 added, 0 changed, 90 removed, 10 unchanged");

    const refused = await runCli(["import", "companies", cut], env, 60_000);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/would remove 90 of 100 companies/);
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace

    // A file error on a dry run: its summary said "the import would be accepted" under the error.
    const open = t.file("open-quote.csv", `${companyCsvLines(3).join("\n")}\n"Alpen AG,x\n`);
    const dryOfBroken = await runCli(["import", "companies", open, "--dry-run"], env, 60_000);
    expect(dryOfBroken.code).toBe(1);
    expect(dryOfBroken.stderr).toMatch(/still open at the end of the file/);
    expect(`${dryOfBroken.stdout}${dryOfBroken.stderr}`).not.toContain("would be accepted");

    const flag = await runCli(["import", "companies", cut, "--max-removals", "95"], env, 60_000);
    expect(flag.code, flag.stderr).toBe(0);
    expect(flag.stdout).toContain("90 removed");
  }, 120_000);
});
