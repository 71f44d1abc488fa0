/** Schemas of the admin trace endpoints. */
import * as v from "valibot";
import { TRACE_ID_PATTERN } from "../trace-id.js";
import { strictObject } from "./common.js";

/** A trace id as issued by this server (a lowercase UUID). */
export const TraceIdSchema = v.pipe(
  v.string("must be a string"),
  v.regex(TRACE_ID_PATTERN, "must be a trace id (lowercase UUID as sent in X-Trace-Id)"),
);

/** One check step of an explanation. */
export const CheckStepSchema = v.object({
  stepId: v.pipe(v.string(), v.description("Stable id, e.g. syntax.symbols")),
  ran: v.boolean(),
  triggered: v.boolean(),
  outcome: v.picklist(["not_run", "pass", "INFO", "WARNING", "ERROR", "failed_open"]),
  flags: v.array(v.string()),
  evidence: v.array(v.string()),
});

/** The explanation stored with an assessment trace (its fields are this server's choice). */
export const AssessmentExplanationSchema = v.object({
  engineVersion: v.string(),
  normalizationVersion: v.string(),
  checkLevel: v.picklist(["basic", "full"]),
  riskProfile: v.picklist(["balanced", "conservative", "relaxed"]),
  nameNorm: v.string(),
  nameCore: v.string(),
  steps: v.array(CheckStepSchema),
  decisiveChecks: v.array(v.string()),
  overallStatus: v.string(),
});

/** A stored trace. */
export const TraceSchema = v.object({
  traceId: v.string(),
  createdAt: v.pipe(v.string(), v.description("ISO 8601 UTC timestamp")),
  endpoint: v.pipe(v.string(), v.description("Path of the endpoint that produced the trace")),
  statusCode: v.pipe(v.number(), v.integer()),
  response: v.pipe(
    v.record(v.string(), v.unknown()),
    v.description("The response body as sent (an AssessmentResult for /v1/name/assessment)"),
  ),
  explanation: v.pipe(
    v.nullable(v.record(v.string(), v.unknown())),
    v.description("Why the decision came out as it did (an AssessmentExplanation for assessments)"),
  ),
});

/** Path parameters of the trace lookup. */
export const TraceParamsSchema = v.object({ trace_id: TraceIdSchema });

/** Body of the comparison. */
export const TraceCompareRequestSchema = strictObject({
  traceIdA: TraceIdSchema,
  traceIdB: TraceIdSchema,
});

/** One check whose triggered state or outcome differs between the traces. */
export const ChangedCheckSchema = v.object({
  stepId: v.string(),
  triggeredA: v.boolean(),
  triggeredB: v.boolean(),
  outcomeA: v.string(),
  outcomeB: v.string(),
});

/** Response of the comparison. */
export const TraceComparisonSchema = v.object({
  traceIdA: v.string(),
  traceIdB: v.string(),
  overallStatusA: v.nullable(v.string()),
  overallStatusB: v.nullable(v.string()),
  changedChecks: v.array(ChangedCheckSchema),
  decisiveChecksA: v.array(v.string()),
  decisiveChecksB: v.array(v.string()),
});
