/**
 * Configuration of the optional LLM semantic analyser from the environment (docs/semantic.md,
 * "LLM adapter"). Unset NAMESCREEN_LLM_URL means "no LLM": the built-in analyser runs alone.
 * Problems are returned as lines naming the variable; src/config.ts turns them into a ConfigError.
 */

/** How the LLM's answer is used together with the built-in analyser. */
export type LlmMode = "combine" | "llm-only";

/** Settings of the OpenAI-compatible chat-completions analyser. */
export interface LlmConfig {
  /** Base URL; the adapter POSTs to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer <key>`; `null` for local servers that need none. Never logged. */
  apiKey: string | null;
  /** Deadline on the whole exchange, reply body included. */
  timeoutMs: number;
  mode: LlmMode;
  /** Largest reply body read, in bytes; a larger reply fails open (default LLM_DEFAULTS.maxReplyBytes). */
  maxReplyBytes?: number;
}

/** Defaults, documented in docs/semantic.md. */
export const LLM_DEFAULTS = { timeoutMs: 8000, mode: "combine" as LlmMode, maxReplyBytes: 1024 * 1024 };

/** Read the LLM settings from an environment map. Never throws. */
export function parseLlmEnv(env: Record<string, string | undefined>): {
  config: LlmConfig | null;
  issues: string[];
} {
  const issues: string[] = [];
  const url = env.NAMESCREEN_LLM_URL?.trim() ?? "";
  const model = env.NAMESCREEN_LLM_MODEL?.trim() ?? "";
  const apiKey = env.NAMESCREEN_LLM_API_KEY?.trim() || null;
  const timeoutRaw = env.NAMESCREEN_LLM_TIMEOUT_MS?.trim() ?? "";
  const modeRaw = env.NAMESCREEN_LLM_MODE?.trim() ?? "";
  const maxReplyRaw = env.NAMESCREEN_LLM_MAX_REPLY_BYTES?.trim() ?? "";
  if (url === "") {
    if (model !== "" || apiKey !== null)
      issues.push(
        "NAMESCREEN_LLM_URL is required when NAMESCREEN_LLM_MODEL or NAMESCREEN_LLM_API_KEY is set",
      );
    return { config: null, issues };
  }
  if (!isHttpUrl(url))
    issues.push("NAMESCREEN_LLM_URL must be an http(s) URL, e.g. https://api.example.com/v1");
  if (model === "") issues.push("NAMESCREEN_LLM_MODEL is required when NAMESCREEN_LLM_URL is set");
  let timeoutMs = LLM_DEFAULTS.timeoutMs;
  if (timeoutRaw !== "") {
    timeoutMs = /^\d+$/.test(timeoutRaw) ? Number(timeoutRaw) : Number.NaN;
    if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
      issues.push("NAMESCREEN_LLM_TIMEOUT_MS must be a whole number from 100 to 120000");
    }
  }
  let maxReplyBytes = LLM_DEFAULTS.maxReplyBytes;
  if (maxReplyRaw !== "") {
    maxReplyBytes = /^\d+$/.test(maxReplyRaw) ? Number(maxReplyRaw) : Number.NaN;
    if (!Number.isSafeInteger(maxReplyBytes) || maxReplyBytes < 1024 || maxReplyBytes > 67_108_864) {
      issues.push("NAMESCREEN_LLM_MAX_REPLY_BYTES must be a whole number from 1024 to 67108864");
    }
  }
  let mode = LLM_DEFAULTS.mode;
  if (modeRaw !== "") {
    if (modeRaw === "combine" || modeRaw === "llm-only") mode = modeRaw;
    else issues.push("NAMESCREEN_LLM_MODE must be combine or llm-only");
  }
  if (issues.length > 0) return { config: null, issues };
  return {
    config: { baseUrl: url.replace(/\/+$/, ""), model, apiKey, timeoutMs, mode, maxReplyBytes },
    issues,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}
