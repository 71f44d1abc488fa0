/**
 * The options both `import` commands share: the mode, the removal guard (--allow-removals,
 * --max-removals, default from NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT), --dry-run and --encoding.
 */
import type { Command } from "commander";
import { InvalidArgumentError, Option } from "commander";
import type { AppConfig } from "../../config.js";
import type { ImportMode } from "../../storage/import/import-mode.js";
import { IMPORT_MODES } from "../../storage/import/import-mode.js";
import type { RemovalPolicy } from "../../storage/import/removal-guard.js";
import { DEFAULT_MAX_REMOVAL_PERCENT } from "../../storage/import/removal-guard.js";
import type { TextEncoding } from "../../storage/import/text-encoding.js";
import { TEXT_ENCODINGS } from "../../storage/import/text-encoding.js";

/** The parsed shared options. */
export interface ImportGuardOptions {
  mode?: ImportMode;
  allowRemovals?: boolean;
  maxRemovals?: number;
  dryRun?: boolean;
  encoding: TextEncoding;
}

/** Add the shared options to an import command; `modeHelp` says what its default mode does. */
export function addImportOptions(command: Command, defaultMode: ImportMode, modeHelp: string): Command {
  return command
    .addOption(new Option("--mode <mode>", `${modeHelp} (default: ${defaultMode})`).choices(IMPORT_MODES))
    .option("--allow-removals", "apply any number of removals (a full import of a smaller file)")
    .addOption(
      new Option(
        "--max-removals <percent>",
        `largest share of the register removed without --allow-removals (default: NAMESCREEN_IMPORT_MAX_REMOVAL_PERCENT or ${DEFAULT_MAX_REMOVAL_PERCENT})`,
      ).argParser(percent),
    )
    .option("--dry-run", "print what the import would add, change and remove; write nothing")
    .addOption(encodingOption());
}

/** `--encoding utf-8|latin1` of an input file (the imports, `screen`). */
export function encodingOption(): Option {
  return new Option("--encoding <encoding>", "the file's encoding (latin1: ISO-8859-1/Windows-1252)")
    .choices(TEXT_ENCODINGS)
    .default("utf-8");
}

/** The removal policy of the options over the configuration. */
export function removalPolicyOf(options: ImportGuardOptions, config: AppConfig): RemovalPolicy {
  return {
    maxRemovalPercent: options.maxRemovals ?? config.importMaxRemovalPercent ?? DEFAULT_MAX_REMOVAL_PERCENT,
    allowRemovals: options.allowRemovals === true,
  };
}

/** The summary's first line when nothing was written, with the guard's verdict. */
export function dryRunLine(summary: { dryRun: boolean; wouldRefuse: string | null }): string {
  if (!summary.dryRun) return "";
  const verdict = summary.wouldRefuse
    ? `the import would be ${summary.wouldRefuse}`
    : "the import would be accepted";
  return `dry run, nothing written; ${verdict}\n`;
}

// --- Internal helpers ---

function percent(value: string): number {
  const n = /^\d{1,3}(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= 0 && n <= 100)) throw new InvalidArgumentError("must be a number from 0 to 100 (percent)");
  return n;
}
