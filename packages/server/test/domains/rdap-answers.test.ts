/**
 * What an RDAP answer may count for: bodies are read up to a cap (an endless or inflating body
 * must not freeze the server), a 404 counts only as the registry's answer for the asked name,
 * and a 429's Retry-After blocks the host no longer than we would wait. Real DNS and RDAP
 * servers on 127.0.0.1; nothing touches the internet.
 */
import type { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { classifyDomain } from "@namescreen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRdapServiceMap, shippedBootstrap } from "../../src/adapters/domains/bootstrap.js";
import type { DomainCheckerOptions, NetworkDomainChecker } from "../../src/adapters/domains/checker.js";
import { createDomainChecker } from "../../src/adapters/domains/checker.js";
import { RDAP_MAX_BODY_BYTES } from "../../src/adapters/domains/rdap.js";
import type { TestDnsServer } from "./helpers/dns-server.js";
import { startDnsServer } from "./helpers/dns-server.js";
import type { TestRdapServer } from "./helpers/rdap-server.js";
import { domainObject, startRdapServer } from "./helpers/rdap-server.js";

let dns: TestDnsServer;
let rdap: TestRdapServer;

beforeAll(async () => {
  dns = await startDnsServer(); // NXDOMAIN for every name: RDAP decides
  rdap = await startRdapServer();
});
afterAll(async () => {
  await dns.close();
  await rdap.close();
});

const TIMEOUT_MS = 5_000;

function makeChecker(rdapOptions: Partial<DomainCheckerOptions["rdap"]> = {}): NetworkDomainChecker {
  return createDomainChecker({
    dns: { servers: [dns.address], timeoutMs: TIMEOUT_MS, tries: 1 },
    rdap: {
      timeoutMs: TIMEOUT_MS,
      retries: 0,
      backoffBaseMs: 10,
      backoffMaxMs: 40,
      maxRetryAfterMs: 2000,
      perHostConcurrency: 4,
      userAgent: "NameScreen-test",
      ...rdapOptions,
    },
    services: createRdapServiceMap(shippedBootstrap(), { ch: rdap.baseUrl }),
    cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 0 },
  });
}

const lookup = (checker: NetworkDomainChecker, fqdn: string) =>
  Promise.resolve(checker.lookup({ fqdn, label: fqdn.split(".")[0] ?? "", tld: "ch" }));

/** A 200 that never ends: 64 KiB chunks as fast as the client reads them, until it hangs up. */
function endlessBody(sent: { bytes: number; closed: boolean }) {
  return (res: ServerResponse) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    res.writeHead(200, { "content-type": "application/rdap+json" });
    res.write('{"objectClassName":"domain","x":"');
    res.on("close", () => {
      sent.closed = true;
    });
    const pump = () => {
      while (!res.destroyed) {
        sent.bytes += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
    };
    pump();
  };
}

describe("RDAP bodies are read up to a cap", () => {
  it("a 200 over the cap is malformed, though it is a valid domain object", async () => {
    const fqdn = "bigbody.ch";
    const padding = "a".repeat(RDAP_MAX_BODY_BYTES + 1);
    rdap.set(fqdn, { status: 200, body: { ...domainObject(fqdn), remarks: [{ description: [padding] }] } });
    const e = await lookup(makeChecker(), fqdn);
    expect(e.rdap).toMatchObject({ outcome: "malformed", httpStatus: 200 });
    expect(classifyDomain(e).reason).toBe("rdap_malformed");
  });

  it("an endless body is cut off at the cap at once, not read until the timeout", async () => {
    const sent = { bytes: 0, closed: false };
    rdap.set("endless.ch", { status: 200, respond: endlessBody(sent) });
    const started = Date.now();
    const e = await lookup(makeChecker(), "endless.ch");
    expect(e.rdap).toMatchObject({ outcome: "malformed", httpStatus: 200 });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    await expect.poll(() => sent.closed).toBe(true); // the transfer was aborted
    expect(sent.bytes).toBeLessThan(64 * RDAP_MAX_BODY_BYTES);
  });

  it("a gzip bomb is cut off at the cap after inflating: a 404 of 64 MiB of spaces is not 'not found'", async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    rdap.set("gzbomb.ch", {
      status: 404,
      respond: (res) =>
        res
          .writeHead(404, {
            "content-type": "application/rdap+json",
            "content-encoding": "gzip",
            "content-length": String(bomb.length),
          })
          .end(bomb),
    });
    const e = await lookup(makeChecker(), "gzbomb.ch");
    expect(e.rdap).toMatchObject({ outcome: "malformed", httpStatus: 404 });
    expect(classifyDomain(e).available).toBeNull();
  });
});

