import type { RegisteredCompany } from "@namescreen/core";
import {
  createMemoryDomainChecker,
  FLAG_CATALOG,
  FLAG_CODES,
  InMemoryCompanyRegister,
  SEARCH_DRIVERS,
  searchConflicts,
} from "@namescreen/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const alpenblick: RegisteredCompany = {
  id: "CHE-100.200.300",
  uid: "CHE-100.200.300",
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: "Zürich",
  canton: "ZH",
  status: "active",
  names: [{ name: "Alpenblick Treuhand AG", language: "de", kind: "main" }],
};
const register = InMemoryCompanyRegister.fromCompanies([alpenblick]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    scopes: ["screening", "assessment"],
    config: { screeningBudgetsMs: { trademarks: 200 } },
    configure: (deps) => {
      deps.services.conflicts = {
        ...deps.services.conflicts,
        register: () => register,
        search: (req) => searchConflicts(req, { companies: register }),
      };
      deps.services.domainChecker = createMemoryDomainChecker({
        "zebrafant.ch": {
          dns: { outcome: "delegated", nameservers: ["ns1.example"] },
          rdap: { outcome: "not_queried" },
        },
      });
    },
  });
});
afterAll(() => t.close());

const post = (body: unknown) =>
  request(t.app)
    .post("/v1/name/screening")
    .set("X-API-Key", t.partnerKey)
    .send(body as object);
const base = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};

