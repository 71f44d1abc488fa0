/**
 * The domain parts of a request are refused at the HTTP edge exactly as the core refuses them:
 * the same issues (every bad TLD, not only the first that is no string), in the core's words
 * ("must be an object", not the schema library's), and null for an optional option refused
 * alike on both endpoints that take `includeVariants`.
 */
import type { ValidationIssue } from "@namescreen/core";
import { resolveDomainRequest, resolveScreeningRequest, ValidationError } from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const DOMAINS = "/v1/domains/availability";
const SCREENING = "/v1/name/screening";
const ASSESSMENT = { companyName: "Alpha Beta AG", legalForm: "stock_corporation", language: "de" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  request(t.app)
    .post(path)
    .set("X-API-Key", t.partnerKey)
    .send(body as object);

/** The core's issues for a request its resolver refuses. */
function coreIssues(resolve: () => unknown): ValidationIssue[] {
  try {
    resolve();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  throw new Error("the core accepted the request");
}

/** The 422's issues, after checking it is one. */
async function httpIssues(path: string, body: unknown): Promise<ValidationIssue[]> {
  const res = await post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.error.code).toBe("VALIDATION_ERROR");
  return res.body.error.details.issues;
}

describe("every bad TLD is listed, as the core lists them", () => {
  it.each([
    [["xx", 5, "yy"]],
    [["xx", "ch", "yy", null]],
    [[1, { tld: "ch" }]],
    [["ch", "CH", true, ".li", "zz"]],
  ])("POST /v1/domains/availability with tlds %j", async (tlds) => {
    const body = { name: "alpha", tlds };
    const expected = coreIssues(() => resolveDomainRequest(body as never));
    expect(expected.length).toBeGreaterThan(1);
    expect(await httpIssues(DOMAINS, body)).toEqual(expected);
  });

  it.each([
    [DOMAINS, { name: "alpha", tlds: ["xx", 5, "yy"] }, "tlds"],
    [
      SCREENING,
      { ...ASSESSMENT, checks: { domains: { enabled: true, tlds: ["xx", 5, "yy"] } } },
      "checks.domains.tlds",
    ],
  ])('%s names items 0, 1 and 2 of ["xx", 5, "yy"], the number too', async (path, body, at) => {
    const issues = await httpIssues(path, body);
    expect(issues.map((issue) => issue.path)).toEqual([`${at}.0`, `${at}.1`, `${at}.2`]);
  });

  it.each([[["xx", 5, "yy"]], [["xx", "ch", "yy", null]]])(
    "POST /v1/name/screening with checks.domains.tlds %j",
    async (tlds) => {
      const body = { ...ASSESSMENT, checks: { domains: { enabled: true, tlds } } };
      const expected = coreIssues(() => resolveScreeningRequest(body as never));
      expect(expected.length).toBeGreaterThan(1);
      expect(await httpIssues(SCREENING, body)).toEqual(expected);
    },
  );

  it("a disabled domain block's TLDs are not checked, non-strings included (as in the core)", async () => {
    const body = { ...ASSESSMENT, checks: { domains: { enabled: false, tlds: ["xx", 5] } } };
    expect(() => resolveScreeningRequest(body as never)).not.toThrow();
    const res = await post(SCREENING, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("a check block that is not an object", () => {
  it.each([
    ["domains", true],
    ["domains", 1],
    ["domains", "ch"],
    ["domains", []],
    ["conflicts", true],
    ["trademarks", "yes"],
    ["ehraCompliance", false],
  ])("checks.%s = %j: 'must be an object', as the core says", async (check, value) => {
    const body = { ...ASSESSMENT, checks: { [check]: value } };
    const expected = coreIssues(() => resolveScreeningRequest(body as never));
    expect(expected).toEqual([{ path: `checks.${check}`, message: "must be an object" }]);
    expect(await httpIssues(SCREENING, body)).toEqual(expected);
  });

  it("checks itself = true: 'must be an object'", async () => {
    const body = { ...ASSESSMENT, checks: true };
    expect(await httpIssues(SCREENING, body)).toEqual([{ path: "checks", message: "must be an object" }]);
  });
});

describe("includeVariants: null is refused like every optional option of the API", () => {
  it("POST /v1/domains/availability (it was taken as false)", async () => {
    const body = { name: "alpha", tlds: ["ch"], includeVariants: null };
    const expected = [{ path: "includeVariants", message: "must be a boolean" }];
    expect(coreIssues(() => resolveDomainRequest(body as never))).toEqual(expected);
    expect(await httpIssues(DOMAINS, body)).toEqual(expected);
  });

  it("POST /v1/name/screening, as before", async () => {
    const body = { ...ASSESSMENT, checks: { domains: { enabled: true, includeVariants: null } } };
    const expected = [{ path: "checks.domains.includeVariants", message: "must be a boolean" }];
    expect(coreIssues(() => resolveScreeningRequest(body as never))).toEqual(expected);
    expect(await httpIssues(SCREENING, body)).toEqual(expected);
  });

  it.each([
    ["/v1/trademarks/search", { query: "alpha", minRisk: null }],
    [SCREENING, { ...ASSESSMENT, checkLevel: null }],
    [SCREENING, { ...ASSESSMENT, checks: { conflicts: { enabled: null } } }],
    ["/v1/conflicts/search", { name: "alpha", limit: null }],
  ])("the rule it follows: %s %j is a 422", async (path, body) => {
    expect((await post(path, body)).status).toBe(422);
  });
});

describe("xn-- names at the HTTP edge: a clear 422, never a 500 or another name checked", () => {
  it.each([
    ["xn--", "is not a valid IDN A-label (xn--...)", "xn--"],
    ["XN--", "is not a valid IDN A-label (xn--...)", "xn--"],
    ["xn--mller-kva AG", "is not a valid IDN A-label (xn--...)", "xn--mller-kva ag"],
    ["xn--zzzz", "is not a valid IDN A-label (xn--...)", "xn--zzzz"],
    ["xn--mller-kv", "is not a valid IDN A-label (xn--...)", "xn--mller-kv"],
    ["xn---", "is not a valid IDN A-label (xn--...)", "xn---"],
    ["xn--80ak6aa92e", "may contain only Latin letters, digits and hyphens after normalisation", "аррӏе"],
  ])("%j: %s", async (name, message, value) => {
    const body = { name, tlds: ["ch"] };
    const expected = [{ path: "name", message, value }];
    expect(coreIssues(() => resolveDomainRequest(body))).toEqual(expected);
    expect(await httpIssues(DOMAINS, body)).toEqual(expected);
  });
});

describe("/openapi.json documents every tlds item as a string (any item reaches the core's rule)", () => {
  it.each([
    ["DomainAvailabilityRequest", (s: Schemas) => s.DomainAvailabilityRequest?.properties?.tlds],
    ["ScreeningChecks", (s: Schemas) => s.ScreeningChecks?.properties?.domains?.anyOf?.[0]?.properties?.tlds],
  ])("%s", async (_name, tldsOf) => {
    const doc = (await request(t.app).get("/openapi.json")).body;
    expect(tldsOf(doc.components.schemas)).toMatchObject({ type: "array", items: { type: "string" } });
    expect(tldsOf(doc.components.schemas)?.items).toEqual({ type: "string" });
  });
});

/** Enough of components.schemas to reach the `tlds` properties. */
interface JsonSchemaNode {
  properties?: Record<string, JsonSchemaNode>;
  anyOf?: JsonSchemaNode[];
  items?: unknown;
}
type Schemas = Record<string, JsonSchemaNode | undefined>;
