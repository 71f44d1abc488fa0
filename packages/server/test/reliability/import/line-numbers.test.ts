/**
 * Problems are reported at the line an editor shows, whatever the line breaks: a CRLF inside a
 * quoted CSV field is one line break (csv-parse counts two, so each one shifted every later
 * row by a line), and invalid bytes in a file with CR-only breaks are found on their own line
 * (the decoder counted LFs only, so every such file reported line 1).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CompanyImportError, importCompanies } from "../../../src/storage/companies/index.js";
import { utf8Bytes } from "../../../src/storage/import/text-encoding.js";
import { ImportError, importTrademarks } from "../../../src/storage/trademarks/index.js";
import { markCsvLines, tempRegister } from "./files.js";

let t: ReturnType<typeof tempRegister>;
beforeEach(() => {
  t = tempRegister();
});
afterEach(() => t.cleanup());

const rejectedLines = async (file: string) =>
  (await importCompanies(t.db, { file })).rejectedExamples.map((e) => e.line);

describe("CSV line numbers with CRLFs inside quoted fields", () => {
  it("company import: rows after a quoted CRLF keep their lines, blank lines included", async () => {
    const nl = [
      "company_id,name,legal_form,status",
      'C1,"Alpenblick\r\nTreuhand AG",AG,active', // lines 2-3
      "C2,Beta AG,AG,bogus", // line 4
      "",
      "",
      "C3,Gamma AG,AG,wrong", // line 7
      "C4,Delta AG,AG,active",
    ].join("\r\n");
    expect(await rejectedLines(t.file("nl.csv", `${nl}\r\n`))).toEqual([4, 7]);
  });

  it("company import: the line stays right across many quoted CRLFs and read chunks", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `K${i},"Firma\r\nNummer ${i} AG",active`);
    const csv = `company_id,name,status\r\n${rows.join("\r\n")}\r\nZ1,Zeta AG,bogus\r\n`;
    // 1 header line, 2 lines per row, then the bad one.
    expect(await rejectedLines(t.file("big.csv", csv))).toEqual([40_002]);
  });

  it("company import: a file cut after a quoted CRLF names the cut line", async () => {
    const cut = 'company_id,name,legal_form\r\nC1,"Alpha\r\nAG",AG\r\nC2,Beta';
    const error = await importCompanies(t.db, { file: t.file("cut.csv", cut) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompanyImportError);
    expect((error as Error).message).toMatch(/line 4: the last record has 2 of 3 fields/);
  });

  it("trademark import: every problem after a quoted CRLF at its own line", async () => {
    const [header, ...rows] = markCsvLines(4);
    const csv = [
      header,
      '018200000,EM,,Registered,"ALPEN\r\nBLICK",9', // lines 2-3
      (rows[1] as string).replace("9|35", "99"), // line 4
      rows[2],
      (rows[3] as string).replace("9|35", "0"), // line 6
    ].join("\r\n");
    const error = await importTrademarks(t.db, {
      file: t.file("tm.csv", `${csv}\r\n`),
      layout: "euipo-csv",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).issues.map((i) => i.line)).toEqual([4, 6]);
  });
});

describe("invalid UTF-8 in a file with CR-only line breaks", () => {
  it("is reported at its line and byte (company CSV and NDJSON)", async () => {
    const csv = Buffer.concat([
      Buffer.from("company_id,name\rC1,Alpha AG\rC2,Z"),
      Buffer.from([0xfc]),
      Buffer.from("rich AG\rC3,Gamma AG\r"),
    ]);
    await expect(importCompanies(t.db, { file: t.file("cr_bad.csv", csv) })).rejects.toThrow(
      /line 3: not valid UTF-8 \(byte 0xFC at byte 5 of the line\)/,
    );
    const nd = Buffer.concat([
      Buffer.from('{"company_id":"C1","name":"Alpha AG"}\r\n{"company_id":"C2","name":"Beta AG"}\r\r'),
      Buffer.from('{"company_id":"C3","name":"Z'),
      Buffer.from([0xfc]),
      Buffer.from('rich AG"}\r'),
    ]);
    await expect(importCompanies(t.db, { file: t.file("cr_bad.ndjson", nd) })).rejects.toThrow(
      /line 4: not valid UTF-8 \(byte 0xFC at byte 29 of the line\)/,
    );
  });

  it("counts a CRLF split across two chunks as one break, and a lone CR split from its line", async () => {
    const lineOfBadByte = (chunks: string[]) =>
      new Promise<string>((resolve) => {
        const decode = utf8Bytes();
        decode.on("error", (error) => resolve(error.message));
        decode.on("finish", () => resolve("no error"));
        decode.resume();
        for (const chunk of chunks) decode.write(Buffer.from(chunk, "latin1"));
        decode.end();
      });
    // Each \xfc is a Latin-1 byte, invalid as UTF-8.
    expect(await lineOfBadByte(["a\r\nb\r", "\nc\r\n", "d\r", "\nZ\xfcrich\r\n"])).toMatch(
      /^line 5: not valid UTF-8 \(byte 0xFC at byte 2 of the line\)/,
    );
    expect(await lineOfBadByte(["a\rb\r", "\rc", "\rZ\xfc", "rich\r"])).toMatch(/^line 5: not valid UTF-8/);
    expect(await lineOfBadByte(["a\r\nb\r", "\nZ\xfcrich"])).toMatch(/^line 3: not valid UTF-8/);
  });
});
