/**
 * Configuration of the domain checker from the environment (docs/domains.md, "Configuration").
 * Problems are returned as lines naming the variable; src/config.ts turns them into a ConfigError.
 */
import { isIP } from "node:net";
import { canonicalTld } from "@namescreen/core";

/** Settings of the DNS + RDAP checker. */
export interface DomainConfig {
  dnsServers: string[];
  dnsTimeoutMs: number;
  dnsTries: number;
  rdapTimeoutMs: number;
  rdapRetries: number;
  rdapPerHostConcurrency: number;
  rdapMaxRetryAfterMs: number;
  /** TLD → RDAP base URL, applied over the bootstrap file and the .ch/.li pins. */
  rdapOverrides: Record<string, string>;
  /** Bootstrap file written by `namescreen domains refresh-bootstrap`; the shipped snapshot if absent. */
  rdapBootstrapFile: string;
  takenTtlMs: number;
  availableTtlMs: number;
  cacheMaxEntries: number;
  /** TLDs checked by this deployment; `null` = the whole allowlist. */
  tlds: string[] | null;
  /** Deadline of one request's lookups; unfinished ones are `unknown` (reason `timeout`). */
  requestDeadlineMs: number;
  /** Share of an RDAP host's slots one consumer may hold, percent (the rest stays free for others). */
  consumerSharePercent: number;
  /** Lookups admitted at once, over all consumers; beyond it 503 with Retry-After. */
  maxPendingLookups: number;
  /** Lookups admitted at once for one consumer; beyond it 429 with Retry-After. */
  maxPendingLookupsPerConsumer: number;
  /** Consecutive failures of an upstream host that open its circuit (0 = no breaker). */
  breakerFailures: number;
  /** How long an open circuit fails fast before one trial request. */
  breakerCoolDownMs: number;
}

/** A request checks at most 10 TLDs × 3 label variants: a queue bound must admit one request. */
const MAX_LOOKUPS_PER_REQUEST = 30;

/** The defaults, documented in docs/domains.md. */
export const DEFAULT_DOMAIN_CONFIG: Readonly<DomainConfig> = {
  dnsServers: [],
  dnsTimeoutMs: 2000,
  dnsTries: 2,
  rdapTimeoutMs: 5000,
  rdapRetries: 2,
  rdapPerHostConcurrency: 4,
  rdapMaxRetryAfterMs: 5000,
  rdapOverrides: {},
  rdapBootstrapFile: "./data/rdap-bootstrap.json",
  takenTtlMs: 60 * 60 * 1000,
  availableTtlMs: 5 * 60 * 1000,
  cacheMaxEntries: 10_000,
  tlds: null,
  requestDeadlineMs: 5000,
  consumerSharePercent: 75,
  maxPendingLookups: 400,
  maxPendingLookupsPerConsumer: 100,
  breakerFailures: 5,
  breakerCoolDownMs: 30_000,
};

