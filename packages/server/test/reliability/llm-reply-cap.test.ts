/**
 * Finding 7 (issue 16): the LLM adapter reads the reply as a stream with a running byte count
 * and a deadline on the whole reply. A huge reply is cut off at the cap (the rest is never
 * read) and the assessment fails open; a reply that trickles forever times out.
 * @see issue 16, finding 7
 */
import type { AssessmentRequest } from "@namescreen/core";
import { assess } from "@namescreen/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LlmConfig } from "../../src/adapters/semantic/index.js";
import { createLlmSemanticAnalyzer, LLM_DEFAULTS } from "../../src/adapters/semantic/index.js";
import type { FakeLlm } from "../semantic/fake-llm.js";
import { startFakeLlm } from "../semantic/fake-llm.js";

const request: AssessmentRequest = {
  companyName: "Zubag Wellness AG",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "full",
};
const MiB = 1024 * 1024;

let fake: FakeLlm;
let config: LlmConfig;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  config = { baseUrl: fake.baseUrl, model: "m", apiKey: null, timeoutMs: 5_000, mode: "combine" };
});

const semanticEvidence = async (analyzerConfig: LlmConfig) => {
  const { result, explanation } = await assess(request, {
    semantic: createLlmSemanticAnalyzer(analyzerConfig),
  });
  const step = explanation.steps.find((s) => s.stepId === "semantic.analysis");
  return { failOpen: result.metadata.semanticFailOpen, reason: step?.evidence[0] };
};

/** Stream `totalBytes` of JSON-ish filler as fast as the socket takes it; resolves with the bytes written. */
function streamFiller(res: import("node:http").ServerResponse, totalBytes: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let written = 0;
  return new Promise((resolve) => {
    res.on("close", () => resolve(written));
    res.writeHead(200, { "content-type": "application/json" });
    const pump = () => {
      while (written < totalBytes && !res.destroyed) {
        written += chunk.length;
        if (!res.write(chunk)) {
          res.once("drain", pump);
          return;
        }
      }
      if (!res.destroyed) res.end();
    };
    pump();
  });
}

describe("LLM reply size and time caps", () => {
  it("has a documented default cap of 1 MiB", () => {
    expect(LLM_DEFAULTS.maxReplyBytes).toBe(MiB);
  });

  it("stops reading a 200 MB reply at the cap and fails open", async () => {
    let written: Promise<number> = Promise.resolve(0);
    fake.reply = (_req, res) => {
      written = streamFiller(res, 200 * MiB);
    };
    const started = Date.now();
    const { failOpen, reason } = await semanticEvidence(config);
    expect(failOpen).toBe(true);
    expect(reason).toBe(`LLM answer is larger than ${MiB} bytes`);
    // The connection was dropped long before the 200 MB were sent (socket buffers allow a few MB).
    expect(await written).toBeLessThan(32 * MiB);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    fake.reply = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(2 * MiB) });
      res.write("{");
    };
    const { failOpen, reason } = await semanticEvidence({ ...config, maxReplyBytes: MiB });
    expect(failOpen).toBe(true);
    expect(reason).toBe(`LLM answer is larger than ${MiB} bytes`);
  });

  it("applies a configured cap", async () => {
    fake.reply = (_req, res) => {
      void streamFiller(res, 64 * 1024);
    };
    const { failOpen, reason } = await semanticEvidence({ ...config, maxReplyBytes: 10_000 });
    expect(failOpen).toBe(true);
    expect(reason).toBe("LLM answer is larger than 10000 bytes");
  });

  it("times out a reply that keeps trickling bytes past the deadline", async () => {
    fake.reply = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => res.write(" "), 20);
      res.on("close", () => clearInterval(timer));
    };
    const started = Date.now();
    const { failOpen, reason } = await semanticEvidence({ ...config, timeoutMs: 400 });
    expect(failOpen).toBe(true);
    expect(reason).toBe("LLM timed out after 400 ms");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
