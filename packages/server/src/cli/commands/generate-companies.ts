/** `namescreen generate companies --count N --seed S`: store deterministic generated companies. */
import { Command, InvalidArgumentError } from "commander";
import { storeGeneratedCompanies } from "../../storage/companies/index.js";
import { runSeeders } from "../../storage/seed/index.js";
import { openDatabase } from "../../storage/sqlite/open.js";
import { CliError, configFromEnv } from "../context.js";
import { companyIndexLine } from "./company-index-line.js";
import { subcommandGroup } from "./trademark-cli.js";

/** Register `generate companies` (creating the `generate` group if no other command has). */
export function registerGenerateCompanies(program: Command): void {
  subcommandGroup(
    program,
    "generate",
    "Generate synthetic register data (tests, demos, benchmarks)",
  ).addCommand(
    new Command("companies")
      .description(
        "Store N generated company names (language versions and former names included) as source " +
          "generated:<seed>; they replace every earlier generated company (any seed), other companies stay",
      )
      .requiredOption("--count <n>", "number of names (1 to 5,000,000)", intIn(1, 5_000_000))
      .option("--seed <s>", "random seed", intIn(0, 2 ** 31 - 1), 1)
      .option("--db <path>", "SQLite file (overrides NAMESCREEN_DB_PATH)")
      .option("--json", "print the summary as JSON")
      .action(async (opts: { count: number; seed: number; db?: string; json?: boolean }) => {
        const config = configFromEnv({ ...process.env, ...(opts.db ? { NAMESCREEN_DB_PATH: opts.db } : {}) });
        const { db, fresh } = openDatabase(config.dbPath);
        try {
          if (fresh) await runSeeders(db);
          const s = generateOrExplain(db, opts.count, opts.seed);
          process.stderr.write(companyIndexLine(db, config.dbPath));
          process.stdout.write(
            opts.json
              ? `${JSON.stringify(s, null, 2)}\n`
              : `Generated ${s.names} names of ${s.companies} companies (seed ${s.seed}, source ${s.source}); ${s.durationMs} ms\n`,
          );
        } finally {
          db.close();
        }
      }),
  );
}

/** A refused write (a generated id held by an imported company) is a user error, not a crash. */
function generateOrExplain(db: Parameters<typeof storeGeneratedCompanies>[0], count: number, seed: number) {
  try {
    return storeGeneratedCompanies(db, { count, seed });
  } catch (error) {
    throw new CliError(`nothing generated: ${(error as Error).message}`);
  }
}

function intIn(min: number, max: number) {
  return (value: string): number => {
    const digits = value.replaceAll("_", "");
    const n = /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
    }
    return n;
  };
}
