/** Assessment: is a proposed name acceptable under the Swiss company-name rules (`assess`). */
export { assess, ENGINE_VERSION, SEMANTIC_STEP_ID } from "./assess.js";
export { type ResolvedAssessmentRequest, resolveAssessmentRequest } from "./assessment-request.js";
export { FLAG_CATALOG, type FlagDefinition, mappedSeverity } from "./flag-catalog.js";
export type { AssessmentPorts } from "./ports.js";
export { overallStatusOf } from "./status.js";
