/**
 * RDAP client for `domain/<fqdn>` lookups (RFC 9082/9083) with fetch: a timeout per attempt,
 * bounded retries with jittered backoff for 429/5xx/timeouts/network errors, Retry-After
 * honoured (and remembered per host, so parallel lookups wait too), and a per-host
 * concurrency limit. Every outcome is returned as RdapEvidence; nothing is thrown.
 */
import type { RdapEvidence } from "@namescreen/core";
import type { HostLimiter } from "./host-limiter.js";
import { createHostLimiter } from "./host-limiter.js";
import { backoffDelay, parseRetryAfter } from "./retry.js";

/** Client settings. */
export interface RdapClientOptions {
  /** Timeout of one attempt (headers and body), ms. */
  timeoutMs: number;
  /** Extra attempts after the first, for retryable outcomes. */
  retries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A Retry-After longer than this is not waited for: the answer is `rate_limited` at once. */
  maxRetryAfterMs: number;
  /** Concurrent requests per RDAP host. */
  perHostConcurrency: number;
  userAgent: string;
  /** Injected for tests; default: global fetch. */
  fetch?: typeof fetch;
  /** Injected for tests; default: Math.random (jitter). */
  random?: () => number;
  /** Injected for tests; default: Date.now. */
  now?: () => number;
  /** Injected for tests; default: setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

/** Look up one name at an RDAP base URL (ending in "/"). Never rejects. */
export interface RdapClient {
  lookup(fqdn: string, baseUrl: string): Promise<RdapEvidence>;
  /** The limiter, exposed for tests and diagnostics. */
  readonly limiter: HostLimiter;
}

/** One attempt: a final answer, or a retryable one (with a server-requested delay, if any). */
type Attempt =
  | { final: true; evidence: RdapEvidence }
  | { final: false; evidence: RdapEvidence; waitMs: number | null };

/** Create a client. */
export function createRdapClient(options: RdapClientOptions): RdapClient {
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const limiter = createHostLimiter(options.perHostConcurrency);
  /** Host → time until which the server asked us to wait (429 Retry-After). */
  const coolDown = new Map<string, number>();

  const attempt = async (url: string, fqdn: string): Promise<Attempt> => {
    let response: Response;
    let body: string;
    try {
      response = await doFetch(url, {
        headers: { accept: "application/rdap+json, application/json;q=0.9", "user-agent": options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "follow",
      });
      body = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        return { final: false, evidence: { outcome: "timeout" }, waitMs: null };
      }
      const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      const detail = typeof cause === "string" ? cause : String((error as Error)?.message ?? error);
      return { final: false, evidence: { outcome: "error", httpStatus: null, detail }, waitMs: null };
    }
    return _interpret(response, body, fqdn, now());
  };

  return {
    limiter,
    async lookup(fqdn, baseUrl) {
      const url = `${baseUrl}domain/${encodeURIComponent(fqdn)}`;
      const host = new URL(baseUrl).host;
      let last: RdapEvidence = { outcome: "error", httpStatus: null, detail: "not attempted" };
      for (let i = 0; i <= options.retries; i += 1) {
        // Respect a Retry-After another lookup received for this host.
        const waitFor = (coolDown.get(host) ?? 0) - now();
        if (waitFor > 0) {
          if (waitFor > options.maxRetryAfterMs) {
            return { outcome: "rate_limited", retryAfterSeconds: Math.ceil(waitFor / 1000) };
          }
          await sleep(waitFor);
        }
        const result = await limiter.run(host, () => attempt(url, fqdn));
        last = result.evidence;
        if (result.final) break;
        if (result.waitMs !== null)
          coolDown.set(host, Math.max(coolDown.get(host) ?? 0, now() + result.waitMs));
        if (i === options.retries) break;
        if (result.waitMs !== null) {
          if (result.waitMs > options.maxRetryAfterMs) break;
          continue; // the cool-down wait happens at the top of the loop
        }
        await sleep(backoffDelay(i, { baseMs: options.backoffBaseMs, maxMs: options.backoffMaxMs }, random));
      }
      return last;
    },
  };
}

// --- Internal helpers ---

/** Map one HTTP answer to evidence. */
function _interpret(response: Response, body: string, fqdn: string, now: number): Attempt {
  const status = response.status;
  if (status === 200) return { final: true, evidence: _domainObject(body, fqdn) };
  if (status === 401) return { final: true, evidence: { outcome: "found", httpStatus: 401 } };
  if (status === 404) {
    // An HTML page is a web server's or proxy's 404, not the registry's: a misrouted query
    // must never read as "not registered".
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("html") || body.trimStart().startsWith("<")) {
      return { final: true, evidence: { outcome: "malformed", httpStatus: 404, detail: "HTML body on 404" } };
    }
    return { final: true, evidence: { outcome: "not_found" } };
  }
  if (status === 429) {
    const waitMs = parseRetryAfter(response.headers.get("retry-after"), now);
    return {
      final: false,
      evidence: {
        outcome: "rate_limited",
        retryAfterSeconds: waitMs === null ? null : Math.ceil(waitMs / 1000),
      },
      waitMs,
    };
  }
  const evidence: RdapEvidence = { outcome: "error", httpStatus: status, detail: `HTTP ${status}` };
  return status >= 500 ? { final: false, evidence, waitMs: null } : { final: true, evidence };
}

/** A 200 must carry an RFC 9083 domain object for the name asked about. */
function _domainObject(body: string, fqdn: string): RdapEvidence {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return { outcome: "malformed", httpStatus: 200, detail: "body is not JSON" };
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    return { outcome: "malformed", httpStatus: 200, detail: "body is not a JSON object" };
  }
  const d = doc as Record<string, unknown>;
  if (d.objectClassName !== "domain") {
    return { outcome: "malformed", httpStatus: 200, detail: "objectClassName is not 'domain'" };
  }
  if (typeof d.ldhName === "string" && d.ldhName.toLowerCase().replace(/\.$/, "") !== fqdn.toLowerCase()) {
    return { outcome: "malformed", httpStatus: 200, detail: `ldhName ${d.ldhName} does not match ${fqdn}` };
  }
  return { outcome: "found", httpStatus: 200 };
}
