/**
 * The deprecated eligibility endpoints (v1, v2, v3), kept for migration. Their schemas validate
 * the old bodies and resolve them into assessment requests (eligibility/request.ts); the
 * handlers run the resolved assessment and map its result back onto the old shape. Every
 * response, errors included, carries Deprecation, Sunset and a successor Link (docs/migration.md).
 */

import type { Assessed, Language, LegalForm } from "@namescreen/core";
import { assessResolved, normalizeName } from "@namescreen/core";
import type { Response as ExpressResponse } from "express";
import type { AppDeps } from "../../deps.js";
import { ELIGIBILITY_STATUS, eligibilityIssues, semanticEvaluation } from "../../eligibility/map.js";
import { registrableNames } from "../../eligibility/names.js";
import type { EligibilityCall } from "../../eligibility/request.js";
import { TRACE_STORED_HEADER } from "../../storage/sqlite/traces.js";
import { MIGRATION_GUIDE_PATH } from "../docs.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import {
  EligibilityV1RequestSchema,
  EligibilityV1ResultSchema,
  EligibilityV2RequestSchema,
  EligibilityV2ResultSchema,
  EligibilityV3ResultSchema,
} from "../schemas/eligibility.js";

/** Deprecated since 2025-01-01 (RFC 9745 date), removed after 2027-12-31 (RFC 8594). */
export const DEPRECATION_HEADERS = {
  Deprecation: "@1735689600",
  Sunset: "Fri, 31 Dec 2027 23:59:59 GMT",
  Link: `</v1/name/assessment>; rel="successor-version", <${MIGRATION_GUIDE_PATH}>; rel="deprecation"`,
} as const;

/** The fields every eligibility version returns. */
interface EligibilityBase {
  input: Record<string, unknown>;
  overallStatus: (typeof ELIGIBILITY_STATUS)[keyof typeof ELIGIBILITY_STATUS];
  issues: ReturnType<typeof eligibilityIssues>;
  registrableNames: Record<Language, string> | null;
  metadata: Record<string, unknown>;
}

/** Run the resolved assessment of an eligibility body, shape the response, store the trace. */
async function respond<B extends { companyName: string; legalForm: LegalForm }, T>(
  { body, assessment }: EligibilityCall<B>,
  path: string,
  {
    traceId,
    deps,
    auth,
    res,
  }: { traceId: string; deps: AppDeps; auth: { keyId: string } | null; res: ExpressResponse },
  extend: (base: EligibilityBase, assessed: Assessed) => T,
): Promise<T> {
  const started = deps.clock.now();
  const assessed = await assessResolved(assessment, {
    clock: deps.clock,
    restrictedTerms: deps.restrictedTerms,
    semantic: deps.semantic,
  });
  const overallStatus = ELIGIBILITY_STATUS[assessed.result.assessment.overallStatus];
  const base: EligibilityBase = {
    input: { ...body },
    overallStatus,
    issues: eligibilityIssues(assessed),
    registrableNames:
      overallStatus === "NON_COMPLIANT" ? null : registrableNames(body.companyName, body.legalForm),
    metadata: {
      processingTimeMs: Math.max(0, Math.round(deps.clock.now() - started)),
      traceId,
      assessedName: assessment.companyName,
      semanticFailOpen: assessed.result.metadata.semanticFailOpen,
      deprecated: true,
      successor: "/v1/name/assessment",
    },
  };
  const response = extend(base, assessed);
  // A trace that cannot be stored must not fail the decision; the header says so.
  const stored = await deps.traces.tryRecord({
    traceId,
    endpoint: path,
    statusCode: 200,
    response,
    explanation: assessed.explanation,
    apiKeyId: auth?.keyId ?? null,
  });
  res.setHeader(TRACE_STORED_HEADER, String(stored));
  return response;
}

const common = {
  auth: { scope: "eligibility" as const },
  tags: ["Eligibility (deprecated)"],
  deprecated: true,
  headers: DEPRECATION_HEADERS,
  errors: [400, 401, 403, 422, 429, 500],
};

export const eligibilityRoutes: RouteModule = {
  tag: {
    name: "Eligibility (deprecated)",
    description: "Deprecated eligibility checks, kept for migration. Use POST /v1/name/assessment.",
  },
  schemas: {
    EligibilityV1Request: EligibilityV1RequestSchema,
    EligibilityV2Request: EligibilityV2RequestSchema,
    EligibilityV1Result: EligibilityV1ResultSchema,
    EligibilityV2Result: EligibilityV2ResultSchema,
    EligibilityV3Result: EligibilityV3ResultSchema,
  },
  endpoints: [
    defineEndpoint({
      ...common,
      method: "post",
      path: "/v1/name/eligibility",
      operationId: "eligibilityV1",
      summary: "Eligibility check v1 (deprecated)",
      body: EligibilityV1RequestSchema,
      response: EligibilityV1ResultSchema,
      handler: ({ body, ...ctx }) => respond(body, "/v1/name/eligibility", ctx, (base) => base),
    }),
    defineEndpoint({
      ...common,
      method: "post",
      path: "/v2/name/eligibility",
      operationId: "eligibilityV2",
      summary: "Eligibility check v2 with semantic evaluation (deprecated)",
      body: EligibilityV2RequestSchema,
      response: EligibilityV2ResultSchema,
      handler: ({ body, ...ctx }) =>
        respond(body, "/v2/name/eligibility", ctx, (base, assessed) => ({
          ...base,
          semanticEvaluation: semanticEvaluation(assessed),
        })),
    }),
    defineEndpoint({
      ...common,
      method: "post",
      path: "/v3/name/eligibility",
      operationId: "eligibilityV3",
      summary: "Eligibility check v3 with semantic extraction (deprecated)",
      description: "The v2 request and response plus `semanticExtraction` (full mode only).",
      body: EligibilityV2RequestSchema,
      response: EligibilityV3ResultSchema,
      handler: ({ body, ...ctx }) =>
        respond(body, "/v3/name/eligibility", ctx, (base, assessed) => {
          const semantic = semanticEvaluation(assessed);
          const name = normalizeName(body.assessment.companyName);
          return {
            ...base,
            semanticEvaluation: semantic,
            semanticExtraction: semantic && {
              nameNorm: name.nameNorm,
              nameCore: name.nameCore,
              legalForms: name.legalForms.map((f) => f.canonical),
              impliedActivities: semantic.impliedActivities,
              isPurelyDescriptive: semantic.isPurelyDescriptive,
              containsGeographicTerm: semantic.containsGeographicTerm,
            },
          };
        }),
    }),
  ],
};
