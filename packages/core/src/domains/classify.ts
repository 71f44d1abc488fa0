/**
 * The pure rules that turn DNS/RDAP evidence into a status. Conservative by construction:
 * `likely_available` needs both an RDAP 404 and no DNS delegation; anything short of that is
 * `registered` (a positive signal) or `unknown` (with the reason). Never a false "available".
 */
import type { DnsEvidence, DomainEvidence, RdapEvidence } from "./port.js";
import type { DomainStatus } from "./types.js";

/** `source` of every result: both kinds of evidence are consulted. */
export const DOMAIN_SOURCE = "dns+rdap";

/** Every `reason` value the service returns (docs/domains.md, "Statuses and reasons"). */
export const DOMAIN_REASONS = {
  /** registered: DNS delegation, or RDAP 200/401. */
  positive: "dns_or_rdap_positive",
  /** likely_available: no delegation and RDAP 404. */
  notFound: "no_delegation_and_rdap_not_found",
  /** unknown: a DNS or RDAP lookup timed out. */
  timeout: "timeout",
  /** unknown: the RDAP service answered 429 (after honouring Retry-After where allowed). */
  rateLimited: "rate_limited",
  /** unknown: no RDAP service is known for the TLD and DNS showed no delegation. */
  noRdapService: "no_rdap_service",
  /** unknown: the RDAP service failed (5xx, 400/403, network error). */
  rdapError: "rdap_error",
  /** unknown: the RDAP answer was not a valid RFC 9083 response. */
  rdapMalformed: "rdap_malformed",
  /** unknown: the DNS lookup failed (SERVFAIL, REFUSED, unreachable resolver). */
  dnsError: "dns_error",
  /** unknown: the configured checker does not handle this TLD. */
  unsupportedTld: "unsupported_tld",
} as const;
export type DomainReason = (typeof DOMAIN_REASONS)[keyof typeof DOMAIN_REASONS];

/** The status part of one result. */
export interface DomainClassification {
  status: DomainStatus;
  available: boolean | null;
  reason: DomainReason;
}

/** Reasons that mean an upstream failed (as opposed to "no service" or "unsupported"). */
const UPSTREAM_FAILURES: ReadonlySet<DomainReason> = new Set<DomainReason>([
  DOMAIN_REASONS.timeout,
  DOMAIN_REASONS.rateLimited,
  DOMAIN_REASONS.rdapError,
  DOMAIN_REASONS.rdapMalformed,
  DOMAIN_REASONS.dnsError,
]);

/** Classify the evidence for one domain name. Pure and total. */
export function classifyDomain(evidence: Pick<DomainEvidence, "dns" | "rdap">): DomainClassification {
  const { dns, rdap } = evidence;
  if (dns.outcome === "delegated" || rdap.outcome === "found") {
    return { status: "registered", available: false, reason: DOMAIN_REASONS.positive };
  }
  if (rdap.outcome === "not_found" && dns.outcome === "not_delegated") {
    return { status: "likely_available", available: true, reason: DOMAIN_REASONS.notFound };
  }
  return { status: "unknown", available: null, reason: _unknownReason(dns, rdap) };
}

/** An `unknown` result for a TLD the checker does not support. */
export function unsupportedTld(): DomainClassification {
  return { status: "unknown", available: null, reason: DOMAIN_REASONS.unsupportedTld };
}

/** Whether an unknown result is due to an upstream failure (counts towards 502/504). */
export function isUpstreamFailure(reason: string): boolean {
  return UPSTREAM_FAILURES.has(reason as DomainReason);
}

// --- Internal helpers ---

/** DNS failure as a reason, or null when DNS answered. */
function _dnsFailure(dns: DnsEvidence): DomainReason | null {
  if (dns.outcome === "timeout") return DOMAIN_REASONS.timeout;
  if (dns.outcome === "error") return DOMAIN_REASONS.dnsError;
  return null;
}

/**
 * Why neither rule applied. An RDAP failure is named first (RDAP is the deciding source);
 * when RDAP said 404, had no service, or was not asked, the DNS failure is the reason.
 */
function _unknownReason(dns: DnsEvidence, rdap: RdapEvidence): DomainReason {
  switch (rdap.outcome) {
    case "timeout":
      return DOMAIN_REASONS.timeout;
    case "rate_limited":
      return DOMAIN_REASONS.rateLimited;
    case "malformed":
      return DOMAIN_REASONS.rdapMalformed;
    case "error":
      return DOMAIN_REASONS.rdapError;
    case "not_found":
      // 404 but DNS failed, so the "no delegation" half is missing.
      return _dnsFailure(dns) ?? DOMAIN_REASONS.dnsError;
    case "no_service":
    case "not_queried":
      return _dnsFailure(dns) ?? DOMAIN_REASONS.noRdapService;
    case "found":
      // Unreachable: handled as registered before; kept for exhaustiveness.
      return DOMAIN_REASONS.positive;
  }
}
