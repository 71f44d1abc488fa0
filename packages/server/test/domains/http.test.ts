/**
 * POST /v1/domains/availability through the real app (supertest), with the checker pointed at
 * a real DNS server and a real RDAP server on 127.0.0.1.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRdapServiceMap, shippedBootstrap } from "../../src/adapters/domains/bootstrap.js";
import { createDomainChecker } from "../../src/adapters/domains/checker.js";
import { parseDomainEnv } from "../../src/adapters/domains/config.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import type { TestDnsServer } from "./helpers/dns-server.js";
import { startDnsServer } from "./helpers/dns-server.js";
import type { TestRdapServer } from "./helpers/rdap-server.js";
import { domainObject, startRdapServer } from "./helpers/rdap-server.js";

const PATH = "/v1/domains/availability";

/**
 * Client timeout of the tests that expect answers: generous, so a slow answer on a loaded
 * machine is not turned into `timeout`. Only the test of the all-timeout 504 uses the short one.
 */
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 800;

/** A checker against the given loopback servers (RDAP for ch, li and com). */
function loopbackChecker(dnsAddress: string, rdapBase: string, timeoutMs = TIMEOUT_MS) {
  return createDomainChecker({
    dns: { servers: [dnsAddress], timeoutMs, tries: 1 },
    rdap: {
      timeoutMs,
      retries: 1,
      backoffBaseMs: 10,
      backoffMaxMs: 20,
      maxRetryAfterMs: 0,
      perHostConcurrency: 4,
      userAgent: "NameScreen-test",
    },
    services: createRdapServiceMap(shippedBootstrap(), { ch: rdapBase, li: rdapBase, com: rdapBase }),
    cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 0 },
  });
}

