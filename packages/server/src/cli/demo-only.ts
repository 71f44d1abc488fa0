/** The rule that generated data never enters a production database (issue 16, finding 3). */
import type { AppConfig } from "../config.js";
import { CliError } from "./context.js";

/** Refuse a command that stores generated data when NAMESCREEN_ENV=production. */
export function assertNotProduction(config: AppConfig, command: string): void {
  if (config.env === "production")
    throw new CliError(
      `${command} stores generated demo data, which a production register must not hold (NAMESCREEN_ENV=production)`,
    );
}
