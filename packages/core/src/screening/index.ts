/** The bundled screening: `screen`, its decision rules and its catalog. */
export { type CatalogEntry, type ScreeningCatalog, screeningCatalog } from "./catalog.js";
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
} from "./drivers.js";
export { DEFAULT_BUDGETS_MS, screen } from "./screen.js";
export type {
  Screened,
  ScreeningChecks,
  ScreeningPorts,
  ScreeningRequest,
  ScreeningResult,
} from "./types.js";
export { type ResolvedScreening, resolveScreeningRequest } from "./validate.js";
