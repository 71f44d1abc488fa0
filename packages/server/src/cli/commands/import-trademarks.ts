/**
 * `namescreen import trademarks FILE`: load a trademark file into the configured database, all
 * or nothing, with a progress bar on stderr and a summary on stdout.
 */

import cliProgress from "cli-progress";
import { Command, Option } from "commander";
import { runSeeders } from "../../storage/seed/index.js";
import { openDatabase } from "../../storage/sqlite/open.js";
import type { TrademarkLayout } from "../../storage/trademarks/index.js";
import {
  ImportError,
  importTrademarks,
  layoutFromName,
  TRADEMARK_LAYOUTS,
} from "../../storage/trademarks/index.js";
import { CliError, configFromEnv } from "../context.js";
import { subcommandGroup } from "./trademark-cli.js";

/** Register `import trademarks` (creating the `import` group if no other command has). */
export function registerImportTrademarks(program: Command): void {
  subcommandGroup(program, "import", "Import register data into the database").addCommand(
    new Command("trademarks")
      .description("Import trademarks (EUIPO open-data CSV or NDJSON, see docs/trademark-search.md)")
      .argument("<file>", "file to import")
      .addOption(
        new Option("--format <layout>", "file layout (default: from the extension, .csv or .ndjson)").choices(
          TRADEMARK_LAYOUTS,
        ),
      )
      .option("--source <name>", "source name stored with each mark (default: the layout)")
      .option("--db <path>", "SQLite file (overrides NAMESCREEN_DB_PATH)")
      .option("--json", "print the summary as JSON")
      .action(
        async (
          file: string,
          opts: { format?: TrademarkLayout; source?: string; db?: string; json?: boolean },
        ) => {
          const layout = opts.format ?? layoutFromName(file);
          if (!layout)
            throw new CliError(
              `cannot tell the layout of ${file}: use --format euipo-csv or --format ndjson`,
            );
          const config = configFromEnv({
            ...process.env,
            ...(opts.db ? { NAMESCREEN_DB_PATH: opts.db } : {}),
          });
          const { db, fresh } = openDatabase(config.dbPath);
          const bar = new cliProgress.SingleBar(
            {
              stream: process.stderr,
              noTTYOutput: true,
              notTTYSchedule: 2000,
              format: "importing {bar} {percentage}% | {value}/{total} MB",
            },
            cliProgress.Presets.shades_classic,
          );
          try {
            if (fresh) await runSeeders(db);
            let started = false;
            const summary = await importTrademarks(db, {
              file,
              layout,
              source: opts.source,
              onProgress: (read, total) => {
                const mb = (n: number) => Math.round((n / 1_048_576) * 10) / 10;
                if (!started) bar.start(mb(total), 0);
                started = true;
                bar.update(mb(read));
              },
            });
            bar.stop();
            process.stdout.write(
              opts.json
                ? `${JSON.stringify(summary, null, 2)}\n`
                : `Imported ${file} (${summary.layout}): ${summary.rows} rows, ${summary.inserted} new, ` +
                    `${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.deleted} deleted, ${summary.withoutText} without text ` +
                    `(never matched by text); ${summary.totalMarks} marks in the register; ${summary.durationMs} ms\n`,
            );
          } catch (error) {
            bar.stop();
            if (error instanceof ImportError) throw new CliError(error.message);
            if ((error as NodeJS.ErrnoException).code === "ENOENT")
              throw new CliError(`${file}: no such file`);
            throw error;
          } finally {
            db.close();
          }
        },
      ),
  );
}
