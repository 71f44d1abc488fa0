/**
 * The one pass over a CSV file's bytes ahead of the parser (csv-records.ts runs it for every
 * CSV it reads: both importers and batch screening) for what the parser gets wrong about lines:
 *
 * - **Line numbers as an editor shows them** (CRLF, LF or a lone CR is one line end). csv-parse
 *   counts the CR and the LF of a CRLF inside a quoted field as two lines, so every record after
 *   one was reported a line too late. The pass notes each such CRLF, and {@link CsvLines.lineOf}
 *   takes them off the parser's count, for records and for a file error (a quote left open)
 *   alike.
 * - **Blank lines** (with `skipBlankLines`): a line of whitespace only (outside quotes) is passed
 *   on empty, so the parser skips it as it skips an empty line, as NDJSON skips a blank line.
 *   Before, one at the end of a batch file refused the whole file as truncated, and one in the
 *   middle was a row error. Without the option the bytes pass unchanged.
 *
 * It follows the parser's quoting as csv-records.ts configures it (the delimiter, quote and
 * escape `"`, relaxed quotes): a quote opens a quoted field only as the field's first byte;
 * inside, `""` is a quote, and a quote closes the field before a delimiter, a line break or the
 * end of the file (any other quote ends the quoting and is kept as text).
 */
import { Transform } from "node:stream";

/** The pass and what it learned; `lineOf` is asked in increasing order, as records come. */
export interface CsvLines {
  /** The bytes for the parser: the input, with whitespace-only lines emptied. */
  stream: Transform;
  /** The editor's line of what the parser counts as `parserLine`. */
  lineOf(parserLine: number): number;
}

/** Options of {@link csvLines}. */
export interface CsvLineOptions {
  /** The field delimiter, one ASCII character (default ","). */
  delimiter?: string;
  /** Pass whitespace-only lines on empty, for the parser to skip (default false). */
  skipBlankLines?: boolean;
}

/** A new pass over one file. */
export function csvLines(options: CsvLineOptions = {}): CsvLines {
  const state: State = {
    delimiter: delimiterByte(options.delimiter ?? ","),
    skipBlankLines: options.skipBlankLines === true,
    quoting: false,
    inField: false,
    quoteAhead: false,
    afterCr: false,
    crEnded: false,
    lineStart: true,
    held: [],
    parserLine: 1,
    doubled: [],
    position: 0,
  };
  let fixed = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, state.skipBlankLines ? passOn(state, chunk) : counted(state, chunk));
    },
    flush(done) {
      const held = Buffer.concat(state.held);
      done(null, blank(held) ? Buffer.alloc(0) : held);
    },
  });
  return {
    stream,
    lineOf(parserLine) {
      while ((state.doubled[0] ?? Number.POSITIVE_INFINITY) <= parserLine) {
        state.doubled.shift();
        fixed++;
      }
      return parserLine - fixed;
    },
  };
}

// --- Internal helpers ---

