/**
 * `namescreen import companies FILE`: load a company register file (CSV or NDJSON, see
 * docs/conflict-search.md) into the configured database, all or nothing, with a progress bar
 * on stderr and a summary (rows read, imported, rejected with reasons) on stdout.
 */
import cliProgress from "cli-progress";
import { Command, Option } from "commander";
import type { CompanyFileFormat, CompanyImportSummary } from "../../storage/companies/index.js";
import { COMPANY_FILE_FORMATS, CompanyImportError, importCompanies } from "../../storage/companies/index.js";
import { runSeeders } from "../../storage/seed/index.js";
import { openDatabase } from "../../storage/sqlite/open.js";
import { CliError, configFromEnv } from "../context.js";
import { companyIndexLine } from "./company-index-line.js";
import { subcommandGroup } from "./trademark-cli.js";

interface Options {
  format?: CompanyFileFormat;
  source: string;
  keepOtherSources?: boolean;
  strict?: boolean;
  db?: string;
  json?: boolean;
}

/** Register `import companies` (creating the `import` group if no other command has). */
export function registerImportCompanies(program: Command): void {
  subcommandGroup(program, "import", "Import register data into the database").addCommand(
    new Command("companies")
      .description(
        "Import a company register file (CSV or NDJSON; see docs/conflict-search.md). Replaces the register",
      )
      .argument("<file>", "file to import")
      .addOption(
        new Option("--format <format>", "file format (default: from the extension)").choices(
          COMPANY_FILE_FORMATS,
        ),
      )
      .option("--source <name>", "source name stored with each company", "import")
      .option(
        "--keep-other-sources",
        "replace only the companies of --source, keep the others (samples, generated)",
      )
      .option("--strict", "refuse the whole file if any row is rejected")
      .option("--db <path>", "SQLite file (overrides NAMESCREEN_DB_PATH)")
      .option("--json", "print the summary as JSON")
      .action(async (file: string, opts: Options) => {
        const config = configFromEnv({ ...process.env, ...(opts.db ? { NAMESCREEN_DB_PATH: opts.db } : {}) });
        const { db, fresh } = openDatabase(config.dbPath);
        const bar = new cliProgress.SingleBar(
          {
            stream: process.stderr,
            noTTYOutput: true,
            notTTYSchedule: 2000,
            format: "importing companies {bar} {percentage}% | {value}/{total} MB",
          },
          cliProgress.Presets.shades_classic,
        );
        let started = false;
        try {
          if (fresh) await runSeeders(db);
          const summary = await importCompanies(db, {
            file,
            format: opts.format,
            source: opts.source,
            scope: opts.keepOtherSources ? "source" : "all",
            strict: opts.strict,
            onProgress: (read, total) => {
              const mb = (n: number) => Math.round((n / 1_048_576) * 10) / 10;
              if (!started) bar.start(mb(total), 0);
              started = true;
              bar.update(mb(read));
            },
          });
          bar.stop();
          process.stdout.write(opts.json ? `${JSON.stringify(summary, null, 2)}\n` : describe(summary));
          process.stderr.write(companyIndexLine(db, config.dbPath));
        } catch (error) {
          bar.stop();
          if (error instanceof CompanyImportError) {
            const detail = error.summary ? `\n${describe(error.summary)}` : "";
            throw new CliError(`${error.message}${detail}`);
          }
          if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new CliError(`${file}: no such file`);
          throw error;
        } finally {
          db.close();
        }
      }),
  );
}

function describe(s: CompanyImportSummary): string {
  const lines = [
    `${s.file} (${s.format}): ${s.rowsRead} rows read, ${s.rowsImported} imported, ${s.rowsRejected} rejected`,
    `register: ${s.companies} companies, ${s.names} names${s.promotedMain ? ` (${s.promotedMain} without a main name: first name used)` : ""}; ${s.durationMs} ms`,
    `changes: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged`,
  ];
  for (const [reason, count] of Object.entries(s.rejectedByReason))
    lines.push(`  rejected ${count}: ${reason}`);
  for (const e of s.rejectedExamples.slice(0, 5)) lines.push(`  e.g. line ${e.line}: ${e.reason}`);
  return `${lines.join("\n")}\n`;
}
