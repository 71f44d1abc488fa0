/**
 * The 422 issues over HTTP say what the core's validators say for the same request: every
 * unknown property at its own path (not the first one only), "must be an object" for an array
 * where an object belongs (not "is required" for each of its fields), and the offending `value`
 * of a bad enum value.
 */
import type { ValidationIssue } from "@namescreen/core";
import { resolveAssessmentRequest, resolveScreeningRequest } from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALTERNATIVES_PATH } from "../../src/http/routes/alternatives.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const ASSESSMENT = "/v1/name/assessment";
const SCREENING = "/v1/name/screening";
const NAME = { companyName: "Alpha Beta AG", legalForm: "stock_corporation", language: "de" };
const ASSESSMENT_ALLOWED =
  "activityScope, checkLevel, companyName, language, languageVariants, legalForm, legalSeat, ownerSurname, riskProfile";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: object) =>
  request(t.app).post(path).set("X-API-Key", t.partnerKey).send(body);

/** The issues the core's own validator finds in `request`. */
function coreIssues(resolve: () => unknown): ValidationIssue[] {
  try {
    resolve();
  } catch (e) {
    return (e as { issues: ValidationIssue[] }).issues;
  }
  throw new Error("the core accepted the request");
}

describe("unknown properties: each is named at its own path", () => {
  it("lists every unknown body property, as the core does", async () => {
    const body = { ...NAME, riskprofile: "relaxed", checklevel: "basic", extra: 1 };
    const res = await post(ASSESSMENT, body);
    expect(res.status).toBe(422);
    const message = `is not an allowed property; allowed: ${ASSESSMENT_ALLOWED}`;
    expect(res.body.error.details.issues).toEqual([
      { path: "riskprofile", message },
      { path: "checklevel", message },
      { path: "extra", message },
    ]);
    expect(res.body.error.details.issues).toEqual(coreIssues(() => resolveAssessmentRequest(body as never)));
    expect(res.body.error.message).toBe(`Validation failed: riskprofile ${message} (and 2 more)`);
  });

  it("lists every unknown property of a nested object (a languageVariants item, a checks block)", async () => {
    const body = {
      ...NAME,
      languageVariants: [{ language: "fr", companyName: "Alpha Beta SA", a: 1, b: 2 }],
      checks: { conflicts: { enabled: true, x: 1, y: 2 } },
    };
    const res = await post(SCREENING, body);
    expect(res.status).toBe(422);
    const paths = res.body.error.details.issues.map((i: ValidationIssue) => i.path);
    expect(paths).toEqual([
      "languageVariants.0.a",
      "languageVariants.0.b",
      "checks.conflicts.x",
      "checks.conflicts.y",
    ]);
    const core = coreIssues(() => resolveScreeningRequest(body as never));
    expect(res.body.error.details.issues).toEqual(expect.arrayContaining(core));
    expect(core).toHaveLength(4);
  });

  it("lists the first 20 and counts the rest, as the core does", async () => {
    const body: Record<string, unknown> = { ...NAME };
    for (let i = 0; i < 25; i++) body[`x${i}`] = i;
    const res = await post(ASSESSMENT, body);
    expect(res.status).toBe(422);
    const issues: ValidationIssue[] = res.body.error.details.issues;
    expect(issues).toHaveLength(21);
    expect(issues.slice(0, 20).map((i) => i.path)).toEqual(Array.from({ length: 20 }, (_, i) => `x${i}`));
    expect(issues[20]).toEqual({ path: "body", message: "has 5 more properties that are not allowed" });
    const core = coreIssues(() => resolveAssessmentRequest(body as never));
    expect(issues.slice(0, 20)).toEqual(core.slice(0, 20));
    expect(core[20]?.message).toBe(issues[20]?.message);
  });

  it("lists every unknown query parameter", async () => {
    const res = await request(t.app).get("/v1/name/screening/catalog?a=1&b=2").set("X-API-Key", t.partnerKey);
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues.map((i: ValidationIssue) => i.path)).toEqual(["a", "b"]);
  });
});

describe.each([ASSESSMENT, SCREENING, ALTERNATIVES_PATH])("POST %s: languageVariants items", (path) => {
  it.each([[[[]]], [[[{ language: "fr", companyName: "Alpha Beta SA" }]]]])(
    "languageVariants = %j: the item 'must be an object', as in the core",
    async (languageVariants) => {
      const body = { ...NAME, languageVariants };
      const res = await post(path, body);
      expect(res.status).toBe(422);
      const issues = [{ path: "languageVariants.0", message: "must be an object" }];
      expect(res.body.error.details.issues).toEqual(issues);
      expect(coreIssues(() => resolveAssessmentRequest(body as never))).toEqual(issues);
    },
  );

  it("an array item among objects is named alone", async () => {
    const body = {
      ...NAME,
      languageVariants: [
        { language: "fr", companyName: "Alpha Beta SA" },
        [],
        { language: "it", companyName: "Alpha Beta SA" },
      ],
    };
    const res = await post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues).toEqual([
      { path: "languageVariants.1", message: "must be an object" },
    ]);
  });
});

describe("enum values: the issue carries the value it refused", () => {
  it.each([
    ["legalForm", "ag"],
    ["language", "es"],
    ["language", null],
    ["checkLevel", "deep"],
    ["riskProfile", 3],
  ])("%s = %j", async (field, value) => {
    const body = { ...NAME, [field]: value };
    const res = await post(ASSESSMENT, body);
    expect(res.status).toBe(422);
    const core = coreIssues(() => resolveAssessmentRequest(body as never));
    expect(core).toEqual([expect.objectContaining({ path: field, value })]);
    expect(res.body.error.details.issues).toEqual(core);
  });

  it("in a languageVariants item and a checks block too", async () => {
    const body = {
      ...NAME,
      languageVariants: [{ language: "es", companyName: "Alpha Beta SA" }],
      checks: { conflicts: { enabled: true, minRisk: "Huge" } },
    };
    const res = await post(SCREENING, body);
    expect(res.status).toBe(422);
    const core = coreIssues(() => resolveScreeningRequest(body as never));
    expect(res.body.error.details.issues).toEqual(expect.arrayContaining(core));
    expect(res.body.error.details.issues).toHaveLength(core.length);
    expect(res.body.error.details.issues).toContainEqual(
      expect.objectContaining({ path: "languageVariants.0.language", value: "es" }),
    );
    expect(res.body.error.details.issues).toContainEqual(
      expect.objectContaining({ path: "checks.conflicts.minRisk", value: "Huge" }),
    );
  });

  it("keeps the contract's error body", async () => {
    const res = await post(ASSESSMENT, { ...NAME, language: "es" });
    expect(res.body).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Validation failed: language must be one of de, fr, it, en",
        details: { issues: [{ path: "language", message: "must be one of de, fr, it, en", value: "es" }] },
      },
    });
  });
});
