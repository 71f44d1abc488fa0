/**
 * `namescreen sync companies`: mirror the Swiss commercial register (Zefix on LINDAS) into the
 * configured database as one guarded difference (see docs/register-sync.md). Progress on stderr
 * (a bar on a terminal, plain lines otherwise), the summary with the source's attribution on
 * stdout; a refused or failed sync exits 1 with the register unchanged.
 */
import { Command, Option } from "commander";
import { createLindasSource, DEFAULT_PAGE_SIZE } from "../../adapters/lindas/index.js";
import { DEFAULT_SYNC_CONFIG } from "../../sync/config.js";
import type { SyncSummary } from "../../sync/sync-companies.js";
import { SyncError, spoolDirOf, syncCompanies } from "../../sync/sync-companies.js";
import { CliError, configFromEnv, withDatabase } from "../context.js";
import { dbOption, httpUrl, intIn, jsonOption } from "../options.js";
import { printResult } from "../output.js";
import { companyIndexLine } from "./company-index-line.js";
import { syncProgress } from "./sync-progress.js";

interface Options {
  endpoint?: string;
  pageSize: number;
  delay?: number;
  timeout?: number;
  maxRemoval?: number;
  dryRun?: boolean;
  force?: boolean;
  db?: string;
  json?: boolean;
}

/** Register `sync companies`. */
export function registerSync(program: Command): void {
  program
    .command("sync")
    .description("Mirror public registers into the database")
    .addCommand(
      new Command("companies")
        .description(
          "Sync the company register from Zefix on LINDAS (SPARQL); skipped when the source is unchanged",
        )
        .option(
          "--endpoint <url>",
          "SPARQL endpoint (default NAMESCREEN_LINDAS_URL or the public LINDAS endpoint)",
          httpUrl,
        )
        .option("--page-size <n>", "companies per request", intIn(1, 20_000), DEFAULT_PAGE_SIZE)
        .option(
          "--delay <ms>",
          "pause between requests (default NAMESCREEN_SYNC_DELAY_MS or 0)",
          intIn(0, 600_000),
        )
        .option("--timeout <s>", "timeout of one request in seconds (default 120)", intIn(1, 3_600))
        .addOption(
          new Option(
            "--max-removal <percent>",
            "largest share of the register one sync may remove (default 5)",
          ).argParser(intIn(0, 100)),
        )
        .option("--dry-run", "download and count only; the register is not touched")
        .option("--force", "sync even when the source's dataset date is unchanged")
        .addOption(dbOption())
        .addOption(jsonOption())
        .action(async (opts: Options) => {
          const config = configFromEnv({ db: opts.db });
          // A replica's SQLite file is a copy of the registers in PostgreSQL: a sync into it made
          // that replica answer from a register no other replica had (docs/deploy.md).
          if (config.databaseUrl && !opts.dryRun)
            throw new CliError(
              "NAMESCREEN_DATABASE_URL is set: the registers live in PostgreSQL, and the sync cannot write them there yet (docs/deploy.md); --dry-run only downloads and counts",
            );
          const sync = config.sync ?? DEFAULT_SYNC_CONFIG;
          const progress = syncProgress("syncing companies");
          const source = createLindasSource({
            endpoint: opts.endpoint ?? sync.endpoint,
            pageSize: opts.pageSize,
            delayMs: opts.delay ?? sync.delayMs,
            policy: opts.timeout !== undefined ? { timeoutMs: opts.timeout * 1000 } : {},
            onRetry: progress.retry,
          });
          await withDatabase(config, async (db) => {
            const summary = await syncCompanies(db, {
              source,
              force: opts.force,
              dryRun: opts.dryRun,
              maxRemovalShare: opts.maxRemoval !== undefined ? opts.maxRemoval / 100 : sync.maxRemovalShare,
              onProgress: progress.update,
              spoolDir: spoolDirOf(config.dbPath),
            })
              .catch((error: unknown) => {
                if (!(error instanceof SyncError)) throw error;
                throw new CliError(
                  `sync companies: ${error.message}\n${describe(error.summary, error.outcome)}`,
                );
              })
              .finally(() => progress.stop());
            printResult(opts.json, summary, describe(summary));
            if (summary.outcome === "applied") process.stderr.write(companyIndexLine(db, config.dbPath));
          });
        }),
    );
}

/**
 * The summary in lines. `outcome` is the run's: a failed or refused one carries the summary it
 * had so far, whose own outcome still reads "applied", and must not say so.
 */
function describe(
  s: SyncSummary,
  outcome: SyncSummary["outcome"] | "refused" | "failed" = s.outcome,
): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `source: ${s.attribution} (${s.endpoint})`,
    `dataset date: ${s.datasetModified ?? "unknown"}${s.previousDatasetModified ? ` (last synced: ${s.previousDatasetModified})` : " (first sync)"}`,
  ];
  if (s.writtenSinceSync)
    lines.push("the register was changed by another write (an import) since the last sync: syncing it again");
  if (outcome === "unchanged") {
    lines.push("unchanged since the last sync: nothing downloaded (use --force to sync anyway)");
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    `downloaded: ${s.companies} companies, ${s.names} names in ${s.pages} pages (${seconds(s.downloadMs)}); ${s.rejected} rejected`,
  );
  for (const [reason, count] of Object.entries(s.rejectedByReason))
    lines.push(`  rejected ${count}: ${reason}`);
  if (outcome === "dry_run") lines.push("dry run: the register was not changed");
  else if (outcome === "refused" || outcome === "failed")
    lines.push(`${outcome}: the register was not changed`);
  else if (outcome === "applied")
    lines.push(
      `changes: ${s.added} added, ${s.changed} changed, ${s.removed} removed, ${s.unchanged} unchanged (applied in ${seconds(s.applyMs)})`,
    );
  return `${lines.join("\n")}\n`;
}
