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
}
