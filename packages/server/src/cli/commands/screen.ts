/**
 * `namescreen screen --file names.csv [--out results.csv]`: batch screening of a CSV or NDJSON
 * file with the server's engine and database, one result or row error per input row, resumable
 * (rows already in --out are skipped), with progress on stderr and a summary at the end.
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from "node:fs";
import type { Readable } from "node:stream";
import type { Command } from "commander";
import { Option } from "commander";
import { createTally, formatSummary } from "../../batch/batch-summary.js";
import { BATCH_LIMITS } from "../../batch/limits.js";
import { formatOfFileName, readBatchRows } from "../../batch/read-rows.js";
import { resultLine } from "../../batch/result-format.js";
import type { ResultsFile } from "../../batch/results-file.js";
import { openResultsFile } from "../../batch/results-file.js";
import { screenRow } from "../../batch/screen-row.js";
import type { BatchFormat, PreparedRow } from "../../batch/types.js";
import { screeningPortsOf } from "../../screening-ports.js";
import { ImportFileError } from "../../storage/import/file-error.js";
import type { TextEncoding } from "../../storage/import/text-encoding.js";
import { CliError, configFromEnv, EXISTING, requireRegularFile, withDeps } from "../context.js";
import { onInterrupt } from "../interrupt.js";
import { dbOption, filePath, intIn, jsonOption } from "../options.js";
import type { RateProgress } from "../output.js";
import { printResult, rateProgress } from "../output.js";
import { encodingOption } from "./import-options.js";

interface ScreenOptions {
  file: string;
  out?: string;
  inputFormat?: BatchFormat;
  outputFormat?: BatchFormat;
  encoding: TextEncoding;
  concurrency: number;
  db?: string;
  json?: boolean;
}

/** Register the command. */
export function registerScreen(program: Command): void {
  program
    .command("screen")
    .description("Screen every name of a CSV or NDJSON file (as POST /v1/name/screening; see docs/batch.md)")
    .requiredOption(
      "--file <path>",
      "candidates: .csv (header row) or .ndjson/.jsonl (one object per line)",
      filePath,
    )
    .option("--out <path>", "results file (.csv or .ndjson); re-running with the same file resumes", filePath)
    .addOption(
      new Option("--input-format <format>", "format of --file when its name does not say").choices([
        "csv",
        "ndjson",
      ]),
    )
    .addOption(
      new Option("--output-format <format>", "format of --out when its name does not say").choices([
        "csv",
        "ndjson",
      ]),
    )
    .addOption(encodingOption())
    .option(
      "--concurrency <n>",
      "rows screened at once (domain checks wait on the network)",
      intIn(1, 64),
      BATCH_LIMITS.rowsAtOnce,
    )
    .addOption(dbOption())
    .addOption(jsonOption("print the summary as JSON"))
    .action(async (opts: ScreenOptions) => {
      const inputFormat = opts.inputFormat ?? formatOfFileName(opts.file);
      if (!inputFormat) throw new CliError(`${opts.file}: name it .csv or .ndjson, or give --input-format`);
      const outputFormat = opts.out ? (opts.outputFormat ?? formatOfFileName(opts.out)) : "ndjson";
      if (!outputFormat) throw new CliError(`${opts.out}: name it .csv or .ndjson, or give --output-format`);
      // Without --out the results are the NDJSON on stdout: a JSON summary there would break it.
      if (opts.json && !opts.out)
        throw new CliError("--json prints the summary on stdout: give --out for the results");
      // Read twice (to count the rows for the progress, then to screen them): a regular file.
      requireRegularFile(opts.file);
      if (opts.encoding === "latin1" && startsWithUtf8Bom(opts.file))
        throw new CliError(
          `${opts.file}: starts with a UTF-8 byte order mark, so it is UTF-8: read it without --encoding latin1`,
        );
      // Written into, the input would be read on as it grows (its error rows screened again).
      if (opts.out && sameFile(opts.file, opts.out))
        throw new CliError(`${opts.out}: is the input file; give another --out`);

      const total = await readingRows(opts.file, async () => {
        let n = 0;
        for await (const _ of readBatchRows(openInput(opts.file), inputFormat, { encoding: opts.encoding }))
          n++;
        return n;
      });
      // As the job API's 422 for a body with no rows: nothing screened is an error, not a success.
      if (total === 0) throw new CliError(`${opts.file}: the file has no rows`);
      const summary = await withDeps(
        configFromEnv({ db: opts.db }),
        async (deps) => {
          // The results file once the database is open: a run that cannot start leaves none.
          const results = opts.out ? openResults(opts.out, outputFormat) : null;
          const write = results
            ? results.write
            : (item: Parameters<ResultsFile["write"]>[0]) => process.stdout.write(resultLine(item, "ndjson"));
          const done = results?.done ?? new Set<number>();
          let progress: RateProgress | null = null;
          // Ctrl-C, SIGTERM: the rows written stay (each one write), the bar gives the terminal
          // back, the lock goes; the same command resumes.
          const stopOnSignal = onInterrupt((signal) => {
            progress?.stop();
            results?.close();
            const kept = opts.out ? `; the rows written are in ${opts.out}: the same command resumes` : "";
            process.stderr.write(`namescreen: stopped by ${signal}${kept}\n`);
          });
          try {
            // Load the search indexes before the clock of the first row starts.
            deps.services.conflicts.warm();
            deps.services.trademarks.warm();
            const ports = screeningPortsOf(deps);
            const tally = createTally();
            const bar = rateProgress("screening", total, "names");
            progress = bar;
            let handled = 0;
            let skipped = 0;
            let window: PreparedRow[] = [];
            const flush = async () => {
              if (window.length === 0) return;
              for (const item of await Promise.all(window.map((row) => screenRow(row, ports)))) {
                write(item);
                tally.add(item);
              }
              handled += window.length;
              window = [];
              bar.update(handled, skipped);
            };
            await readingRows(opts.file, async () => {
              for await (const row of readBatchRows(openInput(opts.file), inputFormat, {
                encoding: opts.encoding,
              })) {
                if (done.has(row.line)) {
                  tally.skip();
                  handled++;
                  skipped++;
                  continue;
                }
                window.push(row);
                if (window.length >= opts.concurrency) await flush();
              }
              await flush();
            });
            return tally.finish();
          } finally {
            stopOnSignal();
            progress?.stop();
            results?.close();
          }
        },
        EXISTING,
      );
      if (opts.json) printResult(true, summary, "");
      else process.stderr.write(formatSummary(summary, opts.out ?? null));
    });
}

// --- Internal helpers ---

/** Whether two paths name one file (the same inode, however written); false when `b` is missing. */
function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** Whether the file starts with the bytes of a UTF-8 BOM (read as Latin-1, they became "ï»¿"). */
function startsWithUtf8Bom(file: string): boolean {
  const head = Buffer.alloc(3);
  const fd = openSync(file, "r");
  try {
    return readSync(fd, head, 0, 3, 0) === 3 && head.equals(UTF8_BOM);
  } finally {
    closeSync(fd);
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function openInput(file: string): Readable {
  return createReadStream(file);
}

function openResults(path: string, format: BatchFormat): ResultsFile {
  try {
    return openResultsFile(path, format);
  } catch (error) {
    throw new CliError(`${path}: ${(error as Error).message}`);
  }
}

/** A step reading the input file; a missing file or a broken one is the user's error. */
async function readingRows<T>(file: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT")
      throw new CliError(`${file}: no such file`);
    if (error instanceof ImportFileError) throw new CliError(`${file}: ${error.message}`);
    throw error;
  }
}
