/**
 * The `checks` object of the screening and alternatives bodies, and each of its blocks, is a JSON
 * object: an array is refused with the object's own "must be an object" at the array's path (one
 * issue, not one per item), while null stays allowed. valibot alone takes `[]` as `{}` and names
 * the items of `[1]` as unknown properties; /openapi.json says `type: object` either way.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALTERNATIVES_PATH } from "../../src/http/routes/alternatives.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const SCREENING = "/v1/name/screening";
const ASSESSMENT = { companyName: "Alpha Beta AG", legalForm: "stock_corporation", language: "de" };
const BLOCKS = ["ehraCompliance", "conflicts", "trademarks", "domains"] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, checks: unknown) =>
  request(t.app)
    .post(path)
    .set("X-API-Key", t.partnerKey)
    .send({ ...ASSESSMENT, checks });

/** The whole 422 body for these issues. */
function validationBody(issues: { path: string; message: string }[]) {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return {
    error: {
      code: "VALIDATION_ERROR",
      message: `Validation failed: ${first?.path} ${first?.message}${more}`,
      details: { issues },
    },
  };
}

describe.each([SCREENING, ALTERNATIVES_PATH])("POST %s", (path) => {
  it.each([[[]], [[1]], [[{ conflicts: { enabled: true } }]], [[null, "x"]]])(
    "checks = %j: one 'must be an object' at checks",
    async (checks) => {
      const res = await post(path, checks);
      expect(res.status).toBe(422);
      expect(res.body).toEqual(validationBody([{ path: "checks", message: "must be an object" }]));
    },
  );

  it.each(BLOCKS.flatMap((block) => [[block, []] as const, [block, [{ enabled: true }]] as const]))(
    "checks.%s = %j: one 'must be an object' at that block",
    async (block, value) => {
      const res = await post(path, { [block]: value });
      expect(res.status).toBe(422);
      expect(res.body).toEqual(validationBody([{ path: `checks.${block}`, message: "must be an object" }]));
    },
  );

  it("every block that is an array is named, in the order of the entries", async () => {
    const res = await post(path, { domains: [1], conflicts: [] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      validationBody([
        { path: "checks.conflicts", message: "must be an object" },
        { path: "checks.domains", message: "must be an object" },
      ]),
    );
  });

  it.each([
    [true, "checks"],
    [{ conflicts: 1 }, "checks.conflicts"],
    [{ domains: "ch" }, "checks.domains"],
  ])("checks = %j, no object and no array: 'must be an object' at %s", async (checks, at) => {
    const res = await post(path, checks);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(validationBody([{ path: at, message: "must be an object" }]));
  });

  it("an array value inside a block keeps the value's own issue and path", async () => {
    const res = await post(path, { conflicts: { enabled: [] }, trademarks: { niceClasses: {} } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      validationBody([
        { path: "checks.conflicts.enabled", message: "must be a boolean" },
        { path: "checks.trademarks.niceClasses", message: "must be an array of integers or null" },
      ]),
    );
  });

  it("an unknown block holding an array is named as unknown, not as an array", async () => {
    const res = await post(path, { ehraCompliance: { enabled: true }, extra: [] });
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues).toEqual([
      { path: "checks.extra", message: expect.stringMatching(/^is not an allowed property/) },
    ]);
  });
});

describe("null is no array: still allowed", () => {
  it.each([null, { conflicts: null, trademarks: null, domains: null, ehraCompliance: { enabled: true } }])(
    "POST /v1/name/screening with checks = %j",
    async (checks) => {
      const res = await post(SCREENING, checks);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  );
});

describe("/openapi.json", () => {
  it("describes checks and each block as a strict object (or null), nothing about arrays", async () => {
    const doc = (await request(t.app).get("/openapi.json")).body;
    const checks = doc.components.schemas.ScreeningChecks;
    expect(checks).toMatchObject({ type: "object", required: [], additionalProperties: false });
    expect(Object.keys(checks)).toEqual(["type", "properties", "required", "additionalProperties"]);
    expect(Object.keys(checks.properties)).toEqual([...BLOCKS]);
    for (const block of BLOCKS) {
      const [object, none] = checks.properties[block].anyOf;
      expect(Object.keys(checks.properties[block])).toEqual(["anyOf"]);
      expect(Object.keys(object)).toEqual(["type", "properties", "required", "additionalProperties"]);
      expect(object).toMatchObject({ type: "object", required: [], additionalProperties: false });
      expect(none).toEqual({ type: "null" });
    }
    expect(checks.properties.ehraCompliance.anyOf[0].properties).toEqual({ enabled: { type: "boolean" } });
    const property = doc.components.schemas.ScreeningRequest.properties.checks;
    expect(property).toEqual({ anyOf: [{ $ref: "#/components/schemas/ScreeningChecks" }, { type: "null" }] });
  });
});
