/**
 * Benchmark: what a domain-availability request costs apart from the internet's latency.
 *
 *   pnpm --filter @namescreen/server bench:domains
 *
 * Prints:
 * 1. the pure core part per name: label normalisation + IDN + variants (µs);
 * 2. checkDomains over the real adapter against a loopback DNS server (dns2, UDP) and a
 *    loopback RDAP server (node:http), cold (every name goes to DNS, most to RDAP) and warm
 *    (served by the evidence cache), per request of 10 TLDs, and upstream lookups per second.
 * Real registries answer in tens to hundreds of ms, so in production these figures are the
 * floor, not the expectation. Wall-clock on a shared machine: noisy, compare within one run.
 */
import { performance } from "node:perf_hooks";
import { checkDomains, DOMAIN_TLDS, labelFromName, labelVariants } from "@namescreen/core";
import { createRdapServiceMap, shippedBootstrap } from "../src/adapters/domains/bootstrap.js";
import { createDomainChecker } from "../src/adapters/domains/checker.js";
import { startDnsServer } from "../test/domains/helpers/dns-server.js";
import { startRdapServer } from "../test/domains/helpers/rdap-server.js";

const NAMES = [
  "Müller & Co. AG",
  "Bäckerei Zürich GmbH",
  "Nestlé Suisse SA",
  "Alpha-Beta Holding AG",
  "Boulangerie Dupont S.à r.l.",
  "Rossi Costruzioni Sagl",
  "Helvetia Consulting GmbH",
  "Nordlicht Informatik AG",
];
const TLDS = DOMAIN_TLDS.slice(0, 10);
const REQUESTS = 200;

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

// 1. Pure core.
{
  const rounds = 20_000;
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const name = NAMES[i % NAMES.length] ?? "";
    const t0 = performance.now();
    const outcome = labelFromName(name);
    if (outcome.ok) labelVariants(outcome.label);
    samples.push((performance.now() - t0) * 1000);
  }
  const s = stats(samples);
  console.log(
    `label + IDN + variants per name: median ${s.median.toFixed(1)} µs, p95 ${s.p95.toFixed(1)} µs`,
  );
}

// 2. Over the adapter, on loopback.
const dns = await startDnsServer();
const rdap = await startRdapServer();
try {
  const names = Array.from({ length: REQUESTS }, (_, i) => `benchname${i}`);
  // Every third name is delegated in .ch and .com (no RDAP query then); the rest go to RDAP (404).
  names.forEach((n, i) => {
    if (i % 3 === 0) {
      dns.set(`${n}.ch`, "delegated");
      dns.set(`${n}.com`, "delegated");
    }
  });
  const overrides = Object.fromEntries(TLDS.map((t) => [t, rdap.baseUrl]));
  const checker = createDomainChecker({
    dns: { servers: [dns.address], timeoutMs: 1000, tries: 2 },
    rdap: {
      timeoutMs: 2000,
      retries: 1,
      backoffBaseMs: 50,
      backoffMaxMs: 500,
      maxRetryAfterMs: 1000,
      perHostConcurrency: 4,
      userAgent: "NameScreen-bench",
    },
    services: createRdapServiceMap(shippedBootstrap(), overrides),
    cache: { takenTtlMs: 3_600_000, availableTtlMs: 300_000, maxEntries: 100_000 },
  });

  for (const phase of ["cold", "warm"] as const) {
    const samples: number[] = [];
    const before = { dns: dns.queries.length, rdap: rdap.requests.length };
    const t0 = performance.now();
    for (const name of names) {
      const s0 = performance.now();
      const result = await checkDomains({ name, tlds: TLDS }, { checker });
      samples.push(performance.now() - s0);
      if (result.summary.unknownCount > 0) throw new Error(`unexpected unknown for ${name}`);
    }
    const seconds = (performance.now() - t0) / 1000;
    const dnsQ = dns.queries.length - before.dns;
    const rdapQ = rdap.requests.length - before.rdap;
    const s = stats(samples);
    console.log(
      `${phase}: ${REQUESTS} requests × ${TLDS.length} TLDs: median ${s.median.toFixed(2)} ms, ` +
        `p95 ${s.p95.toFixed(2)} ms per request; ${dnsQ} DNS queries, ${rdapQ} RDAP requests ` +
        `(${((dnsQ + rdapQ) / seconds).toFixed(0)} upstream lookups/s)`,
    );
  }
} finally {
  await dns.close();
  await rdap.close();
}
