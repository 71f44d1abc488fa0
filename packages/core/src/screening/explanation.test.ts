import { describe, expect, it } from "vitest";
import { registerOf } from "../../test/helpers/strategy-tester.js";
import { ENGINE_VERSION } from "../assessment/assess.js";
import { createMemoryDomainChecker } from "../domains/memory.js";
import { normalizeName } from "../normalize/index.js";
import { screeningExplanation } from "./explanation.js";
import { screen } from "./screen.js";
import { resolveScreeningRequest } from "./screening-request.js";
import type { Screened, ScreeningPorts, ScreeningRequest } from "./types.js";

const companies = registerOf(["Alpenblick Treuhand AG"]);
const ports: ScreeningPorts = { companies };
const base = {
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
  checks: { trademarks: { enabled: false } },
} as const;

async function explained(request: ScreeningRequest, portsUsed: ScreeningPorts = ports) {
  const screened = await screen(request, portsUsed);
  return { screened, explanation: screeningExplanation(resolveScreeningRequest(request), screened) };
}

describe("screeningExplanation", () => {
  it("makes the conflict check decisive when an identical name outranks the assessment", async () => {
    const { screened, explanation } = await explained({ ...base, companyName: "Alpenblick Treuhand AG" });
    const assessment = screened.explanation.assessment;
    expect(explanation).toMatchObject({
      checkLevel: "basic",
      riskProfile: "balanced",
      nameNorm: assessment?.nameNorm,
      requestedChecks: ["ehraCompliance", "conflicts"],
      decisiveChecks: ["screening.conflicts"],
      overallStatus: "REGISTRY_REJECTION_LIKELY",
    });
    // The assessment's steps as they are, so they compare one to one with an assessment trace.
    expect(explanation.steps.slice(0, -1)).toEqual(assessment?.steps);
    expect(explanation.steps.at(-1)).toEqual({
      stepId: "screening.conflicts",
      ran: true,
      triggered: true,
      outcome: "ERROR",
      flags: ["CONFLICT_IDENTICAL_NAME"],
      evidence: ["identical:CHE-0"],
    });
  });

  it("keeps the assessment's decisive steps when its flags carry the highest severity", async () => {
    const { screened, explanation } = await explained({ ...base, companyName: "Zebrafant Treuhand" });
    expect(explanation.decisiveChecks).toEqual(screened.explanation.assessment?.decisiveChecks);
    expect(explanation.decisiveChecks).not.toContain("screening.conflicts");
    expect(explanation.steps.at(-1)).toMatchObject({ stepId: "screening.conflicts", outcome: "INFO" });
  });

  it("lists each domain looked up as the domain step's evidence", async () => {
    const domains = createMemoryDomainChecker({
      "zebrafant.ch": {
        dns: { outcome: "delegated", nameservers: ["ns1.example"] },
        rdap: { outcome: "not_queried" },
      },
    });
    const { explanation } = await explained(
      {
        ...base,
        companyName: "Zebrafant AG",
        checks: {
          ...base.checks,
          conflicts: { enabled: false },
          domains: { enabled: true, tlds: ["ch", "li"] },
        },
      },
      { ...ports, domains },
    );
    expect(explanation.steps.at(-1)).toMatchObject({
      stepId: "screening.domains",
      triggered: true,
      evidence: ["zebrafant.ch:registered", "zebrafant.li:likely_available"],
    });
  });

  it("stands a step in for an assessment that did not answer, and names the request itself", async () => {
    const { screened } = await explained({ ...base, companyName: "Zebrafant AG" });
    const { ehraCompliance: _, ...others } = screened.result.checks;
    const failed: Screened = {
      result: {
        ...screened.result,
        overallStatus: "CLEAR_TO_FILE",
        resultState: "PARTIAL",
        drivers: [],
        primaryConcern: null,
        executionIssues: [{ check: "ehraCompliance", code: "CHECK_TIMEOUT", message: "timed out" }],
        checks: others,
      },
      explanation: { requestedChecks: ["ehraCompliance", "conflicts"], assessment: null },
    };
    const request = resolveScreeningRequest({ ...base, companyName: "Zebrafant AG" });
    const explanation = screeningExplanation(request, failed);
    expect(explanation).toMatchObject({
      engineVersion: ENGINE_VERSION,
      nameNorm: normalizeName("Zebrafant AG").nameNorm,
      nameCore: normalizeName("Zebrafant AG").nameCore,
      decisiveChecks: [],
      overallStatus: "CLEAR_TO_FILE",
    });
    expect(explanation.steps).toEqual([
      {
        stepId: "screening.ehraCompliance",
        ran: false,
        triggered: false,
        outcome: "not_run",
        flags: [],
        evidence: ["issue:CHECK_TIMEOUT"],
      },
      {
        stepId: "screening.conflicts",
        ran: true,
        triggered: false,
        outcome: "pass",
        flags: [],
        evidence: [],
      },
    ]);
  });
});
