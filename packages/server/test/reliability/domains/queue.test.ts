/**
 * Finding 16.4: the lookup queue is bounded. A consumer over its own bound gets 429, a full
 * queue gets 503, both at once, with Retry-After and the contract's error body; after the
 * deadline the queue has room again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DomainWorld } from "./loopback.js";
import { startDomainWorld, TEN_TLDS, timed } from "./loopback.js";

/**
 * Long enough that a1–a3 (and b1) are surely still queued while a4 and b2 are sent on a loaded
 * machine: everything between their admission and b2's refusal has to fit into one deadline.
 */
const DEADLINE_MS = 4000;
/** Retry-After of a refusal: one deadline in whole seconds. */
const RETRY_AFTER = String(Math.ceil(DEADLINE_MS / 1000));

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
    // At once: a refusal that waited for the queued work would take a whole deadline.
    expect(answer.ms).toBeLessThan(DEADLINE_MS / 2);
    expect(answer.res.headers["retry-after"]).toBe(RETRY_AFTER); // one deadline, whole seconds
    expect(answer.res.body).toEqual({
      error: {
        code,
        message: expect.any(String),
        details: {
          pendingLookups: expect.any(Number),
          requestedLookups: 10,
          maxPendingLookups: expect.any(Number),
          retryAfterSeconds: Number(RETRY_AFTER),
        },
      },
    });
  };

  /** Wait until the queue holds `lookups` places (bounded), instead of a fixed pause. */
  const queued = async (lookups: number) => {
    for (let waited = 0; w.checker.admission.pending() < lookups && waited < 5000; waited += 10)
      await new Promise((r) => setTimeout(r, 10));
    expect(w.checker.admission.pending()).toBe(lookups);
  };

  it("refuses with 429 over a consumer's bound and 503 when the queue is full", async () => {
    const admitted = [check("a1"), check("a2"), check("a3")].map((r) => timed(() => r));
    // a1–a3 hold 30 places: the consumer's bound. Waited for: a fixed 200 ms was not always
    // enough on a loaded machine, and then a4 was admitted (504 instead of 429).
    await queued(30);
    expectRefused(await timed(() => check("a4")), 429, "RATE_LIMITED");
    const other = timed(() => check("b1", w.otherKey));
    await queued(40); // b1's 10 places fill the whole queue
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
