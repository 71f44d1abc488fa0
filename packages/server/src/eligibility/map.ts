/**
 * Maps an assessment onto the deprecated eligibility result, so the old endpoints keep their
 * shape while the assessment engine decides. docs/migration.md shows each field's new place.
 */
import type { Assessed, FlagCode, OverallStatus, Severity } from "@namescreen/core";
import { FLAG_CATALOG, SEMANTIC_STEP_ID } from "@namescreen/core";

/** Eligibility `overallStatus` for each assessment status. */
export const ELIGIBILITY_STATUS = {
  CLEAR_TO_FILE: "COMPLIANT",
  MINOR_RISKS_DETECTED: "COMPLIANT_WITH_WARNINGS",
  MANUAL_REVIEW_ADVISED: "REVIEW_REQUIRED",
  REGISTRY_REJECTION_LIKELY: "NON_COMPLIANT",
} as const satisfies Record<OverallStatus, string>;

/** Eligibility issue `severity` for each flag severity. */
export const ELIGIBILITY_SEVERITY = {
  ERROR: "CRITICAL",
  WARNING: "WARNING",
  INFO: "INFO",
} as const satisfies Record<Severity, string>;

export interface EligibilityIssue {
  code: FlagCode;
  severity: (typeof ELIGIBILITY_SEVERITY)[Severity];
  message: string;
  /** `deterministic` rule or `semantic` analysis. */
  source: "deterministic" | "semantic";
  ruleRef: string | null;
}

/** The v2 `semanticEvaluation` object (full mode only). */
export interface SemanticEvaluation {
  analyzer: string | null;
  failOpen: boolean;
  impliedActivities: string[];
  isPurelyDescriptive: boolean;
  containsGeographicTerm: boolean;
  findings: { code: FlagCode; message: string }[];
}

/** Issues with their source: flags raised by the semantic step are `semantic`. */
export function eligibilityIssues({ result, explanation }: Assessed): EligibilityIssue[] {
  const semanticCodes = new Set(
    explanation.steps.filter((s) => s.stepId === SEMANTIC_STEP_ID).flatMap((s) => s.flags),
  );
  return result.flags.map((f) => ({
    code: f.code,
    severity: ELIGIBILITY_SEVERITY[f.severity],
    message: f.message,
    source: semanticCodes.has(f.code) ? "semantic" : "deterministic",
    ruleRef: FLAG_CATALOG[f.code]?.legalBasis ?? null,
  }));
}

/** The semantic evaluation of a full-mode assessment, or null in basic mode. */
export function semanticEvaluation({ result, explanation }: Assessed): SemanticEvaluation | null {
  if (explanation.checkLevel !== "full") return null;
  const step = explanation.steps.find((s) => s.stepId === SEMANTIC_STEP_ID);
  const semanticCodes = new Set(step?.flags ?? []);
  return {
    analyzer: step?.ran ? (step.evidence[0] ?? null) : null,
    failOpen: result.metadata.semanticFailOpen,
    impliedActivities: result.semanticContext?.impliedActivities ?? [],
    isPurelyDescriptive: result.semanticContext?.isPurelyDescriptive ?? false,
    containsGeographicTerm: result.semanticContext?.containsGeographicTerm ?? false,
    findings: result.flags
      .filter((f) => semanticCodes.has(f.code))
      .map((f) => ({ code: f.code, message: f.message })),
  };
}
