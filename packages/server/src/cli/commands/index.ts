/**
 * The one list of CLI commands. To add one: write `commands/<name>.ts` exporting
 * `register<Name>(program: Command)` and add it to COMMANDS. Use ../context.ts for the
 * configuration and the database (`configFromEnv`, `withDatabase`, `withDeps`, `readingFile`)
 * and throw `CliError` for user errors; ../output.ts for JSON or text results, tables and
 * progress; ../options.ts for shared options and number parsers.
 */
import type { Command } from "commander";
import { registerAssess } from "./assess.js";
import { registerDomains } from "./domains.js";
import { registerGenerateCompanies } from "./generate-companies.js";
import { registerGenerateRemove } from "./generate-remove.js";
import { registerGenerateTrademarks } from "./generate-trademarks.js";
import { registerImportCompanies } from "./import-companies.js";
import { registerImportTrademarks } from "./import-trademarks.js";
import { registerKeys } from "./keys.js";
import { registerScreen } from "./screen.js";
import { registerServe } from "./serve.js";
import { registerSync } from "./sync.js";
import { registerTerms } from "./terms.js";
import { registerTraces } from "./traces.js";

/** Every command registrar, in help order. */
export const COMMANDS: readonly ((program: Command) => void)[] = [
  registerServe,
  registerAssess,
  registerScreen,
  registerKeys,
  registerTerms,
  registerTraces,
  registerDomains,
  registerImportCompanies,
  registerGenerateCompanies,
  registerImportTrademarks,
  registerGenerateTrademarks,
  registerGenerateRemove,
  registerSync,
];
