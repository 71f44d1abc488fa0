/** Request and result of the bundled screening (`POST /v1/name/screening`). */

import type { AssessmentPorts } from "../assessment/ports.js";
import type { CompanyRegister } from "../conflicts/company-register.js";
import type { ConflictSearchResult } from "../conflicts/search-conflicts.js";
import type { DomainChecker } from "../domains/port.js";
import type { DomainAvailabilityResult } from "../domains/types.js";
import type { TrademarkRegister } from "../trademarks/port.js";
import type { TrademarkSearchResult } from "../trademarks/types.js";
import type {
  AssessmentExplanation,
  AssessmentRequest,
  AssessmentResult,
  OverallStatus,
  RiskLevel,
} from "../types.js";
import type { Driver, ExecutionIssue } from "./combine.js";
import type { ResultState, ScreeningCheck } from "./decision-reasons.js";

/** The `checks` object: which checks run, with their own inputs. */
export interface ScreeningChecks {
  ehraCompliance?: { enabled?: boolean | undefined } | null | undefined;
  conflicts?:
    | { enabled?: boolean | undefined; limit?: number | undefined; minRisk?: RiskLevel | undefined }
    | null
    | undefined;
  trademarks?:
    | {
        enabled?: boolean | undefined;
        limit?: number | undefined;
        minRisk?: RiskLevel | undefined;
        niceClasses?: number[] | null | undefined;
      }
    | null
    | undefined;
  /** Off by default: it asks the public internet. `tlds` default `["ch"]`. */
  domains?:
    | { enabled?: boolean | undefined; tlds?: string[] | undefined; includeVariants?: boolean | undefined }
    | null
    | undefined;
}

/** Body of `POST /v1/name/screening`: every assessment field plus `checks`. */
export interface ScreeningRequest extends AssessmentRequest {
  checks?: ScreeningChecks | null | undefined;
}

/** Ports of a screening: the assessment's plus the registers and the domain checker. */
export interface ScreeningPorts extends AssessmentPorts {
  companies?: CompanyRegister | undefined;
  trademarks?: TrademarkRegister | undefined;
  domains?: DomainChecker | undefined;
  /** Per-check time budgets in ms (defaults in DEFAULT_BUDGETS_MS). */
  budgetsMs?: Partial<Record<ScreeningCheck, number>> | undefined;
}

/** Response of `POST /v1/name/screening`. */
export interface ScreeningResult {
  overallStatus: OverallStatus;
  resultState: ResultState;
  drivers: Driver[];
  primaryConcern: Driver | null;
  executionIssues: ExecutionIssue[];
  /** The stored trace; set by the server (null in-process). */
  traceId: string | null;
  /** Sub-results of the checks that ran, each exactly as its own endpoint returns it. */
  checks: {
    ehraCompliance?: AssessmentResult;
    conflicts?: ConflictSearchResult;
    trademarks?: TrademarkSearchResult;
    domains?: DomainAvailabilityResult;
  };
}

/** What `screen()` returns: the result plus the assessment's explanation for the trace. */
export interface Screened {
  result: ScreeningResult;
  explanation: { requestedChecks: ScreeningCheck[]; assessment: AssessmentExplanation | null };
}
