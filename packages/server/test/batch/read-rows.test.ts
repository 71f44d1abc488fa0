/**
 * Reading a batch file's rows: CSV records and NDJSON lines end at any line break, as a
 * spreadsheet or an editor on another system writes them.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readBatchRows } from "../../src/batch/read-rows.js";

async function namesOf(
  text: string | string[],
  format: "csv" | "ndjson" = "csv",
): Promise<(string | null)[]> {
  const chunks = (Array.isArray(text) ? text : [text]).map((t) => Buffer.from(t));
  const names: (string | null)[] = [];
  for await (const row of readBatchRows(Readable.from(chunks), format)) {
    names.push("error" in row ? `error: ${row.error.message}` : row.name);
  }
  return names;
}

describe("CSV rows", () => {
  it.each([
    ["CRLF", "name,seat\r\nAlpenblick AG,Bern\r\nFoo GmbH,Zug\r\n"],
    ["LF", "name,seat\nAlpenblick AG,Bern\nFoo GmbH,Zug\n"],
    ["CR", "name,seat\rAlpenblick AG,Bern\rFoo GmbH,Zug\r"],
    // Before: the first line's CRLF was taken for every record, and the two rows ran together.
    ["mixed", "name,seat\r\nAlpenblick AG,Bern\nFoo GmbH,Zug\r"],
  ])("ends a record at any line break (%s)", async (_breaks, text) => {
    expect(await namesOf(text)).toEqual(["Alpenblick AG", "Foo GmbH"]);
  });

  it("keeps a line break inside a quoted field", async () => {
    expect(await namesOf('name,seat\r\n"Alpen\nblick AG",Bern\n')).toHaveLength(1);
  });
});

describe("NDJSON rows", () => {
  const a = '{"name":"Alpenblick AG"}';
  const b = '{"name":"Foo GmbH"}';
  it.each([
    ["CRLF", [`${a}\r\n${b}\r\n`]],
    ["LF", [`${a}\n${b}\n`]],
    // Before: one line, refused as "the file ends inside a JSON record: it looks truncated".
    ["CR", [`${a}\r${b}\r`]],
    ["mixed, no break at the end", [`${a}\r${b}`]],
    ["a CRLF split between two chunks", [`${a}\r`, `\n${b}\r\n`]],
    ["a CR ending one chunk, the next line after it", [`${a}\r`, `${b}\n`]],
  ])("ends a line at any line break (%s)", async (_breaks, chunks) => {
    expect(await namesOf(chunks, "ndjson")).toEqual(["Alpenblick AG", "Foo GmbH"]);
  });

  it("reads a line that spans many chunks, a letter cut between two of them", async () => {
    const name = `Zürich ${"Ä".repeat(50_000)} AG`;
    const bytes = Buffer.from(`{"name":"${name}"}\n{"name":"Foo GmbH"}\n`);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 997) chunks.push(bytes.subarray(at, at + 997));
    const names: (string | null)[] = [];
    for await (const row of readBatchRows(Readable.from(chunks), "ndjson")) names.push(row.name);
    expect(names).toEqual([name, "Foo GmbH"]);
  });

  it("numbers the lines by their breaks, a CRLF counting once", async () => {
    const lines: number[] = [];
    const text = `${a}\r\n\r\n${b}\r{"seat":"Bern"}\n`;
    for await (const row of readBatchRows(Readable.from([Buffer.from(text)]), "ndjson")) lines.push(row.line);
    expect(lines).toEqual([1, 3, 4]);
  });
});

describe("a row's name", () => {
  it("is a row error when it is nothing but a legal form", async () => {
    expect(await namesOf("name\nSagl GmbH\nAlpenblick AG\n")).toEqual([
      "error: Validation failed: name has no name besides its legal form",
      "Alpenblick AG",
    ]);
  });
});

describe("quotes in CSV cells", () => {
  it.each([
    ['Restaurant "Zum Loewen" GmbH', 'Restaurant "Zum Loewen" GmbH'],
    ['"Baz" AG', '"Baz" AG'],
    ['"Quu AG"x', '"Quu AG"x'],
    ['"Bar ""x"" AG"', 'Bar "x" AG'],
  ])(
    "reads %s as the row's name; the rows around it stay rows (before: the whole file was refused)",
    async (cell, name) => {
      expect(await namesOf(`id,name\n1,Foo AG\n2,${cell}\n3,Bar AG\n`)).toEqual(["Foo AG", name, "Bar AG"]);
    },
  );

  it("makes a stray quote before a comma that row's error, not the file's", async () => {
    const names = await namesOf('id,name\n1,Foo AG\n2,Zum "Loewen, x" AG\n3,Bar AG\n');
    expect(names).toEqual([
      "Foo AG",
      "error: Validation failed: row has 3 fields, the header has 2",
      "Bar AG",
    ]);
  });

  it("still refuses a file that ends inside a quoted field", async () => {
    await expect(namesOf('id,name\n1,Foo AG\n2,"Bar AG\n')).rejects.toThrow(
      /still open at the end of the file/,
    );
  });
});

/** The `line` of each row of a CSV file (a row error's too). */
async function linesOf(text: string | string[]): Promise<number[]> {
  const chunks = (Array.isArray(text) ? text : [text]).map((t) => Buffer.from(t));
  const lines: number[] = [];
  for await (const row of readBatchRows(Readable.from(chunks), "csv")) lines.push(row.line);
  return lines;
}

