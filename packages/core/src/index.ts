/**
 * @namescreen/core: Swiss company-name screening with no I/O.
 * Public surface only; everything else is internal.
 */
export { assess, ENGINE_VERSION, SEMANTIC_STEP_ID } from "./assess.js";
export { FLAG_CATALOG, type FlagDefinition, mappedSeverity } from "./catalog.js";
export { defaultRestrictedTerms } from "./defaults.js";
export { PortError, ValidationError, type ValidationIssue } from "./errors.js";
export { LIMITS } from "./limits.js";
export {
  type LegalFormKind,
  type LegalFormMatch,
  NORMALIZATION_VERSION,
  type NormalizationStep,
  type NormalizedName,
  normalizeName,
} from "./normalize/index.js";
export * from "./ports.js";
export { overallStatusOf } from "./status.js";
export * from "./types.js";
export { type ResolvedAssessmentRequest, resolveAssessmentRequest } from "./validate.js";
