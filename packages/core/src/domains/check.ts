/**
 * `checkDomains`: the domain-availability use case. Validates the request, asks the
 * DomainChecker port about every label × TLD, classifies the evidence and builds the
 * contract's response. When no result could be decided because every upstream failed it
 * throws a DomainUpstreamError (HTTP 502 UPSTREAM_ERROR, or 504 UPSTREAM_TIMEOUT when every
 * failure was a timeout).
 */

import type { Clock } from "../clock.js";
import { nowOf } from "../clock.js";
import { messageOf, PortError, requirePort } from "../errors.js";
import type { DomainClassification } from "./classify.js";
import {
  classifyDomain,
  DOMAIN_REASONS,
  DOMAIN_SOURCE,
  isUpstreamFailure,
  unsupportedTld,
} from "./classify.js";
import type { ResolvedDomainRequest } from "./domain-request.js";
import { resolveDomainRequest } from "./domain-request.js";
import type { DomainChecker, DomainEvidence, DomainLookup } from "./port.js";
import { DNS_OUTCOMES, RDAP_OUTCOMES } from "./port.js";
import type { DomainAvailabilityRequest, DomainAvailabilityResult, DomainResult } from "./types.js";

/** The ports `checkDomains` uses. */
export interface DomainCheckPorts {
  checker: DomainChecker;
  /** Time source for `checkedAt` when the checker gives no `observedAt`. Default: Date.now. */
  clock?: Clock | undefined;
}

/** One failed lookup, as listed in the error's `details.failures`. */
export interface DomainFailure {
  fqdn: string;
  reason: string;
}

/** Every lookup failed upstream. `code` decides 502 vs 504; `details` goes into the error body. */
export class DomainUpstreamError extends PortError {
  readonly details: { failures: DomainFailure[] };

  constructor(failures: DomainFailure[]) {
    const timeoutOnly = failures.every((f) => f.reason === DOMAIN_REASONS.timeout);
    super(
      timeoutOnly ? "UPSTREAM_TIMEOUT" : "UPSTREAM_ERROR",
      timeoutOnly
        ? "Every DNS/RDAP lookup timed out; no domain could be checked"
        : "DNS/RDAP upstreams failed; no domain could be checked",
    );
    this.name = "DomainUpstreamError";
    this.details = { failures };
  }
}

const systemClock: Clock = { now: () => Date.now() };

/**
 * Check domain availability for a request. Throws ValidationError for invalid input and
 * DomainUpstreamError when every lookup failed upstream; partial failures are `unknown` results.
 */
export async function checkDomains(
  request: DomainAvailabilityRequest,
  ports: DomainCheckPorts,
): Promise<DomainAvailabilityResult> {
  return checkDomainsResolved(resolveDomainRequest(request), ports);
}

/**
 * `checkDomains` for adapters that validated at their edge: takes a resolved request (labels
 * and canonical TLDs) and does not validate it again.
 */
export async function checkDomainsResolved(
  resolved: ResolvedDomainRequest,
  ports: DomainCheckPorts,
): Promise<DomainAvailabilityResult> {
  requirePort(ports, "checker", ["lookup"], "checkDomains");
  const clock = ports.clock ?? systemClock;
  const lookups: DomainLookup[] = resolved.labels.flatMap((label) =>
    resolved.tlds.map((tld) => ({ fqdn: `${label.ascii}.${tld}`, label: label.ascii, tld })),
  );
  const results = await Promise.all(lookups.map((q) => _checkOne(q, ports.checker, clock)));

  const failures = results
    .filter((r) => r.status === "unknown" && isUpstreamFailure(r.reason))
    .map((r) => ({ fqdn: r.fqdn, reason: r.reason }));
  if (failures.length > 0 && failures.length === results.length) throw new DomainUpstreamError(failures);

  return {
    input: { name: resolved.name, nameNorm: resolved.label.unicode, tlds: resolved.tlds },
    results,
    summary: {
      registeredCount: results.filter((r) => r.status === "registered").length,
      likelyAvailableCount: results.filter((r) => r.status === "likely_available").length,
      unknownCount: results.filter((r) => r.status === "unknown").length,
    },
  };
}

// --- Internal helpers ---

async function _checkOne(query: DomainLookup, checker: DomainChecker, clock: Clock): Promise<DomainResult> {
  let classification: DomainClassification;
  let observedAt: number | undefined;
  const supported = await _supports(checker, query.tld);
  if (supported === false) {
    classification = unsupportedTld();
  } else {
    const evidence = supported === true ? await _lookup(query, checker) : supported;
    classification = classifyDomain(evidence);
    observedAt = _validTime(evidence.observedAt);
  }
  return {
    fqdn: query.fqdn,
    tld: query.tld,
    status: classification.status,
    available: classification.available,
    source: DOMAIN_SOURCE,
    reason: classification.reason,
    checkedAt: new Date(observedAt ?? nowOf(clock)).toISOString(),
  };
}

/**
 * A port that throws, or answers no `{ dns, rdap }` evidence, is treated as a failed lookup for
 * that name, not a failed request.
 */
async function _lookup(query: DomainLookup, checker: DomainChecker): Promise<DomainEvidence> {
  try {
    const evidence: unknown = await checker.lookup(query);
    if (!_isEvidence(evidence)) throw new Error("the checker answered no { dns, rdap } evidence it knows");
    return evidence;
  } catch (error) {
    return _failedLookup(error);
  }
}

/**
 * Whether the checker handles the TLD; a `supports` that throws or rejects, or answers no
 * boolean, is a failed lookup for that name (its evidence), as a `lookup` that throws or
 * answers no evidence is. An async `supports` is awaited: before, its promise counted as
 * "supported" and a rejection went unhandled; and `null`, `1` or `"no"` were read as yes.
 */
async function _supports(checker: DomainChecker, tld: string): Promise<boolean | DomainEvidence> {
  if (!checker.supports) return true;
  try {
    const answer: unknown = await checker.supports(tld);
    if (typeof answer !== "boolean") {
      throw new Error(`the checker's supports("${tld}") answered ${_describe(answer)}, not true or false`);
    }
    return answer;
  } catch (error) {
    return _failedLookup(error);
  }
}

/** A port's answer named in an error: `"no"`, `null`, `1`, an object. */
function _describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object" && value !== null) return "an object";
  return typeof value === "function" || typeof value === "symbol" ? `a ${typeof value}` : String(value);
}

function _failedLookup(error: unknown): DomainEvidence {
  const detail = messageOf(error);
  return {
    dns: { outcome: "error", code: "CHECKER_FAILED" },
    rdap: { outcome: "error", httpStatus: null, detail },
  };
}

/** Evidence with outcomes the classification knows: another one would leave a result without a reason. */
function _isEvidence(value: unknown): value is DomainEvidence {
  const e = value as Partial<DomainEvidence> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    _hasOutcome(e.dns, DNS_OUTCOMES) &&
    _hasOutcome(e.rdap, RDAP_OUTCOMES)
  );
}

function _hasOutcome(value: unknown, outcomes: readonly string[]): boolean {
  if (typeof value !== "object" || value === null) return false;
  const outcome = (value as { outcome?: unknown }).outcome;
  return typeof outcome === "string" && outcomes.includes(outcome);
}

/** An observation time that is no valid date (NaN, a string, past year 275760) is not used. */
function _validTime(ms: unknown): number | undefined {
  return typeof ms === "number" && !Number.isNaN(new Date(ms).getTime()) ? ms : undefined;
}
