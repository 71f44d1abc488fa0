import { PortError } from "@namescreen/core";
import request from "supertest";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteModule } from "../../src/http/endpoint.js";
import { defineEndpoint } from "../../src/http/endpoint.js";
import { ROUTE_MODULES } from "../../src/http/routes/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const VALID = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };

/** A module whose handler fails unexpectedly, to check the 500 path. */
const failing: RouteModule = {
  tag: { name: "Test", description: "test only" },
  schemas: {},
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/v1/test/boom",
      auth: "none",
      operationId: "boom",
      summary: "fails",
      tags: ["Test"],
      response: v.object({}),
      errors: [500],
      handler: async () => {
        throw new Error("secret internal detail at /srv/app.ts:12");
      },
    }),
    ...(["UPSTREAM_ERROR", "UPSTREAM_TIMEOUT"] as const).map((code) =>
      defineEndpoint({
        method: "get",
        path: `/v1/test/${code.toLowerCase()}`,
        auth: "none",
        operationId: code,
        summary: "a failing data port",
        tags: ["Test"],
        response: v.object({}),
        errors: [502, 504],
        handler: async () => {
          throw new PortError(code, "registry answered 503");
        },
      }),
    ),
  ],
};

describe("error responses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { bodyLimitBytes: 2048 }, modules: [...ROUTE_MODULES, failing] });
  });
  afterAll(() => t.close());

  const post = (body: string, contentType = "application/json") =>
    request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", contentType)
      .send(body);

  const expectError = (res: request.Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(typeof res.body.error.message).toBe("string");
    expect(res.body.error).toHaveProperty("details");
    expect(res.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
  };

  it("400 INVALID_REQUEST for malformed JSON", async () => {
    expectError(await post('{"companyName": '), 400, "INVALID_REQUEST");
  });

  it("400 INVALID_REQUEST for a wrong content type", async () => {
    expectError(await post(JSON.stringify(VALID), "text/plain"), 400, "INVALID_REQUEST");
  });

  it("400 INVALID_REQUEST for a missing body", async () => {
    const res = await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey);
    expectError(res, 400, "INVALID_REQUEST");
  });

  // The bytes as they are: supertest would send a Buffer as JSON ({"type":"Buffer",...}).
  const asBytes = (raw: Buffer) => raw as unknown as string;

  // Before, a Latin-1 "Müller" was read as "M\uFFFDller", answered 200 and stored so.
  it("400 INVALID_REQUEST for a body that is not UTF-8, on every JSON route", async () => {
    const latin1 = Buffer.from(
      '{"companyName":"M\xfcller Bau AG","legalForm":"stock_corporation","language":"de"}',
      "latin1",
    );
    const res = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "application/json")
      .serialize(asBytes)
      .send(latin1);
    expectError(res, 400, "INVALID_REQUEST");
    expect(res.body.error.message).toBe("Request body is not valid UTF-8; send UTF-8 JSON");
    const term = await request(t.app)
      .post("/v1/admin/restricted-terms")
      .set("X-Admin-API-Key", t.adminKey)
      .set("Content-Type", "application/json")
      .serialize(asBytes)
      .send(Buffer.from('{"categoryCode":"gambling","term":"Gl\xfccksspielprobe"}', "latin1"));
    expectError(term, 400, "INVALID_REQUEST");
    const utf8 = await post(JSON.stringify({ ...VALID, companyName: "Müller Bau AG" }));
    expect(utf8.status).toBe(200);
  });

  it("400 INVALID_REQUEST for non-object bodies (array, string, null)", async () => {
    for (const body of ["[1,2]", '"text"', "null", "42", "true"]) {
      const res = await post(body);
      expectError(res, 400, "INVALID_REQUEST");
      // Valid JSON of the wrong kind: not "Malformed JSON body", as it said before for all but arrays.
      expect(res.body.error.message).toBe("Request body must be a JSON object");
    }
  });

  it("413 PAYLOAD_TOO_LARGE with the error body for an oversized body", async () => {
    const res = await post(JSON.stringify({ ...VALID, activityScope: "x".repeat(5000) }));
    expectError(res, 413, "PAYLOAD_TOO_LARGE");
    expect(res.body.error.details).toEqual({ limitBytes: 2048 });
  });

  it("422 VALIDATION_ERROR with details naming each bad field", async () => {
    const res = await post(
      JSON.stringify({
        companyName: "",
        legalForm: "partnership",
        language: "de",
        languageVariants: [{ language: "xx", companyName: "A AG" }],
        extra: 1,
      }),
    );
    expectError(res, 422, "VALIDATION_ERROR");
    const paths = res.body.error.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["companyName", "legalForm", "languageVariants.0.language", "extra"]),
    );
  });

  it("422 from the core's own validation (control characters) uses the same body", async () => {
    const res = await post(JSON.stringify({ ...VALID, companyName: "Alpen\u0001blick AG" }));
    expectError(res, 422, "VALIDATION_ERROR");
    expect(res.body.error.details.issues[0].path).toBe("companyName");
  });

  it("404 NOT_FOUND with a trace id for an unknown route", async () => {
    expectError(await request(t.app).get("/v1/nothing/here"), 404, "NOT_FOUND");
    expectError(await request(t.app).post("/nope").send({}), 404, "NOT_FOUND");
  });

  it("405 METHOD_NOT_ALLOWED with Allow for a known path and a wrong method", async () => {
    const res = await request(t.app).get("/v1/name/assessment");
    expectError(res, 405, "METHOD_NOT_ALLOWED");
    expect(res.headers.allow).toBe("POST");
  });

  it.each([
    ["post", "/openapi.json"],
    ["put", "/docs/"],
    ["delete", "/docs"],
  ] as const)("405 for %s %s: the API documents are read only", async (method, path) => {
    // Before: /docs answered 200 to any method and /openapi.json 404.
    const res = await request(t.app)[method](path).send({});
    expectError(res, 405, "METHOD_NOT_ALLOWED");
    expect(res.headers.allow).toBe("GET, HEAD");
  });

  it.each([
    ["delete", "/v1/admin/restricted-terms/categories", "GET, HEAD"],
    ["patch", "/v1/admin/restricted-terms/audit", "GET, HEAD"],
    ["get", "/v1/admin/name/assessment/traces/compare", "POST"],
  ] as const)(
    "405 for %s %s, not the 422 of its {id} sibling's path parameter",
    async (method, path, allow) => {
      const res = await request(t.app)[method](path).set("X-Admin-API-Key", t.adminKey).send({});
      expectError(res, 405, "METHOD_NOT_ALLOWED");
      expect(res.headers.allow).toBe(allow);
      // The literal path's own methods and the {id} path are untouched.
      const own = await request(t.app)
        [allow === "POST" ? "post" : "get"](path)
        .set("X-Admin-API-Key", t.adminKey);
      expect(own.status).not.toBe(405);
    },
  );

  it("the {id} paths next to a literal one still answer their methods", async () => {
    const term = await request(t.app)
      .delete("/v1/admin/restricted-terms/999999")
      .set("X-Admin-API-Key", t.adminKey);
    expectError(term, 404, "NOT_FOUND");
    // And another method on an {id} path is its own 405.
    const put = await request(t.app)
      .put("/v1/admin/restricted-terms/999999")
      .set("X-Admin-API-Key", t.adminKey)
      .send({});
    expectError(put, 405, "METHOD_NOT_ALLOWED");
    expect(put.headers.allow).toContain("DELETE");
  });

  it("500 INTERNAL_ERROR without the error's message or stack", async () => {
    const res = await request(t.app).get("/v1/test/boom");
    expectError(res, 500, "INTERNAL_ERROR");
    expect(JSON.stringify(res.body)).not.toMatch(/secret|srv|\.ts|at /);
    expect(res.body.error.details).toBeNull();
  });

  it("502 UPSTREAM_ERROR and 504 UPSTREAM_TIMEOUT for failing data ports", async () => {
    const failed = await request(t.app).get("/v1/test/upstream_error");
    expectError(failed, 502, "UPSTREAM_ERROR");
    expect(failed.body.error.details).toEqual({ reason: "registry answered 503" });
    expectError(await request(t.app).get("/v1/test/upstream_timeout"), 504, "UPSTREAM_TIMEOUT");
  });

  it("sends security headers and no x-powered-by", async () => {
    const res = await request(t.app).get("/health");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("issues a distinct trace id per request and ignores a client-sent one", async () => {
    const a = await request(t.app).get("/health").set("X-Trace-Id", "client-chosen-id-123");
    const b = await request(t.app).get("/health");
    expect(a.headers["x-trace-id"]).not.toBe("client-chosen-id-123");
    expect(a.headers["x-trace-id"]).not.toBe(b.headers["x-trace-id"]);
  });
});
