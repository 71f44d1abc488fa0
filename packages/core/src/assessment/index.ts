/** Assessment: is a proposed name acceptable under the Swiss company-name rules (`assess`). */
export {
  assess,
  assessResolved,
  ENGINE_VERSION,
  SEMANTIC_BUDGET_MS,
  SEMANTIC_STEP_ID,
  semanticInputOf,
} from "./assess.js";
export {
  applyAssessmentDefaults,
  assessmentRequestIssues,
  type ResolvedAssessmentRequest,
  resolveAssessmentRequest,
} from "./assessment-request.js";
export { FLAG_CATALOG, type FlagDefinition, mappedSeverity } from "./flag-catalog.js";
export type { AssessmentPorts } from "./ports.js";
export { overallStatusOf } from "./status.js";
