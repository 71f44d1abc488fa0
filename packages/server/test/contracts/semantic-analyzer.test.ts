/**
 * The SemanticAnalyzer contract against the LLM adapter in both modes, talking to the fake
 * OpenAI-compatible server on loopback, which answers every request with one valid analysis.
 */
import type { SemanticAnalyzer } from "@namescreen/core";
import { describeSemanticAnalyzerContract } from "@namescreen/core/testing";
import { afterAll, beforeAll } from "vitest";
import type { LlmMode } from "../../src/adapters/semantic/index.js";
import { createLlmSemanticAnalyzer } from "../../src/adapters/semantic/index.js";
import type { FakeLlm } from "../semantic/fake-llm.js";
import { chatResponse, startFakeLlm } from "../semantic/fake-llm.js";

const answer = {
  impliedActivities: ["Q: Human health and social work activities"],
  isPurelyDescriptive: false,
  containsGeographicTerm: false,
  findings: [
    {
      code: "WARN_HEALTH_CLAIM_HMG",
      message: "Wellness may suggest a health claim.",
      evidence: ["wellness"],
    },
  ],
};

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
  fake.reply = (_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end(chatResponse(JSON.stringify(answer)));
});
afterAll(async () => {
  await fake.close();
});

const llm = (mode: LlmMode): SemanticAnalyzer =>
  createLlmSemanticAnalyzer({
    baseUrl: fake.baseUrl,
    model: "test-model",
    apiKey: null,
    timeoutMs: 2000,
    mode,
  });

describeSemanticAnalyzerContract("LLM analyser, combined with the built-in one", () => llm("combine"));
describeSemanticAnalyzerContract("LLM analyser, LLM only", () => llm("llm-only"));
