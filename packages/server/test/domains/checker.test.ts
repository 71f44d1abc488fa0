/**
 * The real DomainChecker against a real DNS server (dns2, UDP) and a real RDAP server
 * (node:http), both on 127.0.0.1 with free ports. Nothing here touches the internet.
 */
import type { DomainEvidence } from "@namescreen/core";
import { checkDomains, classifyDomain } from "@namescreen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRdapServiceMap, shippedBootstrap } from "../../src/adapters/domains/bootstrap.js";
import type { DomainCheckerOptions, NetworkDomainChecker } from "../../src/adapters/domains/checker.js";
import { createDomainChecker } from "../../src/adapters/domains/checker.js";
import type { TestDnsServer } from "./helpers/dns-server.js";
import { startDnsServer } from "./helpers/dns-server.js";
import type { TestRdapServer } from "./helpers/rdap-server.js";
import { domainObject, startRdapServer } from "./helpers/rdap-server.js";

let dns: TestDnsServer;
let rdap: TestRdapServer;

beforeAll(async () => {
  dns = await startDnsServer();
  rdap = await startRdapServer();
});
afterAll(async () => {
  await dns.close();
  await rdap.close();
});

/**
 * Client timeouts of the tests that expect an answer: generous, so a slow answer on a loaded
 * machine is not turned into `timeout`. Only the tests of a timeout use the short one.
 */
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 800;

const rdapOptions = (timeoutMs: number): DomainCheckerOptions["rdap"] => ({
  timeoutMs,
  retries: 2,
  backoffBaseMs: 10,
  backoffMaxMs: 40,
  maxRetryAfterMs: 2000,
  perHostConcurrency: 4,
  userAgent: "NameScreen-test",
});
/** DNS that gives up on a silent resolver after the short timeout. */
const shortDns = (): DomainCheckerOptions["dns"] => ({
  servers: [dns.address],
  timeoutMs: SHORT_TIMEOUT_MS,
  tries: 1,
});

/** A checker pointed at the loopback servers; .de has no RDAP service on purpose. */
function makeChecker(overrides: Partial<DomainCheckerOptions> = {}): NetworkDomainChecker {
  return createDomainChecker({
    dns: { servers: [dns.address], timeoutMs: TIMEOUT_MS, tries: 1 },
    rdap: rdapOptions(TIMEOUT_MS),
    services: createRdapServiceMap(shippedBootstrap(), {
      ch: rdap.baseUrl,
      li: rdap.baseUrl,
      com: rdap.baseUrl,
    }),
    cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 100 },
    ...overrides,
  });
}

const lookup = (checker: NetworkDomainChecker, fqdn: string) => {
  const [label = "", tld = ""] = fqdn.split(".");
  return Promise.resolve(checker.lookup({ fqdn, label, tld }));
};
const requestsFor = (fqdn: string) => rdap.requests.filter((r) => r.path === `/domain/${fqdn}`);
const statusOf = (e: DomainEvidence) => classifyDomain(e);

