/**
 * `screen`: the bundled screening. Runs the requested checks concurrently, each within its own
 * time budget, turns failures into execution issues, and decides with `combineScreening`.
 */
import { argumentObject, optionalBudgetMs, optionalMember } from "../arguments.js";
import { assessWith, SEMANTIC_BUDGET_MS } from "../assessment/assess.js";
import { checkedAssessmentPorts } from "../assessment/ports.js";
import { systemClock, withBudget } from "../clock.js";
import { searchConflictsResolved } from "../conflicts/search-conflicts.js";
import { checkDomainsResolved } from "../domains/check.js";
import { isUpstreamFailure } from "../domains/classify.js";
import type { ResolvedDomainRequest } from "../domains/domain-request.js";
import { domainLabelOf, domainRequestOf } from "../domains/domain-request.js";
import type { DomainAvailabilityResult } from "../domains/types.js";
import { messageOf, PortError, ValidationError } from "../errors.js";
import { searchTrademarksResolved } from "../trademarks/search-trademarks.js";
import type { Assessed } from "../types.js";
import { issuesUnder } from "../validation.js";
import type { ExecutionIssue } from "./combine.js";
import { combineScreening } from "./combine.js";
import type { ExecutionIssueCode, ScreeningCheck } from "./decision-reasons.js";
import type { ResolvedScreening } from "./screening-request.js";
import { resolveScreeningRequest } from "./screening-request.js";
import type { Screened, ScreeningPorts, ScreeningRequest, ScreeningResult } from "./types.js";

/** Default time budget per check, in milliseconds. */
export const DEFAULT_BUDGETS_MS: Readonly<Record<ScreeningCheck, number>> = {
  ehraCompliance: 2_000,
  conflicts: 2_000,
  trademarks: 2_000,
  domains: 6_000,
};

/**
 * Screen a proposed name. Throws `ValidationError` for an invalid request; a failing or slow
 * check is reported in `executionIssues` and makes the result PARTIAL (or FAILED), never an error.
 */
export async function screen(request: ScreeningRequest, ports: ScreeningPorts = {}): Promise<Screened> {
  return screenResolved(resolveScreeningRequest(request), ports);
}

/**
 * `screen` for adapters that validated at their edge: takes a resolved request and hands each
 * check its resolved input, so nothing is validated again.
 */
export async function screenResolved(req: ResolvedScreening, ports: ScreeningPorts = {}): Promise<Screened> {
  return screenWith(req, checkedScreeningPorts(ports, "screen"));
}

/** `screenResolved` over ports already checked (the alternatives screen many candidates with one set). */
export async function screenWith(req: ResolvedScreening, ports: ScreeningPorts): Promise<Screened> {
  const clock = ports.clock ?? systemClock;
  const name = req.assessment.companyName;
  const budgets = { ...DEFAULT_BUDGETS_MS };
  for (const c of Object.keys(budgets) as ScreeningCheck[]) budgets[c] = ports.budgetsMs?.[c] ?? budgets[c];
  const budget = (c: ScreeningCheck) => budgets[c];

  const tasks: { [C in ScreeningCheck]: () => Promise<unknown> } = {
    // The analyser gets three quarters of the check's budget: a slow one fails its step open and
    // the deterministic flags still arrive, instead of the whole check timing out.
    // The assessment's ports read one by one: a spread copy has no getters of a partner's class,
    // whose restricted terms, analyser and clock were silently replaced by the built-in ones.
    ehraCompliance: () =>
      assessWith(req.assessment, {
        clock: ports.clock,
        restrictedTerms: ports.restrictedTerms,
        semantic: ports.semantic,
        semanticBudgetMs: Math.min(
          ports.semanticBudgetMs ?? SEMANTIC_BUDGET_MS,
          budget("ehraCompliance") * 0.75,
        ),
      }),
    conflicts: async () => {
      if (!ports.companies) throw notConfigured("company register");
      return searchConflictsResolved({ name, ...req.conflicts }, { companies: ports.companies });
    },
    trademarks: async () => {
      if (!ports.trademarks) throw notConfigured("trademark register");
      return searchTrademarksResolved(req.trademarks, { trademarks: ports.trademarks });
    },
    domains: async () => {
      if (!ports.domains) throw notConfigured("domain checker");
      return checkDomainsResolved(domainRequestFor(name, req.domains), { checker: ports.domains, clock });
    },
  };

  const outcomes = await Promise.all(
    req.enabled.map(async (check) => [check, await withBudget(tasks[check], budget(check), clock)] as const),
  );

  const checks: ScreeningResult["checks"] = {};
  const issues: ExecutionIssue[] = [];
  let assessed: Assessed | null = null;
  for (const [check, outcome] of outcomes) {
    if (outcome.state === "timeout") {
      issues.push({ check, code: "CHECK_TIMEOUT", message: `no answer within ${budget(check)} ms` });
    } else if (outcome.state === "failed") {
      issues.push({ check, ...issueOf(outcome.error) });
    } else if (check === "ehraCompliance") {
      assessed = outcome.value as Assessed;
      checks.ehraCompliance = assessed.result;
    } else {
      (checks as Record<string, unknown>)[check] = outcome.value;
    }
  }
  if (checks.domains) issues.push(...failedLookups(checks.domains));

  const decision = combineScreening({
    requested: req.enabled,
    assessment: checks.ehraCompliance,
    conflicts: checks.conflicts && {
      identityMatch: checks.conflicts.identityMatch && { name: checks.conflicts.identityMatch.nameDisplay },
      similarMatches: checks.conflicts.similarMatches,
    },
    trademarks: checks.trademarks,
    domains: checks.domains,
    issues,
  });
  return {
    result: { ...decision, executionIssues: issues, traceId: null, checks },
    explanation: {
      requestedChecks: req.enabled,
      assessment: (assessed as Assessed | null)?.explanation ?? null,
    },
  };
}

