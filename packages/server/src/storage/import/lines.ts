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
 * Mac editor was one "truncated" record before); rejects when the stream fails. Each chunk is
 * searched once and a long line kept as its pieces (joined and searched again per chunk, a
 * 32 MB line took 11.5 s).
 */
export async function* numberedLines(input: Readable): AsyncGenerator<NumberedLine> {
  const decoder = new StringDecoder("utf8");
  let pieces: string[] = [];
  let line = 0;
  // The last chunk ended with a CR: a LF starting the next one belongs to it.
  let skipLf = false;
  function* split(text: string): Generator<NumberedLine> {
    if (text === "") return;
    let from = skipLf && text[0] === "\n" ? 1 : 0;
    skipLf = false;
    for (let at = lineBreakAt(text, from); at >= 0; at = lineBreakAt(text, from)) {
      pieces.push(text.slice(from, at));
      yield { line: ++line, text: pieces.join(""), unterminated: false };
      pieces = [];
      from = at + 1;
      if (text[at] === "\r") {
        if (from === text.length) skipLf = true;
        else if (text[from] === "\n") from++;
      }
    }
    if (from < text.length) pieces.push(text.slice(from));
  }
  for await (const chunk of input) yield* split(decoder.write(chunk as Buffer));
  yield* split(decoder.end());
  const last = pieces.join("");
  if (last !== "") yield { line: ++line, text: last, unterminated: true };
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
