/**
 * An in-memory DomainChecker: evidence from a table, for tests and offline use of the core
 * (e.g. the screening bundle's tests). It records the lookups it was asked.
 */
import type { DomainChecker, DomainEvidence, DomainLookup } from "./port.js";

/** Evidence of a name nobody holds: no delegation, RDAP 404. */
export const NOT_REGISTERED_EVIDENCE: DomainEvidence = {
  dns: { outcome: "not_delegated", rcode: "NXDOMAIN" },
  rdap: { outcome: "not_found" },
};

/** An in-memory checker plus the lookups it received. */
export interface MemoryDomainChecker extends DomainChecker {
  readonly lookups: DomainLookup[];
}

/**
 * Answer from `byFqdn` (A-label fqdn → evidence), else `fallback` (default: not registered).
 * `supportedTlds` limits `supports()`; without it every TLD is supported.
 */
export function createMemoryDomainChecker(
  byFqdn: Readonly<Record<string, DomainEvidence>> = {},
  options: { fallback?: DomainEvidence; supportedTlds?: readonly string[] } = {},
): MemoryDomainChecker {
  const lookups: DomainLookup[] = [];
  const supported = options.supportedTlds;
  return {
    lookups,
    lookup(query) {
      lookups.push(query);
      return byFqdn[query.fqdn] ?? options.fallback ?? NOT_REGISTERED_EVIDENCE;
    },
    ...(supported ? { supports: (tld: string) => supported.includes(tld) } : {}),
  };
}
