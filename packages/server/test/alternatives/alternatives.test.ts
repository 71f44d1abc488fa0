import type { RegisteredCompany } from "@namescreen/core";
import {
  createMemoryDomainChecker,
  DROP_REASONS,
  InMemoryCompanyRegister,
  STRATEGY_CODES,
  searchConflicts,
} from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const registered: RegisteredCompany = {
  id: "CHE-100.200.300",
  uid: "CHE-100.200.300",
  legalForm: "GmbH",
  soleProprietorship: false,
  legalSeat: "Zürich",
  canton: "ZH",
  status: "active",
  names: [{ name: "Alpha Consulting GmbH", language: "de", kind: "main" }],
};
const register = InMemoryCompanyRegister.fromCompanies([registered]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    scopes: ["screening"],
    configure: (deps) => {
      deps.services.conflicts = {
        ...deps.services.conflicts,
        register: () => register,
        search: (req) => searchConflicts(req, { companies: register }),
      };
      deps.services.domainChecker = createMemoryDomainChecker();
    },
  });
});
afterAll(() => t.close());

const post = (body: unknown) =>
  request(t.app)
    .post("/v1/name/alternatives")
    .set("X-API-Key", t.partnerKey)
    .send(body as object);
const base = { companyName: "Alpha Consulting", legalForm: "limited_liability", language: "de", count: 5 };

describe("POST /v1/name/alternatives", () => {
  it("answers suggestions with their strategy, reason and screening summary", async () => {
    const res = await post(base);
    expect(res.status).toBe(200);
    expect(res.body.traceId).toBe(res.headers["x-trace-id"]);
    expect(res.body.input).toMatchObject({
      companyName: "Alpha Consulting",
      screening: {
        overallStatus: "REGISTRY_REJECTION_LIKELY",
        primaryConcern: { code: "ERR_MISSING_LEGAL_FORM" },
      },
    });
    expect(res.body.suggestions).toHaveLength(5);
    for (const s of res.body.suggestions) {
      expect(STRATEGY_CODES).toContain(s.strategy);
      expect(s).toMatchObject({ legalForm: "limited_liability", domains: null });
      expect(s.screening.overallStatus).not.toBe("REGISTRY_REJECTION_LIKELY");
    }
    // The repaired "Alpha Consulting GmbH" is registered: tried and counted, not shown.
    expect(res.body.summary.dropped.IDENTITY_MATCH).toBeGreaterThanOrEqual(1);
    expect(Object.keys(res.body.summary.dropped).sort()).toEqual(Object.keys(DROP_REASONS).sort());
  });

  it("reports domains for each suggestion when asked", async () => {
    const res = await post({ ...base, count: 2, checks: { domains: { enabled: true, tlds: ["ch"] } } });
    expect(res.status).toBe(200);
    expect(res.body.suggestions).toHaveLength(2);
    expect(res.body.executionIssues).toEqual([]);
    for (const s of res.body.suggestions) expect(s.domains.results).toHaveLength(1);
  });

  it.each([
    [{ count: 0 }, "count"],
    [{ count: 21 }, "count"],
    [{ keep: ["Bergsicht"] }, "keep.0"],
    [{ keep: "Alpha" }, "keep"],
    [{ surnames: [""] }, "surnames.0"],
    // Before, the route passed only `keep` to the core's cross-field rules: 200 with "123 Alpha …".
    [{ surnames: ["123"] }, "surnames.0"],
    [{ surnames: ["Keller", "-"] }, "surnames.1"],
    [{ checks: { conflicts: { enabled: false } } }, "checks.conflicts.enabled"],
    [{ legalForm: "trust" }, "legalForm"],
    [{ unknown: 1 }, "unknown"],
  ])("refuses %j with 422 and the contract's error body", async (extra, path) => {
    const res = await post({ ...base, ...extra });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR", message: expect.any(String) } });
    expect(res.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("needs a key with the screening scope", async () => {
    expect((await request(t.app).post("/v1/name/alternatives").send(base)).status).toBe(401);
    const other = await createTestApp({ scopes: ["assessment"] });
    try {
      const res = await request(other.app)
        .post("/v1/name/alternatives")
        .set("X-API-Key", other.partnerKey)
        .send(base);
      expect(res.status).toBe(403);
    } finally {
      other.close();
    }
  });

  it("is in the OpenAPI document", async () => {
    const res = await request(t.app).get("/openapi.json");
    expect(res.body.paths["/v1/name/alternatives"].post.operationId).toBe("suggestAlternatives");
    expect(res.body.components.schemas.AlternativesResult).toBeDefined();
  });
});
