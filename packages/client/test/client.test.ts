/** The client against the real server on loopback: typed answers, keys, the contract's errors. */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { Schema } from "../src/index.js";
import { createNameScreenClient, NameScreenApiError } from "../src/index.js";
import type { LoopbackServer } from "./helpers/server.js";
import { startLoopbackServer } from "./helpers/server.js";

describe("NameScreen client on loopback", () => {
  let s: LoopbackServer;
  beforeAll(async () => {
    s = await startLoopbackServer();
  });
  afterAll(() => s.close());

  const partner = () => createNameScreenClient({ baseUrl: s.baseUrl, apiKey: s.apiKey });

  it("assesses a name and exposes X-Trace-Id (the body's metadata.traceId)", async () => {
    const result = await partner().assess({
      companyName: "Zürich AG",
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
    });
    expect(result.status).toBe(200);
    expect(result.attempts).toBe(1);
    expect(result.data.flags.map((f) => f.code)).toContain("ERR_STANDALONE_GEOGRAPHY");
    expect(result.traceId).toMatch(/\S/);
    expect(result.traceId).toBe(result.data.metadata?.traceId);
    expectTypeOf(result.data).toEqualTypeOf<Schema<"AssessmentResult">>();
    expectTypeOf(result.traceId).toEqualTypeOf<string | null>();
  });

  it("searches the (empty) register and reaches a GET without a key", async () => {
    const client = partner();
    const conflicts = await client.searchConflicts({ name: "Alpenblick Treuhand AG" });
    expect(conflicts.data.similarMatches).toEqual([]);
    expect(conflicts.traceId).toMatch(/\S/);
    const health = await createNameScreenClient({ baseUrl: `${s.baseUrl}/` }).health();
    expect(health.status).toBe(200);
    expect(health.traceId).toMatch(/\S/);
  });

  it("throws the contract's error body as NameScreenApiError with status and trace id", async () => {
    const error = await partner()
      .assess({ companyName: "   ", legalForm: "stock_corporation", language: "de" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NameScreenApiError);
    const apiError = error as NameScreenApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe("VALIDATION_ERROR");
    expect(apiError.details).toEqual({
      issues: expect.arrayContaining([expect.objectContaining({ path: "companyName" })]),
    });
    expect(apiError.traceId).toMatch(/\S/);
    expect(apiError.attempts).toBe(1);
    expect(apiError.toJSON()).toEqual({
      error: { code: "VALIDATION_ERROR", message: apiError.message, details: apiError.details },
    });
  });

  it("sends the partner key only to partner operations and the admin key only to admin ones", async () => {
    const wrongKey = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: "ns_sandbox_nope_nope" });
    const unauthorized = await wrongKey.searchConflicts({ name: "Alpha AG" }).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401, code: "UNAUTHORIZED" });

    // A partner-only client has no admin key: refused before any request.
    await expect(partner().call("listConsumers", {})).rejects.toThrow(/adminKey/);

    const admin = createNameScreenClient({ baseUrl: s.baseUrl, adminKey: s.adminKey });
    const created = await admin.call("createConsumer", { body: { name: "Made by the client" } });
    expect(created.status).toBe(200);
    const issued = await admin.call("issueConsumerKey", {
      path: { id: String(created.data.id) },
      body: { scopes: ["conflicts"] },
    });
    const fresh = createNameScreenClient({ baseUrl: s.baseUrl, apiKey: issued.data.key });
    expect((await fresh.searchConflicts({ name: "Alpha AG" })).status).toBe(200);
    const forbidden = await fresh
      .assess({ companyName: "Alpha AG", legalForm: "stock_corporation", language: "de" })
      .catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ status: 403, code: "FORBIDDEN" });
  });
});
