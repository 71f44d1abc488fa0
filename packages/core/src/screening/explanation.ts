/**
 * `screeningExplanation`: the explanation stored with a screening trace. `screen` returns only
 * the embedded assessment's explanation, which says nothing of the conflict, trademark and domain
 * checks: stored alone, a screening rejected for an identical registered name read as
 * CLEAR_TO_FILE with no decisive check, and comparing it with the assessment of the same name
 * showed no change.
 *
 * So the screening's explanation has the assessment explanation's shape, describing the
 * screening's own decision: the assessment's steps as they are (so they compare one to one with
 * an assessment trace), one `screening.<check>` step per other requested check (and one for the
 * assessment when it failed), `decisiveChecks` over every driver by the rule the assessment uses
 * (the steps whose drivers carry the highest severity) and the screening's `overallStatus`.
 * Decision logic, so it lives here; the server only stores it with the trace.
 */
import { ENGINE_VERSION } from "../assessment/assess.js";
import { NORMALIZATION_VERSION, normalizeName } from "../normalize/index.js";
import type { AssessmentExplanation, CheckStep, Severity } from "../types.js";
import type { Driver } from "./combine.js";
import type { ScreeningCheck } from "./decision-reasons.js";
import type { ResolvedScreening } from "./screening-request.js";
import type { Screened } from "./types.js";

/** A screening trace's explanation: the assessment explanation's fields plus the requested checks. */
export interface ScreeningExplanation extends AssessmentExplanation {
  requestedChecks: ScreeningCheck[];
}

/** Id of the step that stands for `check` in a screening explanation. */
export function screeningStepId(check: ScreeningCheck): string {
  return `screening.${check}`;
}

/** The explanation of `screened` (the screening of `request`) for its stored trace. */
export function screeningExplanation(request: ResolvedScreening, screened: Screened): ScreeningExplanation {
  const { result, explanation } = screened;
  const assessment = explanation.assessment;
  const own = explanation.requestedChecks.filter((c) => c !== "ehraCompliance" || assessment === null);
  const steps = [...(assessment?.steps ?? []), ...own.map((c) => _checkStep(c, screened))];

  const top = Math.max(0, ...result.drivers.map((d) => RANK[d.severity]));
  const decisive = new Set<string>();
  if (top > 0) {
    // The assessment's decisive steps decide the screening too when its flags reach the top.
    const assessmentTop = Math.max(
      0,
      ...result.drivers.filter((d) => d.check === "ehraCompliance").map((d) => RANK[d.severity]),
    );
    if (assessment && assessmentTop === top) for (const id of assessment.decisiveChecks) decisive.add(id);
    for (const d of result.drivers) {
      if (RANK[d.severity] === top && _ownStep(d, assessment)) decisive.add(screeningStepId(d.check));
    }
  }

  const name = assessment ?? _nameOf(request.assessment.companyName);
  return {
    engineVersion: assessment?.engineVersion ?? ENGINE_VERSION,
    normalizationVersion: assessment?.normalizationVersion ?? NORMALIZATION_VERSION,
    checkLevel: request.assessment.checkLevel,
    riskProfile: request.assessment.riskProfile,
    nameNorm: name.nameNorm,
    nameCore: name.nameCore,
    requestedChecks: explanation.requestedChecks,
    steps,
    decisiveChecks: [...decisive],
    overallStatus: result.overallStatus,
  };
}

// --- Internal helpers ---

const RANK: Readonly<Record<Severity, number>> = { INFO: 1, WARNING: 2, ERROR: 3 };

/** A driver that belongs to a `screening.<check>` step: not an assessment flag of a step. */
function _ownStep(d: Driver, assessment: AssessmentExplanation | null): boolean {
  return d.check !== "ehraCompliance" || assessment === null;
}

/** One requested check as a step: its drivers as flags, its outcome their highest severity. */
function _checkStep(check: ScreeningCheck, { result }: Screened): CheckStep {
  const drivers = result.drivers.filter((d) => d.check === check);
  const ran = result.checks[check] !== undefined;
  const top = drivers.reduce<Severity | null>(
    (max, d) => (max === null || RANK[d.severity] > RANK[max] ? d.severity : max),
    null,
  );
  return {
    stepId: screeningStepId(check),
    ran,
    triggered: drivers.length > 0,
    outcome: top ?? (ran ? "pass" : "not_run"),
    flags: [...new Set(drivers.map((d) => d.code))] as CheckStep["flags"],
    evidence: [
      ..._evidence(check, result),
      ...result.executionIssues.filter((i) => i.check === check).map((i) => `issue:${i.code}`),
    ],
  };
}

/** Ids of what drove a check: the identical company, the similar ones, the marks, the domains. */
function _evidence(check: ScreeningCheck, result: Screened["result"]): string[] {
  const { conflicts, trademarks, domains } = result.checks;
  const driving = (risk: string) => risk === "High" || risk === "Medium";
  switch (check) {
    case "conflicts":
      return conflicts
        ? [
            ...(conflicts.identityMatch ? [`identical:${conflicts.identityMatch.sourceCompanyId}`] : []),
            ...conflicts.similarMatches
              .filter((m) => driving(m.risk))
              .map((m) => `similar:${m.risk}:${m.sourceCompanyId}`),
          ]
        : [];
    case "trademarks":
      return (trademarks?.similarMatches ?? [])
        .filter((m) => driving(m.risk))
        .map((m) => `mark:${m.risk}:${m.sourceRecordId}`);
    case "domains":
      return (domains?.results ?? []).map((r) => `${r.fqdn}:${r.status}`);
    default:
      return [];
  }
}

function _nameOf(companyName: string): { nameNorm: string; nameCore: string } {
  const { nameNorm, nameCore } = normalizeName(companyName);
  return { nameNorm, nameCore };
}
