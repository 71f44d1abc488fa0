import type { AssessmentRequest } from "@namescreen/core";
import { assess, BUILTIN_ANALYZER_ID } from "@namescreen/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LlmConfig } from "../../src/adapters/semantic/index.js";
import { createLlmSemanticAnalyzer } from "../../src/adapters/semantic/index.js";
import type { FakeLlm } from "./fake-llm.js";
import { chatResponse, closedPort, startFakeLlm } from "./fake-llm.js";

const API_KEY = "sk-test-secret-0123456789";
const request: AssessmentRequest = {
  companyName: "Zubag Wellness AG",
  legalForm: "stock_corporation",
  language: "de",
  activityScope: "Betrieb eines Wellnesszentrums",
};
const goodAnswer = {
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

/**
 * Client timeout of the tests that expect an answer (good or failed): generous, so a slow run
 * on a loaded machine is not turned into "timed out". Only the timeout tests use the short one.
 */
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 300;

let fake: FakeLlm;
let config: LlmConfig;

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.received.length = 0;
  config = {
    baseUrl: fake.baseUrl,
    model: "test-model",
    apiKey: API_KEY,
    timeoutMs: TIMEOUT_MS,
    mode: "combine",
  };
});

const semanticStep = (explanation: Awaited<ReturnType<typeof assess>>["explanation"]) =>
  explanation.steps.find((s) => s.stepId === "semantic.analysis");

describe("LLM adapter: a good answer", () => {
  it("posts a structured-output chat completion and combines the answer with the built-in analysis", async () => {
    fake.reply = (_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(chatResponse(JSON.stringify(goodAnswer)));
    const { result, explanation } = await assess(request, { semantic: createLlmSemanticAnalyzer(config) });

    expect(result.metadata.semanticFailOpen).toBe(false);
    expect(result.flags.find((f) => f.code === "WARN_HEALTH_CLAIM_HMG")).toMatchObject({
      category: "REGULATORY",
    });
    expect(result.semanticContext?.impliedActivities).toContain("Q: Human health and social work activities");
    expect(semanticStep(explanation)?.evidence).toContain("llm:wellness");
    expect(semanticStep(explanation)?.evidence[0]).toBe(`${BUILTIN_ANALYZER_ID}+llm:test-model`);

    const [sent] = fake.received;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/v1/chat/completions");
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = sent?.body as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: { content: string }[];
    };
    expect(body.model).toBe("test-model");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    // The request travels as JSON data in the user message, apart from the instructions.
    expect(JSON.parse(body.messages[1]?.content ?? "{}")).toMatchObject({ companyName: "Zubag Wellness AG" });
  });

  it("keeps the built-in finding when both raise the same code, and uses the answer alone in llm-only mode", async () => {
    const answer = {
      ...goodAnswer,
      findings: [{ code: "WARN_PURELY_DESCRIPTIVE", message: "generic", evidence: [] }],
    };
    fake.reply = (_req, res) => res.writeHead(200).end(chatResponse(JSON.stringify(answer)));
    const descriptive = { ...request, companyName: "Garage AG", activityScope: null };
    const combined = await createLlmSemanticAnalyzer(config).analyze({
      companyName: "Garage AG",
      nameCore: "garage",
      legalForm: "stock_corporation",
      language: "de",
      activityScope: null,
      legalSeat: null,
      ownerSurname: null,
      languageVariants: [],
    });
    expect(combined.findings.filter((f) => f.code === "WARN_PURELY_DESCRIPTIVE")).toHaveLength(1);
    expect(combined.findings[0]?.evidence[0]).toMatch(/^descriptive:/);

    const { result } = await assess(descriptive, {
      semantic: createLlmSemanticAnalyzer({ ...config, mode: "llm-only" }),
    });
    expect(result.semanticContext).toEqual({
      impliedActivities: answer.impliedActivities,
      isPurelyDescriptive: false,
      containsGeographicTerm: false,
    });
  });

  it("sends no Authorization header without a key", async () => {
    fake.reply = (_req, res) => res.writeHead(200).end(chatResponse(JSON.stringify(goodAnswer)));
    await createLlmSemanticAnalyzer({ ...config, apiKey: null }).analyze({
      companyName: "Zubag AG",
      nameCore: "zubag",
      legalForm: "stock_corporation",
      language: "de",
      activityScope: null,
      legalSeat: null,
      ownerSurname: null,
      languageVariants: [],
    });
    expect(fake.received[0]?.headers.authorization).toBeUndefined();
  });
});

