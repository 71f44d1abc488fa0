/**
 * DNS delegation probe: NS, then SOA, for one name with node:dns/promises. Only "delegated" is
 * ever used as evidence of anything (taken); the other outcomes are hints or failures.
 */
import { Resolver } from "node:dns/promises";
import type { DnsEvidence } from "@namescreen/core";

/** Resolver settings. */
export interface DnsProbeOptions {
  /** Resolver addresses ("1.1.1.1", "127.0.0.1:5353", "[::1]:53"); empty = the system's. */
  servers: readonly string[];
  /** Per-try timeout in ms (c-ares `timeout`). */
  timeoutMs: number;
  /** Tries per server (c-ares `tries`); this is the DNS retry bound. */
  tries: number;
}

/** Look up the delegation of one name. Never rejects. */
export type DnsProbe = (fqdn: string) => Promise<DnsEvidence>;

/** Create a probe over its own Resolver (servers are not shared with the process default). */
export function createDnsProbe(options: DnsProbeOptions): DnsProbe {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);

  return async (fqdn) => {
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
  };
}

// --- Internal helpers ---

function _code(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "EUNKNOWN";
}

function _failure(code: string): DnsEvidence {
  return code === "ETIMEOUT" ? { outcome: "timeout" } : { outcome: "error", code };
}
