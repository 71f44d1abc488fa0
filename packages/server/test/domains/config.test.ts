import { describe, expect, it } from "vitest";
import { DEFAULT_DOMAIN_CONFIG, parseDomainEnv } from "../../src/adapters/domains/config.js";
import { backoffDelay, parseRetryAfter } from "../../src/adapters/domains/retry.js";

describe("parseDomainEnv", () => {
  it("gives the defaults for an empty environment", () => {
    expect(parseDomainEnv({})).toEqual({ config: DEFAULT_DOMAIN_CONFIG, issues: [] });
  });

  it("reads every variable", () => {
    const { config, issues } = parseDomainEnv({
      NAMESCREEN_DNS_SERVERS: "127.0.0.1:5353, 9.9.9.9, [::1]:53, ::1",
      NAMESCREEN_DNS_TIMEOUT_MS: "700",
      NAMESCREEN_DNS_TRIES: "3",
      NAMESCREEN_RDAP_TIMEOUT_MS: "900",
      NAMESCREEN_RDAP_RETRIES: "0",
      NAMESCREEN_RDAP_CONCURRENCY: "2",
      NAMESCREEN_RDAP_MAX_RETRY_AFTER_MS: "1000",
      NAMESCREEN_RDAP_OVERRIDES: "de=https://rdap.denic.de, .ch=http://127.0.0.1:8080/",
      NAMESCREEN_RDAP_BOOTSTRAP_FILE: "/var/lib/namescreen/dns.json",
      NAMESCREEN_DOMAIN_TAKEN_TTL_MS: "1000",
      NAMESCREEN_DOMAIN_AVAILABLE_TTL_MS: "0",
      NAMESCREEN_DOMAIN_CACHE_ENTRIES: "5",
      NAMESCREEN_DOMAIN_TLDS: "ch, .LI, ch",
      NAMESCREEN_DOMAIN_DEADLINE_MS: "3000",
      NAMESCREEN_DOMAIN_CONSUMER_SHARE_PERCENT: "50",
      NAMESCREEN_DOMAIN_MAX_PENDING: "200",
      NAMESCREEN_DOMAIN_MAX_PENDING_PER_CONSUMER: "60",
      NAMESCREEN_DOMAIN_BREAKER_FAILURES: "0",
      NAMESCREEN_DOMAIN_BREAKER_COOLDOWN_MS: "1000",
    });
    expect(issues).toEqual([]);
    expect(config).toEqual({
      dnsServers: ["127.0.0.1:5353", "9.9.9.9", "[::1]:53", "::1"],
      dnsTimeoutMs: 700,
      dnsTries: 3,
      rdapTimeoutMs: 900,
      rdapRetries: 0,
      rdapPerHostConcurrency: 2,
      rdapMaxRetryAfterMs: 1000,
      rdapOverrides: { de: "https://rdap.denic.de/", ch: "http://127.0.0.1:8080/" },
      rdapBootstrapFile: "/var/lib/namescreen/dns.json",
      takenTtlMs: 1000,
      availableTtlMs: 0,
      cacheMaxEntries: 5,
      tlds: ["ch", "li"],
      requestDeadlineMs: 3000,
      consumerSharePercent: 50,
      maxPendingLookups: 200,
      maxPendingLookupsPerConsumer: 60,
      breakerFailures: 0,
      breakerCoolDownMs: 1000,
    });
  });

  it("names every bad variable", () => {
    const { issues } = parseDomainEnv({
      NAMESCREEN_DNS_SERVERS: "dns.google",
      NAMESCREEN_DNS_TIMEOUT_MS: "fast",
      NAMESCREEN_RDAP_RETRIES: "99",
      NAMESCREEN_RDAP_OVERRIDES: "de",
      NAMESCREEN_DOMAIN_TLDS: "xyz",
    });
    expect(issues.map((i) => i.split(/[: ]/)[0])).toEqual([
      "NAMESCREEN_DNS_SERVERS",
      "NAMESCREEN_DNS_TIMEOUT_MS",
      "NAMESCREEN_RDAP_RETRIES",
      "NAMESCREEN_RDAP_OVERRIDES",
      "NAMESCREEN_DOMAIN_TLDS",
    ]);
  });
});

describe("retry timing", () => {
  it("backoff is full jitter under a doubling cap", () => {
    const opts = { baseMs: 100, maxMs: 1000 };
    expect(backoffDelay(0, opts, () => 0.999)).toBe(99);
    expect(backoffDelay(2, opts, () => 0.5)).toBe(200);
    expect(backoffDelay(10, opts, () => 0.999)).toBe(999);
    expect(backoffDelay(3, opts, () => 0)).toBe(0);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = Date.UTC(2026, 10, 22, 5, 0, 0);
    expect(parseRetryAfter("7", now)).toBe(7000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 05:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 04:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
