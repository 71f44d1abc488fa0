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
});
