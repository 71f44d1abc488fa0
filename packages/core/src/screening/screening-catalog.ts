/**
 * The screening catalog (`GET /v1/name/screening/catalog`): every code a screening can return,
 * built from the same definitions the engine uses.
 */
import { FLAG_CATALOG } from "../assessment/flag-catalog.js";
import type { OverallStatus, RiskLevel, Severity } from "../types.js";
import { FLAG_CODES } from "../types.js";
import type { ScreeningCheck } from "./decision-reasons.js";
import { EXECUTION_ISSUES, RESULT_STATES, SCREENING_CHECKS, SEARCH_DRIVERS } from "./decision-reasons.js";

export interface CatalogEntry {
  code: string;
  description: string;
}

export interface ScreeningCatalog {
  overallStatuses: CatalogEntry[];
  resultStates: CatalogEntry[];
  checks: CatalogEntry[];
  drivers: (CatalogEntry & {
    source: "assessment_flag" | "search";
    check: ScreeningCheck | null;
    severity: Severity | "BY_PROFILE";
    category: string | null;
    /** Legal basis of an assessment flag (docs/rules.md); null for a search driver. */
    legalBasis: string | null;
  })[];
  executionIssues: CatalogEntry[];
  riskLevels: CatalogEntry[];
}

const STATUS_TEXT: Record<OverallStatus, string> = {
  CLEAR_TO_FILE: "No driver: proceed.",
  MINOR_RISKS_DETECTED: "Only INFO drivers: proceed with a warning.",
  MANUAL_REVIEW_ADVISED: "At least one WARNING driver: route to manual review.",
  REGISTRY_REJECTION_LIKELY: "At least one ERROR driver: block, correct or escalate.",
};

const CHECK_TEXT: Record<ScreeningCheck, string> = {
  ehraCompliance: "Assessment against the Swiss company-name rules (POST /v1/name/assessment).",
  conflicts: "Identical and similar registered Swiss company names (POST /v1/conflicts/search).",
  trademarks: "Similar registered trademarks (POST /v1/trademarks/search).",
  domains: "Domain availability over DNS and RDAP (POST /v1/domains/availability).",
};

const RISK_TEXT: Record<RiskLevel, string> = {
  High: "Escalate.",
  Medium: "Continue with explicit visibility.",
  Low: "Advisory.",
};

/** Build the catalog. Deterministic: same engine, same catalog. */
export function screeningCatalog(): ScreeningCatalog {
  return {
    overallStatuses: Object.entries(STATUS_TEXT).map(([code, description]) => ({ code, description })),
    resultStates: Object.entries(RESULT_STATES).map(([code, description]) => ({ code, description })),
    checks: SCREENING_CHECKS.map((code) => ({ code, description: CHECK_TEXT[code] })),
    drivers: [
      ...FLAG_CODES.map((code) => {
        const def = FLAG_CATALOG[code];
        return {
          code,
          description: def.description,
          source: "assessment_flag" as const,
          check: "ehraCompliance" as const,
          severity: code === "WARN_PURELY_DESCRIPTIVE" ? ("BY_PROFILE" as const) : def.defaultSeverity,
          category: def.category,
          legalBasis: def.legalBasis,
        };
      }),
      ...Object.entries(SEARCH_DRIVERS).map(([code, d]) => ({
        code,
        description: d.description,
        source: "search" as const,
        check: d.check,
        severity: d.severity,
        category: null,
        legalBasis: null,
      })),
    ],
    executionIssues: Object.entries(EXECUTION_ISSUES).map(([code, description]) => ({ code, description })),
    riskLevels: Object.entries(RISK_TEXT).map(([code, description]) => ({ code, description })),
  };
}
