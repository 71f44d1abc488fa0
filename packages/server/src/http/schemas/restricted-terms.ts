/**
 * Schemas of the restricted-term administration (interface-spec "Restricted-term category",
 * "Restricted term" and the /v1/admin/restricted-terms endpoints). Request bodies are strict
 * (no extra properties) with the contract's bounds; override values must be real modes and
 * severities (422 otherwise).
 */
import { FLAG_CODES, MATCH_MODES, SEVERITIES } from "@namescreen/core";
import * as v from "valibot";
import {
  everyUnknownKey,
  IntegerIdParam,
  optionalLine,
  optionalText,
  QueryBoolean,
  strictObject,
} from "./common.js";
import { coreTextContent } from "./core-rules.js";

/** Bounds of the list endpoints' paging. */
export const TERM_PAGE = {
  limit: { min: 1, max: 1000, default: 100 },
  offset: { max: 1_000_000_000 },
} as const;

const Int = v.pipe(v.number(), v.integer());
const MatchModeSchema = v.pipe(
  v.picklist(MATCH_MODES, `must be one of ${MATCH_MODES.join(", ")}`),
  v.description(
    "whole_word: equals a word of the name; word_prefix: starts a word; compound: a word or a part of a " +
      "compound word (minus listed exceptions); phrase: a sequence of whole words",
  ),
);
const SeveritySchema = v.picklist(SEVERITIES, `must be one of ${SEVERITIES.join(", ")}`);

/** A required text: 1 to `max` characters, not blank, no control characters. */
const text = (max: number) =>
  v.pipe(
    v.string("must be a string"),
    v.minLength(1, "must be at least 1 character"),
    v.maxLength(max, `must be at most ${max} characters`),
    coreTextContent({ nonBlank: true }),
  );

/** A restricted-term category. `flagCode` (the flag it raises) is an extension of the contract. */
export const CategorySchema = v.object({
  id: Int,
  code: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  flagCode: v.pipe(v.picklist(FLAG_CODES), v.description("The flag a match in this category raises")),
  sectionNumber: v.pipe(v.nullable(v.string()), v.description("Section of docs/swiss-naming-rules")),
  sectionTitle: v.nullable(v.string()),
  ruleRef: v.pipe(v.nullable(v.string()), v.description("Legal basis")),
  defaultSeverity: SeveritySchema,
  matchMode: MatchModeSchema,
  isActive: v.boolean(),
});

export const CategoryListSchema = v.array(CategorySchema);

/** A restricted term. */
export const TermSchema = v.object({
  id: Int,
  categoryId: Int,
  categoryCode: v.string(),
  term: v.pipe(v.string(), v.description("A literal (never a pattern), matched after name normalisation")),
  description: v.nullable(v.string()),
  languageCode: v.nullable(v.string()),
  matchModeOverride: v.nullable(MatchModeSchema),
  severityOverride: v.nullable(SeveritySchema),
  isActive: v.boolean(),
  source: v.pipe(v.string(), v.description("seed (built-in reference data) or api")),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const TermPageSchema = v.object({ items: v.array(TermSchema), total: Int, limit: Int, offset: Int });

// Messages without the field's name: the error names it from the path.
const pageInt = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      // Any run of digits is a whole number; the bounds say how large (before, 11 digits or more
      // were "not a whole number"). Leading zeros aside, 16 digits exceed every bound exactly.
      v.regex(/^\d+$/, "must be a whole number"),
      v.transform((s) => Number(s.replace(/^0+(?=\d)/, "").slice(0, 16))),
      v.number(),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );

const limitQuery = pageInt(TERM_PAGE.limit.min, TERM_PAGE.limit.max, TERM_PAGE.limit.default);
const offsetQuery = pageInt(0, TERM_PAGE.offset.max, 0);

/**
 * Query of GET /v1/admin/restricted-terms/categories: none, strictly. `?isActive=false` answered
 * every category, as if filtered (the terms list already refused unknown parameters).
 */
export const CategoryListQuerySchema = everyUnknownKey(
  v.strictObject({}, "is not an allowed property; this list takes no query parameters"),
);

/** Query of GET /v1/admin/restricted-terms. */
// Strict, as the bodies are: a misspelt filter (`?category=banking`) listed every term.
export const TermListQuerySchema = strictObject({
  categoryCode: v.optional(text(64)),
  isActive: v.optional(QueryBoolean),
  search: v.optional(v.pipe(v.string(), v.maxLength(512, "must be at most 512 characters"))),
  limit: limitQuery,
  offset: offsetQuery,
});

/** Body of POST /v1/admin/restricted-terms (no extra properties). */
export const TermCreateSchema = strictObject({
  categoryCode: text(64),
  term: text(512),
  description: optionalText(2000),
  languageCode: optionalLine(16),
  matchModeOverride: v.optional(v.nullable(MatchModeSchema)),
  severityOverride: v.optional(v.nullable(SeveritySchema)),
  createdBy: optionalLine(256),
});

/**
 * Body of PATCH /v1/admin/restricted-terms/{term_id}: every field optional and nullable (no
 * extra properties). null clears description, languageCode and the overrides; for
 * categoryCode, term and isActive, which cannot be empty, null leaves the value unchanged.
 */
export const TermPatchSchema = strictObject({
  categoryCode: v.optional(v.nullable(text(64))),
  term: v.optional(v.nullable(text(512))),
  description: optionalText(2000),
  languageCode: optionalLine(16),
  matchModeOverride: v.optional(v.nullable(MatchModeSchema)),
  severityOverride: v.optional(v.nullable(SeveritySchema)),
  isActive: v.optional(v.nullable(v.boolean("must be a boolean"))),
});

export const TermParamsSchema = v.object({ term_id: IntegerIdParam });

/** Body of DELETE /v1/admin/restricted-terms/{term_id}. */
export const TermDeletedSchema = v.object({
  id: Int,
  deleted: v.pipe(v.literal(true), v.description("Always true: the term is (now or already) inactive")),
  isActive: v.literal(false),
  term: TermSchema,
});

/** One audit record. */
export const TermAuditSchema = v.object({
  id: Int,
  termId: v.nullable(Int),
  action: v.picklist(["seed", "create", "update", "delete"]),
  actor: v.pipe(v.nullable(v.string()), v.description("Admin key id (or 'seed'); never the key itself")),
  at: v.string(),
  before: v.nullable(TermSchema),
  after: v.nullable(TermSchema),
});

export const TermAuditPageSchema = v.object({
  items: v.array(TermAuditSchema),
  total: Int,
  limit: Int,
  offset: Int,
});

/** Query of GET /v1/admin/restricted-terms/audit. */
export const TermAuditQuerySchema = strictObject({
  termId: v.optional(IntegerIdParam),
  limit: limitQuery,
  offset: offsetQuery,
});
