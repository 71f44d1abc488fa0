/**
 * Loopback stand-ins for the DNS and RDAP registries (the test helpers of test/domains), so a
 * load run sends nothing to the internet. Labels come from a fixed pool: every fourth one is
 * delegated in .ch and .com (DNS answers, no RDAP query), the rest are NXDOMAIN and then a
 * 404 from RDAP after `rdapDelayMs`, as a registry's round trip.
 */
import { startDnsServer } from "../../test/domains/helpers/dns-server.js";
import { startRdapServer } from "../../test/domains/helpers/rdap-server.js";

/** The TLDs the server is configured to check during the run. */
export const LOAD_TLDS = ["ch", "li", "swiss", "com", "net", "org", "de", "fr", "it", "at"] as const;

/** The running stand-ins and the server environment that points at them. */
export interface Upstreams {
  /** The label of request `n` (cycles through the pool). */
  label(n: number): string;
  /** NAMESCREEN_DNS_SERVERS, NAMESCREEN_RDAP_OVERRIDES and NAMESCREEN_DOMAIN_TLDS. */
  env: Record<string, string>;
  /** DNS queries and RDAP requests served so far. */
  served(): { dns: number; rdap: number };
  close(): Promise<void>;
}

/** Start both stand-ins with a pool of `labels` labels. */
export async function startUpstreams(options: { labels: number; rdapDelayMs: number }): Promise<Upstreams> {
  const dns = await startDnsServer();
  const rdap = await startRdapServer();
  const labels = Array.from({ length: options.labels }, (_, i) => `lastprobe${i}`);
  labels.forEach((label, i) => {
    const delegated = i % 4 === 0;
    if (delegated) for (const tld of ["ch", "com"]) dns.set(`${label}.${tld}`, "delegated");
    for (const tld of LOAD_TLDS) {
      if (delegated && (tld === "ch" || tld === "com")) continue;
      rdap.set(`${label}.${tld}`, {
        status: 404,
        body: { errorCode: 404, title: "Not Found" },
        delayMs: options.rdapDelayMs,
      });
    }
  });
  return {
    label: (n) => labels[n % labels.length] as string,
    env: {
      NAMESCREEN_DNS_SERVERS: dns.address,
      NAMESCREEN_RDAP_OVERRIDES: LOAD_TLDS.map((tld) => `${tld}=${rdap.baseUrl}`).join(","),
      NAMESCREEN_DOMAIN_TLDS: LOAD_TLDS.join(","),
    },
    served: () => ({ dns: dns.queries.length, rdap: rdap.requests.length }),
    close: async () => {
      await Promise.all([dns.close(), rdap.close()]);
    },
  };
}
