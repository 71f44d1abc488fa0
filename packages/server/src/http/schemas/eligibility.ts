/**
 * Schemas of the deprecated eligibility endpoints (v1, v2, v3). Bodies are strict: the contract
 * allows no extra properties. Owner rules that depend on `legalForm` are checked in the handler.
 */
import { CHECK_LEVELS, LANGUAGES, LIMITS } from "@namescreen/core";
import * as v from "valibot";
import { LEGAL_FORM_VALUES } from "./assessment.js";

const name = v.pipe(
  v.string("must be a string"),
  v.minLength(LIMITS.eligibilityName.min, `must be at least ${LIMITS.eligibilityName.min} characters`),
  v.maxLength(LIMITS.eligibilityName.max, `must be at most ${LIMITS.eligibilityName.max} characters`),
  v.check((s) => s.trim() !== "", "must not be empty or only whitespace"),
  v.description("Base name, preferably without the legal-form suffix"),
);
const nullableText = (max: number) =>
  v.optional(
    v.nullable(v.pipe(v.string("must be a string"), v.maxLength(max, `must be at most ${max} characters`))),
  );
const common = {
  companyName: name,
  legalForm: v.picklist(LEGAL_FORM_VALUES, `must be one of ${LEGAL_FORM_VALUES.join(", ")}`),
  activityScope: nullableText(LIMITS.activityScope.max),
  language: v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`),
  checkLevel: v.optional(v.picklist(CHECK_LEVELS, `must be one of ${CHECK_LEVELS.join(", ")}`)),
};

/** `POST /v1/name/eligibility` body. */
export const EligibilityV1RequestSchema = v.strictObject({
  ...common,
  ownerFullName: nullableText(256),
});

/** `POST /v2/name/eligibility` and `/v3` body. */
export const EligibilityV2RequestSchema = v.strictObject({
  ...common,
  ownerSurname: nullableText(LIMITS.ownerSurname.max),
  legalSeat: nullableText(LIMITS.legalSeat.max),
});

const IssueSchema = v.object({
  code: v.string(),
  severity: v.picklist(["CRITICAL", "WARNING", "INFO"]),
  message: v.string(),
  source: v.picklist(["deterministic", "semantic"]),
  ruleRef: v.nullable(v.string()),
});

const NamesSchema = v.nullable(v.object({ de: v.string(), fr: v.string(), it: v.string(), en: v.string() }));

/** v2 `semanticEvaluation` (full mode only). */
export const SemanticEvaluationSchema = v.nullable(
  v.object({
    analyzer: v.nullable(v.string()),
    failOpen: v.boolean(),
    impliedActivities: v.array(v.string()),
    isPurelyDescriptive: v.boolean(),
    containsGeographicTerm: v.boolean(),
    findings: v.array(v.object({ code: v.string(), message: v.string() })),
  }),
);

/** v3 `semanticExtraction`: what the extraction pipeline read from the name (full mode only). */
export const SemanticExtractionSchema = v.nullable(
  v.object({
    nameNorm: v.string(),
    nameCore: v.string(),
    legalForms: v.array(v.string()),
    impliedActivities: v.array(v.string()),
    isPurelyDescriptive: v.boolean(),
    containsGeographicTerm: v.boolean(),
  }),
);

const base = {
  input: v.record(v.string(), v.unknown()),
  overallStatus: v.picklist(["COMPLIANT", "COMPLIANT_WITH_WARNINGS", "REVIEW_REQUIRED", "NON_COMPLIANT"]),
  issues: v.array(IssueSchema),
  registrableNames: NamesSchema,
  metadata: v.nullable(v.record(v.string(), v.unknown())),
};

export const EligibilityV1ResultSchema = v.object(base);
export const EligibilityV2ResultSchema = v.object({ ...base, semanticEvaluation: SemanticEvaluationSchema });
export const EligibilityV3ResultSchema = v.object({
  ...base,
  semanticEvaluation: SemanticEvaluationSchema,
  semanticExtraction: SemanticExtractionSchema,
});
