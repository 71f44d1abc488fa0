/**
 * Reading a batch file's rows: CSV records end at any line break, as a spreadsheet or an editor
 * on another system writes them.
 */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readBatchRows } from "../../src/batch/read-rows.js";

async function namesOf(text: string): Promise<(string | null)[]> {
  const names: (string | null)[] = [];
  for await (const row of readBatchRows(Readable.from([Buffer.from(text)]), "csv")) {
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
