/**
 * A small in-memory TTL cache of domain evidence. Taken names are kept longer than available
 * ones (a taken name rarely frees up; an available one can be registered any minute), and
 * undecided evidence (timeouts, errors, no RDAP service) is never kept.
 */
import type { DomainEvidence } from "@namescreen/core";
import { classifyDomain } from "@namescreen/core";

/** Cache settings. */
export interface EvidenceCacheOptions {
  /** Lifetime of "registered" evidence, ms (0 = do not cache). */
  takenTtlMs: number;
  /** Lifetime of "likely available" evidence, ms (0 = do not cache). */
  availableTtlMs: number;
  /** Entry bound; the oldest entry is dropped first. */
  maxEntries: number;
  now: () => number;
}

/** Evidence by fqdn. */
export interface EvidenceCache {
  get(fqdn: string): DomainEvidence | undefined;
  /** Store evidence if its classification may be cached; returns whether it was stored. */
  put(fqdn: string, evidence: DomainEvidence): boolean;
  readonly size: number;
}

/** Create a cache. */
export function createEvidenceCache(options: EvidenceCacheOptions): EvidenceCache {
  const entries = new Map<string, { evidence: DomainEvidence; expiresAt: number }>();
  return {
    get(fqdn) {
      const entry = entries.get(fqdn);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.now()) {
        entries.delete(fqdn);
        return undefined;
      }
      return entry.evidence;
    },
    put(fqdn, evidence) {
      const status = classifyDomain(evidence).status;
      const ttl =
        status === "registered"
          ? options.takenTtlMs
          : status === "likely_available"
            ? options.availableTtlMs
            : 0;
      if (ttl <= 0 || options.maxEntries <= 0) return false;
      entries.delete(fqdn); // re-insert so Map order stays oldest-first
      entries.set(fqdn, { evidence, expiresAt: options.now() + ttl });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
