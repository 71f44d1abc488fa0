/**
 * 429 from the server's real rate limiter (one request per key and second): the client waits
 * Retry-After and retries the calls that change nothing, and never retries a write.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenApiError } from "../src/index.js";
import type { LoopbackServer } from "./helpers/server.js";
import { startLoopbackServer } from "./helpers/server.js";

describe("429 RATE_LIMITED with Retry-After", () => {
  let s: LoopbackServer;
  beforeAll(async () => {
    s = await startLoopbackServer({ NAMESCREEN_RATE_LIMIT: "1", NAMESCREEN_RATE_LIMIT_WINDOW_MS: "1000" });
  });
  afterAll(() => s.close());

  const search = { name: "Alpenblick Treuhand AG" };

  it("retries a search after Retry-After and answers with the retry's trace id", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });
    await waitForNextWindow();
    const first = await client.searchConflicts(search);
    const started = Date.now();
    const second = await client.searchConflicts(search);
    expect(first.attempts).toBe(1);
    expect(second.attempts).toBe(2);
    expect(second.status).toBe(200);
    expect(second.traceId).not.toBe(first.traceId);
    // Retry-After is whole seconds to the end of the window: the retry landed in the next one.
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(Math.floor(started / 1000));
  });

  it("without retries the 429 surfaces as a typed error with Retry-After", async () => {
    const client = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.otherApiKey, retry: false });
    await waitForNextWindow();
    await client.searchConflicts(search);
    const error = (await client.searchConflicts(search).catch((e: unknown) => e)) as NameScreenApiError;
    expect(error).toBeInstanceOf(NameScreenApiError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", attempts: 1, retryAfterSeconds: 1 });
    expect(error.details).toMatchObject({ limit: 1, retryAfterSeconds: 1 });
    expect(error.traceId).toMatch(/\S/);
  });

  it("gives up when Retry-After is longer than maxDelayMs", async () => {
    const client = createNameScreenClient({
      baseUrl: s.baseUrl,
      apiKey: s.otherApiKey,
      retry: { maxDelayMs: 500 },
    });
    await waitForNextWindow();
    await client.searchConflicts(search);
    await expect(client.searchConflicts(search)).rejects.toMatchObject({ status: 429, attempts: 1 });
  });

  it("never retries a write (creating a consumer)", async () => {
    const admin = createNameScreenClient({ baseUrl: s.baseUrl, adminKey: s.adminKey });
    await waitForNextWindow();
    await admin.call("createConsumer", { body: { name: "First" } });
    const error = await admin.call("createConsumer", { body: { name: "Second" } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", attempts: 1 });
    await waitForNextWindow();
    const names = (await admin.call("listConsumers", {})).data.map((c) => c.name);
    expect(names.filter((n) => n === "Second")).toEqual([]);
  });
});

/** Start at the beginning of a fresh one-second window, so one request fits before the 429. */
async function waitForNextWindow(): Promise<void> {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
}
