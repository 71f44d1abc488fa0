/** Retry options: a field set to undefined keeps its default; a wrong value is refused at creation. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

describe("retry options", () => {
  /** Status and Retry-After of the next answers; then 200. */
  const script: [number, string | null][] = [];
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((_, res) => {
      const [status, retryAfter] = script.shift() ?? [200, null];
      res.writeHead(status, {
        "content-type": "application/json",
        ...(retryAfter ? { "retry-after": retryAfter } : {}),
      });
      res.end(
        status === 200
          ? '{"status":"ok"}'
          : '{"error":{"code":"RATE_LIMITED","message":"later","details":null}}',
      );
    });
  });
  afterAll(() => stub.close());

  const client = (retry: Record<string, unknown>) =>
    createNameScreenClient({ baseUrl: stub.baseUrl, retry: retry as never });

  it("keeps the defaults for fields set to undefined", async () => {
    // maxDelayMs undefined: the 30 s cap still holds, a Retry-After of an hour is not waited for.
    script.push([429, "3600"]);
    await expect(client({ maxDelayMs: undefined }).health()).rejects.toMatchObject({
      status: 429,
      attempts: 1,
    });

    // retries undefined: still 2 retries; random undefined: still Math.random.
    script.push([503, "0"], [503, "0"]);
    expect((await client({ retries: undefined, random: undefined }).health()).attempts).toBe(3);

    // baseDelayMs undefined: still a 250 ms step (125 ms with the jitter pinned low).
    script.push([503, null]);
    const started = Date.now();
    const answer = await client({ baseDelayMs: undefined, random: () => 0 }).health();
    expect(answer.attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
  }, 5000);

  it("refuses a wrong value at creation with a TypeError naming the option", () => {
    const wrong: [string, unknown][] = [
      ["retries", -1],
      ["retries", 1.5],
      ["retries", "2"],
      ["baseDelayMs", Number.NaN],
      ["baseDelayMs", -10],
      ["maxDelayMs", Number.POSITIVE_INFINITY],
      ["maxDelayMs", 2 ** 31],
      ["random", 0.5],
    ];
    for (const [name, value] of wrong) {
      expect(() => client({ [name]: value }), `${name}: ${String(value)}`).toThrow(TypeError);
      expect(() => client({ [name]: value }), `${name}: ${String(value)}`).toThrow(name);
    }
    for (const retry of [true, null, 3, []]) {
      expect(() => createNameScreenClient({ baseUrl: stub.baseUrl, retry: retry as never })).toThrow(/retry/);
    }
  });

  it("refuses a random source's answer outside [0, 1) instead of waiting less than Retry-After", async () => {
    // Before: NaN waited 11 ms for a Retry-After of 2 s, -5 about 1 s.
    for (const value of [Number.NaN, -5, 1, "0.5"]) {
      script.push([503, "2"]);
      const started = Date.now();
      const error = await client({ random: () => value as number })
        .health()
        .catch((e: unknown) => e);
      expect(error, String(value)).toBeInstanceOf(TypeError);
      expect(String(error)).toMatch(/retry\.random must answer a number in \[0, 1\)/);
      expect(Date.now() - started).toBeLessThan(1000);
      script.length = 0;
    }
  });
});
