/**
 * Finding 16.4: the lookup queue is bounded. A consumer over its own bound gets 429, a full
 * queue gets 503, both at once, with Retry-After and the contract's error body; after the
 * deadline the queue has room again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainWorld } from "./loopback.js";
import { startDomainWorld, TEN_TLDS, timed } from "./loopback.js";

const DEADLINE_MS = 1500;

describe("bounded domain lookup queue", () => {
  let w: DomainWorld;

  beforeAll(async () => {
    w = await startDomainWorld({
      requestDeadlineMs: DEADLINE_MS,
      maxPendingLookupsPerConsumer: 30,
      maxPendingLookups: 40,
    });
    for (const name of ["a1", "a2", "a3", "a4", "b1", "b2"]) w.makeSlow(name);
  });
  afterAll(async () => {
    await w.close();
  });

  const check = (name: string, key?: string) => w.post({ name, tlds: [...TEN_TLDS] }, key);
  const expectRefused = (
    answer: { res: Awaited<ReturnType<typeof check>>; ms: number },
    status: number,
    code: string,
  ) => {
    expect(answer.res.status).toBe(status);
    expect(answer.ms).toBeLessThan(500);
    expect(answer.res.headers["retry-after"]).toBe("2"); // one deadline, whole seconds
    expect(answer.res.body).toEqual({
      error: {
        code,
        message: expect.any(String),
        details: {
          pendingLookups: expect.any(Number),
          requestedLookups: 10,
          maxPendingLookups: expect.any(Number),
          retryAfterSeconds: 2,
        },
      },
    });
  };

  it("refuses with 429 over a consumer's bound and 503 when the queue is full", async () => {
    const admitted = [check("a1"), check("a2"), check("a3")].map((r) => timed(() => r));
    await new Promise((r) => setTimeout(r, 200));
    expectRefused(await timed(() => check("a4")), 429, "RATE_LIMITED");
    const other = timed(() => check("b1", w.otherKey));
    await new Promise((r) => setTimeout(r, 200));
    expectRefused(await timed(() => check("b2", w.otherKey)), 503, "SERVICE_UNAVAILABLE");

    // The admitted requests still end at their deadline, and free the queue.
    for (const { res, ms } of await Promise.all([...admitted, other])) {
      expect(res.status).toBe(504);
      expect(ms).toBeLessThan(DEADLINE_MS + 1500);
    }
    expect(w.checker.admission.pending()).toBe(0);
    const again = await check("a4");
    expect(again.status).toBe(504); // admitted again (and timed out against the slow upstreams)
  }, 20_000);
});
