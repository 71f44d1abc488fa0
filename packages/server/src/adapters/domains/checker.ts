/**
 * The real DomainChecker: DNS delegation first (cheap, and a delegation already answers
 * "taken", sparing the registry's RDAP quota), then RDAP through the bootstrap map, with a
 * TTL cache and in-flight de-duplication in front.
 *
 * Every lookup runs under a deadline: a request scope (`openScope`, one per HTTP request)
 * gives all its lookups one deadline and a consumer name (for the fair share of RDAP slots and
 * the bounded queue); a bare `lookup` (screening, batch rows, alternatives) gets a deadline of
 * its own and waits for a queue place as the consumer {@link UNSCOPED_CONSUMER}, so it cannot
 * bypass the queue's bounds. When the deadline passes, the caller gets `timeout` evidence
 * (→ `unknown`, reason `timeout`), and the upstream work is cancelled once no caller waits for
 * it any more.
 */
import type { DomainChecker, DomainEvidence, DomainLookup, RdapEvidence } from "@namescreen/core";
import { DOMAIN_TLDS } from "@namescreen/core";
import type { Admission, AdmissionOptions } from "./admission.js";
import { createAdmission } from "./admission.js";
import type { RdapServiceMap } from "./bootstrap.js";
import type { EvidenceCache } from "./cache.js";
import { createEvidenceCache } from "./cache.js";
import type { CircuitBreaker, CircuitBreakerOptions } from "./circuit-breaker.js";
import { createCircuitBreaker } from "./circuit-breaker.js";
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
  /** Deadline of one request's lookups, ms. Default {@link DEFAULT_DEADLINE_MS}. */
  deadlineMs?: number | undefined;
  /** Bounds of the lookup queue. Default: unbounded. */
  queue?: Omit<AdmissionOptions, "retryAfterSeconds"> | undefined;
  /** Circuit breaker of the DNS resolvers (RDAP hosts have theirs in `rdap.breaker`). Default: none. */
  dnsBreaker?: Omit<CircuitBreakerOptions, "now"> | undefined;
  now?: () => number;
}

/** Default deadline of a request's lookups (docs/domains.md, "Limits under load"). */
export const DEFAULT_DEADLINE_MS = 5000;

/**
 * The consumer of lookups outside a request scope. They share its queue bound and its share of
 * RDAP slots; they wait for room rather than fail, as no client could retry them. (Request
 * consumers are named "consumer:<id>" or "key:<id>", so this name is never one of theirs.)
 */
export const UNSCOPED_CONSUMER = "screening";

/** One request's view of the checker: its lookups share a deadline and a consumer. */
export interface DomainCheckScope {
  checker: DomainChecker;
  /** Release the request's queue places (call when the request ends). */
  close(): void;
}

/** The checker plus its parts, for tests and diagnostics. */
export interface NetworkDomainChecker extends DomainChecker {
  readonly cache: EvidenceCache;
  readonly rdapClient: RdapClient;
  readonly dnsBreaker: CircuitBreaker;
  readonly admission: Admission;
  readonly deadlineMs: number;
  /**
   * Open a request scope for `lookups` lookups on behalf of `consumer`.
   * @throws DomainCheckOverloadedError when the queue has no room.
   */
  openScope(consumer: string, lookups: number): DomainCheckScope;
  /**
   * The checker of lookups made for `consumer` outside a request scope (its screenings, batch
   * rows, alternatives): they wait for a queue place under that consumer's bound and share.
   */
  forConsumer(consumer: string): DomainChecker;
}

interface InFlight {
  promise: Promise<DomainEvidence>;
  controller: AbortController;
  waiters: number;
}

