/**
 * `namescreen generate remove`: delete every generated company and mark from the database (a
 * production database that was seeded with demo data before issue 16). Real data stays; a
 * running server's indexes follow through the change logs.
 */
import { Command } from "commander";
import { registerStatus } from "../../storage/seed/register-status.js";
import { removeGeneratedData } from "../../storage/seed/remove-generated.js";
import { configFromEnv, EXISTING, withDatabase } from "../context.js";
import { dbOption, jsonOption } from "../options.js";
import { printResult } from "../output.js";
import { companyIndexLine } from "./company-index-line.js";
import { subcommandGroup } from "./subcommand-group.js";

/** Register `generate remove` (creating the `generate` group if no other command has). */
export function registerGenerateRemove(program: Command): void {
  subcommandGroup(program, "generate").addCommand(
    new Command("remove")
      .description("Remove every generated company and mark (demo data); imported data stays")
      .addOption(dbOption())
      .addOption(jsonOption())
      .action(async (opts: { db?: string; json?: boolean }) => {
        const config = configFromEnv({ db: opts.db });
        await withDatabase(
          config,
          (db) => {
            const removed = removeGeneratedData(db);
            const register = registerStatus(db);
            if (removed.companies > 0) process.stderr.write(companyIndexLine(db, config.dbPath));
            printResult(
              opts.json,
              { removed, register },
              `Removed ${removed.companies} generated companies (${removed.names} names) and ${removed.trademarks} generated marks; ` +
                `the register holds ${register.companies} companies and ${register.trademarks} marks\n`,
            );
          },
          EXISTING,
        );
      }),
  );
}
