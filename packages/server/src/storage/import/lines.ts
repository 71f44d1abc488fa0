/** Numbered lines of a UTF-8 byte stream, for the NDJSON readers of both importers. */
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** One line of a file, without its "\n" or "\r\n". */
export interface NumberedLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** True only for a last line with no newline after it: where a cut-off file ends. */
  unterminated: boolean;
}

/** The lines of `input`; rejects when the stream fails. */
export async function* numberedLines(input: Readable): AsyncGenerator<NumberedLine> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  let line = 0;
  for await (const chunk of input) {
    rest += decoder.write(chunk as Buffer);
    let at = rest.indexOf("\n");
    while (at >= 0) {
      yield { line: ++line, text: rest.slice(0, at).replace(/\r$/, ""), unterminated: false };
      rest = rest.slice(at + 1);
      at = rest.indexOf("\n");
    }
  }
  rest += decoder.end();
  if (rest !== "") yield { line: ++line, text: rest.replace(/\r$/, ""), unterminated: true };
}

/**
 * The problem of an NDJSON line that is not JSON and ends the file without a newline: the
 * file was cut inside a record.
 */
export function truncatedRecordProblem(): string {
  return "the file ends inside a JSON record (no closing newline): it looks truncated";
}
