/**
 * Screening drivers and execution-issue codes: the single definition that the combination
 * rules, the catalog endpoint and the docs read, so they cannot drift.
 */
import { describe } from "../arguments.js";
import { FLAG_CATALOG } from "../assessment/flag-catalog.js";
import type { FlagCode, Severity } from "../types.js";

/** The checks of a bundled screening, in the order they rank for the primary concern. */
export const SCREENING_CHECKS = ["ehraCompliance", "conflicts", "trademarks", "domains"] as const;
export type ScreeningCheck = (typeof SCREENING_CHECKS)[number];

/** Drivers raised by the search and domain checks (assessment flags are drivers too). */
export const SEARCH_DRIVERS = {
  CONFLICT_IDENTICAL_NAME: {
    check: "conflicts",
    severity: "ERROR",
    description: "A legally identical company name is registered: the registry will refuse the name.",
  },
  CONFLICT_HIGH_SIMILARITY: {
    check: "conflicts",
    severity: "WARNING",
    description: "A registered company name is highly similar: a human should assess the risk of confusion.",
  },
  CONFLICT_MEDIUM_SIMILARITY: {
    check: "conflicts",
    severity: "INFO",
    description: "A registered company name is moderately similar: proceed with explicit visibility.",
  },
  TRADEMARK_HIGH_RISK: {
    check: "trademarks",
    severity: "WARNING",
    description: "A similar trademark is registered or pending in the same or related goods and services.",
  },
  TRADEMARK_MEDIUM_RISK: {
    check: "trademarks",
    severity: "INFO",
    description: "A moderately similar trademark exists: proceed with explicit visibility.",
  },
  DOMAIN_TAKEN: {
    check: "domains",
    severity: "INFO",
    description: "At least one requested domain is already registered.",
  },
  CHECK_INCOMPLETE: {
    check: null,
    severity: "WARNING",
    description:
      "A requested check failed or ran out of time, so the outcome is incomplete: review manually.",
  },
} as const satisfies Record<
  string,
  { check: ScreeningCheck | null; severity: Severity; description: string }
>;
export type SearchDriverCode = keyof typeof SEARCH_DRIVERS;
export type DriverCode = FlagCode | SearchDriverCode;

/** Why a check did not deliver, in `executionIssues[].code`. */
export const EXECUTION_ISSUES = {
  CHECK_TIMEOUT: "The check did not finish within its time budget.",
  UPSTREAM_ERROR: "A data source or upstream service of the check failed.",
  UPSTREAM_TIMEOUT: "An upstream service of the check timed out.",
  VALIDATION_ERROR: "The check's own inputs were invalid (for example a name too short to search).",
  INTERNAL_ERROR: "The check failed unexpectedly.",
  NOT_CONFIGURED: "The check was requested but no data source is configured for it.",
} as const;
export type ExecutionIssueCode = keyof typeof EXECUTION_ISSUES;

/** `resultState` values of a screening. */
export const RESULT_STATES = {
  COMPLETE: "Every requested check ran.",
  PARTIAL:
    "At least one requested check failed, timed out or answered with some lookups failed; at least one delivered its result.",
  FAILED: "No requested check delivered a result.",
} as const;
export type ResultState = keyof typeof RESULT_STATES;

/**
 * English description of any driver code. Another code is a TypeError naming it: it was
 * "Cannot read properties of undefined", and a name every object has ("toString") answered
 * undefined, as `in` reads inherited properties.
 */
export function describeDriver(code: DriverCode): string {
  if (typeof code === "string" && Object.hasOwn(SEARCH_DRIVERS, code))
    return SEARCH_DRIVERS[code as SearchDriverCode].description;
  if (typeof code === "string" && Object.hasOwn(FLAG_CATALOG, code))
    return FLAG_CATALOG[code as FlagCode].description;
  throw new TypeError(`describeDriver's code ${describe(code)} is no flag or screening driver code`);
}
