/** Admin access to stored assessment traces: lookup and comparison. */
import type * as v from "valibot";
import { compareTraces } from "../compare-traces.js";
import type { RouteModule } from "../endpoint.js";
import { defineEndpoint } from "../endpoint.js";
import { httpErrors } from "../errors.js";
import { NoQuerySchema } from "../schemas/common.js";
import {
  AssessmentExplanationSchema,
  ChangedCheckSchema,
  CheckStepSchema,
  TraceCompareRequestSchema,
  TraceComparisonSchema,
  TraceParamsSchema,
  TraceSchema,
} from "../schemas/traces.js";

export const traceRoutes: RouteModule = {
  tag: { name: "Admin: traces", description: "Stored assessment traces (admin key)" },
  schemas: {
    Trace: TraceSchema,
    AssessmentExplanation: AssessmentExplanationSchema,
    CheckStep: CheckStepSchema,
    TraceCompareRequest: TraceCompareRequestSchema,
    TraceComparison: TraceComparisonSchema,
    ChangedCheck: ChangedCheckSchema,
  },
  endpoints: [
    defineEndpoint({
      method: "get",
      path: "/v1/admin/name/assessment/traces/{trace_id}",
      auth: "admin",
      operationId: "getAssessmentTrace",
      summary: "Get a stored trace",
      description: "A malformed trace id is 422; an unknown one is 404.",
      tags: ["Admin: traces"],
      params: TraceParamsSchema,
      query: NoQuerySchema,
      response: TraceSchema,
      errors: [401, 403, 404, 422, 429, 500],
      handler: async ({ params, deps }) => {
        const trace = await deps.traces.get(params.trace_id);
        if (!trace) throw httpErrors.notFound("Trace", { traceId: params.trace_id });
        return trace as v.InferInput<typeof TraceSchema>;
      },
    }),
    defineEndpoint({
      method: "post",
      path: "/v1/admin/name/assessment/traces/compare",
      auth: "admin",
      operationId: "compareAssessmentTraces",
      summary: "Compare two stored traces",
      description:
        "changedChecks lists the checks whose triggered state or outcome differs (a check missing from one " +
        "trace counts as not triggered, outcome not_run). 404 names the missing trace ids in details.missing.",
      tags: ["Admin: traces"],
      body: TraceCompareRequestSchema,
      response: TraceComparisonSchema,
      errors: [400, 401, 403, 404, 422, 429, 500],
      handler: async ({ body, deps }) => {
        const a = await deps.traces.get(body.traceIdA);
        const b = await deps.traces.get(body.traceIdB);
        if (!a || !b) {
          const missing = [...(a ? [] : ["traceIdA"]), ...(b ? [] : ["traceIdB"])];
          throw httpErrors.notFound("Trace", { missing });
        }
        return compareTraces(a, b);
      },
    }),
  ],
};
