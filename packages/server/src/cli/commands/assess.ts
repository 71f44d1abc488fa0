/** `namescreen assess "<name>"`: run an assessment locally, readable or as JSON. */
import type { Assessed, AssessmentRequest } from "@namescreen/core";
import {
  assess,
  CHECK_LEVELS,
  LANGUAGES,
  RISK_PROFILES,
  VARIANT_LANGUAGES,
  ValidationError,
} from "@namescreen/core";
import type { Command } from "commander";
import { InvalidArgumentError, Option } from "commander";
import type { AppDeps } from "../../deps.js";
import { LEGAL_FORM_VALUES } from "../../http/schemas/assessment.js";
import { CliError, configFromEnv, EXISTING, withDeps } from "../context.js";
import { dbOption, jsonOption } from "../options.js";
import { printResult } from "../output.js";

interface AssessOptions {
  legalForm: string;
  language: string;
  checkLevel?: string;
  riskProfile?: string;
  activityScope?: string;
  ownerSurname?: string;
  legalSeat?: string;
  variant: { language: string; companyName: string }[];
  json?: boolean;
  /** A SQLite file (`--db <path>`), false (`--no-db`: the built-in terms), or the configured one. */
  db?: string | false;
}

/** Register the command. */
export function registerAssess(program: Command): void {
  program
    .command("assess")
    .description("Assess a proposed company name (the same engine and data as POST /v1/name/assessment)")
    .argument("<name>", "proposed company name, including its legal form")
    .addOption(
      new Option("--legal-form <form>", "legal form").choices(LEGAL_FORM_VALUES).makeOptionMandatory(),
    )
    .addOption(
      new Option("--language <lang>", "language of the name").choices(LANGUAGES).makeOptionMandatory(),
    )
    .addOption(new Option("--check-level <level>", "basic or full (default full)").choices(CHECK_LEVELS))
    .addOption(new Option("--risk-profile <profile>", "default balanced").choices(RISK_PROFILES))
    .option("--activity-scope <text>", "purpose of the company")
    .option("--owner-surname <surname>", "owner's surname (sole proprietorships)")
    .option("--legal-seat <municipality>", "registered seat")
    .option(
      "--variant <lang:name>",
      'another language version, e.g. fr:"Alpenblick SA" (repeatable)',
      parseVariant,
      [],
    )
    .addOption(jsonOption("print the result and explanation as JSON"))
    .addOption(dbOption())
    .option("--no-db", "use the built-in restricted terms instead of the database's")
    .action(async (name: string, opts: AssessOptions) => {
      const request: AssessmentRequest = {
        companyName: name,
        legalForm: opts.legalForm as AssessmentRequest["legalForm"],
        language: opts.language as AssessmentRequest["language"],
        activityScope: opts.activityScope ?? null,
        ownerSurname: opts.ownerSurname ?? null,
        legalSeat: opts.legalSeat ?? null,
        languageVariants: opts.variant as AssessmentRequest["languageVariants"],
        ...(opts.checkLevel ? { checkLevel: opts.checkLevel as AssessmentRequest["checkLevel"] } : {}),
        ...(opts.riskProfile ? { riskProfile: opts.riskProfile as AssessmentRequest["riskProfile"] } : {}),
      };
      const run = (deps: AppDeps | null) =>
        assess(request, deps ? { restrictedTerms: deps.restrictedTerms, semantic: deps.semantic } : {});
      let assessed: Assessed;
      try {
        assessed =
          opts.db === false ? await run(null) : await withDeps(configFromEnv({ db: opts.db }), run, EXISTING);
      } catch (error) {
        if (error instanceof ValidationError) {
          throw new CliError(
            `invalid request:\n${error.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`,
          );
        }
        throw error;
      }
      printResult(opts.json, assessed, formatAssessment(assessed));
    });
}

/** Human-readable rendering of an assessment. */
export function formatAssessment({ result, explanation }: Assessed): string {
  const lines = [
    `${result.assessment.companyName}`,
    `  status:   ${result.assessment.overallStatus}  (profile ${result.assessment.clientProfileApplied}, ${explanation.checkLevel} check)`,
  ];
  if (result.flags.length === 0) lines.push("  flags:    none");
  else {
    lines.push("  flags:");
    for (const f of result.flags)
      lines.push(`    ${f.severity.padEnd(7)} ${f.code} [${f.category}]: ${f.message}`);
  }
  if (explanation.decisiveChecks.length > 0)
    lines.push(`  decided by: ${explanation.decisiveChecks.join(", ")}`);
  if (result.semanticContext) {
    const s = result.semanticContext;
    const implied = s.impliedActivities.length > 0 ? s.impliedActivities.join(", ") : "none";
    lines.push(
      `  semantic: implied activities ${implied}; descriptive ${s.isPurelyDescriptive ? "yes" : "no"}`,
    );
  }
  if (result.metadata.semanticFailOpen) {
    lines.push(
      "  note:     semantic analysis was requested but unavailable (fail-open): consider manual review",
    );
  }
  return `${lines.join("\n")}\n`;
}

// --- Internal helpers ---

function parseVariant(value: string, previous: { language: string; companyName: string }[]) {
  const colon = value.indexOf(":");
  const language = value.slice(0, colon);
  if (colon < 1 || !(VARIANT_LANGUAGES as readonly string[]).includes(language)) {
    throw new InvalidArgumentError(`expected <lang>:<name> with lang one of ${VARIANT_LANGUAGES.join(", ")}`);
  }
  return [...previous, { language, companyName: value.slice(colon + 1) }];
}
