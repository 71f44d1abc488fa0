/** Build the production DomainChecker from the server's domain configuration. */
import type { RdapServiceMap } from "./bootstrap.js";
import { createRdapServiceMap, loadBootstrap } from "./bootstrap.js";
import type { NetworkDomainChecker } from "./checker.js";
import { createDomainChecker } from "./checker.js";
import type { DomainConfig } from "./config.js";

/** Identifies our RDAP queries to registry operators. */
export const RDAP_USER_AGENT = "NameScreen-domain-check/0.1 (+RDAP; RFC 9082)";

/** Test and embedding hooks. */
export interface DomainCheckerHooks {
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Use this service map instead of loading the bootstrap file. */
  services?: RdapServiceMap;
}

/**
 * Create the checker. Loads the bootstrap file named in the config when it exists, else the
 * shipped snapshot, and applies the .ch/.li pins and the configured overrides.
 */
export function createDomainCheckerFromConfig(
  config: DomainConfig,
  hooks: DomainCheckerHooks = {},
): NetworkDomainChecker {
  const services =
    hooks.services ??
    createRdapServiceMap(loadBootstrap(config.rdapBootstrapFile).file, config.rdapOverrides);
  const breaker = { failureThreshold: config.breakerFailures, coolDownMs: config.breakerCoolDownMs };
  return createDomainChecker({
    deadlineMs: config.requestDeadlineMs,
    queue: {
      maxPending: config.maxPendingLookups,
      maxPendingPerConsumer: config.maxPendingLookupsPerConsumer,
    },
    dnsBreaker: breaker,
    dns: { servers: config.dnsServers, timeoutMs: config.dnsTimeoutMs, tries: config.dnsTries },
    rdap: {
      timeoutMs: config.rdapTimeoutMs,
      retries: config.rdapRetries,
      backoffBaseMs: 200,
      backoffMaxMs: 2000,
      maxRetryAfterMs: config.rdapMaxRetryAfterMs,
      perHostConcurrency: config.rdapPerHostConcurrency,
      consumerShare: config.consumerSharePercent / 100,
      breaker,
      userAgent: RDAP_USER_AGENT,
      ...(hooks.fetch ? { fetch: hooks.fetch } : {}),
      ...(hooks.random ? { random: hooks.random } : {}),
      ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
    },
    services,
    cache: {
      takenTtlMs: config.takenTtlMs,
      availableTtlMs: config.availableTtlMs,
      maxEntries: config.cacheMaxEntries,
    },
    tlds: config.tlds ?? undefined,
    ...(hooks.now ? { now: hooks.now } : {}),
  });
}
