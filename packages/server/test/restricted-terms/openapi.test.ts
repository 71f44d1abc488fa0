import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { termsTestApp } from "./app.js";

type Schema = Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };

describe("restricted-terms endpoints in /openapi.json", () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, { parameters?: Record<string, unknown>[] }>>;
    components: { schemas: Record<string, Schema> };
  };
  beforeAll(async () => {
    t = await termsTestApp();
    doc = (await request(t.app).get("/openapi.json")).body;
  });
  afterAll(() => t.close());

  it("is still a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
  });

  it("documents every endpoint and method", () => {
    expect(Object.keys(doc.paths["/v1/admin/restricted-terms"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/v1/admin/restricted-terms/{term_id}"] ?? {}).sort()).toEqual([
      "delete",
      "patch",
    ]);
    expect(doc.paths["/v1/admin/restricted-terms/categories"]?.get).toBeDefined();
    expect(doc.paths["/v1/admin/restricted-terms/audit"]?.get).toBeDefined();
  });

  it("publishes the strict bodies with the contract's bounds and the valid override values", () => {
    const create = doc.components.schemas.RestrictedTermCreate!;
    expect(create.additionalProperties).toBe(false);
    expect((create.required as string[]).sort()).toEqual(["categoryCode", "term"]);
    expect(create.properties.term).toMatchObject({ minLength: 1, maxLength: 512 });
    expect(create.properties.categoryCode).toMatchObject({ minLength: 1, maxLength: 64 });
    expect(JSON.stringify(create.properties.matchModeOverride)).toContain("word_prefix");
    expect(JSON.stringify(create.properties.severityOverride)).toContain("WARNING");
    const patch = doc.components.schemas.RestrictedTermPatch!;
    expect(patch.additionalProperties).toBe(false);
    expect(patch.required ?? []).toEqual([]);
    const list = doc.paths["/v1/admin/restricted-terms"]?.get?.parameters ?? [];
    expect(list.map((p) => p.name).sort()).toEqual(["categoryCode", "isActive", "limit", "offset", "search"]);
  });
});