/** Read the domain settings from an environment map. Never throws. */
export function parseDomainEnv(env: Record<string, string | undefined>): {
  config: DomainConfig;
  issues: string[];
} {
  const issues: string[] = [];
  const d = DEFAULT_DOMAIN_CONFIG;
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === "") return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      issues.push(`${name} must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return value;
  };
  const config: DomainConfig = {
    dnsServers: _list(env.NAMESCREEN_DNS_SERVERS).filter((server) => {
      const ok = _isServerAddress(server);
      if (!ok) issues.push(`NAMESCREEN_DNS_SERVERS: "${server}" is not an IP address with optional port`);
      return ok;
    }),
    dnsTimeoutMs: int("NAMESCREEN_DNS_TIMEOUT_MS", d.dnsTimeoutMs, 50, 60_000),
    dnsTries: int("NAMESCREEN_DNS_TRIES", d.dnsTries, 1, 5),
    rdapTimeoutMs: int("NAMESCREEN_RDAP_TIMEOUT_MS", d.rdapTimeoutMs, 50, 60_000),
    rdapRetries: int("NAMESCREEN_RDAP_RETRIES", d.rdapRetries, 0, 5),
    rdapPerHostConcurrency: int("NAMESCREEN_RDAP_CONCURRENCY", d.rdapPerHostConcurrency, 1, 64),
    rdapMaxRetryAfterMs: int("NAMESCREEN_RDAP_MAX_RETRY_AFTER_MS", d.rdapMaxRetryAfterMs, 0, 60_000),
    rdapOverrides: _overrides(env.NAMESCREEN_RDAP_OVERRIDES, issues),
    rdapBootstrapFile: env.NAMESCREEN_RDAP_BOOTSTRAP_FILE?.trim() || d.rdapBootstrapFile,
    takenTtlMs: int("NAMESCREEN_DOMAIN_TAKEN_TTL_MS", d.takenTtlMs, 0, 7 * 86_400_000),
    availableTtlMs: int("NAMESCREEN_DOMAIN_AVAILABLE_TTL_MS", d.availableTtlMs, 0, 86_400_000),
    cacheMaxEntries: int("NAMESCREEN_DOMAIN_CACHE_ENTRIES", d.cacheMaxEntries, 0, 1_000_000),
    tlds: _tlds(env.NAMESCREEN_DOMAIN_TLDS, issues),
    requestDeadlineMs: int("NAMESCREEN_DOMAIN_DEADLINE_MS", d.requestDeadlineMs, 100, 120_000),
    consumerSharePercent: int("NAMESCREEN_DOMAIN_CONSUMER_SHARE_PERCENT", d.consumerSharePercent, 1, 100),
    maxPendingLookups: int(
      "NAMESCREEN_DOMAIN_MAX_PENDING",
      d.maxPendingLookups,
      MAX_LOOKUPS_PER_REQUEST,
      1_000_000,
    ),
    maxPendingLookupsPerConsumer: int(
      "NAMESCREEN_DOMAIN_MAX_PENDING_PER_CONSUMER",
      d.maxPendingLookupsPerConsumer,
      MAX_LOOKUPS_PER_REQUEST,
      1_000_000,
    ),
    breakerFailures: int("NAMESCREEN_DOMAIN_BREAKER_FAILURES", d.breakerFailures, 0, 1000),
    breakerCoolDownMs: int("NAMESCREEN_DOMAIN_BREAKER_COOLDOWN_MS", d.breakerCoolDownMs, 100, 3_600_000),
  };
  return { config, issues };
}

// --- Internal helpers ---

function _list(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** "1.2.3.4", "1.2.3.4:53", "::1", "[::1]:53": the forms Resolver.setServers accepts. */
function _isServerAddress(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  if (bracketed) return isIP(bracketed[1] ?? "") === 6 && _port(bracketed[2]);
  if (isIP(server) !== 0) return true;
  const hostPort = /^([^:]+):(\d{1,5})$/.exec(server);
  return hostPort !== null && isIP(hostPort[1] ?? "") === 4 && _port(hostPort[2]);
}

function _port(text: string | undefined): boolean {
  return text === undefined || (Number(text) >= 1 && Number(text) <= 65535);
}

/** "de=https://rdap.denic.de/,ch=http://127.0.0.1:8080/". */
function _overrides(raw: string | undefined, issues: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of _list(raw)) {
    const at = pair.indexOf("=");
    const tld = at > 0 ? pair.slice(0, at).trim().toLowerCase().replace(/^\./, "") : "";
    const url = at > 0 ? pair.slice(at + 1).trim() : "";
    let ok = tld !== "" && /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(tld);
    try {
      ok = ok && ["http:", "https:"].includes(new URL(url).protocol);
    } catch {
      ok = false;
    }
    if (ok) out[tld] = url.endsWith("/") ? url : `${url}/`;
    else issues.push(`NAMESCREEN_RDAP_OVERRIDES: "${pair}" is not tld=http(s)://base/`);
  }
  return out;
}

function _tlds(raw: string | undefined, issues: string[]): string[] | null {
  const items = _list(raw);
  if (items.length === 0) return null;
  const out: string[] = [];
  for (const item of items) {
    const tld = canonicalTld(item);
    if (tld === null) issues.push(`NAMESCREEN_DOMAIN_TLDS: "${item}" is not on the TLD allowlist`);
    else if (!out.includes(tld)) out.push(tld);
  }
  return out;
}
