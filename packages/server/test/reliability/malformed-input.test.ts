/**
 * Finding 6 (issue 16): malformed input gets a 4xx with the one error body, and client errors
 * leave no stack in the log. Node-level parser errors (bad header, huge headers) are in
 * client-error.test.ts.
 * @see issue 16, finding 6
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobResults } from "../helpers/job-results.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import { capturingLogger, expectErrorBody } from "./helpers/error-body.js";

let t: TestApp;
let logLines: string[];

beforeAll(async () => {
  const captured = capturingLogger();
  logLines = captured.lines;
  t = await createTestApp({
    configure: (deps) => {
      deps.logger = captured.logger;
    },
  });
});
afterAll(() => t.close());

const noStackLogged = () => {
  for (const line of logLines) expect(line).not.toMatch(/"stack"|\bat .+\.[jt]s:\d+/);
};

/** A screening job created from `body`, sent as `type`. */
const postJob = (type: string, body: string | Buffer) =>
  request(t.app)
    .post("/v1/name/screening/jobs")
    .set("X-API-Key", t.partnerKey)
    .set("Content-Type", type)
    .send(body);

describe("malformed requests answer 4xx with the error body", () => {
  it("a malformed percent-escape in the path is 400, before and after authentication", async () => {
    const anonymous = await request(t.app).get("/v1/admin/name/assessment/traces/%ZZ");
    expectErrorBody(anonymous, 400, "INVALID_REQUEST");
    const admin = await request(t.app)
      .get("/v1/admin/name/assessment/traces/%E0%A4%A")
      .set("X-Admin-API-Key", t.adminKey);
    expectErrorBody(admin, 400, "INVALID_REQUEST");
    noStackLogged();
  });

  it.each(["gzip", "deflate", "br"])("Content-Encoding: %s over a plain body is 400", async (encoding) => {
    const res = await request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "application/json")
      .set("Content-Encoding", encoding)
      .send('{"companyName":"Alpenblick AG","legalForm":"stock_corporation","language":"de"}');
    expectErrorBody(res, 400, "INVALID_REQUEST");
    noStackLogged();
  });

  it.each([
    ["NUL", "Alpen\u0000blick"],
    ["a lone high surrogate", "Alpen\ud800blick"],
    ["a lone low surrogate", "Alpen\udc00blick"],
    ["a control character", "Alpen\u001bblick"],
  ])("conflict search refuses %s in the name like the other endpoints (422)", async (_what, name) => {
    const conflicts = await request(t.app)
      .post("/v1/conflicts/search")
      .set("X-API-Key", t.partnerKey)
      .send({ name });
    expectErrorBody(conflicts, 422, "VALIDATION_ERROR");
    const trademarks = await request(t.app)
      .post("/v1/trademarks/search")
      .set("X-API-Key", t.partnerKey)
      .send({ query: name });
    expectErrorBody(trademarks, 422, "VALIDATION_ERROR");
  });

  it.each(["/v1/name/eligibility", "/v2/name/eligibility", "/v3/name/eligibility"])(
    "%s refuses a name of only spaces (422)",
    async (path) => {
      const body: Record<string, unknown> = {
        companyName: "     ",
        legalForm: "stock_corporation",
        language: "de",
      };
      const res = await request(t.app).post(path).set("X-API-Key", t.partnerKey).send(body);
      expectErrorBody(res, 422, "VALIDATION_ERROR");
      expect(JSON.stringify(res.body)).toContain("companyName");
    },
  );

  it.each([
    ["an opening quote inside an unquoted field", 'name\nZentaro AG\nAl"pen AG\n'],
    ["text after a closing quote", 'name\nZentaro AG\n"Alpen" AG\n'],
  ])(
    "a job CSV with %s is a job of both rows, the quote kept as text (was a 400 for the file)",
    async (_what, csv) => {
      const res = await postJob("text/csv", csv);
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ format: "csv", progress: { total: 2, errors: 0 } });
      noStackLogged();
    },
  );

  it.each([
    ["name,name\nZentaro AG,Alpen AG\n", "name"],
    ["name,legalForm,legalForm\nZentaro,limited_liability,stock_corporation\n", "legalForm"],
  ])(
    "a job CSV with a duplicate column (%j) is 400 naming it, not the last column winning",
    async (csv, column) => {
      const res = await postJob("text/csv", csv);
      expectErrorBody(res, 400, "INVALID_REQUEST");
      expect(res.body.error.details).toEqual({
        line: 1,
        problem: expect.stringContaining(`duplicate column(s) ${column}`),
      });
    },
  );

  it("a Latin-1 job body is 400 naming the line, advising UTF-8 rather than a command-line option", async () => {
    const res = await postJob("text/csv", Buffer.from("name\nZürcher Treuhand AG\n", "latin1"));
    expectErrorBody(res, 400, "INVALID_REQUEST");
    expect(res.body.error.details).toMatchObject({ line: 2 });
    expect(res.body.error.message).toContain("convert it to UTF-8");
    expect(res.body.error.message).not.toContain("--encoding");
  });

  it.each([
    ["/v1/name/screening", { checks: [] }, "checks"],
    ["/v1/name/screening", { checks: { conflicts: [] } }, "checks.conflicts"],
    ["/v1/name/screening", { checks: { trademarks: [] } }, "checks.trademarks"],
    ["/v1/name/screening", { checks: { domains: [] } }, "checks.domains"],
    ["/v1/name/screening", { checks: { ehraCompliance: [] } }, "checks.ehraCompliance"],
    ["/v1/name/alternatives", { checks: [] }, "checks"],
  ])(
    "%s refuses an array where an object is expected (%j) with 422, not as {}",
    async (path, extra, field) => {
      const body = { companyName: "Alpenblick Treuhand AG", legalForm: "stock_corporation", language: "de" };
      const res = await request(t.app)
        .post(path)
        .set("X-API-Key", t.partnerKey)
        .send({ ...body, ...extra });
      expectErrorBody(res, 422, "VALIDATION_ERROR");
      expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toEqual([field]);
    },
  );

  it.each([
    ["POST", "/v1/admin/consumers", { name: "Acme\ud800 AG" }, "name"],
    ["POST", "/v1/admin/consumers", { name: "Acme AG", description: "x\udc00" }, "description"],
    ["POST", "/v1/admin/consumers", { name: "Acme AG", contactEmail: "it\ud800@acme.ch" }, "contactEmail"],
    ["PATCH", "/v1/admin/consumers/1", { name: "\ud800Acme" }, "name"],
    ["POST", "/v1/admin/restricted-terms", { categoryCode: "banking", term: "Qbank\ud800x" }, "term"],
    ["POST", "/v1/admin/restricted-terms", { categoryCode: "banking\ud800", term: "Qbank" }, "categoryCode"],
    [
      "POST",
      "/v1/admin/restricted-terms",
      { categoryCode: "banking", term: "Qbank", description: "\ud800" },
      "description",
    ],
    [
      "POST",
      "/v1/admin/restricted-terms",
      { categoryCode: "banking", term: "Qbank", languageCode: "de\udc00" },
      "languageCode",
    ],
    [
      "POST",
      "/v1/admin/restricted-terms",
      { categoryCode: "banking", term: "Qbank", createdBy: "ops\ud800" },
      "createdBy",
    ],
    ["PATCH", "/v1/admin/restricted-terms/1", { term: "Bank\ud800" }, "term"],
  ] as const)(
    "%s %s refuses a lone surrogate (%j) with 422 instead of storing it mangled",
    async (method, path, body, field) => {
      const res = await request(t.app)
        [method === "POST" ? "post" : "patch"](path)
        .set("X-Admin-API-Key", t.adminKey)
        .send(body);
      expectErrorBody(res, 422, "VALIDATION_ERROR");
      expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toEqual([field]);
    },
  );

  it("a job row or batch item with a lone surrogate in its id is that row's error, not stored as U+FFFD", async () => {
    const invalid = (path: string) => ({
      code: "VALIDATION_ERROR",
      message: `Validation failed: ${path} contains an invalid Unicode sequence`,
      details: { issues: [{ path, message: "contains an invalid Unicode sequence" }] },
    });
    const ndjson = [
      String.raw`{"id":"a\ud800","name":"Alpenblick Treuhand AG"}`,
      String.raw`{"id":"b","name":"Alpen\udc00blick AG"}`,
    ].join("\n");
    const created = await postJob("application/x-ndjson", ndjson);
    expect(created.status).toBe(202);
    expect(created.body.progress).toMatchObject({ total: 2, errors: 2 });
    // The text that cannot be stored is not echoed (null, as for a row without one).
    expect(await jobResults(t.app, t.partnerKey, created.body.id)).toEqual([
      { line: 1, id: null, name: "Alpenblick Treuhand AG", error: invalid("id") },
      { line: 2, id: "b", name: null, error: invalid("name") },
    ]);
    const batch = await request(t.app)
      .post("/v1/name/screening/batch")
      .set("X-API-Key", t.partnerKey)
      .send({ items: [{ id: "a\ud800", name: "Alpenblick Treuhand AG" }] });
    expect(batch.status).toBe(200);
    expect(batch.body.items).toEqual([
      { line: 1, id: null, name: "Alpenblick Treuhand AG", error: invalid("id") },
    ]);
  });

  it("an empty application/json body is 400 like a missing one, not a 422 listing the fields", async () => {
    const routes = [
      ["/v1/name/screening", "X-API-Key", t.partnerKey, "application/json"],
      ["/v1/admin/consumers", "X-Admin-API-Key", t.adminKey, "application/json; charset=utf-8"],
    ] as const;
    for (const [path, header, key, type] of routes) {
      const res = await request(t.app).post(path).set(header, key).set("Content-Type", type).send("");
      expectErrorBody(res, 400, "INVALID_REQUEST");
    }
    // `{}` is a body: its missing fields stay a 422.
    const empty = await request(t.app).post("/v1/name/screening").set("X-API-Key", t.partnerKey).send({});
    expectErrorBody(empty, 422, "VALIDATION_ERROR");
  });

  it("a deeply nested JSON body is a 4xx, not a stack overflow", async () => {
    const depth = 30_000; // fits the 64 KiB body limit
    const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    for (const body of [`{"companyName":${deep}}`, `{"companyName":"Alpenblick AG","x":${deep}}`, deep]) {
      const res = await request(t.app)
        .post("/v1/name/assessment")
        .set("X-API-Key", t.partnerKey)
        .set("Content-Type", "application/json")
        .send(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expectErrorBody(res);
    }
    noStackLogged();
  });
});
