/**
 * Schemas of `POST /v1/trademarks/search`. Bounds come from the core's LIMITS; the body's
 * output is the core's `ResolvedTrademarkSearch` (defaults applied, classes folded), which the
 * route hands to `searchTrademarksResolved`.
 */
import type { ResolvedTrademarkSearch } from "@namescreen/core";
import { applyTrademarkSearchDefaults, LIMITS, RISK_LEVELS } from "@namescreen/core";
import * as v from "valibot";
import { minRiskSchema, searchLimitSchema, searchTextSchema } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";

const { niceClass } = LIMITS;
const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));

/** Request body. Unknown properties are ignored (the contract does not forbid them here). */
export const TrademarkSearchRequestSchema = v.pipe(
  v.object({
    query: searchTextSchema("The proposed sign (word mark or company name)."),
    limit: searchLimitSchema(),
    minRisk: minRiskSchema(),
    niceClasses: v.optional(
      v.pipe(
        v.nullable(
          v.array(
            v.pipe(
              v.number("must be an integer"),
              v.integer("must be an integer"),
              v.minValue(niceClass.min, `must be at least ${niceClass.min}`),
              v.maxValue(niceClass.max, `must be at most ${niceClass.max}`),
            ),
            "must be an array of integers or null",
          ),
        ),
        v.description(
          "Nice classes (1 to 45) of the intended goods and services; duplicates are folded. " +
            "Without classes the goods and services basis is `unspecified`.",
        ),
      ),
    ),
  }),
  v.transform(applyTrademarkSearchDefaults),
);
type _TrademarkOutput = Assert<
  Equals<v.InferOutput<typeof TrademarkSearchRequestSchema>, ResolvedTrademarkSearch>
>;

/** One `similarMatches[]` item. */
export const TrademarkMatchSchema = v.object({
  sourceRecordId: v.pipe(
    v.string(),
    v.description('Id of the record in its source register, e.g. "EM:018222197"'),
  ),
  registrationNumber: nullableText("Registration number, null while not registered"),
  applicationNumberText: nullableText("Application number as the register writes it"),
  markText: nullableText("Verbal element of the mark, verbatim"),
  markTextNorm: v.pipe(v.string(), v.description("Normalised mark text")),
  status: nullableText(
    "Register status, verbatim (Registered, Application opposed, Registration expired, ...)",
  ),
  niceClasses: v.array(v.number()),
  classOverlap: v.pipe(v.array(v.number()), v.description("The mark's classes that the query names")),
  relatedClassOverlap: v.pipe(
    v.array(v.number()),
    v.description(
      "The mark's classes related to a query class by goods/services similarity (EUIPO evidence), or only as retail of goods (class 35 against a goods class 1 to 34)",
    ),
  ),
  visualScore: v.pipe(v.number(), v.description("Trigram (Dice) similarity of the normalised texts, 0 to 1")),
  phoneticMatch: v.pipe(v.boolean(), v.description("A phonetic key of the query equals one of the mark's")),
  matchBasis: v.pipe(v.array(v.string()), v.description("Why it matched, in words (English)")),
  risk: v.picklist(RISK_LEVELS as string[]),
  applicationDate: nullableText("ISO 8601 timestamp"),
  registrationDate: nullableText("ISO 8601 timestamp"),
  expiryDate: nullableText("ISO 8601 timestamp"),
  markCategory: nullableText("Legal type of the mark, verbatim (Individual mark, Collective mark, ...)"),
  markFeatureCategory: nullableText("Type of sign, verbatim (Word, Combined, Figurative, ...)"),
});

/** Response body. */
export const TrademarkSearchResultSchema = v.object({
  input: v.object({
    query: v.string(),
    queryNorm: v.string(),
    queryCore: v.string(),
    phoneticPrimary: v.string(),
    phoneticAlt: v.string(),
    niceClasses: v.pipe(
      v.array(v.number()),
      v.description("The classes searched, ascending, duplicates folded"),
    ),
  }),
  goodsServicesBasis: v.picklist(["nice_classes", "unspecified"]),
  similarMatches: v.pipe(
    v.array(TrademarkMatchSchema),
    v.description("At most `limit` items at or above `minRisk`, ordered by risk"),
  ),
});
