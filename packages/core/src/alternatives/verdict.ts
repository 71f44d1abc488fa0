/**
 * Whether a screened candidate may be shown: no ERROR flag in its assessment, no identity match,
 * no High company conflict, no High trademark conflict (the trademark search already weighs the
 * requested Nice classes), and every check of the pre-screen complete.
 */
import type { ScreeningCheck } from "../screening/decision-reasons.js";
import type { ScreeningResult } from "../screening/types.js";
import type { DropReason, ScreeningSummary } from "./types.js";

const PRESCREEN: readonly ScreeningCheck[] = ["ehraCompliance", "conflicts", "trademarks"];

/** The first reason not to show the candidate, or null when it passes the checks that ran. */
export function dropReasonOf(
  result: ScreeningResult,
  expected: readonly ScreeningCheck[] = PRESCREEN,
): DropReason | null {
  const { ehraCompliance, conflicts, trademarks } = result.checks;
  if (ehraCompliance?.flags.some((f) => f.severity === "ERROR")) return "ERROR_FLAG";
  if (conflicts?.identityMatch) return "IDENTITY_MATCH";
  if (conflicts?.similarMatches.some((m) => m.risk === "High")) return "HIGH_COMPANY_CONFLICT";
  if (trademarks?.similarMatches.some((m) => m.risk === "High")) return "HIGH_TRADEMARK_CONFLICT";
  const missing = expected.some((c) => result.checks[c] === undefined);
  return missing || result.executionIssues.length > 0 ? "CHECK_INCOMPLETE" : null;
}

/** The decision part of a screening result. */
export function summaryOf(result: ScreeningResult): ScreeningSummary {
  return {
    overallStatus: result.overallStatus,
    resultState: result.resultState,
    drivers: result.drivers,
    primaryConcern: result.primaryConcern,
  };
}
