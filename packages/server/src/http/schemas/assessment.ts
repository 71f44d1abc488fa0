/**
 * Schemas of `POST /v1/name/assessment`. Bounds come from the core's LIMITS and the text rules
 * from the core (core-rules.ts), so the HTTP layer and the in-process API agree; the body's
 * output is the core's `ResolvedAssessmentRequest`, which the route hands to `assessResolved`.
 */
import type { LegalForm, ResolvedAssessmentRequest } from "@namescreen/core";
import {
  applyAssessmentDefaults,
  CHECK_LEVELS,
  FLAG_CODES,
  LANGUAGES,
  LIMITS,
  RISK_PROFILES,
  SEVERITIES,
  VARIANT_LANGUAGES,
} from "@namescreen/core";
import * as v from "valibot";
import { jsonObject, strictObject } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";
import { coreTextContent } from "./core-rules.js";

/**
 * The request's legalForm enum. Spelled out here because the core's public `LEGAL_FORMS` name
 * is taken by its legal-form recognition data; `satisfies` keeps it in step with the type.
 */
export const LEGAL_FORM_VALUES = [
  "stock_corporation",
  "limited_liability",
  "sole_proprietorship",
] as const satisfies readonly LegalForm[];

const text = (min: number, max: number, ownName = false) =>
  v.pipe(
    v.string("must be a string"),
    v.minLength(min, `must be at least ${min} character${min === 1 ? "" : "s"}`),
    v.maxLength(max, `must be at most ${max} characters`),
    coreTextContent({ nonBlank: min > 0, ownName }),
  );
const companyName = () => text(LIMITS.companyName.min, LIMITS.companyName.max, true);
const optionalText = (max: number) => v.optional(v.nullable(text(0, max)));
const oneOf = <T extends string>(values: readonly T[]) =>
  v.picklist(values as T[], `must be one of ${values.join(", ")}`);

/**
 * One `languageVariants` element: another registered language version of the name. An array
 * item is no object ("must be an object", as in the core), not an object missing both fields.
 */
export const LanguageVariantSchema = jsonObject(
  strictObject({
    language: oneOf(VARIANT_LANGUAGES),
    companyName: companyName(),
  }),
);

/** The request's fields (the screening body has them too). */
export const AssessmentRequestEntries = {
  companyName: v.pipe(companyName(), v.description("Proposed company name including its legal form")),
  legalForm: oneOf(LEGAL_FORM_VALUES),
  activityScope: optionalText(LIMITS.activityScope.max),
  language: oneOf(LANGUAGES),
  ownerSurname: optionalText(LIMITS.ownerSurname.max),
  legalSeat: optionalText(LIMITS.legalSeat.max),
  languageVariants: v.optional(
    v.nullable(
      v.pipe(
        v.array(LanguageVariantSchema, "must be an array"),
        v.maxLength(LIMITS.languageVariants.max, `must have at most ${LIMITS.languageVariants.max} items`),
      ),
    ),
  ),
  checkLevel: v.optional(oneOf(CHECK_LEVELS)),
  riskProfile: v.optional(oneOf(RISK_PROFILES)),
};

/**
 * Request body. Unknown properties are refused (422), so typos do not pass silently. The
 * output is the core's resolved request (defaults applied, optional texts trimmed).
 */
export const AssessmentRequestSchema = v.pipe(
  strictObject(AssessmentRequestEntries),
  v.transform(applyAssessmentDefaults),
);
type _AssessmentOutput = Assert<
  Equals<v.InferOutput<typeof AssessmentRequestSchema>, ResolvedAssessmentRequest>
>;

/** One flag of the result. */
export const FlagSchema = v.object({
  code: v.picklist(FLAG_CODES),
  severity: v.picklist(SEVERITIES),
  category: v.picklist(["SYNTAX", "LEGAL_FORM", "GEOGRAPHIC", "TRANSLATION", "SEMANTIC", "REGULATORY"]),
  message: v.string(),
});

/** Response body. */
export const AssessmentResultSchema = v.object({
  assessment: v.object({
    companyName: v.string(),
    overallStatus: v.picklist([
      "CLEAR_TO_FILE",
      "MINOR_RISKS_DETECTED",
      "MANUAL_REVIEW_ADVISED",
      "REGISTRY_REJECTION_LIKELY",
    ]),
    clientProfileApplied: v.picklist(RISK_PROFILES),
  }),
  flags: v.array(FlagSchema),
  semanticContext: v.nullable(
    v.object({
      impliedActivities: v.array(v.string()),
      isPurelyDescriptive: v.boolean(),
      containsGeographicTerm: v.boolean(),
    }),
  ),
  metadata: v.nullable(
    v.object({
      processingTimeMs: v.pipe(v.number(), v.integer()),
      semanticFailOpen: v.boolean(),
      traceId: v.pipe(v.string(), v.description("Id of the stored trace; equals the X-Trace-Id header")),
    }),
  ),
});
