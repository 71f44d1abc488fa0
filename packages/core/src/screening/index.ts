/** The bundled screening: `screen`, its decision rules, its trace explanation and its catalog. */

export {
  type CombineInput,
  combineScreening,
  type Decision,
  type Driver,
  type ExecutionIssue,
} from "./combine.js";
export {
  type DriverCode,
  describeDriver,
  EXECUTION_ISSUES,
  type ExecutionIssueCode,
  RESULT_STATES,
  type ResultState,
  SCREENING_CHECKS,
  type ScreeningCheck,
  SEARCH_DRIVERS,
  type SearchDriverCode,
} from "./decision-reasons.js";
export { type ScreeningExplanation, screeningExplanation } from "./explanation.js";
export { DEFAULT_BUDGETS_MS, screen, screenResolved } from "./screen.js";
export { type CatalogEntry, type ScreeningCatalog, screeningCatalog } from "./screening-catalog.js";
export {
  applyScreeningDefaults,
  type ResolvedScreening,
  resolveScreeningRequest,
  screeningTlds,
  someCheckEnabled,
} from "./screening-request.js";
export type {
  Screened,
  ScreeningChecks,
  ScreeningPorts,
  ScreeningRequest,
  ScreeningResult,
} from "./types.js";
