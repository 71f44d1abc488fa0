/**
 * Schemas of `POST /v1/name/screening` and `GET /v1/name/screening/catalog`. The body is the
 * assessment body plus a strict `checks` object; the core re-validates TLDs and Nice classes
 * against its own allowlists.
 */
import { LIMITS } from "@namescreen/core";
import * as v from "valibot";
import { AssessmentRequestSchema, AssessmentResultSchema } from "./assessment.js";
import { minRiskSchema, searchLimitSchema } from "./common.js";
import { DomainAvailabilityResultSchema } from "./domains.js";
import { TrademarkSearchResultSchema } from "./trademarks.js";

const limit = searchLimitSchema();
const minRisk = minRiskSchema();
const enabled = v.optional(v.boolean("must be a boolean"));

/** The `checks` object: which checks run, with their own inputs. */
export const ScreeningChecksSchema = v.strictObject({
  ehraCompliance: v.optional(v.nullable(v.strictObject({ enabled }))),
  conflicts: v.optional(v.nullable(v.strictObject({ enabled, limit, minRisk }))),
  trademarks: v.optional(
    v.nullable(
      v.strictObject({
        enabled,
        limit,
        minRisk,
        niceClasses: v.optional(v.nullable(v.array(v.number("must be a number"), "must be an array"))),
      }),
    ),
  ),
  domains: v.optional(
    v.nullable(
      v.strictObject({
        enabled: v.pipe(enabled, v.description("Off by default: the domain check asks the public internet")),
        tlds: v.optional(
          v.pipe(
            v.array(v.string("must be a string"), "must be an array"),
            v.maxLength(LIMITS.domainTlds.max, `must have at most ${LIMITS.domainTlds.max} items`),
          ),
        ),
        includeVariants: v.optional(v.boolean("must be a boolean")),
      }),
    ),
  ),
});

/** Request body: every assessment field plus `checks`. */
export const ScreeningRequestSchema = v.strictObject({
  ...AssessmentRequestSchema.entries,
  checks: v.optional(v.nullable(ScreeningChecksSchema)),
});

const DriverSchema = v.object({
  code: v.string(),
  severity: v.picklist(["INFO", "WARNING", "ERROR"]),
  check: v.picklist(["ehraCompliance", "conflicts", "trademarks", "domains"]),
  message: v.string(),
});

/** Response body (sub-results are those of the individual endpoints). */
export const ScreeningResultSchema = v.object({
  overallStatus: v.picklist([
    "CLEAR_TO_FILE",
    "MINOR_RISKS_DETECTED",
    "MANUAL_REVIEW_ADVISED",
    "REGISTRY_REJECTION_LIKELY",
  ]),
  resultState: v.picklist(["COMPLETE", "PARTIAL", "FAILED"]),
  drivers: v.array(DriverSchema),
  primaryConcern: v.nullable(DriverSchema),
  executionIssues: v.array(v.object({ check: v.string(), code: v.string(), message: v.string() })),
  traceId: v.string(),
  checks: v.object({
    ehraCompliance: v.optional(AssessmentResultSchema),
    conflicts: v.optional(
      v.pipe(v.unknown(), v.description("As POST /v1/conflicts/search returns it (ConflictSearchResult)")),
    ),
    trademarks: v.optional(TrademarkSearchResultSchema),
    domains: v.optional(DomainAvailabilityResultSchema),
  }),
});

const Entry = v.object({ code: v.string(), description: v.string() });

/** `GET /v1/name/screening/catalog`. */
export const ScreeningCatalogSchema = v.object({
  overallStatuses: v.array(Entry),
  resultStates: v.array(Entry),
  checks: v.array(Entry),
  drivers: v.array(
    v.object({
      code: v.string(),
      description: v.string(),
      source: v.picklist(["assessment_flag", "search"]),
      check: v.nullable(v.string()),
      severity: v.string(),
      category: v.nullable(v.string()),
    }),
  ),
  executionIssues: v.array(Entry),
  riskLevels: v.array(Entry),
});
