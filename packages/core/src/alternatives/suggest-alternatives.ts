/**
 * `suggestAlternatives`: names that will pass, for a name that may not. The name as asked is
 * screened once to learn what is wrong with it; the strategies propose candidates from that;
 * each candidate is screened with the same engine as `POST /v1/name/screening` and shown only
 * when it passes (verdict.ts). Candidates are screened in a fixed order and the first `count`
 * that pass are kept, so the same request over the same register gives the same suggestions.
 */
import { nowOf, systemClock } from "../clock.js";
import { checkedScreeningPorts, DEFAULT_BUDGETS_MS, screenWith } from "../screening/screen.js";
import type { ResolvedScreening } from "../screening/screening-request.js";
import type { ScreeningPorts } from "../screening/types.js";
import type { OverallStatus } from "../types.js";
import type { ResolvedAlternatives } from "./alternatives-request.js";
import { resolveAlternativesRequest } from "./alternatives-request.js";
import { candidateQueue } from "./candidates.js";
import { strategyContextOf } from "./context.js";
import type { Prescreened } from "./prescreen.js";
import { candidateScreening, prescreen } from "./prescreen.js";
import { STRATEGIES } from "./strategies/index.js";
import type { AlternativesRequest, AlternativesResult, Candidate, DropReason, Suggestion } from "./types.js";
import { DROP_REASONS } from "./types.js";
import { summaryOf } from "./verdict.js";

const STATUS_ORDER: readonly OverallStatus[] = [
  "CLEAR_TO_FILE",
  "MINOR_RISKS_DETECTED",
  "MANUAL_REVIEW_ADVISED",
  "REGISTRY_REJECTION_LIKELY",
];

/** Candidates screened at most: enough for `count` passes when most candidates pass. */
function candidateBudget(count: number): number {
  return count * 4 + 20;
}

/**
 * How long new rounds of candidates start, in multiples of the longest search or assessment
 * budget: a healthy register answers every round in milliseconds, one that never answers makes
 * each round wait out its budgets (a `count` of 1 tried 24 rounds, about 100 s).
 */
const ROUNDS_IN_BUDGETS = 3;

/** When the candidate rounds stop starting: `ROUNDS_IN_BUDGETS` of the longest check budget after `start`. */
function roundsDeadline(start: number, ports: ScreeningPorts): number {
  const checks = ["ehraCompliance", "conflicts", "trademarks"] as const;
  const longest = Math.max(...checks.map((c) => ports.budgetsMs?.[c] ?? DEFAULT_BUDGETS_MS[c]));
  return start + ROUNDS_IN_BUDGETS * longest;
}

/** Suggest alternatives to a name. Throws `ValidationError` for an invalid request. */
export async function suggestAlternatives(
  request: AlternativesRequest,
  ports: ScreeningPorts = {},
): Promise<AlternativesResult> {
  return suggestAlternativesResolved(resolveAlternativesRequest(request), ports);
}

/** `suggestAlternatives` for adapters that validated at their edge (the server's schema). */
export async function suggestAlternativesResolved(
  req: ResolvedAlternatives,
  ports: ScreeningPorts = {},
): Promise<AlternativesResult> {
  return suggestWith(req, checkedScreeningPorts(ports, "suggestAlternatives"));
}

/** `suggestAlternativesResolved` over checked ports. */
async function suggestWith(req: ResolvedAlternatives, ports: ScreeningPorts): Promise<AlternativesResult> {
  const { assessment } = req.screening;
  // Domains are reported for the suggestions only: they never decide whether a name passes.
  const withoutDomains: ResolvedScreening = {
    ...req.screening,
    enabled: req.screening.enabled.filter((c) => c !== "domains"),
  };
  const clock = ports.clock ?? systemClock;
  const deadline = roundsDeadline(nowOf(clock), ports);
  const original = await screenWith(withoutDomains, ports);
  const queue = candidateQueue(STRATEGIES, strategyContextOf(req, original), {
    companyName: assessment.companyName,
    keep: req.keep,
  });

  const passed: { candidate: Candidate; summary: Suggestion["screening"] }[] = [];
  const dropped = Object.fromEntries(Object.keys(DROP_REASONS).map((r) => [r, 0])) as Record<
    DropReason,
    number
  >;
  // Without a register of the pre-screen no candidate can pass (its check is NOT_CONFIGURED):
  // none is screened, and the input's execution issues say why (a count of 20 screened 100).
  const preScreenable = ports.companies !== undefined && ports.trademarks !== undefined;
  const budget = preScreenable ? Math.min(queue.length, candidateBudget(req.count)) : 0;
  let tried = 0;
  // A round already started ends; past the deadline no new one starts (the dropped say why).
  while (passed.length < req.count && tried < budget && (tried === 0 || nowOf(clock) < deadline)) {
    const batch = queue.slice(tried, Math.min(budget, tried + req.count - passed.length));
    tried += batch.length;
    const verdicts = await Promise.all(batch.map((c) => prescreen(withoutDomains, c, ports)));
    batch.forEach((c, i) => {
      const verdict = verdicts[i] as Prescreened;
      if (!verdict.passed) dropped[verdict.reason]++;
      else if (passed.length < req.count) passed.push({ candidate: c, summary: verdict.screening });
    });
  }

  const executionIssues: AlternativesResult["executionIssues"] = original.result.executionIssues.map((i) => ({
    ...i,
    companyName: assessment.companyName,
  }));
  // The clearest first; equal statuses keep the strategies' order (stable sort).
  passed.sort(
    (a, b) => STATUS_ORDER.indexOf(a.summary.overallStatus) - STATUS_ORDER.indexOf(b.summary.overallStatus),
  );
  const checked = await Promise.all(
    passed.map(async ({ candidate, summary }) => {
      const { domains, issues } = await domainsOf(req.screening, candidate, ports);
      return {
        suggestion: { ...candidate, legalForm: assessment.legalForm, screening: summary, domains },
        issues,
      };
    }),
  );
  const suggestions: Suggestion[] = checked.map((c) => c.suggestion);
  // In the suggestions' order, not as their checks finished: the same request, the same answer.
  for (const c of checked) executionIssues.push(...c.issues);
  return {
    input: {
      companyName: assessment.companyName,
      legalForm: assessment.legalForm,
      language: assessment.language,
      screening: summaryOf(original.result),
    },
    suggestions,
    summary: { requested: req.count, returned: suggestions.length, candidatesTried: tried, dropped },
    executionIssues,
    traceId: null,
  };
}

// --- Internal helpers ---

/** The domain check of a suggestion when the request enabled it; a failure is an issue, not "available". */
async function domainsOf(
  req: ResolvedScreening,
  c: Candidate,
  ports: ScreeningPorts,
): Promise<{ domains: Suggestion["domains"]; issues: AlternativesResult["executionIssues"] }> {
  if (!req.enabled.includes("domains")) return { domains: null, issues: [] };
  const only: ResolvedScreening = { ...candidateScreening(req, c), enabled: ["domains"] };
  const { result } = await screenWith(only, ports);
  const issues = result.executionIssues.map((i) => ({ ...i, companyName: c.companyName }));
  return { domains: result.checks.domains ?? null, issues };
}
