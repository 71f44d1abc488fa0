/**
 * Issue 16, finding 2: a Latin-1 file must never be stored with U+FFFD. Invalid UTF-8 is an
 * error with its line number (with or without --strict); `encoding: "latin1"` converts it.
 * The files hold real ISO-8859-1 bytes (ü = 0xFC, ä = 0xE4, é = 0xE9).
 * @see issue 16
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCompanies } from "../../../src/storage/companies/index.js";
import { importTrademarks } from "../../../src/storage/trademarks/index.js";
import { runCli } from "../../helpers/run-cli.js";
import { COMPANY_HEADER, tempRegister } from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const latin1 = (text: string) => Buffer.from(text, "latin1");
const LATIN1_CSV = latin1(
  [
    COMPANY_HEADER,
    "A1,,Alpha AG,de,main,AG,Chur,GR,active,,,,,",
    "Z1,,Zürcher Bäckerei AG,de,main,AG,Zürich,ZH,active,,,,,",
    "G1,,Société Générale de Genève SA,fr,main,SA,Genève,GE,active,,,,,",
  ].join("\n"),
);
const storedNames = () =>
  t.db.prepare("SELECT name FROM company_names ORDER BY name").pluck().all() as string[];
const anyReplacement = () =>
  t.db
    .prepare("SELECT count(*) FROM company_names WHERE instr(name, char(65533)) > 0")
    .pluck()
    .get() as number;

describe("company import of a Latin-1 file", () => {
  it("refuses invalid UTF-8 with the line number, with and without strict, and stores nothing", async () => {
    const file = t.file("latin1.csv", LATIN1_CSV);
    for (const strict of [false, true]) {
      await expect(importCompanies(t.db, { file, strict })).rejects.toThrow(
        /line 3: not valid UTF-8 \(byte 0xFC at byte 6 of the line\); .*--encoding latin1/,
      );
    }
    expect(storedNames()).toEqual([]);
  });

  it("converts it correctly with encoding latin1", async () => {
    const s = await importCompanies(t.db, {
      file: t.file("latin1.csv", LATIN1_CSV),
      encoding: "latin1",
      strict: true,
    });
    expect(s.rowsImported).toBe(3);
    expect(storedNames()).toEqual(["Alpha AG", "Société Générale de Genève SA", "Zürcher Bäckerei AG"]);
    expect(anyReplacement()).toBe(0);
  });

  it("refuses a UTF-8 NDJSON file with one Latin-1 line, and one already holding U+FFFD", async () => {
    const good = JSON.stringify({ company_id: "A1", name: "Alpha AG" });
    const bad = Buffer.concat([
      Buffer.from(`${good}\n${good.replace("A1", "A2")}\n`),
      latin1(`${JSON.stringify({ company_id: "Z1", name: "Zürich Metallbau AG" })}\n`),
    ]);
    await expect(importCompanies(t.db, { file: t.file("bad.ndjson", bad) })).rejects.toThrow(
      /line 3: not valid UTF-8/,
    );
    const broken = `${good}\n${JSON.stringify({ company_id: "Z1", name: "Z\uFFFDrich Metallbau AG" })}\n`;
    await expect(importCompanies(t.db, { file: t.file("fffd.ndjson", broken) })).rejects.toThrow(
      /line 2: holds U\+FFFD/,
    );
    expect(storedNames()).toEqual([]);
  });

  it("reports the right line when the bad byte is far into a large file (chunk boundaries)", async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `K${i},,Firma ${i} AG,de,main,AG,Chur,GR,active,,,,,`,
    );
    const file = t.file(
      "big.csv",
      Buffer.concat([
        Buffer.from(`${COMPANY_HEADER}\n${rows.join("\n")}\n`),
        latin1("Z1,,Zürich AG,de,main,AG,Chur,GR,active,,,,,\n"),
      ]),
    );
    await expect(importCompanies(t.db, { file })).rejects.toThrow(/line 20002: not valid UTF-8/);
  });
});

describe("trademark import of a Latin-1 file", () => {
  const csv = latin1(
    "application_number,office,operation,status,verbal_element,nice_classes\n018200001,EM,,Registered,MÜHLE ZÜRICH,30\n",
  );

  it("refuses it with the line number, and converts it with encoding latin1", async () => {
    const file = t.file("marks.csv", csv);
    await expect(importTrademarks(t.db, { file, layout: "euipo-csv" })).rejects.toThrow(
      /line 2: not valid UTF-8/,
    );
    await importTrademarks(t.db, { file, layout: "euipo-csv", encoding: "latin1" });
    expect(t.db.prepare("SELECT mark_text FROM trademarks").pluck().all()).toEqual(["MÜHLE ZÜRICH"]);
  });
});

describe("namescreen import companies --encoding (CLI)", () => {
  it("exits 1 naming the line without a stack, and imports with --encoding latin1", async () => {
    const env = { NAMESCREEN_DB_PATH: `${t.dir}/cli.db`, NAMESCREEN_DEMO_DATA: "false" };
    const file = t.file("latin1.csv", LATIN1_CSV);
    const refused = await runCli(["import", "companies", file, "--strict"], env, 60_000);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/line 3: not valid UTF-8/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const converted = await runCli(
      ["import", "companies", file, "--encoding", "latin1", "--json"],
      env,
      60_000,
    );
    expect(converted.code, converted.stderr).toBe(0);
    expect(JSON.parse(converted.stdout)).toMatchObject({ rowsImported: 3, rowsRejected: 0 });
  }, 120_000);
});
