/**
 * The real DomainChecker: DNS delegation first (cheap, and a delegation already answers
 * "taken", sparing the registry's RDAP quota), then RDAP through the bootstrap map, with a
 * TTL cache and in-flight de-duplication in front.
 */
import type { DomainChecker, DomainEvidence, DomainLookup, RdapEvidence } from "@namescreen/core";
import { DOMAIN_TLDS } from "@namescreen/core";
import type { RdapServiceMap } from "./bootstrap.js";
import type { EvidenceCache } from "./cache.js";
import { createEvidenceCache } from "./cache.js";
import type { DnsProbe, DnsProbeOptions } from "./dns.js";
import { createDnsProbe } from "./dns.js";
import type { RdapClient, RdapClientOptions } from "./rdap.js";
import { createRdapClient } from "./rdap.js";

/** Everything the checker needs. */
export interface DomainCheckerOptions {
  dns: DnsProbeOptions;
  rdap: RdapClientOptions;
  services: RdapServiceMap;
  cache: { takenTtlMs: number; availableTtlMs: number; maxEntries: number };
  /** TLDs this deployment checks (a subset of the allowlist); others answer `unsupported_tld`. */
  tlds?: readonly string[] | undefined;
  now?: () => number;
}

/** The checker plus its parts, for tests and diagnostics. */
export interface NetworkDomainChecker extends DomainChecker {
  readonly cache: EvidenceCache;
  readonly rdapClient: RdapClient;
}

/** Create the DNS + RDAP checker. */
export function createDomainChecker(options: DomainCheckerOptions): NetworkDomainChecker {
  const now = options.now ?? Date.now;
  const dnsProbe: DnsProbe = createDnsProbe(options.dns);
  const rdapClient = createRdapClient({ now, ...options.rdap });
  const cache = createEvidenceCache({ ...options.cache, now });
  const tlds = new Set(options.tlds ?? DOMAIN_TLDS);
  const inFlight = new Map<string, Promise<DomainEvidence>>();

  const gather = async (query: DomainLookup): Promise<DomainEvidence> => {
    const dns = await dnsProbe(query.fqdn);
    let rdap: RdapEvidence;
    if (dns.outcome === "delegated") {
      rdap = { outcome: "not_queried" };
    } else {
      const base = options.services.baseUrlFor(query.fqdn);
      rdap = base === null ? { outcome: "no_service" } : await rdapClient.lookup(query.fqdn, base);
    }
    const evidence: DomainEvidence = { dns, rdap, observedAt: now() };
    cache.put(query.fqdn, evidence);
    return evidence;
  };

  return {
    cache,
    rdapClient,
    supports: (tld) => tlds.has(tld),
    lookup(query) {
      const cached = cache.get(query.fqdn);
      if (cached) return cached;
      // Two requests for the same name at once share one set of upstream queries.
      const pending = inFlight.get(query.fqdn);
      if (pending) return pending;
      const promise = gather(query).finally(() => inFlight.delete(query.fqdn));
      inFlight.set(query.fqdn, promise);
      return promise;
    },
  };
}
