/** Schemas shared by several route modules. */
import { LIMITS, MAX_LISTED_ISSUES, RISK_LEVELS, unknownPropertyMessage } from "@namescreen/core";
import * as v from "valibot";
import { coreTextContent } from "./core-rules.js";

/** The contract's error body. */
export const ErrorBodySchema = v.object({
  error: v.object({
    code: v.pipe(v.string(), v.description("Stable error code, e.g. VALIDATION_ERROR")),
    message: v.pipe(v.string(), v.description("English fallback text")),
    details: v.nullable(v.record(v.string(), v.unknown())),
  }),
});

/**
 * `schema` (an object schema) refusing a JSON array too: valibot's object schemas take an array
 * as an object (`"checks": []` passes as `{}`), while /openapi.json says `type: object`. The
 * array gets the schema's own type issue; the schema is otherwise the same (same JSON Schema).
 * valibot's public API has no check that runs before an object schema and that
 * @valibot/to-json-schema sees through: in `v.pipe(v.custom(notArray), schema)` the document
 * (typeMode input) stops before the second schema (ScreeningChecks became `{}`), and once the
 * object schema has run, `[]` is `{}`. Pinned by test/http/json-object.test.ts.
 */
export function jsonObject<S extends v.GenericSchema>(schema: S): S {
  return {
    ...schema,
    "~run"(dataset, config) {
      if (!Array.isArray(dataset.value)) return schema["~run"](dataset, config);
      v._addIssue(schema, "type", dataset, config, { received: "Array" });
      // _addIssue made it a failure dataset (typed: false, with the issue).
      return dataset as unknown as v.FailureDataset<v.InferIssue<S>>;
    },
  };
}

/**
 * `v.strictObject` in the core's words: an unknown property names the allowed ones
 * (`unknownPropertyMessage`), not valibot's "Invalid key: Expected never but received …", and a
 * value that is no object "must be an object" (`"checks": {"domains": true}` answered "Invalid
 * type: Expected Object but received true"). Every unknown property is named, as by the core
 * (`everyUnknownKey`). Its other issues keep valibot's messages.
 */
export function strictObject<const E extends v.ObjectEntries>(entries: E) {
  const unknown = unknownPropertyMessage(Object.keys(entries));
  return everyUnknownKey(
    v.strictObject(entries, (issue) => {
      if (issue.expected === "never") return unknown;
      if (issue.expected === "Object") return "must be an object";
      return `Invalid key: Expected ${issue.expected} but received ${issue.received}`;
    }),
  );
}

type StrictObject = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/**
 * `schema` (a strict object schema) naming every unknown property, each at its own path, as the
 * core's `unknownPropertyIssues` does: valibot stops at the first one, so a body with three
 * misspelt fields was refused three times over. Past MAX_LISTED_ISSUES the rest are counted in
 * one issue at the object, in the core's words. With `abortEarly` the first one is enough. The
 * schema is otherwise the same (same JSON Schema, same messages), as with `jsonObject`.
 */
export function everyUnknownKey<S extends StrictObject>(schema: S): S {
  const context: StrictObject = schema;
  return {
    ...schema,
    "~run"(dataset, config) {
      const input: unknown = dataset.value;
      const result = schema["~run"](dataset, config);
      if (config.abortEarly || typeof input !== "object" || input === null || Array.isArray(input)) {
        return result;
      }
      const object = input as Record<string, unknown>;
      const unknownKeys = Object.keys(object).filter((key) => !Object.hasOwn(schema.entries, key));
      // valibot has named the first one; the others follow it.
      for (const key of unknownKeys.slice(1, MAX_LISTED_ISSUES)) {
        const path: [v.ObjectPathItem] = [
          { type: "object", origin: "key", input: object, key, value: object[key] },
        ];
        v._addIssue(context, "key", result, config, { input: key, expected: "never", path });
      }
      if (unknownKeys.length > MAX_LISTED_ISSUES) {
        const more = unknownKeys.length - MAX_LISTED_ISSUES;
        v._addIssue(context, "key", result, config, {
          input: more,
          expected: "never",
          message: `has ${more} more properties that are not allowed`,
        });
      }
      return result;
    },
  };
}

