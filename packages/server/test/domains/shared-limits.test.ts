/**
 * The checker's process-wide protections cannot be turned against other consumers: one
 * consumer's names that a resolver refuses do not open the resolvers' circuit, and lookups
 * without a request scope (screening, batch, alternatives) stay inside the lookup queue's
 * bounds. Real DNS and RDAP servers on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DomainCheckOverloadedError } from "../../src/adapters/domains/admission.js";
import { createRdapServiceMap, shippedBootstrap } from "../../src/adapters/domains/bootstrap.js";
import type { DomainCheckerOptions, NetworkDomainChecker } from "../../src/adapters/domains/checker.js";
import { createDomainChecker } from "../../src/adapters/domains/checker.js";
import type { TestDnsServer } from "./helpers/dns-server.js";
import { startDnsServer } from "./helpers/dns-server.js";
import type { TestRdapServer } from "./helpers/rdap-server.js";
import { startRdapServer } from "./helpers/rdap-server.js";

let dns: TestDnsServer | undefined;
let rdap: TestRdapServer | undefined;
afterEach(async () => {
  await dns?.close();
  await rdap?.close();
  dns = undefined;
  rdap = undefined;
});

function makeChecker(
  dnsServer: TestDnsServer,
  rdapServer: TestRdapServer,
  overrides: Partial<DomainCheckerOptions> = {},
): NetworkDomainChecker {
  return createDomainChecker({
    dns: { servers: [dnsServer.address], timeoutMs: 5_000, tries: 1 },
    rdap: {
      timeoutMs: 5_000,
      retries: 0,
      backoffBaseMs: 10,
      backoffMaxMs: 40,
      maxRetryAfterMs: 0,
      perHostConcurrency: 4,
      userAgent: "NameScreen-test",
    },
    services: createRdapServiceMap(shippedBootstrap(), { ch: rdapServer.baseUrl }),
    cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 0 },
    ...overrides,
  });
}

const lookup = (checker: { lookup: NetworkDomainChecker["lookup"] }, fqdn: string) =>
  Promise.resolve(checker.lookup({ fqdn, label: fqdn.split(".")[0] ?? "", tld: "ch" }));

describe("the resolvers' circuit breaker", () => {
  it("is not opened by SERVFAIL or REFUSED for some names, only by a resolver that stops answering", async () => {
    dns = await startDnsServer({
      "lame1.ch": "servfail",
      "lame2.ch": "servfail",
      "lame3.ch": "refused",
      "mute1.ch": "drop",
      "mute2.ch": "drop",
    });
    rdap = await startRdapServer();
    const checker = makeChecker(dns, rdap, {
      dns: { servers: [dns.address], timeoutMs: 500, tries: 1 },
      dnsBreaker: { failureThreshold: 2, coolDownMs: 60_000 },
    });
    for (const fqdn of ["lame1.ch", "lame2.ch", "lame3.ch"]) {
      expect((await lookup(checker, fqdn)).dns).toMatchObject({ outcome: "error" });
    }
    // The resolver answered each time: another consumer's name is still looked up.
    expect(checker.dnsBreaker.state("dns")).toBe("closed");
    expect((await lookup(checker, "victim.ch")).dns).toEqual({ outcome: "not_delegated", rcode: "NXDOMAIN" });

    // Timeouts are transport failures: they still open it.
    for (const fqdn of ["mute1.ch", "mute2.ch"]) {
      expect((await lookup(checker, fqdn)).dns).toEqual({ outcome: "timeout" });
    }
    expect(checker.dnsBreaker.state("dns")).toBe("open");
  });
});

describe("lookups outside a request scope (screening, batch, alternatives)", () => {
  it("count against the queue bounds, and wait for room instead of being refused", async () => {
    dns = await startDnsServer();
    rdap = await startRdapServer();
    const names = Array.from({ length: 8 }, (_, i) => `screened${i}.ch`);
    for (const n of names) rdap.set(n, { status: 404, body: { errorCode: 404 }, delayMs: 150 });
    const checker = makeChecker(dns, rdap, { queue: { maxPending: 4, maxPendingPerConsumer: 2 } });

    const screened = Promise.all(names.map((n) => lookup(checker, n)));
    await new Promise((r) => setImmediate(r));
    // The unscoped lookups hold their consumer's bound (2), no more.
    expect(checker.admission.pending()).toBe(2);
    // So a partner's request finds the rest of the queue, and one beyond it is refused.
    const partner = checker.openScope("consumer:a", 2);
    expect(() => checker.openScope("consumer:b", 1)).toThrow(DomainCheckOverloadedError);
    partner.close();

    const results = await screened;
    expect(results.map((e) => e.rdap.outcome)).toEqual(names.map(() => "not_found"));
    expect(rdap.peakConcurrency()).toBeLessThanOrEqual(2);
    expect(checker.admission.pending()).toBe(0);
  });

  it("made for a partner wait under that partner's bound, so another partner's find room", async () => {
    dns = await startDnsServer();
    rdap = await startRdapServer();
    const names = Array.from({ length: 6 }, (_, i) => `busy${i}.ch`);
    for (const n of names) rdap.set(n, { status: 404, body: { errorCode: 404 }, delayMs: 150 });
    rdap.set("other.ch", { status: 404, body: { errorCode: 404 } });
    const checker = makeChecker(dns, rdap, { queue: { maxPending: 4, maxPendingPerConsumer: 2 } });

    // Before: every screening's lookups were one consumer, so one partner's filled its bound.
    const busy = Promise.all(names.map((n) => lookup(checker.forConsumer("consumer:a"), n)));
    await new Promise((r) => setImmediate(r));
    expect(checker.admission.pending("consumer:a")).toBe(2);
    const started = Date.now();
    expect((await lookup(checker.forConsumer("consumer:b"), "other.ch")).rdap).toEqual({
      outcome: "not_found",
    });
    expect(Date.now() - started).toBeLessThan(150); // not queued behind partner a
    expect((await busy).map((e) => e.rdap.outcome)).toEqual(names.map(() => "not_found"));
  });

  it("give up their place in the queue at their deadline", async () => {
    dns = await startDnsServer();
    rdap = await startRdapServer({ "stuck.ch": { status: 404, delayMs: 60_000 } });
    const checker = makeChecker(dns, rdap, {
      deadlineMs: 300,
      queue: { maxPending: 30, maxPendingPerConsumer: 1 },
    });
    const [stuck, waiting] = await Promise.all([lookup(checker, "stuck.ch"), lookup(checker, "queued.ch")]);
    expect(stuck.rdap).toEqual({ outcome: "timeout" });
    expect(waiting.rdap).toEqual({ outcome: "timeout" }); // it never got a place
    expect(rdap.requests.map((r) => r.path)).toEqual(["/domain/stuck.ch"]);
    expect(checker.admission.pending()).toBe(0);
  });
});
