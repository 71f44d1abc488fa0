/** Request and response of `POST /v1/domains/availability` (interface-spec "Domain availability result"). */

/** Body of `POST /v1/domains/availability`. */
export interface DomainAvailabilityRequest {
  /** A label without TLD, or a company name that normalises to one (1 to 63 characters). */
  name: string;
  /** 1 to 10 TLDs from the allowlist; case and a leading dot are ignored, duplicates folded. */
  tlds: string[];
  /** Also check the transliterated forms of names with umlauts/diacritics (müller → mueller, muller). */
  includeVariants?: boolean | undefined;
}

export type DomainStatus = "registered" | "likely_available" | "unknown";
export const DOMAIN_STATUSES: readonly DomainStatus[] = ["registered", "likely_available", "unknown"];

/** One `results[]` item. */
export interface DomainResult {
  /** A-label form, e.g. `xn--mller-kva.ch`. */
  fqdn: string;
  tld: string;
  status: DomainStatus;
  /** `true` only for `likely_available`, `false` for `registered`, `null` for `unknown`. */
  available: boolean | null;
  source: string;
  reason: string;
  /** ISO 8601 UTC time the evidence was gathered. */
  checkedAt: string;
}

/** Response of `POST /v1/domains/availability`. */
export interface DomainAvailabilityResult {
  input: {
    name: string;
    /** The normalised label (U-label form, e.g. `müller`). */
    nameNorm: string;
    /** The TLDs checked, canonical and de-duplicated, in request order. */
    tlds: string[];
  };
  results: DomainResult[];
  summary: {
    registeredCount: number;
    likelyAvailableCount: number;
    unknownCount: number;
  };
}
