/** The ports of `assess`. */
import type { Clock } from "../clock.js";
import type { SemanticAnalyzer } from "../semantic/port.js";
import type { RestrictedTermsSource } from "../terms/port.js";

/** The ports an assessment may use; all optional (built-in defaults apply). */
export interface AssessmentPorts {
  clock?: Clock | undefined;
  restrictedTerms?: RestrictedTermsSource | undefined;
  /**
   * Omitted: the built-in offline analyser (`createBuiltinSemanticAnalyzer`). `null` switches
   * semantic analysis off even in full mode (it then reports fail-open).
   */
  semantic?: SemanticAnalyzer | null | undefined;
  /**
   * Most time the semantic analyser may take, in ms (default `SEMANTIC_BUDGET_MS`, 10 s); past it
   * the step fails open, like an analyser that throws, and the deterministic flags still count.
   * `screen` gives the analyser three quarters of the assessment check's budget, so a slow
   * analyser costs the semantic step, not the whole assessment.
   */
  semanticBudgetMs?: number | undefined;
}
