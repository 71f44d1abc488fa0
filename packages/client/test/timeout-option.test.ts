/** timeoutMs is a whole number of ms from 1 to 2^31 − 1, per client and per call. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenTimeoutError } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

const WRONG = [0, -1, 1.5, 3e9, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, "100"];

describe("timeoutMs", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((req, res) => {
      const answer = () => res.end('{"status":"ok"}');
      if (req.url === "/health") setTimeout(answer, 300);
      else answer();
    });
  });
  afterAll(() => stub.close());

  it("refuses a wrong client timeoutMs at creation", () => {
    for (const timeoutMs of WRONG) {
      expect(() => createNameScreenClient({ baseUrl: stub.baseUrl, timeoutMs: timeoutMs as number })).toThrow(
        /timeoutMs must be a whole number from 1 to 2147483647/,
      );
    }
  });

  it("refuses a wrong per-call timeoutMs before sending anything", async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl });
    for (const timeoutMs of WRONG) {
      await expect(client.health({ timeoutMs: timeoutMs as number })).rejects.toThrow(TypeError);
    }
    expect(stub.requests).toEqual([]);
  });

  it("takes the largest timer delay, and a call's value over the client's", async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, timeoutMs: 2 ** 31 - 1 });
    expect((await client.health()).data).toEqual({ status: "ok" });
    const error = await client.health({ timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NameScreenTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 50 });
  });
});
