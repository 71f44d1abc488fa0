/** `namescreen serve`: start the HTTP server. */
import type { Command } from "commander";
import { StartupError } from "../../bootstrap.js";
import { startServer } from "../../main.js";
import { CliError, configFromEnv } from "../context.js";
import { dbOption, intIn } from "../options.js";

/** Register the command. */
export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("Start the HTTP server (configured by PORT, NAMESCREEN_DB_PATH, NAMESCREEN_ENV, ...)")
    // Checked here: an empty --port "" reached the config as no value and quietly meant 8080.
    .option("-p, --port <port>", "port to listen on (overrides PORT)", (value: string) =>
      String(intIn(0, 65_535, "must be a port number from 0 to 65535")(value)),
    )
    .addOption(dbOption())
    .addHelpText(
      "after",
      `
Environment:
  PORT                             port (default 8080)
  HOST                             bind address (default 0.0.0.0)
  NAMESCREEN_DB_PATH               SQLite file (default ./data/namescreen.db; created on first start)
  NAMESCREEN_ENV                   sandbox (default) or production
  NAMESCREEN_ADMIN_KEY             operator key (required in production)
  NAMESCREEN_DEMO_DATA             seed demo data into a fresh database (default: true in sandbox;
                                   production never seeds it and refuses true)
  NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT  share of the register a full import may remove
                                   without --allow-removals (default 5)
  NAMESCREEN_RATE_LIMIT            requests per key and window (default 600; 0 = off)
  NAMESCREEN_RATE_LIMIT_WINDOW_MS  window length (default 60000)
  NAMESCREEN_BODY_LIMIT_BYTES      largest JSON body (default 65536)
  NAMESCREEN_BUILD_THREADS         worker threads of an index build (default: cores - 1, at
                                   most 3; 0 = main thread only)
  LOG_LEVEL                        pino level (default info)`,
    )
    .action(async (opts: { port?: string; db?: string }) => {
      const config = configFromEnv({ port: opts.port, db: opts.db });
      try {
        await startServer(config);
      } catch (error) {
        if (error instanceof StartupError) throw new CliError(error.message);
        const code = (error as { code?: unknown }).code;
        if (code === "EADDRINUSE" || code === "EACCES") {
          throw new CliError(`cannot listen on ${config.host}:${config.port} (${code})`);
        }
        if (code === "SQLITE_CANTOPEN" || code === "SQLITE_NOTADB") {
          throw new CliError(`cannot open the database ${config.dbPath} (${code})`);
        }
        throw error;
      }
    });
}
