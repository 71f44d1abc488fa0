/** The ports of `assess`. */
import { argumentObject, optionalBudgetMs, optionalMember } from "../arguments.js";
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

/**
 * `ports` of `fn` checked at the entry: `null` is none, and each port given must have its
 * methods (a TypeError names the one that does not).
 */
export function checkedAssessmentPorts<P extends AssessmentPorts>(
  ports: P | null | undefined,
  fn: string,
): P {
  const checked = argumentObject(ports, "ports", fn);
  optionalMember(checked, "clock", ["now"], `${fn}'s ports`);
  optionalMember(checked, "restrictedTerms", ["snapshot"], `${fn}'s ports`);
  optionalMember(checked, "semantic", ["analyze"], `${fn}'s ports`, true);
  optionalBudgetMs(checked.semanticBudgetMs, `${fn}'s ports.semanticBudgetMs`);
  return checked;
}
