/** `POST /v1/name/screening` (the bundled decision) and its catalog. */
import { screeningCatalog, screeningExplanation, screenResolved } from "@namescreen/core";
import { screeningPortsOf } from "../../screening-ports.js";
import { TRACE_STORED_HEADER } from "../../storage/sqlite/traces.js";
import { domainConsumerOf } from "../domain-consumer.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { NoQuerySchema } from "../schemas/common.js";
import {
  ScreeningCatalogSchema,
  ScreeningChecksSchema,
  ScreeningRequestSchema,
  ScreeningResultSchema,
} from "../schemas/screening.js";

export const SCREENING_PATH = "/v1/name/screening";

export const screeningRoutes: RouteModule = {
  tag: {
    name: "Screening",
    description:
      "One call that combines assessment, company conflicts, trademarks and domains into a decision.",
  },
  schemas: {
    ScreeningRequest: ScreeningRequestSchema,
    ScreeningChecks: ScreeningChecksSchema,
    ScreeningResult: ScreeningResultSchema,
    ScreeningCatalog: ScreeningCatalogSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "post",
      path: SCREENING_PATH,
      auth: { scope: "screening" },
      operationId: "screenName",
      summary: "Screen a proposed name across all checks",
      description:
        "Runs the enabled checks concurrently, each within a time budget. A failed or slow check makes the " +
        "result PARTIAL (see executionIssues), never an HTTP error. See docs/screening.md for the combination rules.",
      tags: ["Screening"],
      body: ScreeningRequestSchema,
      response: ScreeningResultSchema,
      errors: [400, 401, 403, 422, 429, 500],
      handler: async ({ body, traceId, auth, deps, res }) => {
        const screened = await screenResolved(body, screeningPortsOf(deps, domainConsumerOf(auth)));
        const { result } = screened;
        // The embedded assessment belongs to the same stored trace.
        const { ehraCompliance: assessment, ...others } = result.checks;
        const checks = {
          ...(assessment && {
            ehraCompliance: { ...assessment, metadata: { ...assessment.metadata, traceId } },
          }),
          ...others,
        };
        const response = { ...result, checks, traceId };
        // A trace that cannot be stored must not fail the decision; the header says so.
        const stored = await deps.traces.tryRecord({
          traceId,
          endpoint: SCREENING_PATH,
          statusCode: 200,
          response,
          // The screening's own decision, not only its assessment's (the core's screeningExplanation).
          explanation: screeningExplanation(body, screened),
          apiKeyId: auth?.keyId ?? null,
        });
        res.setHeader(TRACE_STORED_HEADER, String(stored));
        return response;
      },
    }),
    defineEndpoint({
      method: "get",
      path: `${SCREENING_PATH}/catalog`,
      auth: { scope: "screening" },
      operationId: "screeningCatalog",
      summary: "Every status, driver and issue code a screening can return",
      tags: ["Screening"],
      query: NoQuerySchema,
      response: ScreeningCatalogSchema,
      errors: [401, 403, 422, 429, 500],
      handler: () => screeningCatalog(),
    }),
  ],
};
