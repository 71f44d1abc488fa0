/**
 * Schemas of `POST /v1/conflicts/search` (also the `checks.conflicts` of a screening), which feed
 * the OpenAPI document.
 */
import type { ResolvedConflictSearch } from "@namescreen/core";
import { applyConflictSearchDefaults, LIMITS, RISK_LEVELS } from "@namescreen/core";
import * as v from "valibot";
import { minRiskSchema, searchLimitSchema, searchTextSchema } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";

const text = (description: string) => v.pipe(v.string(), v.description(description));
const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));
const languages = v.nullable(v.picklist(["de", "fr", "it", "rm", "en"]));

/**
 * Request body (unknown properties are ignored). Its output is the core's
 * `ResolvedConflictSearch`, which the route hands to `searchConflictsResolved`.
 */
export const ConflictSearchRequestSchema = v.pipe(
  v.object({
    name: searchTextSchema("The proposed company name, with or without legal form."),
    limit: searchLimitSchema(`Most similar matches returned (default ${LIMITS.searchLimit.default}).`),
    minRisk: minRiskSchema(),
  }),
  v.transform(applyConflictSearchDefaults),
);
type _ConflictOutput = Assert<
  Equals<v.InferOutput<typeof ConflictSearchRequestSchema>, ResolvedConflictSearch>
>;

/** The legally identical registered name. */
export const IdentityMatchSchema = v.object({
  sourceCompanyId: text("UID of the company (CHE-…), or the register's own id when it has none"),
  uid: nullableText("UID, when known"),
  nameDisplay: text("The registered name that is identical (main name or language version)"),
  nameNorm: text("That name, normalised"),
  nameKind: v.pipe(
    v.picklist(["main", "variant"]),
    v.description("Main name or registered language version"),
  ),
  matchedLanguage: v.pipe(languages, v.description("Language of the matched name version")),
  legalForm: nullableText("Legal form as registered"),
  legalSeat: nullableText("Seat (municipality)"),
  canton: nullableText("Canton of the seat"),
  status: v.pipe(
    v.picklist(["active", "in_liquidation"]),
    v.description("A company in liquidation still blocks"),
  ),
  sameAsKey: text("The same-as key both names share"),
});

/** One `similarMatches[]` item. */
export const ConflictMatchSchema = v.object({
  sourceCompanyId: text("UID of the company (CHE-…), or the register's own id"),
  nameDisplay: text("The registered name that matched, verbatim"),
  legalSeat: nullableText("Seat (municipality)"),
  nameNorm: text("That name, normalised"),
  visualScore: v.pipe(
    v.number(),
    v.description("Dice similarity of padded trigrams of the name cores, 0 to 1"),
  ),
  phoneticMatch: v.pipe(v.boolean(), v.description("A phonetic key of the query equals one of the name's")),
  risk: v.picklist(RISK_LEVELS as string[]),
  explanation: v.pipe(
    v.object({
      classes: v.pipe(
        v.array(v.picklist(["E", "P", "V", "S", "O", "W", "D", "C", "T"])),
        v.description(
          "E identical, P phonetic, V visual, S word subset; partial word classes: O shared distinctive " +
            "word, W words sound alike, D spelled alike (one edit, or rn written for m; two in long " +
            "words), C shared compound element; T translation (the same concepts in another language)",
        ),
      ),
      evidence: v.pipe(v.array(v.string()), v.description("Why it matched, in words (English)")),
      nameKind: v.picklist(["main", "variant", "former"]),
      nameLanguage: languages,
      companyStatus: v.picklist(["active", "in_liquidation", "deleted"]),
    }),
    v.description("Why this name matched; see docs/conflict-search.md"),
  ),
});

/** Response body. */
export const ConflictSearchResultSchema = v.object({
  input: v.object({
    name: text("The name as sent"),
    nameNorm: text("Normalised name"),
    nameCore: text("Normalised core (legal forms and official additions removed)"),
    phoneticPrimary: text("Double-metaphone primary key of the core (per word, sorted)"),
    phoneticAlt: text("Double-metaphone alternate key of the core"),
  }),
  registrable: v.pipe(v.boolean(), v.description("True exactly when there is no identity match")),
  identityMatch: v.pipe(v.nullable(IdentityMatchSchema), v.description("Legally identical registered name")),
  similarMatches: v.pipe(
    v.array(ConflictMatchSchema),
    v.description("One best name per company, at most `limit`, at or above `minRisk`, by risk then score"),
  ),
});
