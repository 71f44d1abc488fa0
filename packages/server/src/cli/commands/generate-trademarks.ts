/** `namescreen generate trademarks --count N --seed S`: store realistic synthetic marks. */
import { Command, InvalidArgumentError } from "commander";
import { runSeeders } from "../../storage/seed/index.js";
import { openDatabase } from "../../storage/sqlite/open.js";
import { storeGeneratedTrademarks } from "../../storage/trademarks/index.js";
import { configFromEnv } from "../context.js";
import { subcommandGroup } from "./trademark-cli.js";

/** Register `generate trademarks` (creating the `generate` group if no other command has). */
export function registerGenerateTrademarks(program: Command): void {
  subcommandGroup(
    program,
    "generate",
    "Generate synthetic register data (tests, demos, benchmarks)",
  ).addCommand(
    new Command("trademarks")
      .description("Store N deterministic synthetic marks (ids SYN<seed>:<n>; re-running replaces them)")
      .requiredOption("--count <n>", "number of marks (1 to 5,000,000)", intIn(1, 5_000_000))
      .option("--seed <s>", "random seed", intIn(0, 2 ** 31 - 1), 1)
      .option("--db <path>", "SQLite file (overrides NAMESCREEN_DB_PATH)")
      .option("--json", "print the summary as JSON")
      .action(async (opts: { count: number; seed: number; db?: string; json?: boolean }) => {
        const config = configFromEnv({ ...process.env, ...(opts.db ? { NAMESCREEN_DB_PATH: opts.db } : {}) });
        const { db, fresh } = openDatabase(config.dbPath);
        try {
          if (fresh) await runSeeders(db);
          const summary = storeGeneratedTrademarks(db, {
            count: opts.count,
            seed: opts.seed,
            onProgress: (done, total) => process.stderr.write(`generated ${done}/${total}\n`),
          });
          process.stdout.write(
            opts.json
              ? `${JSON.stringify(summary, null, 2)}\n`
              : `Generated ${summary.count} marks (seed ${summary.seed}): ${summary.inserted} new, ` +
                  `${summary.updated} replaced, ${summary.unchanged} unchanged; ${summary.totalMarks} marks in the register; ${summary.durationMs} ms\n`,
          );
        } finally {
          db.close();
        }
      }),
  );
}

function intIn(min: number, max: number) {
  return (value: string): number => {
    const n = /^\d{1,10}$/.test(value.replaceAll("_", "")) ? Number(value.replaceAll("_", "")) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
    }
    return n;
  };
}
