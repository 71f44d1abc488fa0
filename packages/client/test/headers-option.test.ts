/** Extra headers merge case-insensitively and can never carry or duplicate a key. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

describe("headers option", () => {
  let stub: StubServer;
  beforeAll(async () => {
    stub = await startStubServer((_, res) => res.end('{"similarMatches":[]}'));
  });
  afterAll(() => stub.close());

  it("refuses a key header in any case: the keys go only through apiKey and adminKey", () => {
    for (const name of ["X-API-Key", "X-Api-Key", "x-api-key", "X-ADMIN-API-KEY"]) {
      expect(() =>
        createNameScreenClient({
          baseUrl: stub.baseUrl,
          apiKey: "ns_sandbox_k",
          headers: { [name]: "other" },
        }),
      ).toThrow(/apiKey and adminKey/);
    }
  });

  it("refuses a header value that cannot be sent, without showing it", () => {
    const create = () =>
      createNameScreenClient({
        baseUrl: stub.baseUrl,
        headers: { Authorization: "Bearer s3cr3t\nX-Evil: 1" },
      });
    expect(create).toThrow(TypeError);
    expect(create).toThrow(/Authorization/);
    expect(create).not.toThrow(/s3cr3t/);
  });

  it("sends the caller's headers once each, the client's own Accept and Content-Type over theirs", async () => {
    const client = createNameScreenClient({
      baseUrl: stub.baseUrl,
      apiKey: "ns_sandbox_k",
      headers: { "User-Agent": "partner/1", ACCEPT: "text/html", "content-TYPE": "text/plain" },
    });
    await client.searchConflicts({ name: "Alpha AG" });
    const [request] = stub.requests;
    expect(request?.headers).toMatchObject({
      "user-agent": "partner/1",
      accept: "application/json",
      "content-type": "application/json",
      "x-api-key": "ns_sandbox_k",
    });
  });

  it("refuses a header value that is not a string (undefined and null were sent as text)", () => {
    for (const value of [undefined, null, {}, true]) {
      expect(
        () => createNameScreenClient({ baseUrl: stub.baseUrl, headers: { "X-Opt": value as never } }),
        String(value),
      ).toThrow(/headers\["X-Opt"\] must be a string/);
    }
  });

  it("takes a Headers instance (before, it was accepted and nothing was sent)", async () => {
    stub.requests.length = 0;
    const client = createNameScreenClient({
      baseUrl: stub.baseUrl,
      apiKey: "ns_sandbox_k",
      headers: new Headers({ "User-Agent": "partner-app/1.0" }),
    });
    await client.searchConflicts({ name: "Alpha AG" });
    expect(stub.requests[0]?.headers["user-agent"]).toBe("partner-app/1.0");
  });
});