describe("POST /v1/name/screening", () => {
  it("rejects an identical registered name, stores the trace, and returns every sub-result", async () => {
    const res = await post(base);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      overallStatus: "REGISTRY_REJECTION_LIKELY",
      resultState: "COMPLETE",
      primaryConcern: { code: "CONFLICT_IDENTICAL_NAME", check: "conflicts", severity: "ERROR" },
      executionIssues: [],
    });
    expect(res.body.traceId).toBe(res.headers["x-trace-id"]);
    expect(res.body.checks.ehraCompliance.metadata.traceId).toBe(res.body.traceId);
    expect(res.body.checks.conflicts.identityMatch.sourceCompanyId).toBe("CHE-100.200.300");
    expect(res.body.checks.trademarks.goodsServicesBasis).toBe("unspecified");
    expect(res.body.checks).not.toHaveProperty("domains");
    const trace = await request(t.app)
      .get(`/v1/admin/name/assessment/traces/${res.body.traceId}`)
      .set("X-Admin-API-Key", t.adminKey);
    expect(trace.status).toBe(200);
    expect(trace.body).toMatchObject({ endpoint: "/v1/name/screening", statusCode: 200 });
  });

  it("checks domains when enabled", async () => {
    const res = await post({
      ...base,
      companyName: "Zebrafant AG",
      checks: { domains: { enabled: true, tlds: ["ch"] }, trademarks: { enabled: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body.checks.domains.results[0]).toMatchObject({ fqdn: "zebrafant.ch", status: "registered" });
    expect(res.body.drivers.map((d: { code: string }) => d.code)).toContain("DOMAIN_TAKEN");
  });

  it.each([
    [{ ...base, checks: { conflicts: { limit: 101 } } }, "checks.conflicts.limit"],
    [{ ...base, checks: { trademarks: { niceClasses: [0] } } }, "niceClasses"],
    [{ ...base, checks: { domains: { enabled: true, tlds: ["invalid"] } } }, "tlds"],
    [{ ...base, checks: { unknown: {} } }, "checks"],
    [{ ...base, extra: true }, "extra"],
  ])("refuses %j with 422 naming %s", async (body, field) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(JSON.stringify(res.body.error.details)).toContain(field);
  });

  it("refuses a screening with every check switched off (it answered CLEAR_TO_FILE unlooked)", async () => {
    const off = { enabled: false };
    const res = await post({
      ...base,
      companyName: "Zürich",
      checks: { ehraCompliance: off, conflicts: off, trademarks: off, domains: off },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details.issues).toEqual([
      { path: "checks", message: "must enable at least one check" },
    ]);
  });

  it("needs the screening scope", async () => {
    const other = await createTestApp({ scopes: ["assessment"] });
    try {
      const res = await request(other.app)
        .post("/v1/name/screening")
        .set("X-API-Key", other.partnerKey)
        .send(base);
      expect(res.status).toBe(403);
    } finally {
      other.close();
    }
  });
});

describe("the stored screening trace", () => {
  const admin = (req: request.Test) => req.set("X-Admin-API-Key", t.adminKey);
  const traceOf = async (traceId: string) =>
    (await admin(request(t.app).get(`/v1/admin/name/assessment/traces/${traceId}`))).body;
  const assessed = async (body: object) =>
    (await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(body)).body;

  it("explains the screening's own decision: the conflict check decided the rejection", async () => {
    // Before: explanation.overallStatus CLEAR_TO_FILE and no decisive check (the assessment's only).
    const res = await post({ ...base, checks: { trademarks: { enabled: false } } });
    expect(res.body.primaryConcern.code).toBe("CONFLICT_IDENTICAL_NAME");
    const { explanation } = await traceOf(res.body.traceId);
    expect(explanation.overallStatus).toBe(res.body.overallStatus);
    expect(explanation.decisiveChecks).toEqual(["screening.conflicts"]);
    expect(explanation.requestedChecks).toEqual(["ehraCompliance", "conflicts"]);
    expect(explanation.steps).toContainEqual({
      stepId: "screening.conflicts",
      ran: true,
      triggered: true,
      outcome: "ERROR",
      flags: ["CONFLICT_IDENTICAL_NAME"],
      evidence: ["identical:CHE-100.200.300"],
    });
    // The assessment's steps are there as an assessment trace has them.
    const assessment = await assessed(base);
    const assessmentTrace = await traceOf(assessment.metadata.traceId);
    expect(explanation.steps.slice(0, assessmentTrace.explanation.steps.length)).toEqual(
      assessmentTrace.explanation.steps,
    );
  });

  it("compared with the assessment trace of the same name, lists the conflict check as changed", async () => {
    const screening = await post({ ...base, checks: { trademarks: { enabled: false } } });
    const assessment = await assessed(base);
    const res = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: assessment.metadata.traceId,
      traceIdB: screening.body.traceId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      overallStatusA: assessment.assessment.overallStatus,
      overallStatusB: "REGISTRY_REJECTION_LIKELY",
      changedChecks: [
        {
          stepId: "screening.conflicts",
          triggeredA: false,
          triggeredB: true,
          outcomeA: "not_run",
          outcomeB: "ERROR",
        },
      ],
      decisiveChecksB: ["screening.conflicts"],
    });
  });

  it("keeps the assessment's decisive steps when its flags decide; a lower conflict is no decisive check", async () => {
    const body = { ...base, companyName: "Alpha $$$ Treuhand AG" };
    const res = await post({ ...body, checks: { trademarks: { enabled: false } } });
    expect(res.body.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
    const { explanation } = await traceOf(res.body.traceId);
    const assessmentTrace = await traceOf((await assessed(body)).metadata.traceId);
    expect(explanation.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
    expect(explanation.decisiveChecks.length).toBeGreaterThan(0);
    expect(explanation.decisiveChecks).toEqual(assessmentTrace.explanation.decisiveChecks);
    // The similar (INFO) registered name is a step, but below the decision's severity.
    expect(explanation.steps).toContainEqual(
      expect.objectContaining({ stepId: "screening.conflicts", triggered: true, outcome: "INFO" }),
    );
  });
});

describe("GET /v1/name/screening/catalog", () => {
  it("lists every flag, search driver, status, result state and execution issue", async () => {
    const res = await request(t.app).get("/v1/name/screening/catalog").set("X-API-Key", t.partnerKey);
    expect(res.status).toBe(200);
    const driverCodes = res.body.drivers.map((d: { code: string }) => d.code);
    expect(driverCodes).toEqual(expect.arrayContaining([...FLAG_CODES, ...Object.keys(SEARCH_DRIVERS)]));
    expect(res.body.overallStatuses.map((s: { code: string }) => s.code)).toEqual([
      "CLEAR_TO_FILE",
      "MINOR_RISKS_DETECTED",
      "MANUAL_REVIEW_ADVISED",
      "REGISTRY_REJECTION_LIKELY",
    ]);
    expect(res.body.resultStates.map((s: { code: string }) => s.code)).toEqual([
      "COMPLETE",
      "PARTIAL",
      "FAILED",
    ]);
    for (const entry of res.body.drivers) expect(entry.description.length).toBeGreaterThan(10);
  });

  it("gives each assessment flag its legal basis, the eligibility endpoints' ruleRef", async () => {
    const res = await request(t.app).get("/v1/name/screening/catalog").set("X-API-Key", t.partnerKey);
    const byCode = new Map<string, { legalBasis: string | null }>(
      res.body.drivers.map((d: { code: string; legalBasis: string | null }) => [d.code, d]),
    );
    for (const code of FLAG_CODES) expect(byCode.get(code)?.legalBasis).toEqual(expect.stringMatching(/\S/));
    for (const code of Object.keys(SEARCH_DRIVERS)) expect(byCode.get(code)?.legalBasis).toBeNull();
    expect(byCode.get("ERR_MULTIPLE_SPACES")?.legalBasis).toBe(FLAG_CATALOG.ERR_MULTIPLE_SPACES.legalBasis);
  });
});
