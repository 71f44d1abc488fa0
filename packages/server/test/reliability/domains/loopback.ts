/**
 * The app with the production domain checker (createDomainCheckerFromConfig, default timeouts
 * and retries) pointed at a real DNS server and a real RDAP server on 127.0.0.1, for ten TLDs,
 * plus a second partner key, so tests can play two consumers.
 */
import request from "supertest";
import { createRdapServiceMap, shippedBootstrap } from "../../../src/adapters/domains/bootstrap.js";
import type { NetworkDomainChecker } from "../../../src/adapters/domains/checker.js";
import type { DomainConfig } from "../../../src/adapters/domains/config.js";
import { DEFAULT_DOMAIN_CONFIG } from "../../../src/adapters/domains/config.js";
import { createDomainCheckerFromConfig } from "../../../src/adapters/domains/factory.js";
import type { TestDnsServer } from "../../domains/helpers/dns-server.js";
import { startDnsServer } from "../../domains/helpers/dns-server.js";
import type { TestRdapServer } from "../../domains/helpers/rdap-server.js";
import { startRdapServer } from "../../domains/helpers/rdap-server.js";
import type { TestApp } from "../../helpers/test-app.js";
import { createTestApp } from "../../helpers/test-app.js";

export const PATH = "/v1/domains/availability";

/** Ten allowlisted TLDs, all served by the loopback RDAP server. */
export const TEN_TLDS = ["ch", "li", "swiss", "com", "net", "org", "info", "io", "biz", "app"] as const;

/** A running loopback world. */
export interface DomainWorld {
  t: TestApp;
  dns: TestDnsServer;
  rdap: TestRdapServer;
  checker: NetworkDomainChecker;
  /** A second consumer's key. */
  otherKey: string;
  /** Make every `<label>.<tld>` slow: DNS never answers, RDAP answers after a minute. */
  makeSlow(label: string): void;
  post(body: unknown, key?: string): request.Test;
  close(): Promise<void>;
}

/** Start the servers and the app; `config` overrides the production defaults. */
export async function startDomainWorld(config: Partial<DomainConfig> = {}): Promise<DomainWorld> {
  const dns = await startDnsServer();
  const rdap = await startRdapServer();
  const overrides = Object.fromEntries(TEN_TLDS.map((tld) => [tld, rdap.baseUrl]));
  const checker = createDomainCheckerFromConfig(
    { ...DEFAULT_DOMAIN_CONFIG, dnsServers: [dns.address], takenTtlMs: 0, availableTtlMs: 0, ...config },
    { services: createRdapServiceMap(shippedBootstrap(), overrides) },
  );
  const t = await createTestApp({
    configure: (deps) => {
      deps.services.domainChecker = checker;
    },
  });
  const other = await t.deps.consumers.create({ name: "Other Partner" });
  const otherKey = (await t.deps.consumers.issueKey(other.id, ["domains"], "sandbox")).key;
  return {
    t,
    dns,
    rdap,
    checker,
    otherKey,
    makeSlow(label) {
      for (const tld of TEN_TLDS) {
        dns.set(`${label}.${tld}`, "drop");
        rdap.set(`${label}.${tld}`, { status: 404, body: { errorCode: 404 }, delayMs: 60_000 });
      }
    },
    post: (body, key = t.partnerKey) =>
      request(t.app)
        .post(PATH)
        .set("X-API-Key", key)
        .send(body as object),
    async close() {
      t.close();
      await dns.close();
      await rdap.close();
    },
  };
}

/** Run `send` and measure how long the answer took. */
export async function timed<T>(send: () => T | PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await send();
  return { res, ms: performance.now() - started };
}
