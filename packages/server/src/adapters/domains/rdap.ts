/**
 * RDAP client for `domain/<fqdn>` lookups (RFC 9082/9083) with fetch: a timeout per attempt,
 * bounded retries with jittered backoff for 429/5xx/timeouts/network errors, Retry-After
 * honoured (and remembered per host, so parallel lookups wait too, but never longer than we
 * would wait), a per-host concurrency limit fair between consumers, a circuit breaker per host,
 * bodies read up to a cap, and a caller's abort signal (the request deadline) that ends
 * waiting, sleeping and fetching at once. Every outcome is returned as RdapEvidence; nothing
 * is thrown.
 */
import type { RdapEvidence } from "@namescreen/core";
import { ReplyTooLargeError, readTextCapped } from "../read-capped.js";
import type { CircuitBreaker, CircuitBreakerOptions } from "./circuit-breaker.js";
import { createCircuitBreaker } from "./circuit-breaker.js";
import type { HostLimiter, LimiterTicket } from "./host-limiter.js";
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
  /** Share of a host's slots one consumer may hold, (0, 1]; default 1 (no reservation). */
  consumerShare?: number | undefined;
  /** Circuit breaker per host; default: none (never opens). */
  breaker?: Omit<CircuitBreakerOptions, "now"> | undefined;
  userAgent: string;
  /** Injected for tests; default: global fetch. */
  fetch?: typeof fetch;
  /** Injected for tests; default: Math.random (jitter). */
  random?: () => number;
  /** Injected for tests; default: Date.now. */
  now?: () => number;
  /** Injected for tests; default: setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Look up one name at an RDAP base URL (ending in "/"). Never rejects. */
export interface RdapClient {
  /** `ticket` names the consumer (fair share) and carries the deadline's abort signal. */
  lookup(fqdn: string, baseUrl: string, ticket?: LimiterTicket): Promise<RdapEvidence>;
  /** The limiter, exposed for tests and diagnostics. */
  readonly limiter: HostLimiter;
  /** The per-host breakers, exposed for tests and diagnostics. */
  readonly breaker: CircuitBreaker;
}

/**
 * Longest RDAP body we read, in bytes after decompression. A domain object is a few KB; a body
 * beyond this is not one, and reading or parsing it would hold memory and the event loop.
 */
export const RDAP_MAX_BODY_BYTES = 1024 * 1024;

/** Evidence of a lookup the caller's deadline cut short. */
const DEADLINE: RdapEvidence = { outcome: "timeout" };

/** One attempt: a final answer, or a retryable one (with a server-requested delay, if any). */
type Attempt =
  | { final: true; evidence: RdapEvidence }
  | { final: false; evidence: RdapEvidence; waitMs: number | null };

/** Whether an attempt says the host is up (any answer but 5xx) or down; null: we aborted it. */
type Health = boolean | null;

/** Create a client. */
export function createRdapClient(options: RdapClientOptions): RdapClient {
  const doFetch = options.fetch ?? fetch;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? _sleep;
  const limiter = createHostLimiter(options.perHostConcurrency, { consumerShare: options.consumerShare });
  const breaker = createCircuitBreaker({ failureThreshold: 0, coolDownMs: 0, ...options.breaker, now });
  /**
   * Host → until when the server asked us to wait (429 Retry-After), held at most
   * `maxRetryAfterMs`; `refuse`: it asked longer than we wait, so lookups answer at once.
   */
  const coolDown = new Map<string, { until: number; refuse: boolean }>();
  const holdHost = (host: string, waitMs: number) => {
    const until = now() + Math.min(waitMs, options.maxRetryAfterMs);
    // A huge Retry-After must not block the host until restart: the block is capped like a wait.
    if (until >= (coolDown.get(host)?.until ?? 0))
      coolDown.set(host, { until, refuse: waitMs > options.maxRetryAfterMs });
  };

  const attempt = async (url: string, fqdn: string, deadline?: AbortSignal): Promise<[Attempt, Health]> => {
    let response: Response;
    let body: string | null;
    const perAttempt = AbortSignal.timeout(options.timeoutMs);
    try {
      response = await doFetch(url, {
        headers: { accept: "application/rdap+json, application/json;q=0.9", "user-agent": options.userAgent },
        // Covers the body too: a dripping body ends at the attempt's timeout or the deadline.
        signal: deadline ? AbortSignal.any([perAttempt, deadline]) : perAttempt,
        redirect: "follow",
      });
      body = await _bodyOf(response, RDAP_MAX_BODY_BYTES);
    } catch (error) {
      if (deadline?.aborted) return [{ final: true, evidence: DEADLINE }, null];
      const name = (error as { name?: unknown } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        return [{ final: false, evidence: { outcome: "timeout" }, waitMs: null }, false];
      }
      const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      const detail = typeof cause === "string" ? cause : String((error as Error)?.message ?? error);
      return [
        { final: false, evidence: { outcome: "error", httpStatus: null, detail }, waitMs: null },
        false,
      ];
    }
    if (body === null) {
      const detail = `body over ${RDAP_MAX_BODY_BYTES} bytes`;
      return [{ final: true, evidence: { outcome: "malformed", httpStatus: response.status, detail } }, true];
    }
    return [_interpret(response, body, fqdn, now()), response.status < 500];
  };

  /** One attempt in a slot, unless the host's circuit is open (then a fast, final error). */
  const guardedAttempt = async (
    host: string,
    url: string,
    fqdn: string,
    deadline?: AbortSignal,
  ): Promise<Attempt> => {
    if (!breaker.allow(host)) return { final: true, evidence: _circuitOpen(host) };
    const [result, healthy] = await attempt(url, fqdn, deadline);
    if (healthy === null) breaker.release(host);
    else breaker.record(host, healthy);
    return result;
  };

  return {
    limiter,
    breaker,
    async lookup(fqdn, baseUrl, ticket = {}) {
      const deadline = ticket.signal;
      const url = `${baseUrl}domain/${encodeURIComponent(fqdn)}`;
      const host = new URL(baseUrl).host;
      let last: RdapEvidence = { outcome: "error", httpStatus: null, detail: "not attempted" };
      for (let i = 0; i <= options.retries; i += 1) {
        // Respect a Retry-After another lookup received for this host.
        const hold = coolDown.get(host);
        const waitFor = (hold?.until ?? 0) - now();
        if (waitFor > 0) {
          if (hold?.refuse) return { outcome: "rate_limited", retryAfterSeconds: Math.ceil(waitFor / 1000) };
          await sleep(waitFor, deadline);
          if (deadline?.aborted) return DEADLINE;
        }
        // An open circuit answers at once, without waiting for a slot.
        if (breaker.state(host) === "open") return _circuitOpen(host);
        let result: Attempt;
        try {
          result = await limiter.run(host, () => guardedAttempt(host, url, fqdn, deadline), ticket);
        } catch {
          return DEADLINE; // the deadline passed while waiting for a slot
        }
        last = result.evidence;
        if (result.final) break;
        if (result.waitMs !== null) holdHost(host, result.waitMs);
        if (i === options.retries) break;
        if (result.waitMs !== null) {
          if (result.waitMs > options.maxRetryAfterMs) break;
          continue; // the cool-down wait happens at the top of the loop
        }
        await sleep(
          backoffDelay(i, { baseMs: options.backoffBaseMs, maxMs: options.backoffMaxMs }, random),
          deadline,
        );
        if (deadline?.aborted) return DEADLINE;
      }
      return last;
    },
  };
}

