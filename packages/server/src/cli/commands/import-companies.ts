/**
 * `namescreen import companies FILE`: load a company register file (CSV or NDJSON, see
 * docs/conflict-search.md) into the configured database, all or nothing, with a progress bar
 * on stderr and a summary (rows read, imported, rejected with reasons) on stdout.
 */
import { Command, Option } from "commander";
import type { CompanyFileFormat, CompanyImportSummary } from "../../storage/companies/index.js";
import { COMPANY_FILE_FORMATS, CompanyImportError, importCompanies } from "../../storage/companies/index.js";
import { withPostgres } from "../../storage/postgres/pool.js";
import { importCompaniesToPostgres } from "../../storage/postgres/registers/company-publish.js";
import { CliError, configFromEnv, readingFile, withDatabase } from "../context.js";
import { dbOption, jsonOption } from "../options.js";
import { printResult } from "../output.js";
import { companyIndexLine } from "./company-index-line.js";
import type { ImportGuardOptions } from "./import-options.js";
import { addImportOptions, dryRunLine, removalPolicyOf } from "./import-options.js";
import { subcommandGroup } from "./subcommand-group.js";

interface Options extends ImportGuardOptions {
  format?: CompanyFileFormat;
  source: string;
  keepOtherSources?: boolean;
  strict?: boolean;
  db?: string;
  json?: boolean;
}

/** Register `import companies` (creating the `import` group if no other command has). */
export function registerImportCompanies(program: Command): void {
  const command = new Command("companies")
    .description(
      "Import a company register file (CSV or NDJSON; see docs/conflict-search.md). Replaces the register; " +
        "refuses to remove more than 5% of it unless --allow-removals",
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
    .option("--strict", "refuse the whole file if any row is rejected");
  addImportOptions(
    command,
    "full",
    "full: companies in scope missing from the file are removed; upsert: add and update only",
  )
    .addOption(dbOption())
    .addOption(jsonOption())
    .action(async (file: string, opts: Options) => {
      const config = configFromEnv({ db: opts.db });
      const options = (onProgress: (read: number, total: number) => void) => ({
        file,
        format: opts.format,
        source: opts.source,
        scope: (opts.keepOtherSources ? "source" : "all") as "source" | "all",
        mode: opts.mode,
        removalPolicy: removalPolicyOf(opts, config),
        dryRun: opts.dryRun,
        encoding: opts.encoding,
        strict: opts.strict,
        onProgress,
      });
      const refused = (error: unknown): never => {
        if (!(error instanceof CompanyImportError)) throw error;
        // Without the dry run's verdict: under a refusal, "the import would be accepted" was false.
        const detail = error.summary ? `\n${describe(error.summary, false)}` : "";
        throw new CliError(`${error.message}${detail}`);
      };
      const url = config.databaseUrl;
      if (url) {
        // Replicas: into PostgreSQL in one transaction; every replica follows within 2 s.
        const summary = await readingFile("importing companies", file, (onProgress) =>
          withPostgres(url, (pool) => importCompaniesToPostgres(pool, options(onProgress))),
        ).catch(refused);
        printResult(opts.json, summary, describe(summary));
        return;
      }
      await withDatabase(config, async (db) => {
        const summary = await readingFile("importing companies", file, (onProgress) =>
          importCompanies(db, options(onProgress)),
        ).catch(refused);
        printResult(opts.json, summary, describe(summary));
        if (!summary.dryRun) process.stderr.write(companyIndexLine(db, config.dbPath));
      });
    });
  subcommandGroup(program, "import").addCommand(command);
}

function describe(s: CompanyImportSummary, verdict = true): string {
  const lines = [
    `${verdict ? dryRunLine(s) : ""}${s.file} (${s.format}, ${s.mode}): ${s.rowsRead} rows read, ${s.rowsImported} imported, ${s.rowsRejected} rejected`,
    `register: ${s.companies} companies, ${s.names} names${s.promotedMain ? ` (${s.promotedMain} without a main name: first name used)` : ""}; ${s.durationMs} ms`,
    `changes: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged`,
  ];
  for (const [reason, count] of Object.entries(s.rejectedByReason))
    lines.push(`  rejected ${count}: ${reason}`);
  for (const e of s.rejectedExamples.slice(0, 5)) lines.push(`  e.g. line ${e.line}: ${e.reason}`);
  return `${lines.join("\n")}\n`;
}