describe("DNS + RDAP evidence", () => {
  it("delegated: registered, and RDAP is not asked", async () => {
    dns.set("delegated.ch", "delegated");
    const e = await lookup(makeChecker(), "delegated.ch");
    expect(e.dns).toEqual({ outcome: "delegated", nameservers: ["ns1.delegated.ch", "ns2.delegated.ch"] });
    expect(e.rdap).toEqual({ outcome: "not_queried" });
    expect(statusOf(e)).toEqual({ status: "registered", available: false, reason: "dns_or_rdap_positive" });
    expect(requestsFor("delegated.ch")).toHaveLength(0);
  });

  it("a zone apex answering only SOA counts as delegated", async () => {
    dns.set("apex.ch", "soa_only");
    const e = await lookup(makeChecker(), "apex.ch");
    expect(e.dns.outcome).toBe("delegated");
  });

  it.each([200, 401])("undelegated but RDAP %i: registered", async (status) => {
    const fqdn = `held${status}.ch`;
    rdap.set(
      fqdn,
      status === 200 ? { status, body: domainObject(fqdn) } : { status, body: { errorCode: 401 } },
    );
    const e = await lookup(makeChecker(), fqdn);
    expect(e.dns).toEqual({ outcome: "not_delegated", rcode: "NXDOMAIN" });
    expect(e.rdap).toEqual({ outcome: "found", httpStatus: status });
    expect(statusOf(e).status).toBe("registered");
  });

  it("not found: NXDOMAIN + RDAP 404 is likely available", async () => {
    const e = await lookup(makeChecker(), "free.ch");
    expect(e.dns).toEqual({ outcome: "not_delegated", rcode: "NXDOMAIN" });
    expect(e.rdap).toEqual({ outcome: "not_found" });
    expect(statusOf(e)).toEqual({
      status: "likely_available",
      available: true,
      reason: "no_delegation_and_rdap_not_found",
    });
  });

  it("NODATA + RDAP 404 is likely available", async () => {
    dns.set("nodata.ch", "nodata");
    const e = await lookup(makeChecker(), "nodata.ch");
    expect(e.dns).toEqual({ outcome: "not_delegated", rcode: "NODATA" });
    expect(statusOf(e).status).toBe("likely_available");
  });

  it.each([
    ["servfail", "ESERVFAIL"],
    ["refused", "EREFUSED"],
  ] as const)("DNS %s + RDAP 404: unknown (dns_error)", async (behaviour, code) => {
    const fqdn = `${behaviour}.ch`;
    dns.set(fqdn, behaviour);
    const e = await lookup(makeChecker(), fqdn);
    expect(e.dns).toEqual({ outcome: "error", code });
    expect(statusOf(e)).toEqual({ status: "unknown", available: null, reason: "dns_error" });
  });

  it("DNS timeout + RDAP 404: unknown (timeout)", async () => {
    dns.set("silent.ch", "drop");
    const e = await lookup(makeChecker({ dns: shortDns() }), "silent.ch");
    expect(e.dns).toEqual({ outcome: "timeout" });
    expect(statusOf(e).reason).toBe("timeout");
  });

  it("DNS timeout but RDAP 200: registered", async () => {
    dns.set("silentheld.ch", "drop");
    rdap.set("silentheld.ch", { status: 200, body: domainObject("silentheld.ch") });
    expect(statusOf(await lookup(makeChecker({ dns: shortDns() }), "silentheld.ch")).status).toBe(
      "registered",
    );
  });

  it("no RDAP service for the TLD: unknown unless DNS shows a delegation", async () => {
    const free = await lookup(makeChecker(), "nothing.de");
    expect(free.rdap).toEqual({ outcome: "no_service" });
    expect(statusOf(free)).toEqual({ status: "unknown", available: null, reason: "no_rdap_service" });
    dns.set("taken.de", "delegated");
    expect(statusOf(await lookup(makeChecker(), "taken.de")).status).toBe("registered");
  });

  it("sends the RDAP media type and a user agent", async () => {
    await lookup(makeChecker(), "headers.ch");
    const [request] = requestsFor("headers.ch");
    expect(request?.headers.accept).toContain("application/rdap+json");
    expect(request?.headers["user-agent"]).toBe("NameScreen-test");
  });
});