describe("POST /v1/domains/availability", () => {
  let dns: TestDnsServer;
  let rdap: TestRdapServer;
  let t: TestApp;

  beforeAll(async () => {
    dns = await startDnsServer({ "alpha.ch": "delegated" });
    rdap = await startRdapServer({ "alpha.li": { status: 200, body: domainObject("alpha.li") } });
    t = await createTestApp({
      configure: (deps) => {
        deps.services.domainChecker = loopbackChecker(dns.address, rdap.baseUrl);
      },
    });
  });
  afterAll(async () => {
    t.close();
    await dns.close();
    await rdap.close();
  });

  const post = (body: unknown, key: string | null = t.partnerKey) => {
    const req = request(t.app).post(PATH);
    return (key ? req.set("X-API-Key", key) : req).send(body as object);
  };

  it("answers the contract's shape", async () => {
    const res = await post({ name: "Alpha AG", tlds: ["ch", "li", "com", "de"] });
    expect(res.status).toBe(200);
    expect(res.headers["x-trace-id"]).toBeTruthy();
    expect(res.body.input).toEqual({ name: "Alpha AG", nameNorm: "alpha", tlds: ["ch", "li", "com", "de"] });
    expect(
      res.body.results.map((r: { fqdn: string; status: string; reason: string }) => [
        r.fqdn,
        r.status,
        r.reason,
      ]),
    ).toEqual([
      ["alpha.ch", "registered", "dns_or_rdap_positive"],
      ["alpha.li", "registered", "dns_or_rdap_positive"],
      ["alpha.com", "likely_available", "no_delegation_and_rdap_not_found"],
      ["alpha.de", "unknown", "no_rdap_service"],
    ]);
    for (const r of res.body.results) {
      expect(Object.keys(r).sort()).toEqual([
        "available",
        "checkedAt",
        "fqdn",
        "reason",
        "source",
        "status",
        "tld",
      ]);
      expect(r.source).toBe("dns+rdap");
      expect(r.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(res.body.summary).toEqual({ registeredCount: 2, likelyAvailableCount: 1, unknownCount: 1 });
  });

  it("checks IDN and transliterated variants on request", async () => {
    const res = await post({ name: "Zürich Bäckerei", tlds: ["ch"], includeVariants: true });
    expect(res.status).toBe(200);
    expect(res.body.input.nameNorm).toBe("zürichbäckerei");
    expect(res.body.results.map((r: { fqdn: string }) => r.fqdn)).toEqual([
      "xn--zrichbckerei-lcb44a.ch", // as node:url domainToASCII gives it
      "zuerichbaeckerei.ch",
      "zurichbackerei.ch",
    ]);
  });

  it("needs a key (401) with the domains scope (403)", async () => {
    expect((await post({ name: "alpha", tlds: ["ch"] }, null)).status).toBe(401);
    const other = await createTestApp({ scopes: ["assessment"] });
    try {
      const res = await request(other.app)
        .post(PATH)
        .set("X-API-Key", other.partnerKey)
        .send({ name: "a", tlds: ["ch"] });
      expect(res.status).toBe(403);
    } finally {
      other.close();
    }
  });

  it.each([
    [{ name: "alpha", tlds: ["xyz"] }, "tlds.0"],
    [{ name: "alpha", tlds: ["ch", ".com", "example"] }, "tlds.2"],
    [{ name: "alpha", tlds: [] }, "tlds"],
    [{ name: "alpha", tlds: Array.from({ length: 11 }, () => "ch") }, "tlds"],
    [{ name: "a".repeat(64), tlds: ["ch"] }, "name"],
    [{ name: "Москва", tlds: ["ch"] }, "name"],
    [{ name: "---", tlds: ["ch"] }, "name"],
    [{ tlds: ["ch"] }, "name"],
    [{ name: "alpha", tlds: ["ch"], includeVariants: "yes" }, "includeVariants"],
    [{ name: "alpha", tlds: ["ch"], extra: 1 }, "extra"],
  ])("422 for %j names %s", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it.each([
    ["ab--müller", "must not have hyphens in the 3rd and 4th position", "ab--müller"],
    ["müller.ch.", "must be a label without its TLD (send the TLD in tlds)", "müller.ch."],
    ["müller\uff0ech", "must be a label without its TLD (send the TLD in tlds)", "müller\uff0ech"],
    ["müller\u3002ch", "must be a label without its TLD (send the TLD in tlds)", "müller\u3002ch"],
    ["xn--mller-kva.ch.", "must be a label without its TLD (send the TLD in tlds)", "xn--mller-kva.ch."],
  ])("422 on name for %j: %s", async (name, message, value) => {
    const res = await post({ name, tlds: ["ch"] });
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues).toEqual([{ path: "name", message, value }]);
  });
});

describe("POST /v1/domains/availability when upstreams fail", () => {
  it("502 UPSTREAM_ERROR when every upstream is down", async () => {
    // Start and stop both servers so their ports are closed (connection refused).
    const dns = await startDnsServer();
    const rdap = await startRdapServer();
    await dns.close();
    await rdap.close();
    const t = await createTestApp({
      configure: (deps) => {
        deps.services.domainChecker = loopbackChecker(dns.address, rdap.baseUrl);
      },
    });
    try {
      const res = await request(t.app)
        .post(PATH)
        .set("X-API-Key", t.partnerKey)
        .send({ name: "alpha", tlds: ["ch", "com"] });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe("UPSTREAM_ERROR");
      expect(res.body.error.details.failures).toEqual([
        { fqdn: "alpha.ch", reason: "rdap_error" },
        { fqdn: "alpha.com", reason: "rdap_error" },
      ]);
    } finally {
      t.close();
    }
  });

  it("504 UPSTREAM_TIMEOUT when every upstream times out", async () => {
    const dns = await startDnsServer({ "alpha.ch": "drop", "alpha.li": "drop" });
    const rdap = await startRdapServer({
      "alpha.ch": { status: 404, delayMs: 3000 },
      "alpha.li": { status: 404, delayMs: 3000 },
    });
    const t = await createTestApp({
      configure: (deps) => {
        deps.services.domainChecker = loopbackChecker(dns.address, rdap.baseUrl, SHORT_TIMEOUT_MS);
      },
    });
    try {
      const res = await request(t.app)
        .post(PATH)
        .set("X-API-Key", t.partnerKey)
        .send({ name: "alpha", tlds: ["ch", "li"] });
      expect(res.status).toBe(504);
      expect(res.body.error.code).toBe("UPSTREAM_TIMEOUT");
      expect(res.body.error.details.failures.map((f: { reason: string }) => f.reason)).toEqual([
        "timeout",
        "timeout",
      ]);
    } finally {
      t.close();
      await dns.close();
      await rdap.close();
    }
  });

  it("200 with unknown for the affected TLDs on partial failure", async () => {
    const dns = await startDnsServer({ "alpha.li": "servfail" });
    const rdap = await startRdapServer({ "alpha.li": { status: 500 } });
    const t = await createTestApp({
      configure: (deps) => {
        deps.services.domainChecker = loopbackChecker(dns.address, rdap.baseUrl);
      },
    });
    try {
      const res = await request(t.app)
        .post(PATH)
        .set("X-API-Key", t.partnerKey)
        .send({ name: "alpha", tlds: ["ch", "li"] });
      expect(res.status).toBe(200);
      expect(res.body.results.map((r: { status: string; reason: string }) => [r.status, r.reason])).toEqual([
        ["likely_available", "no_delegation_and_rdap_not_found"],
        ["unknown", "rdap_error"],
      ]);
    } finally {
      t.close();
      await dns.close();
      await rdap.close();
    }
  });
});

describe("POST /v1/domains/availability wired from the configuration", () => {
  it("uses NAMESCREEN_DNS_SERVERS and NAMESCREEN_RDAP_OVERRIDES (no injected checker)", async () => {
    const dns = await startDnsServer({ "wired.ch": "delegated" });
    const rdap = await startRdapServer({ "wired.li": { status: 401 } });
    const { config, issues } = parseDomainEnv({
      NAMESCREEN_DNS_SERVERS: dns.address,
      NAMESCREEN_DNS_TIMEOUT_MS: String(TIMEOUT_MS),
      NAMESCREEN_RDAP_OVERRIDES: `ch=${rdap.baseUrl},li=${rdap.baseUrl}`,
      NAMESCREEN_RDAP_BOOTSTRAP_FILE: "/nonexistent/rdap-bootstrap.json",
      NAMESCREEN_DOMAIN_TLDS: "ch,li",
    });
    expect(issues).toEqual([]);
    const t = await createTestApp({ config: { domains: config } });
    try {
      const res = await request(t.app)
        .post(PATH)
        .set("X-API-Key", t.partnerKey)
        .send({ name: "wired", tlds: ["ch", "li", "com"] });
      expect(res.status).toBe(200);
      expect(
        res.body.results.map((r: { fqdn: string; status: string; reason: string }) => [
          r.fqdn,
          r.status,
          r.reason,
        ]),
      ).toEqual([
        ["wired.ch", "registered", "dns_or_rdap_positive"],
        ["wired.li", "registered", "dns_or_rdap_positive"],
        ["wired.com", "unknown", "unsupported_tld"],
      ]);
      expect(rdap.requests.map((r) => r.path)).toEqual(["/domain/wired.li"]);
    } finally {
      t.close();
      await dns.close();
      await rdap.close();
    }
  });
});
