/**
 * The one context of CLI commands: configuration from the environment (with the `--db`
 * override), the database opened like the server opens it (migrated; seeded when fresh; closed
 * afterwards), the app's deps over it, a step reading a file with its progress bar, and how a
 * failure becomes a message and an exit code.
 */
import type { Stats } from "node:fs";
import { existsSync, statSync } from "node:fs";
import type { AppConfig } from "../config.js";
import { ConfigError, loadConfig } from "../config.js";
import type { AppDeps } from "../deps.js";
import { buildDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { SchemaTooNewError } from "../storage/schema-too-new.js";
import { runSeeders, seedersFor } from "../storage/seed/index.js";
import type { Db } from "../storage/sqlite/open.js";
import { openDatabase } from "../storage/sqlite/open.js";
import { byteProgress } from "./output.js";

/** Thrown by commands for a user error: printed without a stack, exit code 1. */
export class CliError extends Error {
  override readonly name = "CliError";
}

/** Environment overrides a command's options may set (e.g. `--db`, `--port`). */
export interface ConfigOverrides {
  db?: string | undefined;
  port?: string | undefined;
}

/**
 * Read the configuration from `env` with the command's overrides, converting a ConfigError
 * into a CliError.
 */
export function configFromEnv(
  overrides: ConfigOverrides = {},
  env: Record<string, string | undefined> = process.env,
): AppConfig {
  try {
    return loadConfig({
      ...env,
      ...(overrides.db !== undefined ? { NAMESCREEN_DB_PATH: overrides.db } : {}),
      ...(overrides.port !== undefined ? { PORT: overrides.port } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** How a command opens the database. */
export interface OpenOptions {
  /**
   * The command reads the database (or changes what is in it) and never makes one: a path with
   * no database is refused. A mistyped --db used to create one, seeded with the demo register in
   * sandbox mode, and `screen` answered every name from it with exit 0.
   */
  existing?: boolean;
}

/** The options of a command that only reads the database or changes what is in it. */
export const EXISTING: OpenOptions = { existing: true };

/** Open the configured database (migrated, and seeded when fresh: demo data only if configured), run `fn`, close. */
export async function withDatabase<T>(
  config: AppConfig,
  fn: (db: Db) => T | Promise<T>,
  options: OpenOptions = {},
): Promise<T> {
  if (options.existing) requireDatabase(config.dbPath);
  const { db, fresh } = openDatabase(config.dbPath);
  try {
    if (fresh) await runSeeders(db, seedersFor(config));
    return await fn(db);
  } finally {
    db.close();
  }
}

/**
 * `withDatabase` with the app's deps built over it. Logging goes to stderr at warn level so
 * command output stays clean.
 */
export function withDeps<T>(
  config: AppConfig,
  fn: (deps: AppDeps) => T | Promise<T>,
  options: OpenOptions = {},
): Promise<T> {
  return withDatabase(
    config,
    (db) => {
      const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
      return fn(buildDeps({ config, db, logger }));
    },
    options,
  );
}

/**
 * An input file of a command (screen, import): a regular file. A directory failed mid-read
 * (EISDIR under a summary of 0 rows), and `screen` reads its input twice, so a pipe screened
 * nothing with exit 0.
 */
export function requireRegularFile(file: string): void {
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new CliError(`${file}: no such file`);
    throw new CliError(`${file}: ${(error as Error).message}`);
  }
  if (stats.isDirectory()) throw new CliError(`${file}: is a directory, not a file`);
  if (!stats.isFile())
    throw new CliError(`${file}: not a regular file (a pipe or device); save it to a file first`);
}

/** A database file at `path` (`:memory:` is one); else the user's error, in one line. */
function requireDatabase(path: string): void {
  if (path === ":memory:" || existsSync(path)) return;
  throw new CliError(
    `${path}: no such database; check --db or NAMESCREEN_DB_PATH (only serve, import, sync, generate and keys create make one)`,
  );
}

/**
 * Run a command step that reads `file` (an import) with a progress bar on stderr, stopped
 * before the step's result is printed; a missing file is the user's error.
 */
export async function readingFile<T>(
  label: string,
  file: string,
  step: (onProgress: (read: number, total: number) => void) => Promise<T>,
): Promise<T> {
  requireRegularFile(file);
  const progress = byteProgress(label);
  try {
    return await step(progress.update);
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT")
      throw new CliError(`${file}: no such file`);
    throw error;
  } finally {
    progress.stop();
  }
}

/**
 * An error of the environment rather than of the code: a system call's (ENOENT, EISDIR, EACCES,
 * ENOSPC: Node's `code`), SQLite's (SQLITE_NOTADB for a --db that is no database) or a database
 * of a newer schema than this build's. Its message says what happened; a stack would only hide it.
 */
function environmental(error: Error): boolean {
  if (error instanceof SchemaTooNewError) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && (/^E[A-Z]+$/.test(code) || code.startsWith("SQLITE_"));
}

/**
 * What a failed command prints on stderr, and its exit code (1): a CliError or an error of the
 * environment its message, anything else (a bug) its stack.
 */
export function describeFailure(error: unknown): { message: string; exitCode: number } {
  const text =
    error instanceof CliError
      ? error.message
      : error instanceof Error
        ? environmental(error)
          ? error.message
          : (error.stack ?? error.message)
        : String(error);
  return { message: `namescreen: ${text}\n`, exitCode: 1 };
}
