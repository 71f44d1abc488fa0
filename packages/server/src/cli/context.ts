/**
 * Helpers shared by CLI commands: configuration from the environment (exit 1 with a clear
 * message when invalid) and a database opened like the server opens it.
 */
import type { AppConfig } from "../config.js";
import { ConfigError, loadConfig } from "../config.js";
import type { AppDeps } from "../deps.js";
import { buildDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { runSeeders } from "../storage/seed/index.js";
import { openDatabase } from "../storage/sqlite/open.js";

/** Thrown by commands for a user error: printed without a stack, exit code 1. */
export class CliError extends Error {
  override readonly name = "CliError";
}

/** Read the configuration, converting ConfigError into a CliError. */
export function configFromEnv(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Open the configured database (migrating, and seeding a fresh one) and build the deps, then
 * run `fn` and close. Logging goes to stderr at warn level so command output stays clean.
 */
export async function withDeps<T>(config: AppConfig, fn: (deps: AppDeps) => T | Promise<T>): Promise<T> {
  const { db, fresh } = openDatabase(config.dbPath);
  try {
    if (fresh) await runSeeders(db);
    const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
    return await fn(buildDeps({ config, db, logger }));
  } finally {
    db.close();
  }
}
