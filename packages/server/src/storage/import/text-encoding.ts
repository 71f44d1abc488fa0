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
  // The bytes after the last newline so far, as the chunks they came in: joined once their line
  // ends (joined per chunk, a 16 MB line cost 0.9 s, a file with CR breaks only far more).
  let pending: Buffer[] = [];
  let linesBefore = 0;
  let first = true;

  // Lines are cut at "\n" (0x0A never occurs inside a UTF-8 sequence), so each piece decodes alone.
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
        throw badLine(text, linesBefore, (line) => {
          const at = firstInvalidByte(line);
          return `not valid UTF-8 (byte 0x${hex(line[at])} at byte ${at + 1} of the line); if the file is Latin-1 (ISO-8859-1/Windows-1252), ${latin1Advice}`;
        });
      }
      out = text;
    }
    if (out.includes(REPLACEMENT)) {
      throw badLine(
        out,
        linesBefore,
        () => "holds U+FFFD (�), the mark of an earlier broken conversion; fix the source file",
      );
    }
    linesBefore += countNewlines(text);
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const end = chunk.lastIndexOf(NEWLINE) + 1;
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

const NEWLINE = 0x0a;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const REPLACEMENT = Buffer.from("\uFFFD", "utf8");

/** The error for the first line of `bytes` that `problem` finds fault with. */
function badLine(bytes: Buffer, linesBefore: number, problem: (line: Buffer) => string): ImportFileError {
  const strict = new TextDecoder("utf-8", { fatal: true });
  let start = 0;
  let line = linesBefore + 1;
  while (start <= bytes.length) {
    const nl = bytes.indexOf(NEWLINE, start);
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
    start = nl + 1;
    line++;
  }
  return new ImportFileError(linesBefore + 1, problem(bytes));
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

function countNewlines(bytes: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) n++;
  return n;
}

function hex(byte: number | undefined): string {
  return (byte ?? 0).toString(16).toUpperCase().padStart(2, "0");
}