describe("CSV line numbers, as an editor shows them", () => {
  // Before: csv-parse counted the CR and the LF of a CRLF inside quotes as two lines, so the
  // record and every one after it were reported a line too late (once more per such CRLF).
  it.each([
    ["LF breaks, a CRLF inside quotes", 'id,name\n1,A AG\n"2","B\r\nB AG"\n3,C AG\n', [2, 4, 5]],
    [
      "CR breaks, a CRLF and a CR inside quotes",
      'id,name\r1,A AG\r"2","B\r\nB AG"\r3,C AG\r"4","D\rD AG"\r5,E AG\r',
      [2, 4, 5, 7, 8],
    ],
    ["CRLF breaks, two CRLFs inside quotes", 'id,name\r\n"1","A\r\n\r\nA AG"\r\n2,B AG\r\n', [4, 5]],
    ["the CRLF split between chunks", ['id,name\n"1","A\r', '\nA AG"\n2,B AG\n'], [3, 4]],
  ])("numbers the records of %s", async (_what, text, lines) => {
    expect(await linesOf(text)).toEqual(lines);
  });

  it("gives a file error the line an editor shows", async () => {
    await expect(namesOf('id,name\n"1","A\r\nA AG"\n2,"B AG\r\n')).rejects.toThrow(
      /^line 4: a quoted field is still open/,
    );
  });
});

describe("blank lines in a CSV", () => {
  // Before: a whitespace-only last line refused the whole file as truncated, one in the middle
  // was a row error ("row has 1 fields, the header has 2"); NDJSON skipped them.
  it.each([
    ["at the end", "id,name\n1,A AG\n2,B AG\n \n", [2, 3]],
    ["at the end, without a newline", "id,name\n1,A AG\n2,B AG\n\t ", [2, 3]],
    ["in the middle, CRLF", "id,name\r\n1,A AG\r\n \t \r\n2,B AG\r\n", [2, 4]],
    ["between lone CRs and an LF", "id,name\r1,A AG\r  \n2,B AG\n", [2, 4]],
    ["of a no-break space, before the header", "\u00a0\nid,name\n1,A AG\n", [3]],
  ])("skips a whitespace-only line %s, as an empty one", async (_where, text, lines) => {
    expect(await linesOf(text)).toEqual(lines);
  });

  it("keeps a whitespace-only line inside a quoted field", async () => {
    const rows = [];
    for await (const row of readBatchRows(Readable.from([Buffer.from('id,name\n1,"A\n  \nB AG"\n')]), "csv"))
      rows.push(row);
    expect(rows.map((r) => [r.line, r.name])).toEqual([[4, "A\n  \nB AG"]]);
  });

  it("skips whitespace-only NDJSON lines the same way", async () => {
    expect(await namesOf('{"name":"A AG"}\n \t\n{"name":"B AG"}\n ', "ndjson")).toEqual(["A AG", "B AG"]);
  });
});

describe("CSV columns without a name", () => {
  it("ignores a trailing empty header column, as spreadsheets export it (before: unknown column(s) ;)", async () => {
    expect(await namesOf("id,name,\nx,A AG,\ny,B AG,note\n")).toEqual(["A AG", "B AG"]);
  });

  it("still refuses a named unknown column", async () => {
    await expect(namesOf("id,name,,colour\nx,A AG,,red\n")).rejects.toThrow("unknown column(s) colour;");
  });
});
