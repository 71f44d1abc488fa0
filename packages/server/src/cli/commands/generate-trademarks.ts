/** `namescreen generate trademarks --count N --seed S`: store realistic synthetic marks. */
import { Command } from "commander";
import { storeGeneratedTrademarks } from "../../storage/trademarks/index.js";
import { configFromEnv, withDatabase } from "../context.js";
import { assertNotProduction } from "../demo-only.js";
import { dbOption, intIn, jsonOption } from "../options.js";
import { printResult, stepProgress } from "../output.js";
import { subcommandGroup } from "./subcommand-group.js";

/** Register `generate trademarks` (creating the `generate` group if no other command has). */
export function registerGenerateTrademarks(program: Command): void {
  subcommandGroup(program, "generate").addCommand(
    new Command("trademarks")
      .description("Store N deterministic synthetic marks (ids SYN<seed>:<n>; re-running replaces them)")
      .requiredOption("--count <n>", "number of marks (1 to 5,000,000)", intIn(1, 5_000_000))
      .option("--seed <s>", "random seed", intIn(0, 2 ** 31 - 1), 1)
      .addOption(dbOption())
      .addOption(jsonOption())
      .action(async (opts: { count: number; seed: number; db?: string; json?: boolean }) => {
        const config = configFromEnv({ db: opts.db });
        assertNotProduction(config, "generate trademarks");
        await withDatabase(config, (db) => {
          const s = storeGeneratedTrademarks(db, {
            count: opts.count,
            seed: opts.seed,
            onProgress: stepProgress("generated"),
          });
          printResult(
            opts.json,
            s,
            `Generated ${s.count} marks (seed ${s.seed}): ${s.inserted} new, ` +
              `${s.updated} replaced, ${s.unchanged} unchanged; ${s.totalMarks} marks in the register; ${s.durationMs} ms\n`,
          );
        });
      }),
  );
}