/**
 * The query of an endpoint that takes no query parameters: any one is a 422 "is not an allowed
 * property", as on the lists with filters. Ignored, `?isActive=true` on a key list returned the
 * revoked keys too, as if it had filtered.
 */
export const NoQuerySchema = everyUnknownKey(
  v.strictObject({}, (issue) =>
    issue.expected === "never"
      ? "is not an allowed property; this endpoint takes no query parameters"
      : `Invalid type: Expected ${issue.expected} but received ${issue.received}`,
  ),
);

/** Query-string boolean: `true`/`false` (also `1`/`0`). */
export const QueryBoolean = v.pipe(
  v.picklist(["true", "false", "1", "0"], "must be true, false, 1 or 0"),
  v.transform((s) => s === "true" || s === "1"),
);

/** A positive integer path parameter (e.g. `{id}`). */
export const IntegerIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, "must be a positive integer"),
  v.transform(Number),
);

/**
 * A stored text must be well-formed UTF-16: SQLite would keep a lone surrogate as bytes that are
 * not UTF-8 and give it back as U+FFFD (the core's rule and message for names).
 */
export const wellFormedText = () =>
  v.check<string, string>(
    (s) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s),
    "contains an invalid Unicode sequence",
  );

/** The core lets a tab through (in a company name it is a spacing flag); a one-line field has none. */
const noTab = v.rawCheck<string>(({ dataset, addIssue }) => {
  if (dataset.typed && !dataset.issues && dataset.value.includes("\t")) {
    addIssue({ message: "contains control characters" });
  }
});

/** Nullable, optional one-line string with a maximum length: no control characters (an e-mail address, a code). */
export const optionalLine = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, `must be at most ${max} characters`),
        coreTextContent({ nonBlank: false }),
        noTab,
      ),
    ),
  );

/** Nullable, optional string with a maximum length; line breaks and tabs allowed, no other control characters (a description). */
export const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, `must be at most ${max} characters`),
        wellFormedText(),
        // Before, "a\u0000b" was stored as it came.
        v.check(
          (s) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(s),
          "contains control characters",
        ),
      ),
    ),
  );

/** A search text (conflict `name`, trademark `query`): 1 to 256 characters. */
export const searchTextSchema = (description: string) =>
  v.pipe(
    v.string("must be a string"),
    v.minLength(LIMITS.searchName.min, `must be at least ${LIMITS.searchName.min} character`),
    v.maxLength(LIMITS.searchName.max, `must be at most ${LIMITS.searchName.max} characters`),
    // The core's refusals for text fields: no control characters, no lone surrogates, not blank.
    coreTextContent({ nonBlank: true }),
    v.description(description),
  );

/** The optional `limit` of the searches: an integer from 1 to 100 (default 25). */
export const searchLimitSchema = (
  description = `Most matches returned (default ${LIMITS.searchLimit.default}).`,
) =>
  v.optional(
    v.pipe(
      v.number("must be an integer"),
      v.integer("must be an integer"),
      v.minValue(LIMITS.searchLimit.min, `must be at least ${LIMITS.searchLimit.min}`),
      v.maxValue(LIMITS.searchLimit.max, `must be at most ${LIMITS.searchLimit.max}`),
      v.description(description),
    ),
  );

/** The optional `minRisk` filter (inclusive, default Low). */
export const minRiskSchema = () =>
  v.optional(
    v.pipe(
      v.picklist(RISK_LEVELS, `must be one of ${RISK_LEVELS.join(", ")}`),
      v.description("Lowest risk returned, inclusive (default Low)."),
    ),
  );
