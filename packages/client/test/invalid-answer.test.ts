/** A 2xx whose body is not what the operation answers is an error, never a success with a string. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenApiError } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

const BODIES: Record<string, [string, string]> = {
  "/v1/conflicts/search": ["application/json", '{"similarMatches":['],
  "/health": ["text/html", "<html><body>Maintenance</body></html>"],
  "/v1/trademarks/search": ["application/json", ""],
  "/v1/name/screening/jobs/j1/results": ["application/x-ndjson", '{"line":1}\n{"line":2,\n'],
};

describe("2xx answers the client cannot read", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((req, res) => {
      const [type, body] = BODIES[req.url] ?? ["application/json", "{}"];
      res.writeHead(200, { "content-type": type, "x-trace-id": "t-1" });
      res.end(body);
    });
  });
  afterAll(() => stub.close());

  it("throws NameScreenApiError INVALID_RESPONSE for truncated JSON, an HTML page, an empty body, a bad NDJSON line", async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_key" });
    const calls = [
      () => client.searchConflicts({ name: "Alpha AG" }),
      () => client.health(),
      () => client.searchTrademarks({ query: "Alpha" }),
      () => client.call("getScreeningJobResults", { path: { id: "j1" } }),
    ];
    for (const call of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NameScreenApiError);
      expect(error).toMatchObject({ status: 200, code: "INVALID_RESPONSE", traceId: "t-1", attempts: 1 });
    }
  });

  it("throws INVALID_RESPONSE for JSON that is neither an object nor a list, and an NDJSON line that is no object", async () => {
    // Before, each resolved as data, and reading a field of it threw a raw TypeError.
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_key" });
    for (const [body, call] of [
      ["null", () => client.searchConflicts({ name: "Alpha AG" })],
      ["42", () => client.searchConflicts({ name: "Alpha AG" })],
      ['"ok"', () => client.searchConflicts({ name: "Alpha AG" })],
      ["true", () => client.searchConflicts({ name: "Alpha AG" })],
    ] as const) {
      BODIES["/v1/conflicts/search"] = ["application/json", body];
      await expect(call(), body).rejects.toMatchObject({ status: 200, code: "INVALID_RESPONSE" });
    }
    BODIES["/v1/name/screening/jobs/j3/results"] = ["application/x-ndjson", '{"line":1}\nnull\n42\n'];
    await expect(client.call("getScreeningJobResults", { path: { id: "j3" } })).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });

  it("still reads an empty NDJSON answer as no items", async () => {
    const client = createNameScreenClient({ baseUrl: stub.baseUrl, apiKey: "ns_sandbox_key" });
    BODIES["/v1/name/screening/jobs/j2/results"] = ["application/x-ndjson", ""];
    expect((await client.call("getScreeningJobResults", { path: { id: "j2" } })).data).toEqual([]);
  });
});
