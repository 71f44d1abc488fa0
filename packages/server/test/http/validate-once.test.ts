/**
 * Each request is validated once on each path: over HTTP by the route's valibot schema (whose
 * output is the core's resolved request) and never again by the core; in-process by the core's
 * own validator, and `screen` hands its resolved parts to the checks without validating them
 * again. The core's validators and valibot's `safeParse` are wrapped in counting spies.
 */
import type { CompanyRegister } from "@namescreen/core";
import {
  assess,
  createMemoryDomainChecker,
  InMemoryCompanyRegister,
  InMemoryTrademarkRegister,
  screen,
  searchConflicts,
} from "@namescreen/core";
import request from "supertest";
import type * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AssessmentRequestSchema } from "../../src/http/schemas/assessment.js";
import { ConflictSearchRequestSchema } from "../../src/http/schemas/conflicts.js";
import { DomainAvailabilityRequestSchema } from "../../src/http/schemas/domains.js";
import {
  EligibilityV1RequestSchema,
  EligibilityV2RequestSchema,
} from "../../src/http/schemas/eligibility.js";
import { ScreeningRequestSchema } from "../../src/http/schemas/screening.js";
import { TrademarkSearchRequestSchema } from "../../src/http/schemas/trademarks.js";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

/** Calls per validator name; every counted function is a validation entry of the core. */
const calls = vi.hoisted(() => new Map<string, number>());
/** The body schemas valibot parsed, in order. */
const parsed = vi.hoisted(() => [] as unknown[]);

vi.mock("valibot", async (importOriginal) => {
  const valibot = await importOriginal<typeof v>();
  return {
    ...valibot,
    safeParse: (schema: v.GenericSchema, input: unknown, config?: v.Config<v.GenericIssue>) => {
      parsed.push(schema);
      return valibot.safeParse(schema, input, config);
    },
  };
});

// Cross-module calls of these go through the counting wrappers (calls inside a module do not).
vi.mock("../../../core/src/assessment/assessment-request.ts", async (importOriginal) =>
  counted(await importOriginal(), ["resolveAssessmentRequest", "assessmentRequestIssues"]),
);
vi.mock("../../../core/src/screening/screening-request.ts", async (importOriginal) =>
  counted(await importOriginal(), ["resolveScreeningRequest"]),
);
vi.mock("../../../core/src/trademarks/trademark-request.ts", async (importOriginal) =>
  counted(await importOriginal(), ["resolveTrademarkSearch", "trademarkSearchIssues"]),
);
vi.mock("../../../core/src/conflicts/conflict-search-request.ts", async (importOriginal) =>
  counted(await importOriginal(), ["resolveConflictSearch", "conflictSearchIssues"]),
);
vi.mock("../../../core/src/domains/domain-request.ts", async (importOriginal) =>
  counted(await importOriginal(), ["resolveDomainRequest"]),
);

async function counted(module: Record<string, unknown>, names: string[]): Promise<Record<string, unknown>> {
  const out = { ...module };
  for (const name of names) {
    const original = module[name] as (...args: unknown[]) => unknown;
    out[name] = (...args: unknown[]) => {
      calls.set(name, (calls.get(name) ?? 0) + 1);
      return original(...args);
    };
  }
  return out;
}

const count = (name: string) => calls.get(name) ?? 0;
const coreValidations = () => [...calls.values()].reduce((a, b) => a + b, 0);

const companies: CompanyRegister = InMemoryCompanyRegister.fromCompanies([]);
const trademarks = InMemoryTrademarkRegister.fromRecords([]);
const domains = createMemoryDomainChecker({});
const assessment = { companyName: "Zebrafant AG", legalForm: "stock_corporation", language: "de" } as const;
const allChecks = {
  conflicts: { limit: 5 },
  trademarks: { niceClasses: [9, 42, 9] },
  domains: { enabled: true, tlds: [".CH", "li"] },
};

beforeEach(() => {
  calls.clear();
  parsed.length = 0;
});

