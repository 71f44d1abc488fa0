/** A path parameter fills one path segment: it can never be empty or move to another route. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

describe("path parameters", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((_, res) => res.end("{}"));
  });
  afterAll(() => stub.close());

  it('refuses "", "." and ".." before sending anything', async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_k" });
    for (const id of ["", ".", ".."]) {
      await expect(client.call("getScreeningJob", { path: { id } }), JSON.stringify(id)).rejects.toThrow(
        /path parameter "id"/,
      );
    }
    expect(stub.requests).toEqual([]);
  });

  it("refuses a lone surrogate with a TypeError naming the parameter (was a bare URIError)", async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_k" });
    await expect(client.call("getScreeningJob", { path: { id: "job_\uD800" } })).rejects.toThrow(
      /path parameter "id" holds an invalid Unicode sequence/,
    );
  });

  it("encodes every other value into its one segment", async () => {
    stub.requests.length = 0;
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_k" });
    for (const id of ["...", "a/../b", ".x", "%2e"]) await client.call("getScreeningJob", { path: { id } });
    expect(stub.requests.map((r) => r.url)).toEqual([
      "/v1/name/screening/jobs/...",
      "/v1/name/screening/jobs/a%2F..%2Fb",
      "/v1/name/screening/jobs/.x",
      "/v1/name/screening/jobs/%252e",
    ]);
  });

  it("refuses an unknown operation id or a missing input object with a TypeError saying so", async () => {
    // Before: "Cannot read properties of undefined (reading 'auth')" and "(reading 'body')".
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_k" });
    const call = client.call as (op: unknown, input?: unknown) => Promise<unknown>;
    for (const op of ["health", "__proto__", "toString", 5]) {
      await expect(call(op, {}), String(op)).rejects.toThrow(/is not an operation of the API/);
    }
    await expect(call("getScreeningJob", "job_1")).rejects.toThrow(/takes an input object/);
    stub.requests.length = 0;
    await expect(call("getHealth")).resolves.toMatchObject({ status: 200 });
    expect(stub.requests).toHaveLength(1);
  });
});