/** Where the pass is in the parser's reading. */
interface State {
  /** The byte that ends a field. */
  delimiter: number;
  skipBlankLines: boolean;
  quoting: boolean;
  /** The field has a byte already (a quote there is text, not an opening quote). */
  inField: boolean;
  /** A quote inside a quoted field, waiting for the next byte to say what it is. */
  quoteAhead: boolean;
  afterCr: boolean;
  /** The last line end passed on outside quotes was a lone CR (so far). */
  crEnded: boolean;
  /** Only whitespace since the line began, outside quotes: those bytes are held back. */
  lineStart: boolean;
  held: Buffer[];
  /** The parser's line count so far. */
  parserLine: number;
  /** The parser's count after the CR of each CRLF inside quotes: its LF is counted again. */
  doubled: number[];
  /** Bytes read so far. */
  position: number;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
/** csv-parse drops these bytes (a UTF-8 BOM) at the start of its input: not a field's. */
const BOM = [0xef, 0xbb, 0xbf];

/** Without blank lines to drop, the bytes pass as they are: only the parser's count is followed. */
function counted(s: State, chunk: Buffer): Buffer {
  for (let i = 0; i < chunk.length; i++) {
    const byte = chunk[i] as number;
    const bom = s.position < 3 && byte === BOM[s.position] && !s.inField;
    s.position++;
    if (!bom) step(s, byte);
  }
  return chunk;
}

/** The bytes of `chunk` to pass on now (whitespace at a line's start is held until it ends). */
function passOn(s: State, chunk: Buffer): Buffer {
  const out: Buffer[] = [];
  // Bytes from `from` on go where `holding` says (held back, or out).
  let from = 0;
  let holding = s.lineStart && !s.quoting;
  for (let i = 0; i < chunk.length; i++) {
    const byte = chunk[i] as number;
    const atStart = s.lineStart && !s.quoting;
    const lineEnd = byte === CR || byte === LF;
    const hold = s.skipBlankLines && atStart && !lineEnd && byte !== s.delimiter && maybeSpace(byte);
    if (hold !== holding) {
      (holding ? s.held : out).push(chunk.subarray(from, i));
      from = i;
      holding = hold;
    }
    // The line's start ends here: whitespace only up to its end is dropped, anything else kept.
    let joined = false;
    if (atStart && !hold) {
      const held = Buffer.concat(s.held.splice(0));
      const kept = !(lineEnd && blank(held));
      if (kept) out.push(held);
      // Passed on after a lone CR, this LF (not the end of a CRLF) would join it into one line end.
      if ((!kept || held.length === 0) && byte === LF && s.crEnded && !s.afterCr) {
        out.push(Buffer.from([CR]));
        from = i + 1;
        joined = true;
      }
      s.lineStart = lineEnd;
    }
    const bom = s.position < 3 && byte === BOM[s.position] && !s.inField;
    s.position++;
    if (!bom) step(s, byte);
    if (joined) s.crEnded = true;
  }
  (holding ? s.held : out).push(chunk.subarray(from));
  return Buffer.concat(out);
}

/** One byte through the parser's quoting and line count. */
function step(s: State, byte: number): void {
  if (s.quoteAhead) {
    s.quoteAhead = false;
    // `""`: a quote in the field, this byte included.
    if (byte === QUOTE) {
      s.inField = true;
      return;
    }
    // Any other byte after the quote ends the quoting; before anything but a delimiter or a line
    // break the quote is text (relaxed quotes) and the field goes on.
    s.quoting = false;
  }
  if (byte === CR || byte === LF) {
    const crlf = byte === LF && s.afterCr;
    s.afterCr = byte === CR;
    // A CRLF ends a record as one line end; inside quotes the parser counts its LF again.
    if (!(crlf && !s.quoting)) s.parserLine++;
    if (crlf && s.quoting) s.doubled.push(s.parserLine - 1);
    if (!s.quoting) {
      s.inField = false;
      s.lineStart = true;
      s.crEnded = byte === CR;
    }
    return;
  }
  s.afterCr = false;
  if (s.quoting) {
    if (byte === QUOTE) s.quoteAhead = true;
    else s.inField = true;
    return;
  }
  if (byte === s.delimiter) s.inField = false;
  else if (byte === QUOTE && !s.inField) s.quoting = true;
  else s.inField = true;
}

/** The byte of a one-character ASCII delimiter (the parser would take a longer one as a whole). */
function delimiterByte(delimiter: string): number {
  const code = delimiter.charCodeAt(0);
  if (delimiter.length !== 1 || code >= 0x80 || code === QUOTE || code === CR || code === LF)
    throw new TypeError(
      `CSV delimiter must be one ASCII character, not a quote or line break: ${JSON.stringify(delimiter)}`,
    );
  return code;
}

/** Bytes of a line that has nothing but whitespace (not an empty line: nothing to drop). */
function blank(bytes: Buffer): boolean {
  return bytes.length > 0 && bytes.toString("utf8").trim() === "";
}

/** ASCII whitespace, or a byte of a multi-byte letter (which may be a space, U+00A0 and such). */
function maybeSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0b || byte === 0x0c || byte >= 0x80;
}
