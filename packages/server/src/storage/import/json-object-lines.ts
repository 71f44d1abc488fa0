/**
 * The objects of an NDJSON stream, one per non-blank line, for every NDJSON reader (company and
 * trademark imports, batch screening). A line nested too deeply, or a cut-off last record, ends
 * the file with an `ImportFileError`; any other bad line is reported and reading goes on.
 */
import type { Readable } from "node:stream";
import { ImportFileError } from "./file-error.js";
import { assertJsonDepth } from "./json-depth.js";
import { numberedLines, truncatedRecordProblem } from "./lines.js";

/** One non-blank line: its object, or why it has none (each reader words the problem itself). */
export type JsonObjectLine =
  | { line: number; object: Record<string, unknown> }
  | { line: number; problem: "syntax"; message: string }
  | { line: number; problem: "not-object" };

/** The non-blank lines of `input` as JSON objects; rejects when the stream fails. */
export async function* jsonObjectLines(input: Readable): AsyncGenerator<JsonObjectLine> {
  for await (const { line, text, unterminated } of numberedLines(input)) {
    if (text.trim() === "") continue;
    assertJsonDepth(text, line);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      if (unterminated) throw new ImportFileError(line, truncatedRecordProblem());
      yield { line, problem: "syntax", message: (error as Error).message };
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      yield { line, problem: "not-object" };
      continue;
    }
    yield { line, object: value as Record<string, unknown> };
  }
}
