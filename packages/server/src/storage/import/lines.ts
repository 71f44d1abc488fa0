/** Numbered lines of a UTF-8 byte stream, for the NDJSON readers of both importers. */
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** One line of a file, without its line break. */
export interface NumberedLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** True only for a last line with no line break after it: where a cut-off file ends. */
  unterminated: boolean;
}

/**
 * The lines of `input`, ended by any line break: CRLF, LF or a lone CR (a file saved by an old
 * Mac editor was one "truncated" record before); rejects when the stream fails.
 */
export async function* numberedLines(input: Readable): AsyncGenerator<NumberedLine> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  let line = 0;
  for await (const chunk of input) {
    rest += decoder.write(chunk as Buffer);
    let from = 0;
    for (let at = lineBreakAt(rest, from); at >= 0; at = lineBreakAt(rest, from)) {
      // A CR at the end of a chunk may be the first half of a CRLF: wait for the next chunk.
      if (rest[at] === "\r" && at === rest.length - 1) break;
      yield { line: ++line, text: rest.slice(from, at), unterminated: false };
      from = at + (rest[at] === "\r" && rest[at + 1] === "\n" ? 2 : 1);
    }
    rest = rest.slice(from);
  }
  rest += decoder.end();
  if (rest.endsWith("\r")) yield { line: ++line, text: rest.slice(0, -1), unterminated: false };
  else if (rest !== "") yield { line: ++line, text: rest, unterminated: true };
}

const LINE_BREAK = /[\r\n]/g;

function lineBreakAt(text: string, from: number): number {
  LINE_BREAK.lastIndex = from;
  return LINE_BREAK.exec(text)?.index ?? -1;
}

/**
 * The problem of an NDJSON line that is not JSON and ends the file without a newline: the
 * file was cut inside a record.
 */
export function truncatedRecordProblem(): string {
  return "the file ends inside a JSON record (no closing newline): it looks truncated";
}
