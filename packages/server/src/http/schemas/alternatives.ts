/**
 * Schemas of `POST /v1/name/alternatives`. The body is the screening body plus `count`, `keep`
 * and `surnames`; the core's cross-field rules (a kept word is a word of the name, the
 * pre-screen's checks stay on) run once here, and the output is the core's
 * `ResolvedAlternatives`, which the route hands to `suggestAlternativesResolved`.
 */
import type { ResolvedAlternatives } from "@namescreen/core";
import {
  ALTERNATIVES_LIMITS,
  alternativesFieldIssues,
  applyAlternativesDefaults,
  applyAssessmentDefaults,
  applyScreeningDefaults,
  DROP_REASONS,
  LANGUAGES,
  prescreenIssues,
  STRATEGY_CODES,
} from "@namescreen/core";
import * as v from "valibot";
import { AssessmentRequestEntries, LEGAL_FORM_VALUES } from "./assessment.js";
import { strictObject } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";
import { coreResolve, coreTextContent } from "./core-rules.js";
import { DomainAvailabilityResultSchema } from "./domains.js";
import { DriverSchema, ScreeningChecksSchema, ScreeningStatusSchema } from "./screening.js";

const { count, keep, surnames } = ALTERNATIVES_LIMITS;

const words = (max: number, wordMax: number, description: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.array(
          v.pipe(
            v.string("must be a string"),
            v.minLength(1, "must be at least 1 character"),
            v.maxLength(wordMax, `must be at most ${wordMax} characters`),
            coreTextContent({ nonBlank: true }),
          ),
          "must be an array of strings",
        ),
        v.maxLength(max, `must have at most ${max} items`),
        v.description(description),
      ),
    ),
  );

type Body = {
  companyName: string;
  keep?: string[] | null | undefined;
  surnames?: string[] | null | undefined;
  checks?: unknown;
};

/** The core's cross-field rules over the typed body. */
function crossFieldRules<T extends Body>(body: T) {
  const issues = [
    // Surnames too: the route calls the core without its own validation, so "123" was a surname.
    ...alternativesFieldIssues({ keep: body.keep, surnames: body.surnames }, body.companyName),
    ...prescreenIssues(body.checks),
  ];
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, value: body };
}

/** Request body: the screening body plus the alternatives' own fields. */
export const AlternativesRequestSchema = v.pipe(
  strictObject({
    ...AssessmentRequestEntries,
    checks: v.optional(v.nullable(ScreeningChecksSchema)),
    count: v.optional(
      v.pipe(
        v.number("must be an integer"),
        v.integer("must be an integer"),
        v.minValue(count.min, `must be at least ${count.min}`),
        v.maxValue(count.max, `must be at most ${count.max}`),
        v.description(`Most suggestions returned (default ${count.default}).`),
      ),
    ),
    keep: words(keep.max, keep.wordMax, "Words of companyName that every suggestion keeps."),
    surnames: words(
      surnames.max,
      surnames.wordMax,
      "Founders' surnames, used as distinctive elements (ownerSurname is added).",
    ),
  }),
  coreResolve(crossFieldRules),
  v.transform(({ checks, count, keep, surnames, ...fields }) =>
    applyAlternativesDefaults(applyScreeningDefaults(applyAssessmentDefaults(fields), checks), {
      count,
      keep,
      surnames,
    }),
  ),
);
type _AlternativesOutput = Assert<
  Equals<v.InferOutput<typeof AlternativesRequestSchema>, ResolvedAlternatives>
>;

/** A name's screening, summarised like the screening response. */
export const ScreeningSummarySchema = v.object({
  overallStatus: ScreeningStatusSchema,
  resultState: v.picklist(["COMPLETE", "PARTIAL", "FAILED"]),
  drivers: v.array(DriverSchema),
  primaryConcern: v.nullable(DriverSchema),
});

const SuggestionSchema = v.object({
  companyName: v.string(),
  language: v.picklist(LANGUAGES),
  legalForm: v.picklist(LEGAL_FORM_VALUES),
  strategy: v.pipe(v.picklist(STRATEGY_CODES), v.description("How the name was made (docs/alternatives.md)")),
  reason: v.pipe(v.string(), v.description("What changed and why it is permitted (English)")),
  screening: ScreeningSummarySchema,
  domains: v.pipe(
    v.nullable(DomainAvailabilityResultSchema),
    v.description("When checks.domains is enabled; never 'likely_available' without evidence"),
  ),
});

const dropReasons = Object.keys(DROP_REASONS) as (keyof typeof DROP_REASONS)[];

/** Response body. */
export const AlternativesResultSchema = v.object({
  input: v.object({
    companyName: v.string(),
    legalForm: v.picklist(LEGAL_FORM_VALUES),
    language: v.picklist(LANGUAGES),
    screening: ScreeningSummarySchema,
  }),
  suggestions: v.array(SuggestionSchema),
  summary: v.object({
    requested: v.number(),
    returned: v.number(),
    candidatesTried: v.number(),
    dropped: v.object(
      Object.fromEntries(dropReasons.map((r) => [r, v.number()])) as Record<
        (typeof dropReasons)[number],
        v.NumberSchema<undefined>
      >,
    ),
  }),
  executionIssues: v.array(
    v.object({ check: v.string(), code: v.string(), message: v.string(), companyName: v.string() }),
  ),
  traceId: v.pipe(
    v.string(),
    v.description("The request's trace id (alternatives are not stored as traces)"),
  ),
});
