/** Semantic analysers of the server: the built-in one, or the LLM adapter when configured. */
import type { SemanticAnalyzer } from "@namescreen/core";
import { createBuiltinSemanticAnalyzer } from "@namescreen/core";
import type { LlmConfig } from "./config.js";
import { createLlmSemanticAnalyzer } from "./llm-analyzer.js";

export { LLM_DEFAULTS, type LlmConfig, type LlmMode, parseLlmEnv } from "./config.js";
export { createLlmSemanticAnalyzer, type LlmAnalyzerOptions, LlmError } from "./llm-analyzer.js";

/** The analyser for a configuration: the LLM adapter when one is configured, else the built-in one. */
export function createSemanticAnalyzer(llm: LlmConfig | null | undefined): SemanticAnalyzer {
  return llm ? createLlmSemanticAnalyzer(llm) : createBuiltinSemanticAnalyzer();
}
