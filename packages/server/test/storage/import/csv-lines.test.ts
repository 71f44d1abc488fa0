/**
 * The pass ahead of the CSV parser (src/storage/import/csv-lines.ts, run by csv-records.ts for
 * the importers and the batch), checked against csv-parse itself on any text of quotes,
 * delimiters, line breaks and spaces, cut into any chunks: the records are the parser's (less the
 * whitespace-only lines, when skipped), and each is numbered as on the same text with every line
 * end written as LF (where the parser counts lines right).
 */
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CsvLineOptions } from "../../../src/storage/import/csv-lines.js";
import { csvLines } from "../../../src/storage/import/csv-lines.js";

// As storage/import/csv-records.ts reads a file (its delimiter given per case).
const OPTIONS = {
  bom: true,
  record_delimiter: ["\r\n", "\n", "\r"],
  skip_empty_lines: true,
  relax_quotes: true,
  relax_column_count: true,
};

type Numbered = { line: number; record: string[] } | { error: string; line: number };

const oneLineEnd = (s: string) => s.replace(/\r\n|\r/g, "\n");

type Pass = Required<CsvLineOptions>;

/** Records through the pass, as csv-records.ts reads them. */
async function throughPass(chunks: Buffer[], pass: Pass): Promise<Numbered[]> {
  const lines = csvLines(pass);
  const parser = Readable.from(chunks)
    .pipe(lines.stream)
    .pipe(parse({ ...OPTIONS, delimiter: pass.delimiter, info: true }));
  const out: Numbered[] = [];
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      out.push({ line: lines.lineOf(item.info.lines), record: item.record.map(oneLineEnd) });
  } catch (error) {
    out.push({ error: (error as { code: string }).code, line: lines.lineOf(parser.info.lines) });
  }
  return out;
}

/** The parser on the text with LF line ends, whitespace-only lines left out when skipped. */
function expected(text: string, pass: Pass): Numbered[] {
  try {
    const items = parseSync(oneLineEnd(text), {
      ...OPTIONS,
      delimiter: pass.delimiter,
      info: true,
      raw: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
      raw: string;
    }[];
    return items
      .filter(
        (i) =>
          !pass.skipBlankLines || /"/.test(i.raw) || i.raw.includes(pass.delimiter) || i.raw.trim() !== "",
      )
      .map((i) => ({ line: i.info.lines, record: i.record }));
  } catch (error) {
    const { code, lines } = error as { code: string; lines: number };
    // The records before the error are not compared: the sync parser gives none.
    return [{ error: code, line: lines }];
  }
}

const piece = fc.constantFrom("a", "é", " ", "\t", "\u00a0", '"', ",", ";", "\r", "\n", "\r\n", "\ufeff");
const pass = fc.record({ delimiter: fc.constantFrom(",", ";", "\t"), skipBlankLines: fc.boolean() });

describe("the CSV line pass", () => {
  it("keeps the parser's records (less whitespace-only lines when asked), numbered as an editor numbers lines", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.nat(6), { minLength: 1 }),
        pass,
        async (pieces, cuts, options) => {
          const text = pieces.join("");
          const bytes = Buffer.from(text);
          const chunks: Buffer[] = [];
          for (let at = 0, k = 0; at < bytes.length; k++) {
            const size = 1 + (cuts[k % cuts.length] as number);
            chunks.push(bytes.subarray(at, at + size));
            at += size;
          }
          const got = await throughPass(chunks, options);
          const want = expected(text, options);
          expect("error" in (want[0] ?? {}) ? got.slice(-1) : got).toEqual(want);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