describe("library calls validate in the core, once", () => {
  it("assess: the assessment validator once", async () => {
    await assess(assessment);
    expect(count("resolveAssessmentRequest")).toBe(1);
    expect(coreValidations()).toBe(1);
  });

  it("screen: the screening validator once, its assessment part once, the checks never", async () => {
    const { result } = await screen({ ...assessment, checks: allChecks }, { companies, trademarks, domains });
    expect(result.executionIssues).toEqual([]);
    expect(result.checks.trademarks?.input.niceClasses).toEqual([9, 42]);
    expect(result.checks.domains?.input.tlds).toEqual(["ch", "li"]);
    expect(Object.fromEntries(calls)).toEqual({ resolveScreeningRequest: 1, assessmentRequestIssues: 1 });
  });

  it("searchConflicts: the conflict validator once", async () => {
    await searchConflicts({ name: "Zebrafant AG" }, { companies });
    expect(Object.fromEntries(calls)).toEqual({ resolveConflictSearch: 1 });
  });

  it("refuses an invalid library request with the one error shape", async () => {
    await expect(assess({ ...assessment, companyName: "A\u0001" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "companyName", message: "contains control characters" }],
    });
  });
});

describe("HTTP requests validate at the edge, once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (deps) => {
        deps.services.conflicts = { ...deps.services.conflicts, register: () => companies };
        deps.services.trademarks = { ...deps.services.trademarks, register: () => trademarks };
        deps.services.domainChecker = domains;
      },
    });
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) =>
    request(t.app)
      .post(path)
      .set("X-API-Key", t.partnerKey)
      .set("Content-Type", "application/json")
      .send(body);

  it.each([
    ["/v1/name/assessment", assessment, AssessmentRequestSchema],
    ["/v1/name/screening", { ...assessment, checks: allChecks }, ScreeningRequestSchema],
    ["/v1/trademarks/search", { query: "Zebrafant", niceClasses: [9] }, TrademarkSearchRequestSchema],
    ["/v1/conflicts/search", { name: "Zebrafant AG", limit: 5 }, ConflictSearchRequestSchema],
    ["/v1/domains/availability", { name: "Zebrafant AG", tlds: ["ch"] }, DomainAvailabilityRequestSchema],
    ["/v1/name/eligibility", { ...assessment, companyName: "Zebrafant" }, EligibilityV1RequestSchema],
    ["/v2/name/eligibility", { ...assessment, companyName: "Zebrafant" }, EligibilityV2RequestSchema],
    ["/v3/name/eligibility", { ...assessment, companyName: "Zebrafant" }, EligibilityV2RequestSchema],
  ])("%s: its schema once, the core's validators never", async (path, body, schema) => {
    const res = await post(path, body);
    expect(res.status).toBe(200);
    expect(parsed).toEqual([schema]);
    expect(Object.fromEntries(calls)).toEqual({});
  });

  it.each([
    ["/v1/name/assessment", { ...assessment, companyName: "A\u0001" }, "companyName"],
    ["/v1/trademarks/search", { query: "   " }, "query"],
    ["/v1/conflicts/search", { name: "Zebra\u0000fant" }, "name"],
    ["/v1/domains/availability", { name: "zebrafant.ch", tlds: ["ch"] }, "name"],
    ["/v1/domains/availability", { name: "Zebrafant", tlds: ["ch", "xyz"] }, "tlds.1"],
    [
      "/v1/name/screening",
      { ...assessment, checks: { domains: { enabled: true, tlds: [] } } },
      "checks.domains.tlds",
    ],
    [
      "/v2/name/eligibility",
      { ...assessment, companyName: "Zebrafant", ownerSurname: "Muster" },
      "ownerSurname",
    ],
  ])(
    "%s refuses with the core's rule at the edge (%j → %s), 422 in the one error shape",
    async (path, body, field) => {
      const res = await post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(field);
      expect(coreValidations()).toBe(0);
    },
  );

  it("keeps the core's offending value in the issue", async () => {
    const res = await post("/v1/domains/availability", { name: "Zebrafant", tlds: ["ch", "xyz"] });
    expect(res.body.error.details.issues).toEqual([
      { path: "tlds.1", message: expect.stringMatching(/^must be one of ch, /), value: "xyz" },
    ]);
  });
});
