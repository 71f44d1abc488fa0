/**
 * Finding 16.4: a circuit breaker per upstream host. After N consecutive failures the host's
 * lookups fail fast as `unknown` for a cool-down; then one trial goes out (half-open) and a
 * healthy answer closes the circuit again.
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
import { timed } from "./loopback.js";

const COOL_DOWN_MS = 600;

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
      { services: createRdapServiceMap(shippedBootstrap(), { ch: base }) },
    );
    const host = `127.0.0.1:${port}`;

    for (const label of ["dead1", "dead2", "dead3"]) {
      const evidence = await lookup(checker, label);
      expect(evidence.rdap).toMatchObject({ outcome: "error", httpStatus: null, detail: "ECONNREFUSED" });
    }
    expect(checker.rdapClient.breaker.state(host)).toBe("open");

    // Open: answered at once as unknown, no connection attempted (the server is back, unasked).
    const revived = await liveRdap(port);
    live = revived.server;
    const { res: fast, ms } = await timed(() => lookup(checker, "dead4"));
    expect(ms).toBeLessThan(100);
    expect(fast.rdap).toEqual({ outcome: "error", httpStatus: null, detail: `circuit open for ${host}` });
    expect(classifyDomain(fast)).toMatchObject({ status: "unknown", reason: "rdap_error" });
    expect(revived.hits()).toBe(0);

    // After the cool-down: one trial request, which succeeds and closes the circuit.
    await new Promise((r) => setTimeout(r, COOL_DOWN_MS + 50));
    expect(checker.rdapClient.breaker.state(host)).toBe("half_open");
    const trial = await lookup(checker, "alive1");
    expect(classifyDomain(trial)).toMatchObject({ status: "likely_available" });
    expect(revived.hits()).toBe(1);
    expect(checker.rdapClient.breaker.state(host)).toBe("closed");
  }, 20_000);

  it("re-opens when the half-open trial fails", async () => {
    dns = await startDnsServer();
    const port = await deadPort();
    const checker = createDomainCheckerFromConfig(
      {
        ...DEFAULT_DOMAIN_CONFIG,
        dnsServers: [dns.address],
        rdapRetries: 0,
        breakerFailures: 1,
        breakerCoolDownMs: COOL_DOWN_MS,
      },
      { services: createRdapServiceMap(shippedBootstrap(), { ch: `http://127.0.0.1:${port}/` }) },
    );
    const host = `127.0.0.1:${port}`;
    await lookup(checker, "down1");
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
    await new Promise((r) => setTimeout(r, COOL_DOWN_MS + 50));
    const trial = await lookup(checker, "down2");
    expect(trial.rdap).toMatchObject({ detail: "ECONNREFUSED" }); // the trial really went out
    expect(checker.rdapClient.breaker.state(host)).toBe("open");
  }, 20_000);

  it("opens for a resolver that stops answering, and closes once it answers again", async () => {
    dns = await startDnsServer({ "mute1.ch": "drop", "mute2.ch": "drop", "mute3.ch": "drop" });
    const rdap = await liveRdap(0);
    live = rdap.server;
    const { port } = rdap.server.address() as AddressInfo;
    const checker = createDomainCheckerFromConfig(
      {
        ...DEFAULT_DOMAIN_CONFIG,
        dnsServers: [dns.address],
        dnsTimeoutMs: 200,
        dnsTries: 1,
        breakerFailures: 2,
        breakerCoolDownMs: COOL_DOWN_MS,
      },
      { services: createRdapServiceMap(shippedBootstrap(), { ch: `http://127.0.0.1:${port}/` }) },
    );
    expect((await lookup(checker, "mute1")).dns).toEqual({ outcome: "timeout" });
    expect((await lookup(checker, "mute2")).dns).toEqual({ outcome: "timeout" });
    const queriesBefore = dns.queries.length;
    const { res: fast, ms } = await timed(() => lookup(checker, "mute3"));
    expect(ms).toBeLessThan(100);
    expect(fast.dns).toEqual({ outcome: "error", code: "CIRCUIT_OPEN" });
    expect(dns.queries.length).toBe(queriesBefore);

    await new Promise((r) => setTimeout(r, COOL_DOWN_MS + 50));
    expect(classifyDomain(await lookup(checker, "back1"))).toMatchObject({ status: "likely_available" });
    expect(checker.dnsBreaker.state("dns")).toBe("closed");
  }, 20_000);
});
