/** `POST /v1/name/assessment`: the primary decision, stored as a trace. */
import { assessResolved } from "@namescreen/core";
import { TRACE_STORED_HEADER } from "../../storage/sqlite/traces.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { jsonBody } from "../json-body.js";
import {
  AssessmentRequestSchema,
  AssessmentResultSchema,
  FlagSchema,
  LanguageVariantSchema,
} from "../schemas/assessment.js";

/** The endpoint path, also recorded as the trace's `endpoint`. */
export const ASSESSMENT_PATH = "/v1/name/assessment";

export const assessmentRoutes: RouteModule = {
  tag: { name: "Assessment", description: "Is a proposed name acceptable under Swiss company-name rules?" },
  schemas: {
    AssessmentRequest: AssessmentRequestSchema,
    AssessmentResult: AssessmentResultSchema,
    LanguageVariant: LanguageVariantSchema,
    Flag: FlagSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: ASSESSMENT_PATH,
      auth: { scope: "assessment" },
      operationId: "assessName",
      summary: "Assess a proposed company name",
      description:
        "HTTP 200 means the request executed, never an approval: the outcome is assessment.overallStatus. " +
        "Every successful assessment is stored as a trace under metadata.traceId.",
      tags: ["Assessment"],
      body: AssessmentRequestSchema,
      response: AssessmentResultSchema,
      errors: [400, 401, 403, 422, 429, 500, 502, 504],
      handler: async ({ body, traceId, auth, deps, res }) => {
        const { result, explanation } = await assessResolved(body, {
          clock: deps.clock,
          restrictedTerms: deps.restrictedTerms,
          semantic: deps.semantic,
        });
        // Serialised once: the same text is stored in the trace and sent.
        const response = jsonBody({ ...result, metadata: { ...result.metadata, traceId } });
        // A trace that cannot be stored must not fail the decision; the header says so.
        const stored = await deps.traces.tryRecord({
          traceId,
          endpoint: ASSESSMENT_PATH,
          statusCode: 200,
          response: response.value,
          responseJson: response.text,
          explanation,
          apiKeyId: auth?.keyId ?? null,
        });
        res.setHeader(TRACE_STORED_HEADER, String(stored));
        return response;
      },
    }),
  ],
};
