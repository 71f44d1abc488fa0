/**
 * 503 SERVICE_UNAVAILABLE from the server's real domain lookup queue (30 places): one consumer
 * fills it with lookups that wait for the request deadline, a second consumer is refused with
 * Retry-After, and its client's retry is admitted once the queue has room. The same slow
 * lookups show the client's per-attempt timeout and the caller's abort.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenApiError, NameScreenTimeoutError } from "../src/index.js";
import type { DomainUpstreams } from "./helpers/domain-upstreams.js";
import { startDomainUpstreams, TEN_TLDS } from "./helpers/domain-upstreams.js";
import type { LoopbackServer } from "./helpers/server.js";
import { startLoopbackServer } from "./helpers/server.js";

const DEADLINE_MS = 1000;

describe("503 SERVICE_UNAVAILABLE with Retry-After, timeouts", () => {
  let upstreams: DomainUpstreams;
  let s: LoopbackServer;
  beforeAll(async () => {
    upstreams = await startDomainUpstreams();
    s = await startLoopbackServer({
      ...upstreams.env,
      NAMESCREEN_DOMAIN_DEADLINE_MS: String(DEADLINE_MS),
      NAMESCREEN_DOMAIN_MAX_PENDING: "30",
      NAMESCREEN_DOMAIN_MAX_PENDING_PER_CONSUMER: "30",
    });
  });
  afterAll(async () => {
    await s.close();
    await upstreams.close();
  });

  it("retries a domain check refused by a full queue and gets the answer", async () => {
    const filler = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    const slow = ["slowa", "slowb", "slowc"].map((name) =>
      filler.checkDomains({ name, tlds: TEN_TLDS }).catch((e: unknown) => e),
    );
    await new Promise((r) => setTimeout(r, 200)); // the three are admitted: 30 lookups pending

    const noRetry = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.otherApiKey, retry: false });
    const refused = await noRetry
      .checkDomains({ name: "alpenblick", tlds: TEN_TLDS })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NameScreenApiError);
    expect(refused).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 1 });

    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.otherApiKey });
    const started = Date.now();
    const answer = await client.checkDomains({ name: "alpenblick", tlds: TEN_TLDS });
    expect(answer.attempts).toBeGreaterThanOrEqual(2); // 3 on a busy machine: the queue still full at the first retry
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // waited Retry-After: 1 s
    expect(answer.data.results.map((r) => r.status)).toEqual(TEN_TLDS.map(() => "likely_available"));
    expect(answer.traceId).toMatch(/\S/);

    // The fillers ended at their deadline with every lookup timed out (504, not retried).
    for (const outcome of await Promise.all(slow)) {
      expect(outcome).toMatchObject({ status: 504, code: "UPSTREAM_TIMEOUT", attempts: 1 });
    }
  });

  it("ends an attempt at timeoutMs with NameScreenTimeoutError", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey, timeoutMs: 200 });
    const started = Date.now();
    const error = await client.checkDomains({ name: "slowd", tlds: ["ch"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NameScreenTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 200, attempts: 1 });
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
  });

  it("passes the caller's abort through as the AbortError", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await client
      .checkDomains({ name: "slowe", tlds: ["ch"] }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "AbortError" });
    await new Promise((r) => setTimeout(r, DEADLINE_MS)); // let the server finish the lookup
  });
});
