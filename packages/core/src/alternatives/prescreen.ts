/**
 * The pre-screen of one candidate, with the screening's own engine in two stages: the
 * assessment and the conflict search first, and the trademark search (the costliest check, about
 * 10 ms over a million marks) only for a candidate that passed them. The decision of a passing
 * candidate is `combineScreening` over all three sub-results, exactly as `screen` decides.
 */
import { combineScreening } from "../screening/combine.js";
import { screenResolved } from "../screening/screen.js";
import type { ResolvedScreening } from "../screening/screening-request.js";
import type { ScreeningPorts, ScreeningResult } from "../screening/types.js";
import type { Candidate, DropReason, ScreeningSummary } from "./types.js";
import { dropReasonOf } from "./verdict.js";

/** A candidate's verdict: the reason it is not shown, or its screening summary. */
export type Prescreened =
  | { passed: false; reason: DropReason }
  | { passed: true; screening: ScreeningSummary };

/** The screening request of a candidate: the request as asked, for another name (and maybe language). */
export function candidateScreening(base: ResolvedScreening, c: Candidate): ResolvedScreening {
  return {
    ...base,
    // The original's language versions describe another name; a suggestion stands alone.
    assessment: {
      ...base.assessment,
      companyName: c.companyName,
      language: c.language,
      languageVariants: [],
    },
    trademarks: { ...base.trademarks, query: c.companyName },
  };
}

/** Screen a candidate (assessment, conflicts, trademarks; never domains). */
export async function prescreen(
  base: ResolvedScreening,
  c: Candidate,
  ports: ScreeningPorts,
): Promise<Prescreened> {
  const req = candidateScreening(base, c);
  const first = await screenResolved({ ...req, enabled: ["ehraCompliance", "conflicts"] }, ports);
  const firstReason = dropReasonOf(first.result, ["ehraCompliance", "conflicts"]);
  if (firstReason !== null) return { passed: false, reason: firstReason };
  const second = await screenResolved({ ...req, enabled: ["trademarks"] }, ports);
  const secondReason = dropReasonOf(second.result, ["trademarks"]);
  if (secondReason !== null) return { passed: false, reason: secondReason };
  return { passed: true, screening: combined(first.result, second.result) };
}

// --- Internal helpers ---

function combined(first: ScreeningResult, second: ScreeningResult): ScreeningSummary {
  const { ehraCompliance, conflicts } = first.checks;
  const decision = combineScreening({
    requested: ["ehraCompliance", "conflicts", "trademarks"],
    assessment: ehraCompliance,
    conflicts: conflicts && {
      identityMatch: conflicts.identityMatch && { name: conflicts.identityMatch.nameDisplay },
      similarMatches: conflicts.similarMatches,
    },
    trademarks: second.checks.trademarks,
    issues: [],
  });
  return {
    overallStatus: decision.overallStatus,
    resultState: decision.resultState,
    drivers: decision.drivers,
    primaryConcern: decision.primaryConcern,
  };
}
