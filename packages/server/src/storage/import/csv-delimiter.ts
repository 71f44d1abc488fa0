/**
 * The delimiter of a CSV file that may be written with ',' or ';' (a spreadsheet in a Swiss or
 * German locale saves ';'): the one that splits its header line, then used for the whole file.
 * Parsing every line with both split a name holding the other one ("Frédéric Hänni S.A.,
 * installations électriques" in a ';' file) into one field too many.
 */
import type { Readable } from "node:stream";
import { PassThrough } from "node:stream";
import { ImportFileError } from "./file-error.js";

/**
 * Reads `input` up to the end of its header line and decides: the one candidate found in the
 * header (outside quotes), the first candidate for a header of one column, an error for a header
 * holding more than one. `rest` is the whole input again, header included, for the parser.
 */
export function headerDelimiter(
  input: Readable,
  candidates: readonly string[],
): Promise<{ delimiter: string; rest: Readable }> {
  return new Promise((resolve, reject) => {
    const head: Buffer[] = [];
    const scan = headerScan(candidates);
    const stop = () => {
      input.off("readable", onReadable);
      input.off("end", onEnd);
      input.off("error", onError);
    };
    const settle = (ended: boolean) => {
      stop();
      const found = candidates.filter((c) => scan.seen.has(c));
      if (found.length > 1) {
        input.destroy();
        reject(
          new ImportFileError(
            1,
            `the header holds both ${found.map((c) => `"${c}"`).join(" and ")}: cannot tell which one separates the columns; use one delimiter`,
          ),
        );
        return;
      }
      const rest = new PassThrough();
      input.on("error", (error) => rest.destroy(error));
      const bytes = Buffer.concat(head);
      if (ended) rest.end(bytes);
      else {
        rest.write(bytes);
        input.pipe(rest);
      }
      resolve({ delimiter: found[0] ?? (candidates[0] as string), rest });
    };
    const onReadable = () => {
      for (let chunk = input.read() as Buffer | null; chunk !== null; chunk = input.read() as Buffer | null) {
        head.push(chunk);
        if (scan.feed(chunk)) {
          settle(false);
          return;
        }
      }
    };
    const onEnd = () => settle(true);
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    input.on("readable", onReadable);
    input.on("end", onEnd);
    input.on("error", onError);
  });
}

// --- Internal helpers ---

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** Which candidates the header line holds outside quotes; `feed` is true once the line has ended. */
function headerScan(candidates: readonly string[]) {
  const codes = new Map(candidates.map((c) => [c.charCodeAt(0), c]));
  const seen = new Set<string>();
  let quoting = false;
  let ended = false;
  return {
    seen,
    feed(chunk: Buffer): boolean {
      for (let i = 0; i < chunk.length && !ended; i++) {
        const byte = chunk[i] as number;
        if (byte === QUOTE) quoting = !quoting;
        else if (!quoting && (byte === CR || byte === LF)) ended = true;
        else if (!quoting) {
          const candidate = codes.get(byte);
          if (candidate !== undefined) seen.add(candidate);
        }
      }
      return ended;
    },
  };
}
