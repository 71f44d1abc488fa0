/** Contract rule 1: the overall status derives from the highest mapped severity. */
import type { OverallStatus, Severity } from "../types.js";

export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { INFO: 1, WARNING: 2, ERROR: 3 };

export function overallStatusOf(severities: readonly Severity[]): OverallStatus {
  const top = severities.reduce((max, s) => Math.max(max, SEVERITY_RANK[s]), 0);
  if (top === 3) return "REGISTRY_REJECTION_LIKELY";
  if (top === 2) return "MANUAL_REVIEW_ADVISED";
  if (top === 1) return "MINOR_RISKS_DETECTED";
  return "CLEAR_TO_FILE";
}
