/**
 * `namescreen traces prune`: delete stored traces past the retention (age and count) in small
 * batches, the same work the server's timer does, run to the end. Defaults come from the
 * configuration (NAMESCREEN_TRACE_MAX_AGE_DAYS, NAMESCREEN_TRACE_MAX_COUNT, ...).
 */
import type { Command } from "commander";
import { pruneAllTraces } from "../../storage/sqlite/trace-retention.js";
import { configFromEnv, EXISTING, withDatabase } from "../context.js";
import { dbOption, intIn, jsonOption, positiveInt } from "../options.js";
import { printResult } from "../output.js";

/** Register the command group. */
export function registerTraces(program: Command): void {
  const traces = program.command("traces").description("Maintain the stored decision traces");
  traces
    .command("prune")
    .description("Delete traces older than the age limit and the oldest beyond the count limit")
    .addOption(dbOption())
    .option(
      "--max-age-days <days>",
      "keep traces at most this many days (0 = no age limit)",
      intIn(0, 36_500),
    )
    .option(
      "--max-count <n>",
      "keep at most this many traces, the newest (0 = no count limit)",
      intIn(0, 1e9),
    )
    .option("--batch <n>", "rows deleted per transaction", positiveInt)
    .addOption(jsonOption())
    .action(
      async (opts: {
        db?: string;
        maxAgeDays?: number;
        maxCount?: number;
        batch?: number;
        json?: boolean;
      }) => {
        const config = configFromEnv({ db: opts.db });
        const retention = {
          maxAgeDays: opts.maxAgeDays ?? config.traces?.maxAgeDays ?? 0,
          maxCount: opts.maxCount ?? config.traces?.maxCount ?? 0,
          batchSize: opts.batch ?? config.traces?.batchSize ?? 2000,
        };
        await withDatabase(
          config,
          (db) => {
            const deleted = pruneAllTraces(db, retention);
            const { remaining } = db
              .prepare<[], { remaining: number }>("SELECT count(*) AS remaining FROM traces")
              .get() ?? {
              remaining: 0,
            };
            printResult(
              opts.json,
              { deleted, remaining, ...retention },
              `Deleted ${deleted} traces; ${remaining} kept (max age ${retention.maxAgeDays} days, max count ${retention.maxCount}).\n`,
            );
          },
          EXISTING,
        );
      },
    );
}
