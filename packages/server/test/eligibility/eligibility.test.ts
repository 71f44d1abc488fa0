import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseName, registrableNames } from "../../src/eligibility/names.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scopes: ["eligibility", "assessment"] });
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  request(t.app)
    .post(path)
    .set("X-API-Key", t.partnerKey)
    .set("Content-Type", "application/json")
    .send(body as object);

const expectDeprecationHeaders = (res: request.Response) => {
  expect(res.headers.deprecation).toMatch(/^@\d+$/);
  expect(res.headers.sunset).toMatch(/GMT$/);
  expect(res.headers.link).toContain('</v1/name/assessment>; rel="successor-version"');
  expect(res.headers["x-trace-id"]).toBeTruthy();
};

describe("registrable names", () => {
  it.each([
    ["Alpha", "stock_corporation", "Alpha"],
    ["Alpha AG", "stock_corporation", "Alpha"],
    ["Alpha, AG", "stock_corporation", "Alpha"],
    ["Alpha Aktiengesellschaft", "stock_corporation", "Alpha"],
    ["Alpha SA", "stock_corporation", "Alpha"],
    ["Beta Sàrl", "limited_liability", "Beta"],
    // Only a trailing suffix of the requested form goes: anything else is the engine's to flag.
    ["AG Alpha", "stock_corporation", "AG Alpha"],
    ["Alpha AG Zürich", "stock_corporation", "Alpha AG Zürich"],
    ["Alpha GmbH Holding", "stock_corporation", "Alpha GmbH Holding"],
    ["Alpha Holding GmbH", "stock_corporation", "Alpha Holding GmbH"],
    ["Alpha AG", "limited_liability", "Alpha AG"],
    ["Alpha AG", "sole_proprietorship", "Alpha AG"],
    ["AlphaAG", "stock_corporation", "AlphaAG"],
    // The caller's own spacing stays for the assessment to judge (it was squeezed: COMPLIANT).
    ["Muster  Treuhand", "stock_corporation", "Muster  Treuhand"],
    ["Muster\tTreuhand AG", "stock_corporation", "Muster\tTreuhand"],
    [" Muster AG", "stock_corporation", " Muster"],
    ["Muster AG ", "stock_corporation", "Muster "],
    // A form joined by a hyphen at the end is the name's legal form (normalisation 1.1.12).
    ["Gamma-SA", "stock_corporation", "Gamma"],
    ["Cosmopolitan-Vermögensverwaltungs-AG", "stock_corporation", "Cosmopolitan-Vermögensverwaltungs"],
  ] as const)("base name of %j as %s is %j", (input, form, expected) => {
    expect(baseName(input, form)).toBe(expected);
  });

  it("gives the full name with the form of each language", () => {
    expect(registrableNames("Alpenblick Treuhand", "limited_liability")).toEqual({
      de: "Alpenblick Treuhand GmbH",
      fr: "Alpenblick Treuhand Sàrl",
      it: "Alpenblick Treuhand Sagl",
      en: "Alpenblick Treuhand LLC",
    });
    expect(registrableNames("Muster Schreinerei", "sole_proprietorship").fr).toBe("Muster Schreinerei");
  });
});

describe.each(["/v1/name/eligibility", "/v2/name/eligibility", "/v3/name/eligibility"])("%s", (path) => {
  const valid = { companyName: "Alpenblick Treuhand", legalForm: "stock_corporation", language: "de" };

  it("answers with the old shape, a stored trace and the deprecation headers", async () => {
    const res = await post(path, { ...valid, checkLevel: "basic" });
    expect(res.status).toBe(200);
    expectDeprecationHeaders(res);
    expect(res.body.input).toEqual({ ...valid, checkLevel: "basic" });
    expect(["COMPLIANT", "COMPLIANT_WITH_WARNINGS", "REVIEW_REQUIRED"]).toContain(res.body.overallStatus);
    expect(res.body.registrableNames).toEqual({
      de: "Alpenblick Treuhand AG",
      fr: "Alpenblick Treuhand SA",
      it: "Alpenblick Treuhand SA",
      en: "Alpenblick Treuhand Ltd",
    });
    expect(res.body.metadata.traceId).toBe(res.headers["x-trace-id"]);
    const trace = await request(t.app)
      .get(`/v1/admin/name/assessment/traces/${res.body.metadata.traceId}`)
      .set("X-Admin-API-Key", t.adminKey);
    expect(trace.status).toBe(200);
    expect(trace.body.endpoint).toBe(path);
  });

  it("judges the spacing the caller typed, as the assessment does", async () => {
    // Before: COMPLIANT, the two spaces squeezed before the assessment saw the name.
    const res = await post(path, { ...valid, companyName: "Muster  Treuhand", checkLevel: "basic" });
    expect(res.body.overallStatus).toBe("NON_COMPLIANT");
    expect(res.body.issues).toContainEqual(expect.objectContaining({ code: "ERR_MULTIPLE_SPACES" }));
  });

  it.each([
    // Before: COMPLIANT as "Alpha Holding AG", every legal-form word stripped from the name.
    ["Alpha GmbH Holding", "Alpha GmbH Holding AG", "ERR_MULTIPLE_LEGAL_FORMS"],
    ["Alpha Holding GmbH", "Alpha Holding GmbH AG", "ERR_MULTIPLE_LEGAL_FORMS"],
  ])(
    "keeps a legal-form word that is no suffix of the requested form (%j)",
    async (companyName, assessedName, code) => {
      const res = await post(path, { ...valid, companyName, checkLevel: "basic" });
      expect(res.status).toBe(200);
      expect(res.body.metadata.assessedName).toBe(assessedName);
      expect(res.body.overallStatus).toBe("NON_COMPLIANT");
      expect(res.body.registrableNames).toBeNull();
      expect(res.body.issues).toContainEqual(expect.objectContaining({ code, severity: "CRITICAL" }));
      // The assessment of the name as typed rejects it too.
      const assessment = await request(t.app)
        .post("/v1/name/assessment")
        .set("X-API-Key", t.partnerKey)
        .send({ companyName, legalForm: "stock_corporation", language: "de", checkLevel: "basic" });
      expect(assessment.body.assessment.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
    },
  );

  it("maps an error flag to NON_COMPLIANT with a CRITICAL issue and no registrable names", async () => {
    const res = await post(path, { ...valid, companyName: "Alpha $$$ Treuhand", checkLevel: "basic" });
    expect(res.status).toBe(200);
    expect(res.body.overallStatus).toBe("NON_COMPLIANT");
    expect(res.body.registrableNames).toBeNull();
    expect(res.body.issues).toContainEqual(
      expect.objectContaining({
        code: "ERR_PROHIBITED_SYMBOL",
        severity: "CRITICAL",
        source: "deterministic",
      }),
    );
    expect(res.body.issues[0].ruleRef).toEqual(expect.any(String));
  });

  it.each([
    [{ ...valid, extra: 1 }, "extra"],
    [{ ...valid, companyName: "Ab" }, "companyName"],
    [{ ...valid, companyName: "x".repeat(257) }, "companyName"],
    [{ ...valid, companyName: "GmbH" }, "has no name besides its legal form"],
    [{ ...valid, legalForm: "partnership" }, "legalForm"],
    [{ legalForm: "stock_corporation", language: "de" }, "companyName"],
  ])("refuses %j with 422 naming %s, still deprecated", async (body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(res.body.error.details)).toContain(field);
    expectDeprecationHeaders(res);
  });

  it("answers another method with 405 and the deprecation headers", async () => {
    const res = await request(t.app).get(path).set("X-API-Key", t.partnerKey);
    expect(res.status).toBe(405);
    expect(res.body.error.code).toBe("METHOD_NOT_ALLOWED");
    expectDeprecationHeaders(res);
  });

  it("needs the eligibility scope", async () => {
    const other = await createTestApp({ scopes: ["assessment"] });
    try {
      const res = await request(other.app).post(path).set("X-API-Key", other.partnerKey).send(valid);
      expect(res.status).toBe(403);
      expectDeprecationHeaders(res);
    } finally {
      other.close();
    }
  });
});

