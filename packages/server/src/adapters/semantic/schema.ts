/**
 * The structured answer the LLM must give, as a valibot schema (validated on receipt) and as the
 * JSON Schema sent in `response_format` (strict mode: every property required, no extras).
 */
import type { FlagCode, NogaSection } from "@namescreen/core";
import { FLAG_CATALOG, NOGA_SECTIONS, nogaLabel } from "@namescreen/core";
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";

/** Flags the semantic step may raise (the catalog's `semantic` flags). */
export const SEMANTIC_CODES = Object.values(FLAG_CATALOG)
  .filter((d) => d.semantic)
  .map((d) => d.code) as [FlagCode, ...FlagCode[]];

/** The NOGA section labels ("F: Construction") an answer may use. */
export const NOGA_LABELS = (Object.keys(NOGA_SECTIONS) as NogaSection[]).map(nogaLabel) as [
  string,
  ...string[],
];

/** Schema of the LLM's JSON answer. */
export const LlmAnswerSchema = v.strictObject({
  impliedActivities: v.pipe(v.array(v.picklist(NOGA_LABELS)), v.maxLength(21)),
  isPurelyDescriptive: v.boolean(),
  containsGeographicTerm: v.boolean(),
  findings: v.pipe(
    v.array(
      v.strictObject({
        code: v.picklist(SEMANTIC_CODES),
        message: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
        evidence: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(10)),
      }),
    ),
    v.maxLength(12),
  ),
});

/** A validated LLM answer. */
export type LlmAnswer = v.InferOutput<typeof LlmAnswerSchema>;

/** JSON Schema of the answer for `response_format: { type: "json_schema" }`. */
export function answerJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(LlmAnswerSchema, { target: "draft-07", errorMode: "ignore" }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  return schema;
}
