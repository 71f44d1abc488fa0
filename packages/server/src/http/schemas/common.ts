/** Schemas shared by several route modules. */
import * as v from "valibot";

/** The contract's error body. */
export const ErrorBodySchema = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.description("Stable error code, e.g. VALIDATION_ERROR")),
    message: v.pipe(v.string(), v.description("English fallback text")),
    details: v.nullable(v.record(v.string(), v.unknown())),
  }),
});

/** Query-string boolean: `true`/`false` (also `1`/`0`). */
export const QueryBoolean = v.pipe(
  v.picklist(["true", "false", "1", "0"], "must be true or false"),
  v.transform((s) => s === "true" || s === "1"),
);

/** A positive integer path parameter (e.g. `{id}`). */
export const IntegerIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, "must be a positive integer"),
  v.transform(Number),
);

/** Nullable, optional string with a maximum length. */
export const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`))));