describe("LLM adapter: failures fail open through assess()", () => {
  const failOpenCases: [string, (res: import("node:http").ServerResponse) => void, RegExp][] = [
    ["an HTTP error", (res) => res.writeHead(503).end("overloaded"), /HTTP 503/],
    [
      "a body that is not JSON",
      (res) => res.writeHead(200).end("<html>oops</html>"),
      /response body is not valid JSON/,
    ],
    [
      "message content that is not JSON",
      (res) => res.writeHead(200).end(chatResponse("Sure! Here is my analysis")),
      /message content is not valid JSON/,
    ],
    [
      "no message content",
      (res) => res.writeHead(200).end(JSON.stringify({ choices: [] })),
      /no message content/,
    ],
    [
      "an unknown flag code",
      (res) =>
        res.writeHead(200).end(
          chatResponse(
            JSON.stringify({
              ...goodAnswer,
              findings: [{ code: "ERR_EVERYTHING", message: "x", evidence: [] }],
            }),
          ),
        ),
      /does not match the schema at findings\.0\.code/,
    ],
    [
      "a missing field",
      (res) => res.writeHead(200).end(chatResponse(JSON.stringify({ impliedActivities: [], findings: [] }))),
      /does not match the schema/,
    ],
    [
      "an activity outside the NOGA vocabulary",
      (res) =>
        res
          .writeHead(200)
          .end(chatResponse(JSON.stringify({ ...goodAnswer, impliedActivities: ["Wellness"] }))),
      /does not match the schema at impliedActivities\.0/,
    ],
  ];

  it.each(failOpenCases)("on %s", async (_label, reply, reason) => {
    fake.reply = (_req, res) => reply(res);
    const { result, explanation } = await assess(request, { semantic: createLlmSemanticAnalyzer(config) });
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(result.semanticContext).toBeNull();
    expect(result.flags.map((f) => f.code)).not.toContain("WARN_HEALTH_CLAIM_HMG");
    const step = semanticStep(explanation);
    expect(step).toMatchObject({ ran: false, outcome: "failed_open" });
    expect(step?.evidence[0]).toMatch(reason);
    expect(step?.evidence.join(" ")).not.toContain(API_KEY);
  });

  it("when the model answers slower than the timeout", async () => {
    fake.reply = (_req, res) => {
      const timer = setTimeout(() => res.writeHead(200).end(chatResponse(JSON.stringify(goodAnswer))), 5_000);
      res.on("close", () => clearTimeout(timer));
    };
    const analyzer = createLlmSemanticAnalyzer({ ...config, timeoutMs: SHORT_TIMEOUT_MS });
    const { result, explanation } = await assess(request, { semantic: analyzer });
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(semanticStep(explanation)?.evidence[0]).toBe(`LLM timed out after ${SHORT_TIMEOUT_MS} ms`);
  });

  it("when the headers arrive but the body stalls beyond the timeout", async () => {
    fake.reply = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"choices": [');
      const timer = setTimeout(() => res.end("]}"), 5_000);
      res.on("close", () => clearTimeout(timer));
    };
    const analyzer = createLlmSemanticAnalyzer({ ...config, timeoutMs: SHORT_TIMEOUT_MS });
    const { result, explanation } = await assess(request, { semantic: analyzer });
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(semanticStep(explanation)?.evidence[0]).toBe(`LLM timed out after ${SHORT_TIMEOUT_MS} ms`);
  });

  it("when nothing listens on the port", async () => {
    const port = await closedPort();
    const analyzer = createLlmSemanticAnalyzer({ ...config, baseUrl: `http://127.0.0.1:${port}/v1` });
    const { result, explanation } = await assess(request, { semantic: analyzer });
    expect(result.metadata.semanticFailOpen).toBe(true);
    expect(semanticStep(explanation)?.evidence[0]).toBe("LLM request failed (ECONNREFUSED)");
  });
});
