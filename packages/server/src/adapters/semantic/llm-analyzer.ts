/**
 * The optional LLM semantic analyser: an OpenAI-compatible `POST {baseUrl}/chat/completions`
 * with a structured JSON answer (`response_format: json_schema`), validated with valibot, under
 * a hard timeout on the whole exchange, body included (AbortSignal.timeout), and a byte cap on
 * the reply read as a stream (`maxReplyBytes`, default 1 MiB). Any failure (network, HTTP status, timeout, invalid JSON,
 * wrong shape) throws an `LlmError`; `assess` then reports the deterministic result with
 * `metadata.semanticFailOpen: true`.
 *
 * Modes: `combine` (default) runs the built-in analyser as well and adds the model's findings for
 * codes the built-in one did not raise, plus its implied activities; `llm-only` uses the model's
 * answer alone.
 */
import type { SemanticAnalysis, SemanticAnalyzer, SemanticFinding, SemanticInput } from "@namescreen/core";
import { createBuiltinSemanticAnalyzer } from "@namescreen/core";
import * as v from "valibot";
import { ReplyTooLargeError, readTextCapped } from "../read-capped.js";
import type { LlmConfig } from "./config.js";
import { LLM_DEFAULTS } from "./config.js";
import { buildMessages } from "./prompt.js";
import type { LlmAnswer } from "./schema.js";
import { answerJsonSchema, LlmAnswerSchema } from "./schema.js";

/** Why the LLM could not be used. The message never contains the API key. */
export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LlmError";
  }
}

/** Injectable parts (tests use the real ones against a local server). */
export interface LlmAnalyzerOptions {
  fetch?: typeof fetch;
  builtin?: SemanticAnalyzer;
}

/** Create the LLM analyser for the given configuration. */
export function createLlmSemanticAnalyzer(
  config: LlmConfig,
  options: LlmAnalyzerOptions = {},
): SemanticAnalyzer {
  const doFetch = options.fetch ?? fetch;
  const builtin = options.builtin ?? createBuiltinSemanticAnalyzer();
  const schema = answerJsonSchema();
  return {
    async analyze(input: SemanticInput): Promise<SemanticAnalysis> {
      const answer = await ask(config, doFetch, schema, input);
      const label = `llm:${config.model}`;
      if (config.mode === "llm-only")
        return { analyzer: label, ...answer, findings: tagged(answer.findings) };
      return combine(await builtin.analyze(input), answer, label);
    },
  };
}

// --- Internal helpers ---

async function ask(
  config: LlmConfig,
  doFetch: typeof fetch,
  schema: Record<string, unknown>,
  input: SemanticInput,
): Promise<LlmAnswer> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({
    model: config.model,
    temperature: 0,
    messages: buildMessages(input),
    response_format: {
      type: "json_schema",
      json_schema: { name: "namescreen_semantic_analysis", strict: true, schema },
    },
  });
  const maxReplyBytes = config.maxReplyBytes ?? LLM_DEFAULTS.maxReplyBytes;
  let text: string;
  try {
    const signal = AbortSignal.timeout(config.timeoutMs);
    const res = await doFetch(`${config.baseUrl}/chat/completions`, {
      method: "POST",
      headers,
      body,
      signal,
    });
    text = await readTextCapped(res, maxReplyBytes);
    if (!res.ok) throw new LlmError(`LLM answered HTTP ${res.status}`);
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (error instanceof ReplyTooLargeError)
      throw new LlmError(`LLM answer is larger than ${maxReplyBytes} bytes`);
    throw new LlmError(describeFetchError(error, config.timeoutMs), { cause: error });
  }
  const content = messageContent(parseJson(text, "response body"));
  const parsed = v.safeParse(LlmAnswerSchema, parseJson(content, "message content"));
  if (!parsed.success) {
    const first = parsed.issues[0];
    const path = first?.path?.map((p) => String(p.key)).join(".") ?? "answer";
    throw new LlmError(`LLM answer does not match the schema at ${path}: ${first?.message ?? "invalid"}`);
  }
  return parsed.output;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmError(`LLM ${what} is not valid JSON`);
  }
}

function messageContent(body: unknown): string {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const message = Array.isArray(choices)
    ? (choices[0] as { message?: unknown } | undefined)?.message
    : undefined;
  const content = (message as { content?: unknown; refusal?: unknown } | undefined)?.content;
  if (typeof content !== "string") {
    const refusal = (message as { refusal?: unknown } | undefined)?.refusal;
    throw new LlmError(
      typeof refusal === "string" ? "LLM refused to answer" : "LLM response has no message content",
    );
  }
  return content;
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return `LLM timed out after ${timeoutMs} ms`;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return `LLM request failed${typeof code === "string" ? ` (${code})` : ""}`;
}

function tagged(findings: LlmAnswer["findings"]): SemanticFinding[] {
  return findings.map((f) => ({
    code: f.code,
    message: f.message,
    evidence: f.evidence.map((e) => `llm:${e}`),
  }));
}

/** Built-in findings first; the model adds codes the built-in analyser did not raise. */
function combine(builtin: SemanticAnalysis, answer: LlmAnswer, label: string): SemanticAnalysis {
  const raised = new Set(builtin.findings.map((f) => f.code));
  const added = tagged(answer.findings.filter((f) => !raised.has(f.code)));
  const findings = [...builtin.findings, ...added];
  return {
    analyzer: `${builtin.analyzer}+${label}`,
    impliedActivities: [...new Set([...builtin.impliedActivities, ...answer.impliedActivities])].sort(),
    isPurelyDescriptive: findings.some((f) => f.code === "WARN_PURELY_DESCRIPTIVE"),
    containsGeographicTerm: builtin.containsGeographicTerm || answer.containsGeographicTerm,
    findings,
  };
}
