/**
 * Finding 16.4: a circuit breaker per upstream host. After N consecutive failures the host's
 * lookups fail fast as `unknown` for a cool-down; then one trial goes out (half-open) and a
 * healthy answer closes the circuit again.
 *
 * The cool-down runs on a manual clock (the checker's `now` hook): no test sleeps through it,
 * and a stalled machine cannot end it early (a stall longer than a wall-clock cool-down turned
 * the expected fast failure into the half-open trial).
 */
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { classifyDomain } from "@namescreen/core";
import { afterEach, describe, expect, it } from "vitest";
import { createRdapServiceMap, shippedBootstrap } from "../../../src/adapters/domains/bootstrap.js";
import { DEFAULT_DOMAIN_CONFIG } from "../../../src/adapters/domains/config.js";
import { createDomainCheckerFromConfig } from "../../../src/adapters/domains/factory.js";
import type { TestDnsServer } from "../../domains/helpers/dns-server.js";
import { startDnsServer } from "../../domains/helpers/dns-server.js";

const COOL_DOWN_MS = 30_000;

/** A clock that moves only when told to. */
function manualClock() {
  let t = Date.UTC(2026, 10, 22, 5, 0, 0);
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** A free loopback port with nothing listening: connections are refused (a dead RDAP server). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** An RDAP server on `port` answering 404 (RFC 9083 error body) to everything; counts requests. */
async function liveRdap(port: number): Promise<{ server: Server; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(404, { "content-type": "application/rdap+json" }).end('{"errorCode":404}');
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { server, hits: () => hits };
}

const lookup = (checker: ReturnType<typeof createDomainCheckerFromConfig>, label: string) =>
  checker.lookup({ fqdn: `${label}.ch`, label, tld: "ch" });

describe("circuit breaker per upstream host", () => {
  let dns: TestDnsServer | undefined;
  let live: Server | undefined;

  afterEach(async () => {
    if (live) await new Promise<void>((r) => live?.close(() => r()));
    live = undefined;
    await dns?.close();
    dns = undefined;
  });

  it("opens after consecutive RDAP failures, fails fast, then recovers through half-open", async () => {
    dns = await startDnsServer(); // NXDOMAIN for everything: RDAP decides
    const port = await deadPort();
    const base = `http://127.0.0.1:${port}/`;
    const clock = manualClock();
    const checker = createDomainCheckerFromConfig(
      {
        ...DEFAULT_DOMAIN_CONFIG,
        dnsServers: [dns.address],
        rdapRetries: 0,
        breakerFailures: 3,
        breakerCoolDownMs: COOL_DOWN_MS,
        takenTtlMs: 0,
        availableTtlMs: 0,
      },
      { services: createRdapServiceMap(shippedBootstrap(), { ch: base }), now: clock.now },
    );
    const host = `127.0.0.1:${port}`;

    for (const label of ["dead1", "dead2", "dead3"]) {
      const evidence = await lookup(checker, label);
      expect(evidence.rdap).toMatchObject({ outcome: "error", httpStatus: null, detail: "ECONNREFUSED" });
    }
    expect(checker.rdapClient.breaker.state(host)).toBe("open");

    // Open: answered as unknown without a connection attempt (the server is back, unasked).
    const revived = await liveRdap(port);
    live = revived.server;
    const fast = await lookup(checker, "dead4");
    expect(fast.rdap).toEqual({ outcome: "error", httpStatus: null, detail: `circuit open for ${host}` });
    expect(classifyDomain(fast)).toMatchObject({ status: "unknown", reason: "rdap_error" });
    expect(revived.hits()).toBe(0);

    // Open for the whole cool-down, however long the lookups took in real time.
    clock.advance(COOL_DOWN_MS - 1);
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
    expect((await lookup(checker, "dead5")).rdap).toMatchObject({ detail: `circuit open for ${host}` });
    expect(revived.hits()).toBe(0);

    // After the cool-down: one trial request, which succeeds and closes the circuit.
    clock.advance(1);
    expect(checker.rdapClient.breaker.state(host)).toBe("half_open");
    const trial = await lookup(checker, "alive1");
    expect(classifyDomain(trial)).toMatchObject({ status: "likely_available" });
    expect(revived.hits()).toBe(1);
    expect(checker.rdapClient.breaker.state(host)).toBe("closed");
  }, 20_000);

  it("re-opens when the half-open trial fails", async () => {
    dns = await startDnsServer();
    const port = await deadPort();
    const clock = manualClock();
    const checker = createDomainCheckerFromConfig(
      {
        ...DEFAULT_DOMAIN_CONFIG,
        dnsServers: [dns.address],
        rdapRetries: 0,
        breakerFailures: 1,
        breakerCoolDownMs: COOL_DOWN_MS,
      },
      {
        services: createRdapServiceMap(shippedBootstrap(), { ch: `http://127.0.0.1:${port}/` }),
        now: clock.now,
      },
    );
    const host = `127.0.0.1:${port}`;
    await lookup(checker, "down1");
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
    clock.advance(COOL_DOWN_MS);
    expect(checker.rdapClient.breaker.state(host)).toBe("half_open");
    const trial = await lookup(checker, "down2");
    expect(trial.rdap).toMatchObject({ detail: "ECONNREFUSED" }); // the trial really went out
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
    clock.advance(COOL_DOWN_MS - 1); // for another whole cool-down
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
  }, 20_000);

  it("opens for a resolver that stops answering, and closes once it answers again", async () => {
    dns = await startDnsServer({ "mute1.ch": "drop", "mute2.ch": "drop", "mute3.ch": "drop" });
    const rdap = await liveRdap(0);
    live = rdap.server;
    const { port } = rdap.server.address() as AddressInfo;
    const clock = manualClock();
    const checker = createDomainCheckerFromConfig(
      {
        ...DEFAULT_DOMAIN_CONFIG,
        dnsServers: [dns.address],
        dnsTimeoutMs: 200,
        dnsTries: 1,
        breakerFailures: 2,
        breakerCoolDownMs: COOL_DOWN_MS,
      },
      {
        services: createRdapServiceMap(shippedBootstrap(), { ch: `http://127.0.0.1:${port}/` }),
        now: clock.now,
      },
    );
    expect((await lookup(checker, "mute1")).dns).toEqual({ outcome: "timeout" });
    expect((await lookup(checker, "mute2")).dns).toEqual({ outcome: "timeout" });
    // Open: no query goes out, so nothing waits for the resolver's timeout.
    const queriesBefore = dns.queries.length;
    const fast = await lookup(checker, "mute3");
    expect(fast.dns).toEqual({ outcome: "error", code: "CIRCUIT_OPEN" });
    expect(dns.queries.length).toBe(queriesBefore);
    expect(checker.dnsBreaker.state("dns")).toBe("open");

    clock.advance(COOL_DOWN_MS);
    expect(classifyDomain(await lookup(checker, "back1"))).toMatchObject({ status: "likely_available" });
    expect(checker.dnsBreaker.state("dns")).toBe("closed");
  }, 20_000);
});
