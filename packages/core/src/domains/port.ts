/**
 * The DomainChecker port: how the core asks the outside world about one domain name.
 * The adapter gathers evidence (DNS delegation, RDAP answer); the core alone decides what the
 * evidence means (classify.ts), so the rules are pure and table-tested.
 */
import type { MaybePromise } from "../maybe-promise.js";

/** What a DNS delegation lookup (NS, then SOA) at the registry side showed. */
export type DnsEvidence =
  /** NS or SOA records exist for the name: it is delegated, so it is taken. */
  | { outcome: "delegated"; nameservers: readonly string[] }
  /** NXDOMAIN, or the name exists without NS/SOA. A hint only: undelegated names can be registered. */
  | { outcome: "not_delegated"; rcode: "NXDOMAIN" | "NODATA" }
  | { outcome: "timeout" }
  /** SERVFAIL, REFUSED, connection refused, or another resolver failure (`code` as reported). */
  | { outcome: "error"; code: string };

/** What the registry's RDAP service answered for `domain/<fqdn>`. */
export type RdapEvidence =
  /** 200 with a domain object, or 401 (exists, details withheld). */
  | { outcome: "found"; httpStatus: 200 | 401 }
  /** 404: the registry has no such domain. */
  | { outcome: "not_found" }
  /** RDAP was not asked because DNS already showed a delegation (spares the registry's quota). */
  | { outcome: "not_queried" }
  /** No RDAP service is known for the TLD (no bootstrap entry, no override). */
  | { outcome: "no_service" }
  | { outcome: "timeout" }
  /** 429 after the allowed retries; `retryAfterSeconds` as the server sent it. */
  | { outcome: "rate_limited"; retryAfterSeconds: number | null }
  /** A 200/404 whose body is not what RFC 9083 requires (HTML error page, wrong object, ...). */
  | { outcome: "malformed"; httpStatus: number; detail: string }
  /** 5xx after retries, 400/403/other statuses, or a network failure (`httpStatus` null). */
  | { outcome: "error"; httpStatus: number | null; detail: string };

/** Every DNS outcome, for checking what a checker answers. */
export const DNS_OUTCOMES: readonly DnsEvidence["outcome"][] = [
  "delegated",
  "not_delegated",
  "timeout",
  "error",
];
/** Every RDAP outcome, for checking what a checker answers. */
export const RDAP_OUTCOMES: readonly RdapEvidence["outcome"][] = [
  "found",
  "not_found",
  "not_queried",
  "no_service",
  "timeout",
  "rate_limited",
  "malformed",
  "error",
];

/** Evidence for one fully qualified domain name. */
export interface DomainEvidence {
  dns: DnsEvidence;
  rdap: RdapEvidence;
  /** When the evidence was gathered (ms since the epoch); a cached answer keeps its original time. */
  observedAt?: number | undefined;
}

/** One lookup: the A-label form of the name. */
export interface DomainLookup {
  /** `<label>.<tld>`, ASCII (A-label) form, lower case. */
  fqdn: string;
  /** The label, A-label form. */
  label: string;
  /** The TLD, lower case, no dot. */
  tld: string;
}

/**
 * Gathers DNS and RDAP evidence for domain names. Implementations must not throw for upstream
 * failures: they report them as evidence (`timeout`, `error`, ...). A thrown error is treated
 * as an `error` outcome for that name.
 */
export interface DomainChecker {
  lookup(query: DomainLookup): MaybePromise<DomainEvidence>;
  /** Whether this checker can look up names under `tld`. Absent means every allowlisted TLD. */
  supports?(tld: string): boolean;
}
