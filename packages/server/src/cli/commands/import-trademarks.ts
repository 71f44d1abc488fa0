/**
 * `namescreen import trademarks FILE`: load a trademark file into the configured database, all
 * or nothing, with a progress bar on stderr and a summary on stdout.
 */
import { Command, Option } from "commander";
import { withPostgres } from "../../storage/postgres/pool.js";
import { importTrademarksToPostgres } from "../../storage/postgres/registers/trademark-publish.js";
import type { ImportSummary, TrademarkLayout } from "../../storage/trademarks/index.js";
import {
  ImportError,
  importTrademarks,
  layoutFromName,
  TRADEMARK_LAYOUTS,
} from "../../storage/trademarks/index.js";
import { CliError, configFromEnv, readingFile, withDatabase } from "../context.js";
import { dbOption, jsonOption } from "../options.js";
import { printResult } from "../output.js";
import type { ImportGuardOptions } from "./import-options.js";
import { addImportOptions, dryRunLine, removalPolicyOf } from "./import-options.js";
import { subcommandGroup } from "./subcommand-group.js";

interface Options extends ImportGuardOptions {
  format?: TrademarkLayout;
  source?: string;
  db?: string;
  json?: boolean;
}

/** Register `import trademarks` (creating the `import` group if no other command has). */
export function registerImportTrademarks(program: Command): void {
  const command = new Command("trademarks")
    .description("Import trademarks (EUIPO open-data CSV or NDJSON, see docs/trademark-search.md)")
    .argument("<file>", "file to import")
    .addOption(
      new Option("--format <layout>", "file layout (default: from the extension, .csv or .ndjson)").choices(
        TRADEMARK_LAYOUTS,
      ),
    )
    .option("--source <name>", "source name stored with each mark (default: the layout)");
  addImportOptions(
    command,
    "upsert",
    "upsert: add, update and delete the marks the file names; full: also delete the marks of --source it lacks",
  )
    .addOption(dbOption())
    .addOption(jsonOption())
    .action(async (file: string, opts: Options) => {
      const layout = opts.format ?? layoutFromName(file);
      if (!layout)
        throw new CliError(`cannot tell the layout of ${file}: use --format euipo-csv or --format ndjson`);
      const config = configFromEnv({ db: opts.db });
      const options = (onProgress: (read: number, total: number) => void) => ({
        file,
        layout,
        source: opts.source,
        mode: opts.mode,
        removalPolicy: removalPolicyOf(opts, config),
        dryRun: opts.dryRun,
        encoding: opts.encoding,
        onProgress,
      });
      const refused = (error: unknown): never => {
        throw error instanceof ImportError ? new CliError(error.message) : error;
      };
      const url = config.databaseUrl;
      const summary = await readingFile("importing", file, (onProgress) =>
        url
          ? withPostgres(url, (pool) => importTrademarksToPostgres(pool, options(onProgress)))
          : withDatabase(config, (db) => importTrademarks(db, options(onProgress))),
      ).catch(refused);
      printResult(opts.json, summary, describe(file, summary));
    });
  subcommandGroup(program, "import").addCommand(command);
}

function describe(file: string, s: ImportSummary): string {
  return (
    `${dryRunLine(s)}${s.dryRun ? "Would import" : "Imported"} ${file} (${s.layout}, ${s.mode}): ${s.rows} rows, ${s.inserted} new, ` +
    `${s.updated} updated, ${s.unchanged} unchanged, ${s.deleted} deleted, ${s.withoutText} without text ` +
    `(never matched by text); ${s.totalMarks} marks in the register; ${s.durationMs} ms\n`
  );
}
