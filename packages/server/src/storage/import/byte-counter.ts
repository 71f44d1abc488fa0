/** Progress of an import by bytes read, shared by the company and trademark importers. */
import { Transform } from "node:stream";

/** Report at most once per this many bytes (plus at the end of the file). */
const REPORT_EVERY = 1 << 20;

/**
 * A pass-through stream that counts the bytes of a file of `total` bytes and calls
 * `onProgress(read, total)` every megabyte and at the end. A throwing callback (a caller
 * aborting the import) fails the stream like a read error.
 */
export function byteCounter(
  total: number,
  onProgress: ((read: number, total: number) => void) | undefined,
): Transform {
  let read = 0;
  let reported = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      read += chunk.length;
      try {
        if (onProgress && (read - reported > REPORT_EVERY || read === total)) {
          reported = read;
          onProgress(read, total);
        }
      } catch (error) {
        done(error as Error);
        return;
      }
      done(null, chunk);
    },
  });
}
