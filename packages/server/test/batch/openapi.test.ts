import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

type Doc = {
  tags: { name: string }[];
  paths: Record<
    string,
    Record<string, { requestBody?: { content: object }; responses: Record<string, unknown> }>
  >;
};

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await request(t.app).get("/openapi.json")).body;
});
afterAll(() => t.close());

describe("the batch routes in /openapi.json", () => {
  it("documents the job body as CSV or NDJSON and the results as NDJSON", () => {
    const create = doc.paths["/v1/name/screening/jobs"]?.post;
    expect(Object.keys(create?.requestBody?.content ?? {})).toEqual([
      "text/csv",
      "application/x-ndjson",
      "application/ndjson",
      "application/jsonl",
    ]);
    expect(create?.responses).toHaveProperty("202");
    expect(create?.responses).toHaveProperty("413");
    const results = doc.paths["/v1/name/screening/jobs/{id}/results"]?.get;
    const ok = results?.responses["200"] as { content: object } | undefined;
    expect(Object.keys(ok?.content ?? {})).toEqual(["application/x-ndjson"]);
    expect(doc.paths["/v1/name/screening/jobs/{id}"]).toHaveProperty("delete");
    expect(doc.paths["/v1/name/screening/jobs/{id}/cancel"]).toHaveProperty("post");
    expect(doc.paths["/v1/name/screening/batch"]?.post?.requestBody?.content).toHaveProperty(
      "application/json",
    );
  });

  it("lists the shared tag once", () => {
    expect(doc.tags.filter((tag) => tag.name === "Batch screening")).toHaveLength(1);
  });
});