describe("owner fields", () => {
  const sole = {
    companyName: "Muster Schreinerei",
    legalForm: "sole_proprietorship",
    language: "de",
    checkLevel: "basic",
  };

  it("v1 requires ownerFullName for a sole proprietorship and uses its last word as surname", async () => {
    expect((await post("/v1/name/eligibility", sole)).status).toBe(422);
    const ok = await post("/v1/name/eligibility", { ...sole, ownerFullName: "Hans Peter Muster" });
    expect(ok.status).toBe(200);
    expect(ok.body.issues.map((i: { code: string }) => i.code)).not.toContain("ERR_INVALID_SOLE_PROP_SUFFIX");
  });

  it("v2 requires ownerSurname for a sole proprietorship and refuses it for other forms", async () => {
    expect((await post("/v2/name/eligibility", sole)).status).toBe(422);
    expect((await post("/v2/name/eligibility", { ...sole, ownerSurname: "Muster" })).status).toBe(200);
    const wrong = await post("/v2/name/eligibility", {
      companyName: "Alpha Treuhand",
      legalForm: "stock_corporation",
      language: "de",
      ownerSurname: "Muster",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details.issues[0].path).toBe("ownerSurname");
  });

  it.each(["\u200b", "\u202e\u200b\ufeff", "😀"])(
    "an owner without a letter (%j) is no owner: 422, not a name that passes the surname check",
    async (owner) => {
      // Before: 200 COMPLIANT, the check having found the surname's empty letters in the name.
      for (const [path, field] of [
        ["/v1/name/eligibility", "ownerFullName"],
        ["/v2/name/eligibility", "ownerSurname"],
        ["/v3/name/eligibility", "ownerSurname"],
      ] as const) {
        const res = await post(path, { ...sole, [field]: owner });
        expect(res.status, path).toBe(422);
        expect(res.body.error.details.issues[0], path).toMatchObject({
          path: field,
          message: "is required for a sole_proprietorship",
        });
      }
    },
  );

  it("v1 refuses v2 fields and v2 refuses ownerFullName", async () => {
    expect((await post("/v1/name/eligibility", { ...sole, ownerSurname: "Muster" })).status).toBe(422);
    expect((await post("/v2/name/eligibility", { ...sole, ownerFullName: "Hans Muster" })).status).toBe(422);
  });
});

describe("semantic parts", () => {
  const body = { companyName: "Alpenblick Treuhand", legalForm: "stock_corporation", language: "de" };

  it("v1 has no semanticEvaluation; v2 has it in full mode only; v3 adds semanticExtraction", async () => {
    expect((await post("/v1/name/eligibility", body)).body).not.toHaveProperty("semanticEvaluation");
    const v2 = await post("/v2/name/eligibility", body);
    expect(v2.body.semanticEvaluation).toMatchObject({
      failOpen: false,
      impliedActivities: expect.any(Array),
    });
    expect(
      (await post("/v2/name/eligibility", { ...body, checkLevel: "basic" })).body.semanticEvaluation,
    ).toBeNull();
    const v3 = await post("/v3/name/eligibility", body);
    expect(v3.body.semanticExtraction).toMatchObject({ nameCore: "alpenblick treuhand", legalForms: ["AG"] });
    expect(
      (await post("/v3/name/eligibility", { ...body, checkLevel: "basic" })).body.semanticExtraction,
    ).toBeNull();
  });
});
