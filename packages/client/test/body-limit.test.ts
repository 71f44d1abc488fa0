/** Answer bodies are read up to a cap: an error page 64 KiB, a success maxResponseBytes. */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenApiError } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

/** Write 64 KiB chunks until the client hangs up: a body that never ends. */
function endless(res: ServerResponse): void {
  const chunk = "x".repeat(65_536);
  const write = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once("drain", write);
  };
  write();
}

describe("answer body limits", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((req, res) => {
      if (req.url === "/health") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: "ok", padding: "y".repeat(2000) }));
        return;
      }
      res.writeHead(502, { "content-type": "text/html", "x-trace-id": "t-big" });
      endless(res);
    });
  });
  afterAll(() => stub.close());

  it("stops reading an error body past 64 KiB: RESPONSE_TOO_LARGE with the status", async () => {
    const client = createNameScreenClient({
      baseUrl: stub.baseUrl,
      apiKey: "ns_sandbox_key",
      timeoutMs: 5000,
    });
    const error = await client.searchConflicts({ name: "Alpha AG" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NameScreenApiError);
    expect(error).toMatchObject({
      status: 502,
      code: "RESPONSE_TOO_LARGE",
      details: { limitBytes: 65_536 },
      traceId: "t-big",
      attempts: 1,
    });
  });

  it("refuses a success body past maxResponseBytes, and reads one within it", async () => {
    const small = createNameScreenClient({ baseUrl: stub.baseUrl, maxResponseBytes: 1000 });
    await expect(small.health()).rejects.toMatchObject({
      status: 200,
      code: "RESPONSE_TOO_LARGE",
      details: { limitBytes: 1000 },
    });
    const roomy = createNameScreenClient({ baseUrl: stub.baseUrl, maxResponseBytes: 3000 });
    expect((await roomy.health()).data).toMatchObject({ status: "ok" });
  });

  it("refuses a maxResponseBytes that is not a positive whole number", () => {
    for (const maxResponseBytes of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createNameScreenClient({ baseUrl: stub.baseUrl, maxResponseBytes })).toThrow(
        /maxResponseBytes/,
      );
    }
  });
});