describe("a 404 counts only as the registry's answer for the asked name", () => {
  it("a redirect that ends in 404 is unknown unless it still names the asked domain", async () => {
    const redirects = {
      "a 301 to another name's URL": "/domain/someotherfree.ch",
      "a 302 to a path that does not exist": "/nowhere/at/all",
    };
    for (const [what, location] of Object.entries(redirects)) {
      const fqdn = `redirected${Math.random().toString(36).slice(2, 8)}.ch`;
      rdap.set(fqdn, { status: what.startsWith("a 301") ? 301 : 302, headers: { location } });
      const e = await lookup(makeChecker(), fqdn);
      expect(e.rdap, what).toMatchObject({ outcome: "malformed", httpStatus: 404 });
      expect(classifyDomain(e), what).toEqual({
        status: "unknown",
        available: null,
        reason: "rdap_malformed",
      });
    }
    // A redirect to the same name at another URL (a moved service) still answers for it.
    rdap.set("moved.ch", [{ status: 301, headers: { location: "/v2/domain/moved.ch" } }, { status: 404 }]);
    expect((await lookup(makeChecker(), "moved.ch")).rdap).toEqual({ outcome: "not_found" });
    expect(rdap.requests.map((r) => r.path)).toContain("/v2/domain/moved.ch");
  });

  it("a 404 with a plain-text body (a web server's error page) is unknown; empty and RDAP error bodies count", async () => {
    rdap.set("plain404.ch", {
      status: 404,
      body: "404 page not found\n",
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
    const e = await lookup(makeChecker(), "plain404.ch");
    expect(e.rdap).toMatchObject({ outcome: "malformed", httpStatus: 404 });
    expect(classifyDomain(e).reason).toBe("rdap_malformed");

    rdap.set("empty404.ch", { status: 404 });
    expect((await lookup(makeChecker(), "empty404.ch")).rdap).toEqual({ outcome: "not_found" });
    expect((await lookup(makeChecker(), "json404.ch")).rdap).toEqual({ outcome: "not_found" });
  });
});

describe("a 404's JSON body counts only when it is an RDAP answer (RFC 9083 section 6)", () => {
  // A gateway's, framework's or proxy's JSON 404 says the URL is wrong, not that the name is free.
  it.each([
    ["an empty object", {}],
    ["an API gateway's message", { message: "Not Found" }],
    [
      "a framework's error",
      { timestamp: "2024-01-01T00:00:00Z", status: 404, error: "Not Found", path: "/x" },
    ],
    ["a proxy's error", { error: { code: 404, message: "no route" } }],
    [
      "an RDAP error for another status",
      { rdapConformance: ["rdap_level_0"], errorCode: 500, title: "Oops" },
    ],
    ["an errorCode that is not a number", { errorCode: "404" }],
    ["rdapConformance that is not an array", { rdapConformance: "rdap_level_0" }],
    ["a JSON array", [{ errorCode: 404 }]],
    ["a JSON string", '"not found"'],
  ])("%s is unknown (rdap_malformed), never available", async (_what, body) => {
    const fqdn = `json404${Math.random().toString(36).slice(2, 8)}.ch`;
    const headers = { "content-type": "application/json" };
    rdap.set(fqdn, { status: 404, body: typeof body === "string" ? body : JSON.stringify(body), headers });
    const e = await lookup(makeChecker(), fqdn);
    expect(e.rdap).toMatchObject({ outcome: "malformed", httpStatus: 404 });
    expect(classifyDomain(e)).toEqual({ status: "unknown", available: null, reason: "rdap_malformed" });
  });

  it.each([
    ["an RFC 9083 error object", { errorCode: 404, title: "Not Found" }],
    ["one with rdapConformance", { rdapConformance: ["rdap_level_0"], errorCode: 404, description: ["x"] }],
    ["rdapConformance and notices, no errorCode", { rdapConformance: ["rdap_level_0"], notices: [] }],
  ])("%s is not found (likely available with no delegation)", async (_what, body) => {
    const fqdn = `rdap404${Math.random().toString(36).slice(2, 8)}.ch`;
    rdap.set(fqdn, { status: 404, body });
    const e = await lookup(makeChecker(), fqdn);
    expect(e.rdap).toEqual({ outcome: "not_found" });
    expect(classifyDomain(e).available).toBe(true);
  });
});

describe("a 429's Retry-After blocks the host at most as long as we wait", () => {
  it.each(["9999999999", "3600"])(
    "Retry-After: %s answers rate_limited at once, and the host is asked again after the cap",
    async (retryAfter) => {
      const host = await startRdapServer({
        "poison.ch": { status: 429, headers: { "retry-after": retryAfter } },
      });
      const checker = createDomainChecker({
        dns: { servers: [dns.address], timeoutMs: TIMEOUT_MS, tries: 1 },
        rdap: {
          timeoutMs: TIMEOUT_MS,
          retries: 2,
          backoffBaseMs: 10,
          backoffMaxMs: 40,
          maxRetryAfterMs: 1000,
          perHostConcurrency: 4,
          userAgent: "NameScreen-test",
        },
        services: createRdapServiceMap(shippedBootstrap(), { ch: host.baseUrl }),
        cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 0 },
      });
      try {
        const first = await lookup(checker, "poison.ch");
        expect(first.rdap).toEqual({ outcome: "rate_limited", retryAfterSeconds: Number(retryAfter) });
        // Within the cap, other names on the host are not sent.
        expect((await lookup(checker, "during.ch")).rdap).toMatchObject({ outcome: "rate_limited" });
        expect(host.requests).toHaveLength(1);
        // After the cap the host is asked again (before: blocked until restart).
        await new Promise((r) => setTimeout(r, 1200));
        expect((await lookup(checker, "after.ch")).rdap).toEqual({ outcome: "not_found" });
        expect(host.requests.map((r) => r.path)).toEqual(["/domain/poison.ch", "/domain/after.ch"]);
      } finally {
        await host.close();
      }
    },
  );
});
