/** Schemas of the consumer and key administration endpoints. */
import * as v from "valibot";
import { SCOPES } from "../../keys/scopes.js";
import { IntegerIdParam, optionalLine, optionalText, QueryBoolean, strictObject } from "./common.js";
import { coreTextContent } from "./core-rules.js";

/** An API consumer. */
export const ConsumerSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  code: v.pipe(v.string(), v.description("Stable slug derived from the name at creation")),
  name: v.string(),
  description: v.nullable(v.string()),
  contactEmail: v.nullable(v.string()),
  isActive: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const ConsumerListSchema = v.array(ConsumerSchema);

// Strict, as the bodies are: a misspelt filter (`?isactive=false`) listed every consumer.
export const ConsumerListQuerySchema = strictObject({ isActive: v.optional(QueryBoolean) });

/** Body of POST /v1/admin/consumers (no extra properties). */
export const ConsumerCreateSchema = strictObject({
  name: v.pipe(
    v.string("must be a string"),
    v.minLength(1, "must be at least 1 character"),
    v.maxLength(256, "must be at most 256 characters"),
    coreTextContent({ nonBlank: true }),
  ),
  description: optionalText(2000),
  contactEmail: optionalLine(320),
});

/** Body of PATCH /v1/admin/consumers/{id}: every field optional (no extra properties). */
export const ConsumerPatchSchema = strictObject({
  name: v.optional(ConsumerCreateSchema.entries.name),
  description: optionalText(2000),
  contactEmail: optionalLine(320),
  isActive: v.optional(v.boolean("must be a boolean")),
});

export const ConsumerParamsSchema = v.object({ id: IntegerIdParam });

export const KeyParamsSchema = v.object({
  id: IntegerIdParam,
  keyId: v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{12}$/, "must be a key id (12 base62 characters)")),
});

const ScopeSchema = v.picklist(SCOPES, `must be one of ${SCOPES.join(", ")}`);

/** Body of POST /v1/admin/consumers/{id}/keys. */
export const KeyCreateSchema = strictObject({
  scopes: v.pipe(
    v.array(ScopeSchema, "must be an array of scopes"),
    v.minLength(1, "must name at least one scope"),
    v.maxLength(SCOPES.length, `must have at most ${SCOPES.length} items`),
  ),
});

/** Key metadata (never the secret). */
export const ApiKeySchema = v.object({
  id: v.pipe(v.string(), v.description("Public key id; appears in logs")),
  consumerId: v.pipe(v.number(), v.integer()),
  env: v.picklist(["sandbox", "production"]),
  scopes: v.array(ScopeSchema),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
});

export const ApiKeyListSchema = v.array(ApiKeySchema);

/** A newly issued key: `key` is the plaintext, shown only in this response. */
export const IssuedKeySchema = v.object({
  ...ApiKeySchema.entries,
  key: v.pipe(v.string(), v.description("The API key (ns_<env>_<id>_<secret>); shown once, store it now")),
});
