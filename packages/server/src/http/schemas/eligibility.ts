/**
 * Schemas of the deprecated eligibility endpoints (v1, v2, v3). Bodies are strict: the contract
 * allows no extra properties. The owner rule (it depends on `legalForm`) is checked here too,
 * and the output is the body with the core's resolved assessment request
 * (eligibility/request.ts), which the route hands to `assessResolved`.
 */
import type { LegalForm, ResolvedAssessmentRequest } from "@namescreen/core";
import { CHECK_LEVELS, LANGUAGES, LIMITS } from "@namescreen/core";
import * as v from "valibot";
import { eligibilityAssessment, ownerProblem, surnameOf } from "../../eligibility/request.js";
import { LEGAL_FORM_VALUES } from "./assessment.js";
import { strictObject } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";
import { coreTextContent } from "./core-rules.js";

const name = v.pipe(
  v.string("must be a string"),
  v.minLength(LIMITS.eligibilityName.min, `must be at least ${LIMITS.eligibilityName.min} characters`),
  v.maxLength(LIMITS.eligibilityName.max, `must be at most ${LIMITS.eligibilityName.max} characters`),
  coreTextContent({ nonBlank: true, ownName: true }),
  v.description("Base name, preferably without the legal-form suffix"),
);
const nullableText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string("must be a string"),
        v.maxLength(max, `must be at most ${max} characters`),
        coreTextContent({ nonBlank: false }),
      ),
    ),
  );

/** The owner rule on `field`, checked once the body's types are right. */
const ownerRule = <T extends { legalForm: LegalForm }>(field: keyof T & string, strict: boolean) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const owner = input[field];
    const problem = ownerProblem(input.legalForm, typeof owner === "string" ? owner : null, strict);
    if (problem === null) return;
    addIssue({
      message: problem,
      path: [{ type: "unknown", origin: "value", input, key: field, value: owner }],
    });
  });
const common = {
  companyName: name,
  legalForm: v.picklist(LEGAL_FORM_VALUES, `must be one of ${LEGAL_FORM_VALUES.join(", ")}`),
  activityScope: nullableText(LIMITS.activityScope.max),
  language: v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`),
  checkLevel: v.optional(v.picklist(CHECK_LEVELS, `must be one of ${CHECK_LEVELS.join(", ")}`)),
};

/** `POST /v1/name/eligibility` body; the owner's surname is the last word of `ownerFullName`. */
const V1Body = strictObject({ ...common, ownerFullName: nullableText(256) });
export const EligibilityV1RequestSchema = v.pipe(
  V1Body,
  ownerRule<v.InferOutput<typeof V1Body>>("ownerFullName", false),
  v.transform((body) => {
    const { ownerFullName, ...fields } = body;
    const ownerSurname = body.legalForm === "sole_proprietorship" ? surnameOf(ownerFullName) : null;
    return { body, assessment: eligibilityAssessment({ ...fields, ownerSurname }) };
  }),
);

/** `POST /v2/name/eligibility` and `/v3` body. */
const V2Body = strictObject({
  ...common,
  ownerSurname: nullableText(LIMITS.ownerSurname.max),
  legalSeat: nullableText(LIMITS.legalSeat.max),
});
export const EligibilityV2RequestSchema = v.pipe(
  V2Body,
  ownerRule<v.InferOutput<typeof V2Body>>("ownerSurname", true),
  v.transform((body) => ({ body, assessment: eligibilityAssessment(body) })),
);
type _V1Output = Assert<
  Equals<v.InferOutput<typeof EligibilityV1RequestSchema>["assessment"], ResolvedAssessmentRequest>
>;
type _V2Output = Assert<
  Equals<v.InferOutput<typeof EligibilityV2RequestSchema>["assessment"], ResolvedAssessmentRequest>
>;

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