// --- Internal helpers ---

class NotConfigured extends Error {}

function notConfigured(what: string): NotConfigured {
  return new NotConfigured(`no ${what} is configured`);
}

/** The domain check's request for the company name; a name with no valid label fails the check. */
function domainRequestFor(name: string, domains: ResolvedScreening["domains"]): ResolvedDomainRequest {
  const label = domainLabelOf(name);
  if (!label.ok) throw new ValidationError(issuesUnder("companyName", label.issues));
  return domainRequestOf({ name, label: label.value, ...domains });
}

/**
 * The domain check's lookups that failed upstream, as its execution issue: the check answers
 * when any lookup did, but a name it could not check is not checked. Before, asking for
 * ["ch", "de"] with .ch's RDAP down was COMPLETE (.de has no RDAP service, which is no failure)
 * where ["ch"] alone was PARTIAL: more TLDs gave a better status.
 */
function failedLookups(domains: DomainAvailabilityResult): ExecutionIssue[] {
  const failed = domains.results.filter((r) => r.status === "unknown" && isUpstreamFailure(r.reason));
  if (failed.length === 0) return [];
  const timeouts = failed.every((r) => r.reason === "timeout");
  return [
    {
      check: "domains",
      code: timeouts ? "UPSTREAM_TIMEOUT" : "UPSTREAM_ERROR",
      message: `${failed.length} of ${domains.results.length} domain lookups failed upstream: ${failed.map((r) => `${r.fqdn} (${r.reason})`).join(", ")}`,
    },
  ];
}

function issueOf(error: unknown): { code: ExecutionIssueCode; message: string } {
  const message = messageOf(error);
  if (error instanceof NotConfigured) return { code: "NOT_CONFIGURED", message };
  if (error instanceof ValidationError) return { code: "VALIDATION_ERROR", message };
  if (error instanceof PortError) return { code: error.code, message };
  return { code: "INTERNAL_ERROR", message: "the check failed unexpectedly" };
}

/**
 * `screen`'s ports checked at the entry, the assessment's and the registers' alike: a budget is
 * a positive number of milliseconds (Infinity: none), since NaN or "100" was taken for no budget
 * at all and -1 timed every check out at once, and is one of a check.
 */
export function checkedScreeningPorts(given: ScreeningPorts | null | undefined, fn: string): ScreeningPorts {
  const ports = checkedAssessmentPorts(given, fn);
  optionalMember(ports, "companies", ["match", "describe"], `${fn}'s ports`);
  optionalMember(ports, "trademarks", ["match", "describe"], `${fn}'s ports`);
  optionalMember(ports, "domains", ["lookup"], `${fn}'s ports`);
  const budgets = argumentObject(ports.budgetsMs, "ports.budgetsMs", fn);
  const checks = Object.keys(DEFAULT_BUDGETS_MS);
  for (const c of checks) optionalBudgetMs(budgets[c as ScreeningCheck], `${fn}'s ports.budgetsMs.${c}`);
  // A misspelt check (`conflict: 100`) was ignored, and the check ran with its default budget.
  const unknown = Object.keys(budgets).find((c) => !checks.includes(c));
  if (unknown !== undefined)
    throw new TypeError(`${fn}'s ports.budgetsMs.${unknown} is not a check; checks are ${checks.join(", ")}`);
  return ports;
}