// --- Internal helpers ---

function _circuitOpen(host: string): RdapEvidence {
  return { outcome: "error", httpStatus: null, detail: `circuit open for ${host}` };
}

/** setTimeout as a promise that also ends when `signal` aborts. */
function _sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * The body of a 200 or 404 (the only ones read) as text, or null when it is over `maxBytes`;
 * then the transfer is cancelled, which aborts the fetch. Other bodies are discarded unread.
 */
async function _bodyOf(response: Response, maxBytes: number): Promise<string | null> {
  if (response.status !== 200 && response.status !== 404) {
    await response.body?.cancel().catch(() => undefined);
    return "";
  }
  try {
    return await readTextCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof ReplyTooLargeError) return null;
    throw error;
  }
}

/** Map one HTTP answer to evidence. */
function _interpret(response: Response, body: string, fqdn: string, now: number): Attempt {
  const status = response.status;
  if (status === 200) return { final: true, evidence: _domainObject(body, fqdn) };
  if (status === 401) return { final: true, evidence: { outcome: "found", httpStatus: 401 } };
  if (status === 404) return { final: true, evidence: _notFound(response, body, fqdn) };
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

/**
 * A 404 is "not registered" only when it is the registry's answer for the name asked about.
 * A misrouted query must never read as available, so these are `malformed`: a redirect to a
 * URL that no longer names the domain (another name, a missing page), an HTML or text page,
 * and a JSON body that is not an RDAP answer (an API gateway's `{"message":"Not Found"}`).
 * RFC 7480 section 5.3 lets a 404 come without a body, so an empty one counts.
 */
function _notFound(response: Response, body: string, fqdn: string): RdapEvidence {
  const malformed = (detail: string): RdapEvidence => ({ outcome: "malformed", httpStatus: 404, detail });
  if (response.redirected && !_namesDomain(response.url, fqdn)) {
    return malformed(`404 from ${response.url}, a redirect away from the name asked`);
  }
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("html") || body.trimStart().startsWith("<")) return malformed("HTML body on 404");
  if (body.trim() !== "" && !_isRdapNotFound(body)) return malformed("404 body is not an RDAP error object");
  return { outcome: "not_found" };
}

/** Whether `url` is an RDAP `.../domain/<fqdn>` URL for this name. */
function _namesDomain(url: string, fqdn: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname).toLowerCase();
  } catch {
    return false;
  }
  return path.replace(/\.$/, "").endsWith(`/domain/${fqdn.toLowerCase()}`);
}

/**
 * Whether a 404's body is an RDAP answer (RFC 9083): a JSON object with `errorCode` 404 (its
 * error response, section 6), or without `errorCode` but with the `rdapConformance` array every
 * RDAP response carries (section 4.1). An object with neither is someone else's 404.
 */
function _isRdapNotFound(body: string): boolean {
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return false;
  const { errorCode, rdapConformance } = doc as Record<string, unknown>;
  if (errorCode !== undefined) return errorCode === 404;
  return Array.isArray(rdapConformance);
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
