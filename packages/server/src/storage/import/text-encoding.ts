/**
 * Decoding of import files: every importer reads its bytes through {@link utf8Bytes}, so no
 * importer ever stores a U+FFFD replacement character. UTF-8 input is validated (strictly, with
 * `TextDecoder(..., { fatal: true })`) and passed on unchanged; Latin-1 input is converted.
 * Invalid bytes stop the import with the line number.
 */
import { Transform } from "node:stream";
import { ImportFileError } from "./file-error.js";

/** Encodings an import file may be declared in (`--encoding`). */
export const TEXT_ENCODINGS = ["utf-8", "latin1"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** What a refusal of non-UTF-8 bytes tells a command-line user to do. */
export const LATIN1_OPTION_ADVICE = "read it with --encoding latin1";

/**
 * A stream from the file's bytes in `encoding` to valid UTF-8 bytes, without a leading BOM.
 * "latin1" is read as the WHATWG decoder reads it: ISO-8859-1 with bytes 0x80–0x9F as
 * Windows-1252 (0x80 → €), which is what "Latin-1" files from spreadsheets hold.
 * Fails with {@link ImportFileError} on bytes that are not UTF-8 (saying what to do about a
 * Latin-1 file: `latin1Advice`), or on a U+FFFD already in the file (the trace of an earlier
 * broken conversion: the original letter is lost).
 */
export function utf8Bytes(encoding: TextEncoding = "utf-8", latin1Advice = LATIN1_OPTION_ADVICE): Transform {
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  const latin1 = new TextDecoder("latin1");
  // The bytes after the last line break so far, as the chunks they came in: joined once their
  // line ends (joined per chunk, a 16 MB line cost 0.9 s, a file with CR breaks only far more).
  let pending: Buffer[] = [];
  // Lines as the line readers count them (CRLF, LF or a lone CR: lines.ts), so an error names
  // the line an editor shows; counting LFs only put every error of a CR-only file on line 1.
  const lines = lineCounter();
  let first = true;

  // Pieces are cut after a CR or LF (neither occurs inside a UTF-8 sequence): each decodes alone.
  const convert = (bytes: Buffer): Buffer => {
    let text: Buffer = bytes;
    if (first && encoding === "utf-8" && text.subarray(0, 3).equals(BOM)) text = text.subarray(3);
    first = false;
    let out: Buffer;
    if (encoding === "latin1") out = Buffer.from(latin1.decode(text), "utf8");
    else {
      try {
        utf8.decode(text);
      } catch {
        throw badLine(text, lines, (line) => {
          const at = firstInvalidByte(line);
          return `not valid UTF-8 (byte 0x${hex(line[at])} at byte ${at + 1} of the line); if the file is Latin-1 (ISO-8859-1/Windows-1252), ${latin1Advice}`;
        });
      }
      out = text;
    }
    if (out.includes(REPLACEMENT)) {
      throw badLine(
        out,
        lines,
        () => "holds U+FFFD (�), the mark of an earlier broken conversion; fix the source file",
      );
    }
    lines.count(text);
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const end = Math.max(chunk.lastIndexOf(LF), chunk.lastIndexOf(CR)) + 1;
      if (end === 0) {
        pending.push(chunk);
        done();
        return;
      }
      const lines = Buffer.concat([...pending, chunk.subarray(0, end)]);
      pending = end < chunk.length ? [chunk.subarray(end)] : [];
      try {
        done(null, convert(lines));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      const rest = Buffer.concat(pending);
      try {
        done(null, rest.length === 0 ? undefined : convert(rest));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

// --- Internal helpers ---

const LF = 0x0a;
const CR = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const REPLACEMENT = Buffer.from("\uFFFD", "utf8");

/** The line breaks of the pieces so far; a CR ending one piece and an LF starting the next are one. */
interface LineCounter {
  /** Lines ended before the current piece. */
  readonly before: number;
  /** The last piece ended with a CR: an LF first in the next one ends no line. */
  readonly crEnded: boolean;
  count(piece: Buffer): void;
}

function lineCounter(): LineCounter {
  let before = 0;
  let crEnded = false;
  return {
    get before() {
      return before;
    },
    get crEnded() {
      return crEnded;
    },
    count(piece) {
      if (piece.length === 0) return;
      let n = 0;
      for (let at = piece.indexOf(LF); at >= 0; at = piece.indexOf(LF, at + 1)) n++;
      for (let at = piece.indexOf(CR); at >= 0; at = piece.indexOf(CR, at + 1)) if (piece[at + 1] !== LF) n++;
      // A CR that ended the last piece was counted; the LF completing its CRLF is not a line.
      if (crEnded && piece[0] === LF) n--;
      before += n;
      crEnded = piece[piece.length - 1] === CR;
    },
  };
}

/** Where the next line break (CR or LF) from `from` is, or -1. */
function nextBreak(bytes: Buffer, from: number): number {
  for (let at = from; at < bytes.length; at++) if (bytes[at] === LF || bytes[at] === CR) return at;
  return -1;
}

/** The error for the first line of `bytes` that `problem` finds fault with. */
function badLine(bytes: Buffer, lines: LineCounter, problem: (line: Buffer) => string): ImportFileError {
  const strict = new TextDecoder("utf-8", { fatal: true });
  let start = lines.crEnded && bytes[0] === LF ? 1 : 0;
  let line = lines.before + 1;
  while (start <= bytes.length) {
    const nl = nextBreak(bytes, start);
    const end = nl < 0 ? bytes.length : nl;
    const piece = bytes.subarray(start, end);
    let valid = true;
    try {
      valid = !strict.decode(piece).includes("\uFFFD");
    } catch {
      valid = false;
    }
    if (!valid) return new ImportFileError(line, problem(piece));
    if (nl < 0) break;
    start = nl + (bytes[nl] === CR && bytes[nl + 1] === LF ? 2 : 1);
    line++;
  }
  return new ImportFileError(lines.before + 1, problem(bytes));
}

/** Offset of the first byte where `line` stops being UTF-8. */
function firstInvalidByte(line: Buffer): number {
  const strict = new TextDecoder("utf-8", { fatal: true });
  let good = 0;
  while (good < line.length) {
    const size = sequenceLength(line[good] as number);
    try {
      if (size === 0) return good;
      strict.decode(line.subarray(good, good + size));
    } catch {
      return good;
    }
    good += size;
  }
  return Math.min(good, line.length - 1);
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function hex(byte: number | undefined): string {
  return (byte ?? 0).toString(16).toUpperCase().padStart(2, "0");
}
