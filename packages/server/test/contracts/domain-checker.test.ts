/**
 * The DomainChecker contract against the network checker, pointed at the loopback DNS and RDAP
 * test servers, which are set up to hold the contract's world.
 */
import type { DomainScenario } from "@namescreen/core/testing";
import { describeDomainCheckerContract } from "@namescreen/core/testing";
import { afterAll, beforeAll } from "vitest";
import { createRdapServiceMap, shippedBootstrap } from "../../src/adapters/domains/bootstrap.js";
import { createDomainChecker } from "../../src/adapters/domains/checker.js";
import type { DnsBehaviour, TestDnsServer } from "../domains/helpers/dns-server.js";
import { startDnsServer } from "../domains/helpers/dns-server.js";
import type { RdapReply, TestRdapServer } from "../domains/helpers/rdap-server.js";
import { domainObject, startRdapServer } from "../domains/helpers/rdap-server.js";

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

const DNS: Record<DomainScenario, DnsBehaviour> = {
  registered: "delegated",
  available: "nxdomain",
  failing: "servfail",
};
const RDAP = (fqdn: string): Record<DomainScenario, RdapReply> => ({
  registered: { status: 200, body: domainObject(fqdn) },
  available: { status: 404, body: { errorCode: 404 } },
  failing: { status: 503, body: "unavailable" },
});

describeDomainCheckerContract("network checker (loopback DNS + RDAP)", (world) => {
  for (const [fqdn, scenario] of Object.entries(world)) {
    dns.set(fqdn, DNS[scenario]);
    rdap.set(fqdn, RDAP(fqdn)[scenario]);
  }
  // Generous client timeouts: the contract expects answers, and a slow one on a loaded machine
  // must not turn into `timeout` (a held or free name would then classify as unknown).
  return createDomainChecker({
    dns: { servers: [dns.address], timeoutMs: 5_000, tries: 1 },
    rdap: {
      timeoutMs: 5_000,
      retries: 1,
      backoffBaseMs: 10,
      backoffMaxMs: 40,
      maxRetryAfterMs: 1000,
      perHostConcurrency: 4,
      userAgent: "NameScreen-contract-test",
    },
    services: createRdapServiceMap(shippedBootstrap(), { ch: rdap.baseUrl }),
    cache: { takenTtlMs: 0, availableTtlMs: 0, maxEntries: 100 },
  });
});
