/**
 * The pre-screen of one candidate, with the screening's own engine. The assessment first; then
 * two verdict-only searches (blocking-conflict.ts, blocking-mark.ts) that ask the registers only
 * for evidence that can reach High, and drop most refused candidates at a fraction of a full
 * search; then, for a candidate still standing, the full conflict and trademark searches. The
 * decision of a passing candidate is `combineScreening` over all three sub-results, exactly as
 * `screen` decides. A verdict-only search that fails decides nothing: the full search reports it.
 */
import { systemClock, withBudget } from "../clock.js";
import { blockingConflict } from "../conflicts/blocking-conflict.js";
import { combineScreening } from "../screening/combine.js";
import { DEFAULT_BUDGETS_MS, screenWith } from "../screening/screen.js";
import type { ResolvedScreening } from "../screening/screening-request.js";
import type { ScreeningPorts, ScreeningResult } from "../screening/types.js";
import { blockingMark } from "../trademarks/blocking-mark.js";
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

/** Screen a candidate (assessment, conflicts, trademarks; never domains), over ports suggestAlternatives checked. */
export async function prescreen(
  base: ResolvedScreening,
  c: Candidate,
  ports: ScreeningPorts,
): Promise<Prescreened> {
  const req = candidateScreening(base, c);
  const first = await screenWith({ ...req, enabled: ["ehraCompliance"] }, ports);
  const firstReason = dropReasonOf(first.result, ["ehraCompliance"]);
  if (firstReason !== null) return { passed: false, reason: firstReason };
  const blocked = await blockedBy(req, ports);
  if (blocked !== null) return { passed: false, reason: blocked };
  const second = await screenWith({ ...req, enabled: ["conflicts", "trademarks"] }, ports);
  const secondReason = dropReasonOf(second.result, ["conflicts", "trademarks"]);
  if (secondReason !== null) return { passed: false, reason: secondReason };
  return { passed: true, screening: combined(first.result, second.result) };
}

// --- Internal helpers ---

/**
 * What the verdict-only searches find in the way, in the order `dropReasonOf` reports it; null
 * when nothing, or when a search failed or ran out of its budget (the full search decides then).
 */
async function blockedBy(req: ResolvedScreening, ports: ScreeningPorts): Promise<DropReason | null> {
  const clock = ports.clock ?? systemClock;
  const budget = (c: "conflicts" | "trademarks") => ports.budgetsMs?.[c] ?? DEFAULT_BUDGETS_MS[c];
  const { companies, trademarks } = ports;
  if (companies) {
    const outcome = await withBudget(
      () => blockingConflict(req.assessment.companyName, { companies }),
      budget("conflicts"),
      clock,
    );
    if (outcome.state === "done" && outcome.value !== null) return outcome.value;
  }
  if (trademarks) {
    const outcome = await withBudget(
      () => blockingMark(req.trademarks, { trademarks }),
      budget("trademarks"),
      clock,
    );
    if (outcome.state === "done" && outcome.value) return "HIGH_TRADEMARK_CONFLICT";
  }
  return null;
}

function combined(first: ScreeningResult, second: ScreeningResult): ScreeningSummary {
  const { ehraCompliance } = first.checks;
  const { conflicts } = second.checks;
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