describe("RDAP failures, retries and limits", () => {
  it("RDAP timeout: retried, then unknown (timeout)", async () => {
    rdap.set("slow.ch", { status: 404, delayMs: 2500 });
    const e = await lookup(makeChecker({ rdap: rdapOptions(SHORT_TIMEOUT_MS) }), "slow.ch");
    expect(e.rdap).toEqual({ outcome: "timeout" });
    expect(statusOf(e).reason).toBe("timeout");
    expect(requestsFor("slow.ch")).toHaveLength(3); // 1 + 2 retries
  });

  it("5xx: retried with backoff, then unknown (rdap_error)", async () => {
    rdap.set("broken.ch", { status: 503, body: "Service Unavailable" });
    const e = await lookup(makeChecker(), "broken.ch");
    expect(e.rdap).toEqual({ outcome: "error", httpStatus: 503, detail: "HTTP 503" });
    expect(statusOf(e).reason).toBe("rdap_error");
    expect(requestsFor("broken.ch")).toHaveLength(3);
  });

  it("5xx then 404: the retry decides", async () => {
    rdap.set("flaky.ch", [{ status: 502 }, { status: 404 }]);
    const e = await lookup(makeChecker(), "flaky.ch");
    expect(statusOf(e).status).toBe("likely_available");
    expect(requestsFor("flaky.ch")).toHaveLength(2);
  });

  it("400 is not retried", async () => {
    rdap.set("bad.ch", { status: 400, body: { errorCode: 400 } });
    const e = await lookup(makeChecker(), "bad.ch");
    expect(e.rdap).toMatchObject({ outcome: "error", httpStatus: 400 });
    expect(requestsFor("bad.ch")).toHaveLength(1);
  });

  it("RDAP server unreachable: unknown (rdap_error)", async () => {
    const dead = await startRdapServer();
    const url = dead.baseUrl;
    await dead.close();
    const checker = makeChecker({ services: createRdapServiceMap(shippedBootstrap(), { ch: url }) });
    const e = await lookup(checker, "unreachable.ch");
    expect(e.rdap).toMatchObject({ outcome: "error", httpStatus: null, detail: "ECONNREFUSED" });
  });

  it("429 with a short Retry-After: waits that long, then retries", async () => {
    rdap.set("busy.ch", [{ status: 429, headers: { "retry-after": "1" } }, { status: 404 }]);
    const e = await lookup(makeChecker(), "busy.ch");
    expect(statusOf(e).status).toBe("likely_available");
    const [first, second] = requestsFor("busy.ch");
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("429 without Retry-After: retried with backoff, then unknown (rate_limited)", async () => {
    rdap.set("noheader.ch", { status: 429 });
    const e = await lookup(makeChecker(), "noheader.ch");
    expect(e.rdap).toEqual({ outcome: "rate_limited", retryAfterSeconds: null });
    expect(requestsFor("noheader.ch")).toHaveLength(3);
  });

  it("429 with a long Retry-After: rate_limited at once, and the host cools down", async () => {
    const server = await startRdapServer({
      "limited.ch": { status: 429, headers: { "retry-after": "120" } },
    });
    const checker = makeChecker({
      services: createRdapServiceMap(shippedBootstrap(), { ch: server.baseUrl }),
    });
    const e = await lookup(checker, "limited.ch");
    expect(e.rdap).toEqual({ outcome: "rate_limited", retryAfterSeconds: 120 });
    expect(statusOf(e).reason).toBe("rate_limited");
    expect(server.requests).toHaveLength(1);
    // Another name on the same host is not sent while the server asked us to wait.
    const other = await lookup(checker, "other.ch");
    expect(other.rdap).toMatchObject({ outcome: "rate_limited" });
    expect(server.requests).toHaveLength(1);
    await server.close();
  });

  it.each([
    ["not JSON", { status: 200, body: "<<<garbage" }],
    ["a JSON array", { status: 200, body: "[1,2]" }],
    ["not a domain object", { status: 200, body: { objectClassName: "entity", handle: "X" } }],
    ["another domain's object", { status: 200, body: domainObject("someone-else.ch") }],
    ["an HTML 404 page", { status: 404, body: "<html><body>Not Found</body></html>" }],
  ])("malformed RDAP body (%s): unknown (rdap_malformed)", async (_what, reply) => {
    const fqdn = `malformed${Math.random().toString(36).slice(2, 8)}.ch`;
    rdap.set(fqdn, reply);
    const e = await lookup(makeChecker(), fqdn);
    expect(e.rdap.outcome).toBe("malformed");
    expect(statusOf(e)).toEqual({ status: "unknown", available: null, reason: "rdap_malformed" });
  });

  it("keeps to the per-host concurrency limit", async () => {
    const server = await startRdapServer();
    const checker = makeChecker({
      services: createRdapServiceMap(shippedBootstrap(), { ch: server.baseUrl }),
      rdap: {
        timeoutMs: TIMEOUT_MS,
        retries: 0,
        backoffBaseMs: 10,
        backoffMaxMs: 10,
        maxRetryAfterMs: 0,
        perHostConcurrency: 2,
        userAgent: "t",
      },
    });
    const names = Array.from({ length: 8 }, (_, i) => `parallel${i}.ch`);
    for (const n of names) server.set(n, { status: 404, delayMs: 60 });
    const results = await Promise.all(names.map((n) => lookup(checker, n)));
    expect(results.every((e) => e.rdap.outcome === "not_found")).toBe(true);
    expect(server.requests).toHaveLength(8);
    expect(server.peakConcurrency()).toBe(2);
    await server.close();
  });
});

describe("cache", () => {
  it("keeps taken longer than available, and never keeps errors", async () => {
    let now = Date.UTC(2026, 10, 22, 5, 0, 0);
    const checker = makeChecker({
      cache: { takenTtlMs: 60_000, availableTtlMs: 10_000, maxEntries: 100 },
      now: () => now,
    });
    rdap.set("cached-taken.ch", { status: 200, body: domainObject("cached-taken.ch") });
    rdap.set("cached-error.ch", { status: 500 });
    for (const n of ["cached-taken.ch", "cached-free.ch", "cached-error.ch"]) await lookup(checker, n);
    const before = rdap.requests.length;

    now += 5_000; // both decided answers come from the cache, with their original time
    const taken = await lookup(checker, "cached-taken.ch");
    expect(taken.observedAt).toBe(now - 5_000);
    await lookup(checker, "cached-free.ch");
    expect(rdap.requests.length).toBe(before);
    await lookup(checker, "cached-error.ch"); // the error was not cached
    expect(rdap.requests.length).toBe(before + 3);

    now += 10_000; // available expired, taken still fresh
    await lookup(checker, "cached-free.ch");
    await lookup(checker, "cached-taken.ch");
    expect(rdap.requests.length).toBe(before + 4);
    expect(requestsFor("cached-taken.ch")).toHaveLength(1);
  });

  it("shares one lookup between concurrent requests for the same name", async () => {
    rdap.set("shared.ch", { status: 404, delayMs: 50 });
    const checker = makeChecker();
    await Promise.all([
      lookup(checker, "shared.ch"),
      lookup(checker, "shared.ch"),
      lookup(checker, "shared.ch"),
    ]);
    expect(requestsFor("shared.ch")).toHaveLength(1);
  });
});

describe("checkDomains over the real checker", () => {
  it("answers per TLD, with unknown for the affected TLDs only", async () => {
    dns.set("mixed.ch", "delegated");
    rdap.set("mixed.li", { status: 503 });
    const result = await checkDomains(
      { name: "Mixed AG", tlds: ["ch", "li", "com", "de"] },
      { checker: makeChecker() },
    );
    expect(result.results.map((r) => [r.fqdn, r.status, r.available, r.reason])).toEqual([
      ["mixed.ch", "registered", false, "dns_or_rdap_positive"],
      ["mixed.li", "unknown", null, "rdap_error"],
      ["mixed.com", "likely_available", true, "no_delegation_and_rdap_not_found"],
      ["mixed.de", "unknown", null, "no_rdap_service"],
    ]);
    expect(result.summary).toEqual({ registeredCount: 1, likelyAvailableCount: 1, unknownCount: 2 });
  });

  it("checks the IDN and transliterated forms of umlaut names", async () => {
    dns.set("xn--mller-kva.ch", "delegated");
    rdap.set("mueller.ch", { status: 200, body: domainObject("mueller.ch") });
    const result = await checkDomains(
      { name: "Müller", tlds: ["ch"], includeVariants: true },
      { checker: makeChecker() },
    );
    expect(result.results.map((r) => [r.fqdn, r.status])).toEqual([
      ["xn--mller-kva.ch", "registered"],
      ["mueller.ch", "registered"],
      ["muller.ch", "likely_available"],
    ]);
  });

  it("a TLD this deployment does not check is unsupported_tld", async () => {
    const result = await checkDomains(
      { name: "alpha", tlds: ["ch", "io"] },
      { checker: makeChecker({ tlds: ["ch"] }) },
    );
    expect(result.results[1]).toMatchObject({
      fqdn: "alpha.io",
      status: "unknown",
      reason: "unsupported_tld",
    });
  });
});
