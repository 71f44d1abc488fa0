import { describe, expect, it } from "vitest";
import { classifyDomain, isUpstreamFailure } from "./classify.js";
import type { DnsEvidence, RdapEvidence } from "./port.js";

const DNS = {
  delegated: { outcome: "delegated", nameservers: ["ns1.example.net"] },
  nxdomain: { outcome: "not_delegated", rcode: "NXDOMAIN" },
  nodata: { outcome: "not_delegated", rcode: "NODATA" },
  timeout: { outcome: "timeout" },
  servfail: { outcome: "error", code: "ESERVFAIL" },
} satisfies Record<string, DnsEvidence>;

const RDAP = {
  found200: { outcome: "found", httpStatus: 200 },
  found401: { outcome: "found", httpStatus: 401 },
  notFound: { outcome: "not_found" },
  notQueried: { outcome: "not_queried" },
  noService: { outcome: "no_service" },
  timeout: { outcome: "timeout" },
  rateLimited: { outcome: "rate_limited", retryAfterSeconds: 30 },
  malformed: { outcome: "malformed", httpStatus: 200, detail: "not JSON" },
  error503: { outcome: "error", httpStatus: 503, detail: "HTTP 503" },
  network: { outcome: "error", httpStatus: null, detail: "ECONNREFUSED" },
} satisfies Record<string, RdapEvidence>;

type Row = [keyof typeof DNS, keyof typeof RDAP, string, boolean | null, string];

// Every combination of DNS and RDAP evidence, and what it must mean.
const TABLE: Row[] = [
  // A DNS delegation is a taken signal whatever RDAP says.
  ...(Object.keys(RDAP) as (keyof typeof RDAP)[]).map(
    (r): Row => ["delegated", r, "registered", false, "dns_or_rdap_positive"],
  ),
  // RDAP 200/401 is registered whatever DNS says.
  ...(["nxdomain", "nodata", "timeout", "servfail"] as const).flatMap((d): Row[] => [
    [d, "found200", "registered", false, "dns_or_rdap_positive"],
    [d, "found401", "registered", false, "dns_or_rdap_positive"],
  ]),
  // The only way to "likely available": RDAP 404 and no delegation.
  ["nxdomain", "notFound", "likely_available", true, "no_delegation_and_rdap_not_found"],
  ["nodata", "notFound", "likely_available", true, "no_delegation_and_rdap_not_found"],
  // RDAP 404 with a failed DNS lookup is not enough.
  ["timeout", "notFound", "unknown", null, "timeout"],
  ["servfail", "notFound", "unknown", null, "dns_error"],
  // RDAP failures name the reason.
  ["nxdomain", "timeout", "unknown", null, "timeout"],
  ["nxdomain", "rateLimited", "unknown", null, "rate_limited"],
  ["nxdomain", "malformed", "unknown", null, "rdap_malformed"],
  ["nxdomain", "error503", "unknown", null, "rdap_error"],
  ["nxdomain", "network", "unknown", null, "rdap_error"],
  ["servfail", "error503", "unknown", null, "rdap_error"],
  ["timeout", "rateLimited", "unknown", null, "rate_limited"],
  // No RDAP service: the DNS hint alone never says "available".
  ["nxdomain", "noService", "unknown", null, "no_rdap_service"],
  ["nodata", "noService", "unknown", null, "no_rdap_service"],
  ["timeout", "noService", "unknown", null, "timeout"],
  ["servfail", "noService", "unknown", null, "dns_error"],
  ["nxdomain", "notQueried", "unknown", null, "no_rdap_service"],
  ["servfail", "notQueried", "unknown", null, "dns_error"],
];

describe("classifyDomain", () => {
  it.each(TABLE)("dns %s + rdap %s → %s (available %s, %s)", (dns, rdap, status, available, reason) => {
    expect(classifyDomain({ dns: DNS[dns], rdap: RDAP[rdap] })).toEqual({ status, available, reason });
  });

  it("never says available without RDAP 404 and no delegation", () => {
    for (const [dk, dns] of Object.entries(DNS)) {
      for (const [rk, rdap] of Object.entries(RDAP)) {
        const c = classifyDomain({ dns, rdap });
        const allowed = rk === "notFound" && (dk === "nxdomain" || dk === "nodata");
        expect(c.available === true, `${dk}/${rk}`).toBe(allowed);
      }
    }
  });
});

describe("isUpstreamFailure", () => {
  it.each([
    ["timeout", true],
    ["rate_limited", true],
    ["rdap_error", true],
    ["rdap_malformed", true],
    ["dns_error", true],
    ["no_rdap_service", false],
    ["unsupported_tld", false],
    ["dns_or_rdap_positive", false],
  ])("%s → %s", (reason, expected) => {
    expect(isUpstreamFailure(reason)).toBe(expected);
  });
});
