/**
 * Schemas of `POST /v1/name/screening` and `GET /v1/name/screening/catalog`. The body is the
 * assessment body plus a strict `checks` object; its output is the core's `ResolvedScreening`
 * (TLDs checked against the core's allowlist when the domain check runs), which the route hands
 * to `screenResolved`.
 */
import type { ResolvedScreening } from "@namescreen/core";
import {
  applyAssessmentDefaults,
  applyScreeningDefaults,
  issuesUnder,
  LIMITS,
  screeningTlds,
  someCheckEnabled,
} from "@namescreen/core";
import * as v from "valibot";
import { AssessmentRequestEntries, AssessmentResultSchema } from "./assessment.js";
import { jsonObject, minRiskSchema, searchLimitSchema, strictObject } from "./common.js";
import { ConflictSearchResultSchema } from "./conflicts.js";
import type { Assert, Equals } from "./core-rules.js";
import { coreResolve } from "./core-rules.js";
import { DomainAvailabilityResultSchema, TldItemSchema } from "./domains.js";
import { TrademarkSearchResultSchema } from "./trademarks.js";

const limit = searchLimitSchema();
const minRisk = minRiskSchema();
const enabled = v.optional(v.boolean("must be a boolean"));
const niceClass = v.pipe(
  v.number("must be an integer"),
  v.integer("must be an integer"),
  v.minValue(LIMITS.niceClass.min, `must be at least ${LIMITS.niceClass.min}`),
  v.maxValue(LIMITS.niceClass.max, `must be at most ${LIMITS.niceClass.max}`),
);

const DomainsBlock = strictObject({
  enabled: v.pipe(enabled, v.description("Off by default: the domain check asks the public internet")),
  tlds: v.optional(
    v.pipe(
      v.array(TldItemSchema, "must be an array"),
      v.maxLength(LIMITS.domainTlds.max, `must have at most ${LIMITS.domainTlds.max} items`),
    ),
  ),
  includeVariants: v.optional(v.boolean("must be a boolean")),
});

/** The block with canonical TLDs; they are checked against the allowlist only when the check runs. */
function canonicalDomainsBlock(block: v.InferOutput<typeof DomainsBlock>) {
  // The raw items (unknown[]) never reach the resolved block, whose `tlds` are strings.
  const { tlds: items, ...withoutTlds } = block;
  if (items === undefined) return { ok: true as const, value: withoutTlds };
  const tlds = screeningTlds(block.enabled === true, items);
  if (!tlds.ok) return { ok: false as const, issues: issuesUnder("tlds", tlds.issues) };
  return { ok: true as const, value: { ...block, tlds: tlds.value } };
}

/** The `checks` object: which checks run, with their own inputs. */
export const ScreeningChecksSchema = jsonObject(
  strictObject({
    ehraCompliance: v.optional(v.nullable(jsonObject(strictObject({ enabled })))),
    conflicts: v.optional(v.nullable(jsonObject(strictObject({ enabled, limit, minRisk })))),
    trademarks: v.optional(
      v.nullable(
        jsonObject(
          strictObject({
            enabled,
            limit,
            minRisk,
            niceClasses: v.optional(v.nullable(v.array(niceClass, "must be an array of integers or null"))),
          }),
        ),
      ),
    ),
    domains: v.optional(v.nullable(v.pipe(jsonObject(DomainsBlock), coreResolve(canonicalDomainsBlock)))),
  }),
);

/** Request body: every assessment field plus `checks`. */
export const ScreeningRequestSchema = v.pipe(
  strictObject({
    ...AssessmentRequestEntries,
    checks: v.optional(v.nullable(ScreeningChecksSchema)),
  }),
  v.transform(({ checks, ...fields }) => applyScreeningDefaults(applyAssessmentDefaults(fields), checks)),
  coreResolve(someCheckEnabled),
);
type _ScreeningOutput = Assert<Equals<v.InferOutput<typeof ScreeningRequestSchema>, ResolvedScreening>>;

/** One driver of a screening decision. */
export const DriverSchema = v.object({
  code: v.string(),
  severity: v.picklist(["INFO", "WARNING", "ERROR"]),
  check: v.picklist(["ehraCompliance", "conflicts", "trademarks", "domains"]),
  message: v.string(),
});

/** The overall status of a screening. */
export const ScreeningStatusSchema = v.picklist([
  "CLEAR_TO_FILE",
  "MINOR_RISKS_DETECTED",
  "MANUAL_REVIEW_ADVISED",
  "REGISTRY_REJECTION_LIKELY",
]);

/** Response body (sub-results are those of the individual endpoints). */
export const ScreeningResultSchema = v.object({
  overallStatus: ScreeningStatusSchema,
  resultState: v.picklist(["COMPLETE", "PARTIAL", "FAILED"]),
  drivers: v.array(DriverSchema),
  primaryConcern: v.nullable(DriverSchema),
  executionIssues: v.array(v.object({ check: v.string(), code: v.string(), message: v.string() })),
  traceId: v.string(),
  checks: v.object({
    ehraCompliance: v.optional(AssessmentResultSchema),
    conflicts: v.optional(ConflictSearchResultSchema),
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
      legalBasis: v.pipe(
        v.nullable(v.string()),
        v.description(
          "Legal basis of an assessment flag (as the eligibility endpoints' ruleRef); null for search drivers",
        ),
      ),
    }),
  ),
  executionIssues: v.array(Entry),
  riskLevels: v.array(Entry),
});
