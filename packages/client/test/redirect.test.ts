/** A 3xx is never followed: the keys and the body stay with the server the client was given. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNameScreenClient, NameScreenApiError } from "../src/index.js";
import type { StubServer } from "./helpers/stub-server.js";
import { startStubServer } from "./helpers/stub-server.js";

describe("redirects", () => {
  let elsewhere: StubServer;
  let redirecting: StubServer;
  beforeAll(async () => {
    elsewhere = await startStubServer((_, res) => res.end("{}"));
    redirecting = await startStubServer((req, res) => {
      res.writeHead(req.url === "/health" ? 302 : 307, { location: `${elsewhere.baseUrl}/steal` });
      res.end("moved");
    });
  });
  afterAll(async () => {
    await redirecting.close();
    await elsewhere.close();
  });

  it("throws NameScreenApiError REDIRECTED naming the Location, and sends nothing there", async () => {
    const client = createNameScreenClient({
      baseUrl: redirecting.baseUrl,
      apiKey: "ns_sandbox_partner_key",
      adminKey: "ns_sandbox_admin_key",
    });
    const partner = await client.searchConflicts({ name: "Alpha AG" }).catch((e: unknown) => e);
    expect(partner).toBeInstanceOf(NameScreenApiError);
    expect(partner).toMatchObject({
      status: 307,
      code: "REDIRECTED",
      details: { location: `${elsewhere.baseUrl}/steal` },
      attempts: 1,
    });
    expect((partner as Error).message).toContain(`${elsewhere.baseUrl}/steal`);
    await expect(client.call("listConsumers", {})).rejects.toMatchObject({ status: 307, code: "REDIRECTED" });
    await expect(client.health()).rejects.toMatchObject({ status: 302, code: "REDIRECTED" });

    expect(redirecting.requests.map((r) => r.method)).toEqual(["POST", "GET", "GET"]);
    expect(elsewhere.requests).toEqual([]);
  });
});
