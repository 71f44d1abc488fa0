import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toExpressPath } from "../../src/http/registry.js";
import { ROUTE_MODULES } from "../../src/http/routes/index.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

describe("GET /openapi.json and /docs", () => {
  let t: TestApp;
  let doc: Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.app).get("/openapi.json")).body;
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("documents every mounted endpoint with its security, errors and trace header", () => {
    for (const ep of ROUTE_MODULES.flatMap((m) => m.endpoints)) {
      const op = doc.paths[ep.path]?.[ep.method];
      expect(op, `${ep.method} ${ep.path}`).toBeDefined();
      expect(op?.operationId).toBe(ep.operationId);
      const responses = op?.responses as Record<string, unknown>;
      for (const status of ep.errors) expect(responses[String(status)], `${ep.path} ${status}`).toBeDefined();
      const security = op?.security as unknown[];
      expect(security.length).toBe(ep.auth === "none" ? 0 : 1);
    }
  });

  it("derives request schemas from the validating valibot schemas (strict bodies, bounds, refs)", () => {
    const schemas = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
    const assessment = schemas.AssessmentRequest as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, Record<string, unknown>>;
    };
    expect(assessment.required.sort()).toEqual(["companyName", "language", "legalForm"]);
    expect(assessment.additionalProperties).toBe(false);
    expect(assessment.properties.companyName).toMatchObject({ minLength: 1, maxLength: 256 });
    const op = doc.paths["/v1/name/assessment"]?.post as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(op.requestBody.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/AssessmentRequest",
    });
    const consumers = doc.paths["/v1/admin/consumers"]?.get as { parameters: { name: string; in: string }[] };
    expect(consumers.parameters).toEqual([
      expect.objectContaining({ name: "isActive", in: "query", required: false }),
    ]);
  });

  it("paths use {param} syntax that maps to the mounted Express paths", () => {
    expect(toExpressPath("/v1/admin/consumers/{id}/keys/{keyId}")).toBe(
      "/v1/admin/consumers/:id/keys/:keyId",
    );
    const trace = doc.paths["/v1/admin/name/assessment/traces/{trace_id}"]?.get as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(trace.parameters).toEqual([
      expect.objectContaining({ name: "trace_id", in: "path", required: true }),
    ]);
  });

  it("serves the API reference page and its assets locally (no CDN)", async () => {
    const page = await request(t.app).get("/docs/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("swagger-ui");
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg|fonts)/);
    const init = await request(t.app).get("/docs/swagger-ui-init.js");
    expect(init.status).toBe(200);
    expect(init.text).toContain('"validatorUrl": null');
    const bundle = await request(t.app).get("/docs/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers["x-trace-id"]).toBeTruthy();
  });

  it("serves the migration guide where the eligibility endpoints' deprecation Link points", async () => {
    // Before: the Swagger UI page (200 HTML) answered /docs/migration.md.
    const eligibility = await request(t.app)
      .post("/v1/name/eligibility")
      .set("X-API-Key", t.partnerKey)
      .send({ companyName: "Alpenblick Treuhand", legalForm: "stock_corporation", language: "de" });
    const link = /<([^>]+)>; rel="deprecation"/.exec(eligibility.headers.link ?? "")?.[1];
    expect(link).toBe("/docs/migration.md");
    const guide = await request(t.app).get(link as string);
    expect(guide.status).toBe(200);
    expect(guide.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    const shipped = readFileSync(
      fileURLToPath(new URL("../../../../docs/migration.md", import.meta.url)),
      "utf8",
    );
    expect(guide.text).toBe(shipped);
    expect((await request(t.app).head(link as string)).status).toBe(200);
    expect(
      (
        await request(t.app)
          .put(link as string)
          .send({})
      ).status,
    ).toBe(405);
  });

  it.each([
    ["get", "/docs/nonexistent-xyz"],
    ["get", "/docs/migration"],
    ["get", "/docs/package.json"],
    ["get", "/docs/index.html/x"],
    ["head", "/docs/nonexistent-xyz"],
    ["post", "/docs/nonexistent-xyz"],
  ] as const)(
    "%s %s: an unknown path under /docs is 404 NOT_FOUND with the error body",
    async (method, path) => {
      // Before: 200 with the Swagger UI page for any path under /docs.
      const res = await request(t.app)[method](path);
      expect(res.status).toBe(404);
      expect(res.headers["x-trace-id"]).toMatch(/^[0-9a-f-]{36}$/);
      if (method !== "head") {
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(res.body.error).toMatchObject({ code: "NOT_FOUND", details: null });
      }
    },
  );

  it("sends /docs to /docs/, where the page's relative asset links resolve", async () => {
    const res = await request(t.app).get("/docs?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/docs/");
  });
});
