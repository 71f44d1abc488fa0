import { describe, expect, it } from "vitest";
import { parseLlmEnv } from "../../src/adapters/semantic/index.js";

describe("parseLlmEnv", () => {
  it("means no LLM when NAMESCREEN_LLM_URL is unset", () => {
    expect(parseLlmEnv({})).toEqual({ config: null, issues: [] });
  });

  it("reads a full configuration with defaults", () => {
    const { config, issues } = parseLlmEnv({
      NAMESCREEN_LLM_URL: "https://llm.example.com/v1/",
      NAMESCREEN_LLM_MODEL: "gpt-x",
      NAMESCREEN_LLM_API_KEY: "sk-abc",
    });
    expect(issues).toEqual([]);
    expect(config).toEqual({
      baseUrl: "https://llm.example.com/v1",
      model: "gpt-x",
      apiKey: "sk-abc",
      timeoutMs: 8000,
      mode: "combine",
      maxReplyBytes: 1024 * 1024,
    });
  });

  it.each([
    [
      { NAMESCREEN_LLM_URL: "ftp://x", NAMESCREEN_LLM_MODEL: "m" },
      "NAMESCREEN_LLM_URL must be an http(s) URL",
    ],
    [{ NAMESCREEN_LLM_URL: "http://127.0.0.1:1/v1" }, "NAMESCREEN_LLM_MODEL is required"],
    [{ NAMESCREEN_LLM_MODEL: "m" }, "NAMESCREEN_LLM_URL is required"],
    [
      { NAMESCREEN_LLM_URL: "http://h/v1", NAMESCREEN_LLM_MODEL: "m", NAMESCREEN_LLM_TIMEOUT_MS: "5" },
      "NAMESCREEN_LLM_TIMEOUT_MS must be",
    ],
    [
      { NAMESCREEN_LLM_URL: "http://h/v1", NAMESCREEN_LLM_MODEL: "m", NAMESCREEN_LLM_TIMEOUT_MS: "1e4" },
      "NAMESCREEN_LLM_TIMEOUT_MS must be",
    ],
    [
      { NAMESCREEN_LLM_URL: "http://h/v1", NAMESCREEN_LLM_MODEL: "m", NAMESCREEN_LLM_MAX_REPLY_BYTES: "10" },
      "NAMESCREEN_LLM_MAX_REPLY_BYTES must be",
    ],
    [
      { NAMESCREEN_LLM_URL: "http://h/v1", NAMESCREEN_LLM_MODEL: "m", NAMESCREEN_LLM_MODE: "both" },
      "NAMESCREEN_LLM_MODE must be",
    ],
  ])("refuses %j", (env, message) => {
    const { config, issues } = parseLlmEnv(env);
    expect(config).toBeNull();
    expect(issues.join("\n")).toContain(message);
  });
});
