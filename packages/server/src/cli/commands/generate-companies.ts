/** `namescreen generate companies --count N --seed S`: store deterministic generated companies. */
import { Command } from "commander";
import { storeGeneratedCompanies } from "../../storage/companies/index.js";
import type { Db } from "../../storage/sqlite/open.js";
import { CliError, configFromEnv, withDatabase } from "../context.js";
import { assertNotProduction } from "../demo-only.js";
import { dbOption, intIn, jsonOption } from "../options.js";
import { printResult } from "../output.js";
import { companyIndexLine } from "./company-index-line.js";
import { subcommandGroup } from "./subcommand-group.js";

/** Register `generate companies` (creating the `generate` group if no other command has). */
export function registerGenerateCompanies(program: Command): void {
  subcommandGroup(program, "generate").addCommand(
    new Command("companies")
      .description(
        "Store N generated company names (language versions and former names included) as source " +
          "generated:<seed>; they replace every earlier generated company (any seed), other companies stay",
      )
      .requiredOption("--count <n>", "number of names (1 to 5,000,000)", intIn(1, 5_000_000))
      .option("--seed <s>", "random seed", intIn(0, 2 ** 31 - 1), 1)
      .addOption(dbOption())
      .addOption(jsonOption())
      .action(async (opts: { count: number; seed: number; db?: string; json?: boolean }) => {
        const config = configFromEnv({ db: opts.db });
        assertNotProduction(config, "generate companies");
        await withDatabase(config, (db) => {
          const s = generateOrExplain(db, opts.count, opts.seed);
          process.stderr.write(companyIndexLine(db, config.dbPath));
          printResult(
            opts.json,
            s,
            `Generated ${s.names} names of ${s.companies} companies (seed ${s.seed}, source ${s.source}); ${s.durationMs} ms\n`,
          );
        });
      }),
  );
}

/** A refused write (a generated id held by an imported company) is a user error, not a crash. */
function generateOrExplain(db: Db, count: number, seed: number) {
  try {
    return storeGeneratedCompanies(db, { count, seed });
  } catch (error) {
    throw new CliError(`nothing generated: ${(error as Error).message}`);
  }
}
