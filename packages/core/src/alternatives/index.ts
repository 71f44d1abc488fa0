/** Alternatives: names that pass screening, for a name that may not (`POST /v1/name/alternatives`). */

export {
  ALTERNATIVES_LIMITS,
  alternativesFieldIssues,
  applyAlternativesDefaults,
  PRESCREEN_CHECKS,
  prescreenIssues,
  type ResolvedAlternatives,
  resolveAlternativesRequest,
} from "./alternatives-request.js";
export { suggestAlternatives, suggestAlternativesResolved } from "./suggest-alternatives.js";
export {
  type AlternativesRequest,
  type AlternativesResult,
  type Candidate,
  DROP_REASONS,
  type DropReason,
  type ScreeningSummary,
  STRATEGY_CODES,
  type StrategyCode,
  type Suggestion,
} from "./types.js";