/** Create the DNS + RDAP checker. */
export function createDomainChecker(options: DomainCheckerOptions): NetworkDomainChecker {
  const now = options.now ?? Date.now;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const dnsBreaker = createCircuitBreaker({ failureThreshold: 0, coolDownMs: 0, ...options.dnsBreaker, now });
  const dnsProbe: DnsProbe = createDnsProbe(options.dns, dnsBreaker);
  const rdapClient = createRdapClient({ now, ...options.rdap });
  const cache = createEvidenceCache({ ...options.cache, now });
  const tlds = new Set(options.tlds ?? DOMAIN_TLDS);
  const admission = createAdmission({
    maxPending: options.queue?.maxPending ?? Number.POSITIVE_INFINITY,
    maxPendingPerConsumer: options.queue?.maxPendingPerConsumer ?? Number.POSITIVE_INFINITY,
    retryAfterSeconds: Math.max(1, Math.ceil(deadlineMs / 1000)),
  });
  const inFlight = new Map<string, InFlight>();

  const gather = async (query: DomainLookup, signal: AbortSignal, consumer: string | undefined) => {
    const dns = await dnsProbe(query.fqdn, signal);
    let rdap: RdapEvidence;
    if (dns.outcome === "delegated") {
      rdap = { outcome: "not_queried" };
    } else {
      const base = options.services.baseUrlFor(query.fqdn);
      rdap =
        base === null
          ? { outcome: "no_service" }
          : await rdapClient.lookup(query.fqdn, base, { consumer, signal });
    }
    const evidence: DomainEvidence = { dns, rdap, observedAt: now() };
    if (!signal.aborted) cache.put(query.fqdn, evidence);
    return evidence;
  };

  /** Join (or start) the upstream work for a name; leave it when `deadline` fires first. */
  const lookupUntil = (query: DomainLookup, deadline: AbortSignal, consumer?: string) => {
    const cached = cache.get(query.fqdn);
    if (cached) return Promise.resolve(cached);
    // Two requests for the same name at once share one set of upstream queries.
    let entry = inFlight.get(query.fqdn);
    if (!entry) {
      const controller = new AbortController();
      const started: InFlight = {
        controller,
        waiters: 0,
        promise: Promise.resolve(_deadlineEvidence(now())),
      };
      started.promise = gather(query, controller.signal, consumer).finally(() => {
        if (inFlight.get(query.fqdn) === started) inFlight.delete(query.fqdn);
      });
      inFlight.set(query.fqdn, started);
      entry = started;
    }
    const joined = entry;
    joined.waiters += 1;
    return new Promise<DomainEvidence>((resolve) => {
      let settled = false;
      const leave = (evidence: DomainEvidence, abandoned: boolean) => {
        if (settled) return;
        settled = true;
        deadline.removeEventListener("abort", onDeadline);
        joined.waiters -= 1;
        // Nobody waits any more: stop the upstream queries and let the next caller start afresh.
        if (abandoned && joined.waiters === 0) {
          joined.controller.abort();
          if (inFlight.get(query.fqdn) === joined) inFlight.delete(query.fqdn);
        }
        resolve(evidence);
      };
      const onDeadline = () => leave(_deadlineEvidence(now()), true);
      if (deadline.aborted) onDeadline();
      else deadline.addEventListener("abort", onDeadline, { once: true });
      joined.promise.then((evidence) => leave(evidence, false));
    });
  };

  /** A lookup outside a request scope: it waits for a queue place until its own deadline. */
  const lookupQueued = async (query: DomainLookup, consumer = UNSCOPED_CONSUMER): Promise<DomainEvidence> => {
    const cached = cache.get(query.fqdn);
    if (cached) return cached;
    const deadline = AbortSignal.timeout(deadlineMs);
    let release: () => void;
    try {
      release = await admission.enter(consumer, 1, deadline);
    } catch {
      return _deadlineEvidence(now()); // the deadline passed while waiting for a place
    }
    try {
      return await lookupUntil(query, deadline, consumer);
    } finally {
      release();
    }
  };

  const supports = (tld: string) => tlds.has(tld);
  return {
    cache,
    rdapClient,
    dnsBreaker,
    admission,
    deadlineMs,
    supports,
    lookup: (query) => lookupQueued(query),
    forConsumer: (consumer) => ({ supports, lookup: (query) => lookupQueued(query, consumer) }),
    openScope(consumer, lookups) {
      const release = admission.admit(consumer, lookups);
      const deadline = AbortSignal.timeout(deadlineMs);
      return {
        checker: { supports, lookup: (query) => lookupUntil(query, deadline, consumer) },
        close: release,
      };
    },
  };
}

// --- Internal helpers ---

/** What a lookup cut short by the deadline reports: both sources timed out (→ reason `timeout`). */
function _deadlineEvidence(observedAt: number): DomainEvidence {
  return { dns: { outcome: "timeout" }, rdap: { outcome: "timeout" }, observedAt };
}
