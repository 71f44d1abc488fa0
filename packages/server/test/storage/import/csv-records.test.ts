/**
 * csvRecords numbers records and file errors by the lines an editor shows, with the one pass
 * (csv-lines.ts) the importers and the batch share: a CRLF inside a quoted field is one line,
 * with either delimiter, and whitespace-only lines are skipped only when asked.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CsvRecord, CsvRecordOptions } from "../../../src/storage/import/csv-records.js";
import { csvRecords } from "../../../src/storage/import/csv-records.js";
import { ImportFileError } from "../../../src/storage/import/file-error.js";

async function read(text: string, options: CsvRecordOptions = {}): Promise<(CsvRecord | string)[]> {
  const out: (CsvRecord | string)[] = [];
  try {
    for await (const r of csvRecords(Readable.from([Buffer.from(text)]), options)) out.push(r);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    out.push(`line ${error.line}: ${error.problem}`);
  }
  return out;
}

const lines = (records: (CsvRecord | string)[]) => records.map((r) => (typeof r === "string" ? r : r.line));

describe("csvRecords line numbers", () => {
  it("counts a CRLF inside a quoted field as one line, with ',' and ';' alike", async () => {
    const comma = 'id,name\r\n1,"Alpen\r\nblick AG"\r\n2,Beta AG\r\n';
    expect(lines(await read(comma))).toEqual([3, 4]);
    const semicolon = 'id;name\r\n1;"Alpen\r\nblick AG"\r\n2;"Beta;\r\n\r\nAG"\r\n3;Gamma AG\r\n';
    const records = await read(semicolon, { delimiter: ";" });
    expect(lines(records)).toEqual([3, 6, 7]);
    expect(records[1]).toMatchObject({ fields: { id: "2", name: "Beta;\r\n\r\nAG" } });
  });

  it("names the line where a quote left open ends the file, its own CRLFs counted once", async () => {
    // Lines: 1 header, 2 the first row, 3-5 the open field.
    const cut = 'id,name\r\n1,Alpha AG\r\n2,"Beta\r\nGamma\r\nDelta';
    expect(await read(cut)).toContainEqual(
      "line 5: a quoted field is still open at the end of the file: it looks truncated",
    );
  });

  it("skips whitespace-only lines only when asked", async () => {
    const text = "id,name\n1,Alpha AG\n   \n2,Beta AG\n \t\n";
    expect(lines(await read(text, { skipBlankLines: true }))).toEqual([2, 4]);
    // The importers' reading: a row of one blank field, and a last one that looks cut off.
    expect(await read(text)).toEqual([
      { line: 2, fields: { id: "1", name: "Alpha AG" } },
      { line: 3, problem: "has 1 fields, the header has 2" },
      { line: 4, fields: { id: "2", name: "Beta AG" } },
      "line 5: the last record has 1 of 2 fields: the file looks truncated",
    ]);
  });

  it("refuses a delimiter the line pass cannot follow", async () => {
    await expect(read("a||b\n1||2\n", { delimiter: "||" })).rejects.toThrow(/one ASCII character/);
  });
});
