/**
 * Schemas of `POST /v1/domains/availability`. Bounds come from the core's LIMITS; the label
 * rules and the TLD allowlist are the core's own (core-rules.ts). The body's output is the
 * core's `ResolvedDomainRequest`, which the route hands to `checkDomainsResolved`.
 */
import type { ResolvedDomainRequest } from "@namescreen/core";
import {
  canonicalTlds,
  DOMAIN_STATUSES,
  DOMAIN_TLDS,
  domainLabelOf,
  domainRequestOf,
  LIMITS,
} from "@namescreen/core";
import * as v from "valibot";
import { strictObject } from "./common.js";
import type { Assert, Equals } from "./core-rules.js";
import { coreResolve, coreTextContent } from "./core-rules.js";

/** The name with the label it is checked under (the core's label rules). */
const nameWithLabel = (name: string) => {
  const label = domainLabelOf(name);
  return label.ok ? { ok: true as const, value: { name, label: label.value } } : label;
};

/**
 * One `tlds` item: any value passes on to the core's allowlist rule (`canonicalTlds`), which names
 * every bad item in its words. With valibot's string check the first non-string ended the
 * validation: ["xx", 5, "yy"] named item 1 only, the core all three. /openapi.json still says
 * string: @valibot/to-json-schema copies a metadata key such as `type` into the JSON Schema.
 */
export const TldItemSchema = v.pipe(v.unknown(), v.metadata({ type: "string" }));

/** The core's words for the `tlds` bounds (`must have 1 to 10 items`). */
const tldsCount = `must have ${LIMITS.domainTlds.min} to ${LIMITS.domainTlds.max} items`;

/** Request body. Unknown properties are refused (422). */
export const DomainAvailabilityRequestSchema = v.pipe(
  strictObject({
    name: v.pipe(
      v.string("must be a string"),
      v.minLength(LIMITS.domainName.min, `must be at least ${LIMITS.domainName.min} character`),
      v.maxLength(LIMITS.domainName.max, `must be at most ${LIMITS.domainName.max} characters`),
      coreTextContent({ nonBlank: true }),
      coreResolve(nameWithLabel),
      v.description(
        "Base label without TLD, or a company name: the legal form is removed, words are joined without " +
          "separator, punctuation is dropped; IDN labels are checked in their xn-- form.",
      ),
    ),
    tlds: v.pipe(
      v.array(TldItemSchema, "must be an array of strings"),
      v.minLength(LIMITS.domainTlds.min, tldsCount),
      v.maxLength(LIMITS.domainTlds.max, tldsCount),
      coreResolve((tlds: unknown[]) => canonicalTlds(tlds)),
      v.description(
        `TLDs to check, each one of: ${DOMAIN_TLDS.join(", ")}. Case and a leading dot are ignored; duplicates are folded.`,
      ),
    ),
    // Not nullable, like every optional option of the API (checkLevel, limit, enabled...).
    includeVariants: v.optional(
      v.pipe(
        v.boolean("must be a boolean"),
        v.description(
          "Also check transliterated forms of names with umlauts or accents (müller → mueller, muller). Default false.",
        ),
      ),
    ),
  }),
  v.transform(({ name, tlds, includeVariants }) =>
    domainRequestOf({ ...name, tlds, includeVariants: includeVariants === true }),
  ),
);
type _DomainOutput = Assert<
  Equals<v.InferOutput<typeof DomainAvailabilityRequestSchema>, ResolvedDomainRequest>
>;

/** One `results[]` item. */
export const DomainResultSchema = v.object({
  fqdn: v.pipe(v.string(), v.description("Checked name in A-label (ASCII) form, e.g. xn--mller-kva.ch")),
  tld: v.string(),
  status: v.picklist(DOMAIN_STATUSES as string[]),
  available: v.pipe(
    v.nullable(v.boolean()),
    v.description("true only for likely_available, false for registered, null for unknown"),
  ),
  source: v.pipe(v.string(), v.description("Evidence consulted; always dns+rdap")),
  reason: v.pipe(
    v.string(),
    v.description(
      "dns_or_rdap_positive, no_delegation_and_rdap_not_found, or for unknown: timeout, rate_limited, " +
        "no_rdap_service, rdap_error, rdap_malformed, dns_error, unsupported_tld",
    ),
  ),
  checkedAt: v.pipe(v.string(), v.description("ISO 8601 UTC time the evidence was gathered (may be cached)")),
});

/** Response body. */
export const DomainAvailabilityResultSchema = v.object({
  input: v.object({
    name: v.string(),
    nameNorm: v.pipe(v.string(), v.description("Normalised label (Unicode form)")),
    tlds: v.array(v.string()),
  }),
  results: v.array(DomainResultSchema),
  summary: v.object({
    registeredCount: v.number(),
    likelyAvailableCount: v.number(),
    unknownCount: v.number(),
  }),
});
