/**
 * DNS delegation probe: NS, then SOA, for one name with node:dns/promises. Only "delegated" is
 * ever used as evidence of anything (taken); the other outcomes are hints or failures.
 * Each lookup has its own Resolver, so a caller's deadline can cancel just its queries, and
 * the resolvers share one circuit breaker: a dead resolver fails fast instead of timing out.
 * Only transport failures (timeouts, refused or closed connections) count against it: SERVFAIL
 * or REFUSED is an answer about one name (a lame delegation anyone can set up), and letting it
 * open the process-wide circuit let one consumer's names switch DNS off for everyone.
 */
import { Resolver } from "node:dns/promises";
import type { DnsEvidence } from "@namescreen/core";
import type { CircuitBreaker } from "./circuit-breaker.js";

/** Resolver settings. */
export interface DnsProbeOptions {
  /** Resolver addresses ("1.1.1.1", "127.0.0.1:5353", "[::1]:53"); empty = the system's. */
  servers: readonly string[];
  /** Per-try timeout in ms (c-ares `timeout`). */
  timeoutMs: number;
  /** Tries per server (c-ares `tries`); this is the DNS retry bound. */
  tries: number;
}

/** Look up the delegation of one name; `signal` (the deadline) cancels it. Never rejects. */
export type DnsProbe = (fqdn: string, signal?: AbortSignal) => Promise<DnsEvidence>;

/** The breaker key of the configured resolvers (they fail together often enough to share one). */
export const DNS_BREAKER_KEY = "dns";

/** Error codes that mean the resolver could not be reached (a timeout is the other one). */
const TRANSPORT_FAILURES: ReadonlySet<string> = new Set(["ECONNREFUSED", "ECONNRESET", "EOF"]);

/** Create a probe over the configured resolvers (not shared with the process default). */
export function createDnsProbe(options: DnsProbeOptions, breaker?: CircuitBreaker): DnsProbe {
  return async (fqdn, signal) => {
    if (signal?.aborted) return { outcome: "timeout" };
    if (breaker && !breaker.allow(DNS_BREAKER_KEY)) return { outcome: "error", code: "CIRCUIT_OPEN" };
    const resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries });
    if (options.servers.length > 0) resolver.setServers([...options.servers]);
    const cancel = () => resolver.cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      const evidence = await _probe(resolver, fqdn);
      if (signal?.aborted) {
        breaker?.release(DNS_BREAKER_KEY);
        return { outcome: "timeout" };
      }
      breaker?.record(DNS_BREAKER_KEY, _resolverAnswered(evidence));
      return evidence;
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
  };
}

// --- Internal helpers ---

async function _probe(resolver: Resolver, fqdn: string): Promise<DnsEvidence> {
  try {
    const ns = await resolver.resolveNs(fqdn);
    if (ns.length > 0) return { outcome: "delegated", nameservers: ns };
  } catch (error) {
    const code = _code(error);
    if (code === "ENOTFOUND") return { outcome: "not_delegated", rcode: "NXDOMAIN" };
    if (code !== "ENODATA") return _failure(code);
  }
  // The name exists without NS records: a zone apex still answers SOA.
  try {
    await resolver.resolveSoa(fqdn);
    return { outcome: "delegated", nameservers: [] };
  } catch (error) {
    const code = _code(error);
    if (code === "ENODATA") return { outcome: "not_delegated", rcode: "NODATA" };
    if (code === "ENOTFOUND") return { outcome: "not_delegated", rcode: "NXDOMAIN" };
    return _failure(code);
  }
}

/** Whether the resolver answered at all (any rcode): the breaker's notion of a healthy resolver. */
function _resolverAnswered(evidence: DnsEvidence): boolean {
  if (evidence.outcome === "timeout") return false;
  return evidence.outcome !== "error" || !TRANSPORT_FAILURES.has(evidence.code);
}

function _code(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "EUNKNOWN";
}

function _failure(code: string): DnsEvidence {
  return code === "ETIMEOUT" ? { outcome: "timeout" } : { outcome: "error", code };
}
