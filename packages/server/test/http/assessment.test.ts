import { assess } from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

describe("POST /v1/name/assessment", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ scopes: ["assessment"] });
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    request(t.app)
      .post("/v1/name/assessment")
      .set("X-API-Key", t.partnerKey)
      .send(body as object);

  it("returns the core's result with metadata.traceId = X-Trace-Id", async () => {
    const body = {
      companyName: "Alpenblick Treuhand AG",
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
      riskProfile: "conservative",
    };
    const res = await post(body);
    expect(res.status).toBe(200);
    const expected = (await assess(body as never)).result;
    expect(res.body.assessment).toEqual(expected.assessment);
    expect(res.body.flags).toEqual(expected.flags);
    expect(res.body.semanticContext).toEqual(expected.semanticContext);
    expect(res.body.metadata.traceId).toBe(res.headers["x-trace-id"]);
    expect(Number.isInteger(res.body.metadata.processingTimeMs)).toBe(true);
  });

  it("raises flags for a name breaking the syntax rules (HTTP 200: flags are business signals)", async () => {
    const res = await post({
      companyName: "Alpen@blick  AG",
      legalForm: "stock_corporation",
      language: "de",
    });
    expect(res.status).toBe(200);
    const expected = (
      await assess({ companyName: "Alpen@blick  AG", legalForm: "stock_corporation", language: "de" })
    ).result;
    expect(res.body.flags.map((f: { code: string }) => f.code)).toEqual(expected.flags.map((f) => f.code));
    expect(res.body.assessment.overallStatus).toBe(expected.assessment.overallStatus);
  });

  it("stores the trace with endpoint, status code, response and explanation", async () => {
    const res = await post({
      companyName: "Alpenblick Treuhand AG",
      legalForm: "stock_corporation",
      language: "de",
    });
    const trace = await t.deps.traces.get(res.body.metadata.traceId);
    expect(trace).not.toBeNull();
    expect(trace?.endpoint).toBe("/v1/name/assessment");
    expect(trace?.statusCode).toBe(200);
    expect(trace?.response).toEqual(res.body);
    expect(trace?.explanation).toMatchObject({ checkLevel: "full", riskProfile: "balanced" });
  });

  it("accepts languageVariants items {language, companyName} including Romansh and null optionals", async () => {
    const res = await post({
      companyName: "Alpenblick Treuhand AG",
      legalForm: "stock_corporation",
      language: "de",
      languageVariants: [
        { language: "fr", companyName: "Alpenblick Fiduciaire SA" },
        { language: "rm", companyName: "Alpenblick Fiduziari SA" },
      ],
      ownerSurname: null,
      legalSeat: null,
      activityScope: null,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ legalForm: "stock_corporation", language: "de" }, "companyName"],
    [{ companyName: "A AG", language: "de" }, "legalForm"],
    [{ companyName: "A AG", legalForm: "stock_corporation", language: "rm" }, "language"],
    [{ companyName: "x".repeat(257), legalForm: "stock_corporation", language: "de" }, "companyName"],
    [
      { companyName: "A AG", legalForm: "stock_corporation", language: "de", checkLevel: "deep" },
      "checkLevel",
    ],
    [
      { companyName: "A AG", legalForm: "stock_corporation", language: "de", riskProfile: "bold" },
      "riskProfile",
    ],
    [
      { companyName: "A AG", legalForm: "stock_corporation", language: "de", legalSeat: "x".repeat(129) },
      "legalSeat",
    ],
    [
      { companyName: "A AG", legalForm: "stock_corporation", language: "de", ownerSurname: 5 },
      "ownerSurname",
    ],
    [
      {
        companyName: "A AG",
        legalForm: "stock_corporation",
        language: "de",
        activityScope: "x".repeat(2001),
      },
      "activityScope",
    ],
    [
      {
        companyName: "A AG",
        legalForm: "stock_corporation",
        language: "de",
        languageVariants: Array(11).fill({ language: "fr", companyName: "A SA" }),
      },
      "languageVariants",
    ],
    [
      {
        companyName: "A AG",
        legalForm: "stock_corporation",
        language: "de",
        languageVariants: [{ language: "fr", companyName: "A SA", x: 1 }],
      },
      "languageVariants.0.x",
    ],
    [
      { companyName: "A AG", legalForm: "stock_corporation", language: "de", unknownField: true },
      "unknownField",
    ],
    // Nothing but a legal form: no name to judge (was CLEAR_TO_FILE at the basic level).
    [
      { companyName: "GmbH", legalForm: "limited_liability", language: "de", checkLevel: "basic" },
      "companyName",
    ],
    [
      {
        companyName: "A AG",
        legalForm: "stock_corporation",
        language: "de",
        languageVariants: [{ language: "fr", companyName: "SA" }],
      },
      "languageVariants.0.companyName",
    ],
  ])("422 naming the field for %j", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("names the allowed properties for an unknown one, in the core's words", async () => {
    const body = {
      companyName: "Alpha AG",
      legalForm: "stock_corporation",
      language: "de",
      riskprofile: "relaxed",
    };
    const res = await post(body);
    expect(res.status).toBe(422);
    const core = await assess(body as never).catch((e: { issues: unknown }) => e.issues);
    expect(res.body.error.details.issues).toEqual(core);
    expect(res.body.error.details.issues).toEqual([
      {
        path: "riskprofile",
        message:
          "is not an allowed property; allowed: activityScope, checkLevel, companyName, language, languageVariants, legalForm, legalSeat, ownerSurname, riskProfile",
      },
    ]);
  });

  it("says a missing field is required, in the core's words", async () => {
    // Before: valibot's 'Invalid key: Expected "companyName" but received undefined'.
    const missing = await post({ legalForm: "stock_corporation", language: "de" });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.issues).toContainEqual({ path: "companyName", message: "is required" });
    expect(missing.body.error.message).toBe("Validation failed: companyName is required");
  });

  it("does not store a trace for a refused request", async () => {
    const res = await post({ companyName: "", legalForm: "stock_corporation", language: "de" });
    expect(res.status).toBe(422);
    expect(t.deps.traces.get(res.headers["x-trace-id"] as string)).toBeNull();
  });
});
