import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";

const CLEAN = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};
const BROKEN = { ...CLEAN, companyName: "Alpen@blick  Treuhand" };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("admin traces", () => {
  let t: TestApp;
  let traceA: string;
  let traceB: string;
  let bodyA: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(CLEAN);
    const b = await request(t.app).post("/v1/name/assessment").set("X-API-Key", t.partnerKey).send(BROKEN);
    traceA = a.body.metadata.traceId;
    traceB = b.body.metadata.traceId;
    bodyA = a.body;
  });
  afterAll(() => t.close());

  const admin = (req: request.Test) => req.set("X-Admin-API-Key", t.adminKey);

  it("GET returns the stored trace exactly as the contract lists it", async () => {
    const res = await admin(request(t.app).get(`/v1/admin/name/assessment/traces/${traceA}`));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ["createdAt", "endpoint", "explanation", "response", "statusCode", "traceId"].sort(),
    );
    expect(res.body).toMatchObject({ traceId: traceA, endpoint: "/v1/name/assessment", statusCode: 200 });
    expect(res.body.response).toEqual(bodyA);
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(Array.isArray(res.body.explanation.steps)).toBe(true);
  });

  it("GET: 404 for an unknown trace, 422 for a malformed id, 401 without the admin key", async () => {
    const missing = await admin(request(t.app).get(`/v1/admin/name/assessment/traces/${UNKNOWN}`));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    const malformed = await admin(request(t.app).get("/v1/admin/name/assessment/traces/not-a-trace"));
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.details.issues[0].path).toBe("trace_id");
    expect((await request(t.app).get(`/v1/admin/name/assessment/traces/${traceA}`)).status).toBe(401);
  });

  it("compare lists the checks that changed with triggered/outcome per side, and the decisive checks", async () => {
    // Two stored decisions with known explanations (as the assessment handler records them).
    const step = (stepId: string, triggered: boolean, outcome: string) => ({
      stepId,
      ran: outcome !== "not_run",
      triggered,
      outcome,
      flags: [],
      evidence: [],
    });
    const record = (traceId: string, status: string, steps: ReturnType<typeof step>[], decisive: string[]) =>
      t.deps.traces.record({
        traceId,
        endpoint: "/v1/name/assessment",
        statusCode: 200,
        response: {
          assessment: { companyName: "X AG", overallStatus: status, clientProfileApplied: "balanced" },
          flags: [],
          semanticContext: null,
          metadata: null,
        },
        explanation: { steps, decisiveChecks: decisive, overallStatus: status },
      });
    const idA = "11111111-1111-4111-8111-111111111111";
    const idB = "22222222-2222-4222-8222-222222222222";
    await record(
      idA,
      "CLEAR_TO_FILE",
      [
        step("syntax.symbols", false, "pass"),
        step("legal_form.presence", false, "pass"),
        step("semantic.analysis", false, "not_run"),
      ],
      [],
    );
    await record(
      idB,
      "REGISTRY_REJECTION_LIKELY",
      [
        step("syntax.symbols", true, "ERROR"),
        step("legal_form.presence", false, "pass"),
        step("regulatory.finreg", true, "WARNING"),
      ],
      ["syntax.symbols"],
    );
    const res = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: idA,
      traceIdB: idB,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      traceIdA: idA,
      traceIdB: idB,
      overallStatusA: "CLEAR_TO_FILE",
      overallStatusB: "REGISTRY_REJECTION_LIKELY",
      changedChecks: [
        {
          stepId: "syntax.symbols",
          triggeredA: false,
          triggeredB: true,
          outcomeA: "pass",
          outcomeB: "ERROR",
        },
        // Missing on one side: counts as not triggered, not_run.
        {
          stepId: "regulatory.finreg",
          triggeredA: false,
          triggeredB: true,
          outcomeA: "not_run",
          outcomeB: "WARNING",
        },
      ],
      decisiveChecksA: [],
      decisiveChecksB: ["syntax.symbols"],
    });
  });

  it("compare of two real assessments reports their statuses and decisive checks", async () => {
    const res = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: traceA,
      traceIdB: traceB,
    });
    expect(res.status).toBe(200);
    const explanationB = (await t.deps.traces.get(traceB))?.explanation as {
      decisiveChecks: string[];
      overallStatus: string;
    };
    expect(res.body.overallStatusA).toBe((bodyA.assessment as { overallStatus: string }).overallStatus);
    expect(res.body.overallStatusB).toBe(explanationB.overallStatus);
    expect(res.body.decisiveChecksB).toEqual(explanationB.decisiveChecks);
  });

  it("compare of a trace with itself has no changed checks", async () => {
    const res = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: traceB,
      traceIdB: traceB,
    });
    expect(res.status).toBe(200);
    expect(res.body.changedChecks).toEqual([]);
  });

  it("compare: 404 naming the missing side, 422 for extra properties or malformed ids", async () => {
    const missing = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: traceA,
      traceIdB: UNKNOWN,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.details).toEqual({ missing: ["traceIdB"] });
    const extra = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: traceA,
      traceIdB: traceB,
      note: "x",
    });
    expect(extra.status).toBe(422);
    expect(extra.body.error.details.issues.map((i: { path: string }) => i.path)).toContain("note");
    const malformed = await admin(request(t.app).post("/v1/admin/name/assessment/traces/compare")).send({
      traceIdA: 5,
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "traceIdA",
      "traceIdB",
    ]);
  });
});
