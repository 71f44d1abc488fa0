/**
 * How a bundled screening decides. Pure: sub-results in, drivers and status out.
 *
 * - Every assessment flag is a driver with its mapped severity (source ehraCompliance).
 * - Conflicts: an identity match is an ERROR driver (rejection likely); a High similar match is a
 *   WARNING (manual review); a Medium one is INFO. Low matches are advisory and drive nothing.
 * - Trademarks: High → WARNING, Medium → INFO.
 * - Domains: a registered domain → INFO (the name can be filed, the domain cannot be had).
 * - A requested check that failed or timed out → CHECK_INCOMPLETE (WARNING): an incomplete
 *   screening is never clear to file.
 * The overall status follows the contract's severity table over all drivers; the primary concern
 * is the first driver after ordering by severity, then check order, then code.
 */
import { overallStatusOf, SEVERITY_RANK } from "../assessment/status.js";
import type { AssessmentResult, OverallStatus, RiskLevel, Severity } from "../types.js";
import type {
  DriverCode,
  ExecutionIssueCode,
  ResultState,
  ScreeningCheck,
  SearchDriverCode,
} from "./decision-reasons.js";
import { SCREENING_CHECKS, SEARCH_DRIVERS } from "./decision-reasons.js";

export interface Driver {
  code: DriverCode;
  severity: Severity;
  check: ScreeningCheck;
  message: string;
}

export interface ExecutionIssue {
  check: ScreeningCheck;
  code: ExecutionIssueCode;
  message: string;
}

/** The parts of each sub-result the decision reads. */
export interface CombineInput {
  requested: readonly ScreeningCheck[];
  assessment?: Pick<AssessmentResult, "flags"> | undefined;
  conflicts?:
    | { identityMatch: { name?: string } | null; similarMatches: { risk: RiskLevel; nameDisplay: string }[] }
    | undefined;
  trademarks?: { similarMatches: { risk: RiskLevel; markText: string | null }[] } | undefined;
  domains?: { results: { fqdn: string; status: string }[] } | undefined;
  issues: readonly ExecutionIssue[];
}

export interface Decision {
  overallStatus: OverallStatus;
  resultState: ResultState;
  drivers: Driver[];
  primaryConcern: Driver | null;
}

export function combineScreening(input: CombineInput): Decision {
  const drivers: Driver[] = [
    ...(input.assessment?.flags ?? []).map((f) => ({
      code: f.code,
      severity: f.severity,
      check: "ehraCompliance" as const,
      message: f.message,
    })),
    ...conflictDrivers(input.conflicts),
    ...trademarkDrivers(input.trademarks),
    ...domainDrivers(input.domains),
    ...input.issues.map((i) => searchDriver("CHECK_INCOMPLETE", `${i.check}: ${i.message}`, i.check)),
  ];
  drivers.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      SCREENING_CHECKS.indexOf(a.check) - SCREENING_CHECKS.indexOf(b.check) ||
      a.code.localeCompare(b.code),
  );
  // A check delivered when its sub-result is here: a domain check with some lookups failed has an
  // issue and results, so it ran (before, a screening of that check alone was FAILED).
  const subResults: Record<ScreeningCheck, unknown> = {
    ehraCompliance: input.assessment,
    conflicts: input.conflicts,
    trademarks: input.trademarks,
    domains: input.domains,
  };
  const delivered = input.requested.filter((c) => subResults[c] !== undefined);
  const resultState: ResultState =
    input.issues.length === 0 ? "COMPLETE" : delivered.length === 0 ? "FAILED" : "PARTIAL";
  return {
    overallStatus: overallStatusOf(drivers.map((d) => d.severity)),
    resultState,
    drivers,
    primaryConcern: drivers[0] ?? null,
  };
}

// --- Internal helpers ---

function searchDriver(code: SearchDriverCode, message: string, check: ScreeningCheck): Driver {
  return { code, severity: SEARCH_DRIVERS[code].severity, check, message };
}

function conflictDrivers(c: CombineInput["conflicts"]): Driver[] {
  if (!c) return [];
  const out: Driver[] = [];
  if (c.identityMatch) {
    out.push(
      searchDriver(
        "CONFLICT_IDENTICAL_NAME",
        `Identical to the registered name "${c.identityMatch.name ?? "?"}".`,
        "conflicts",
      ),
    );
  }
  const high = c.similarMatches.filter((m) => m.risk === "High");
  const medium = c.similarMatches.filter((m) => m.risk === "Medium");
  if (high.length > 0)
    out.push(
      searchDriver(
        "CONFLICT_HIGH_SIMILARITY",
        `Highly similar: ${names(high.map((m) => m.nameDisplay))}.`,
        "conflicts",
      ),
    );
  if (medium.length > 0)
    out.push(
      searchDriver(
        "CONFLICT_MEDIUM_SIMILARITY",
        `Similar: ${names(medium.map((m) => m.nameDisplay))}.`,
        "conflicts",
      ),
    );
  return out;
}

function trademarkDrivers(t: CombineInput["trademarks"]): Driver[] {
  if (!t) return [];
  const text = (m: { markText: string | null }) => m.markText ?? "(figurative mark)";
  const high = t.similarMatches.filter((m) => m.risk === "High");
  const medium = t.similarMatches.filter((m) => m.risk === "Medium");
  const out: Driver[] = [];
  if (high.length > 0)
    out.push(searchDriver("TRADEMARK_HIGH_RISK", `High-risk marks: ${names(high.map(text))}.`, "trademarks"));
  if (medium.length > 0)
    out.push(
      searchDriver("TRADEMARK_MEDIUM_RISK", `Similar marks: ${names(medium.map(text))}.`, "trademarks"),
    );
  return out;
}

function domainDrivers(d: CombineInput["domains"]): Driver[] {
  const taken = (d?.results ?? []).filter((r) => r.status === "registered").map((r) => r.fqdn);
  return taken.length > 0 ? [searchDriver("DOMAIN_TAKEN", `Registered: ${names(taken)}.`, "domains")] : [];
}

/**
 * At most three distinct names, then a count, so messages stay short. A name several matches
 * share is shown once with their number ("Müller" (3 times): three companies of that name), not
 * repeated.
 */
function names(list: string[]): string {
  const counts = new Map<string, number>();
  for (const n of list) counts.set(n, (counts.get(n) ?? 0) + 1);
  const distinct = [...counts];
  const shown = distinct
    .slice(0, 3)
    .map(([n, count]) => (count > 1 ? `"${n}" (${count} times)` : `"${n}"`))
    .join(", ");
  const rest = distinct.slice(3).reduce((sum, [, count]) => sum + count, 0);
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}
