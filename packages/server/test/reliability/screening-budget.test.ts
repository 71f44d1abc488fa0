/**
 * Finding 11 (issue 16): the server's clock must be able to sleep, so the core's budgets fire. A
 * semantic LLM on loopback that answers after 5 s must not hold a screening whose assessment
 * budget is 1 s: the answer comes within the budget. Since the sixteenth session the analyser
 * has three quarters of that budget, so its step fails open and the assessment still answers with
 * its deterministic flags (before: the whole check was a CHECK_TIMEOUT).
 * @see issue 16, finding 11
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/test-app.js";
import { createTestApp } from "../helpers/test-app.js";
import type { FakeLlm } from "../semantic/fake-llm.js";
import { chatResponse, startFakeLlm } from "../semantic/fake-llm.js";

let fake: FakeLlm;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeLlm();
  // Answers, but only after 5 s: slower than the budget, faster than the LLM timeout.
  fake.reply = (_req, res) => {
    setTimeout(
      () => res.writeHead(200, { "content-type": "application/json" }).end(chatResponse("{}")),
      5_000,
    );
  };
  t = await createTestApp({
    scopes: ["screening"],
    config: {
      llm: { baseUrl: fake.baseUrl, model: "slow-model", apiKey: null, timeoutMs: 20_000, mode: "combine" },
      screeningBudgetsMs: { ehraCompliance: 1_000 },
    },
  });
});
afterAll(async () => {
  t.close();
  await fake.close();
});

describe("screening time budgets in the server", () => {
  it("answers within the budget, the slow analysis failed open and the assessment kept", async () => {
    const screen = (checkLevel: string) =>
      request(t.app)
        .post("/v1/name/screening")
        .set("X-API-Key", t.partnerKey)
        .send({
          companyName: "Alpenblick Treuhand AG",
          legalForm: "stock_corporation",
          language: "de",
          checkLevel,
          checks: {
            conflicts: { enabled: false },
            trademarks: { enabled: false },
            domains: { enabled: false },
          },
        });
    // Warm the rules (term matchers, reference data) without the LLM, so the budget measures the upstream.
    expect((await screen("basic")).body.executionIssues).toEqual([]);
    expect(fake.received.length).toBe(0);

    const started = Date.now();
    const res = await screen("full");
    const elapsed = Date.now() - started;

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.executionIssues).toEqual([]);
    expect(res.body.resultState).toBe("COMPLETE");
    expect(res.body.checks.ehraCompliance.metadata.semanticFailOpen).toBe(true);
    expect(fake.received.length).toBe(1); // the slow upstream was asked within the budget
    expect(elapsed).toBeLessThan(3_500); // the 1 s budget, not the 5 s the upstream takes
  });
});
