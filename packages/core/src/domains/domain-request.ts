/**
 * Validation of a domain-availability request. Problems are collected as data and thrown once
 * as a ValidationError (HTTP 422), each naming its field (`name`, `tlds`, `tlds.3`, ...).
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type { FieldResolution } from "../validation.js";
import { issuesUnder, itemsOf, textIssues, unknownPropertyIssues } from "../validation.js";
import type { DomainLabel } from "./label.js";
import { labelFromName, labelVariants } from "./label.js";
import { canonicalTld, DOMAIN_TLDS } from "./tlds.js";
import type { DomainAvailabilityRequest } from "./types.js";

/** A valid request, resolved: the labels to check and the canonical TLDs. */
export interface ResolvedDomainRequest {
  name: string;
  /** The primary label. */
  label: DomainLabel;
  /** The primary label first, then its variants when asked for. */
  labels: DomainLabel[];
  tlds: string[];
  includeVariants: boolean;
}

/** The properties of a request; any other is refused (a misspelt one is not ignored). */
const DOMAIN_REQUEST_FIELDS: Record<keyof DomainAvailabilityRequest, true> = {
  name: true,
  tlds: true,
  includeVariants: true,
};

/** Validate and resolve a request, or throw a ValidationError listing every problem. */
export function resolveDomainRequest(input: DomainAvailabilityRequest): ResolvedDomainRequest {
  const r = (typeof input === "object" && input !== null ? input : {}) as unknown as Record<string, unknown>;
  const issues: ValidationIssue[] = [
    ...unknownPropertyIssues(r, Object.keys(DOMAIN_REQUEST_FIELDS)),
    ...textIssues("name", r.name, LIMITS.domainName, { required: true }),
    ..._includeVariantsIssues(r.includeVariants),
  ];
  const tlds = _resolveTlds(r.tlds, issues);

  let label: DomainLabel | null = null;
  if (!issues.some((i) => i.path === "name")) {
    const outcome = domainLabelOf(r.name as string);
    if (outcome.ok) label = outcome.value;
    else issues.push(...issuesUnder("name", outcome.issues));
  }
  if (issues.length > 0 || label === null) throw new ValidationError(issues);
  return domainRequestOf({
    name: r.name as string,
    label,
    tlds,
    includeVariants: r.includeVariants === true,
  });
}

/**
 * The label a name is checked under: the company name normalised to one DNS label. Refuses a
 * name that already ends in an allowlisted TLD ("müller.ch") and one that gives no valid label.
 */
export function domainLabelOf(name: string): FieldResolution<DomainLabel> {
  const suffix = _tldSuffixIssues(name);
  if (suffix.length > 0) return { ok: false, issues: suffix };
  const outcome = labelFromName(name);
  if (outcome.ok) return { ok: true, value: outcome.label };
  return { ok: false, issues: [{ path: "", message: outcome.message, value: outcome.value }] };
}

/** Canonical, de-duplicated TLDs in request order, or the items not on the allowlist (paths "0", "1", ...). */
export function canonicalTlds(items: readonly unknown[]): FieldResolution<string[]> {
  const out: string[] = [];
  const issues: ValidationIssue[] = [];
  itemsOf(items).forEach((item, i) => {
    const tld = typeof item === "string" ? canonicalTld(item) : null;
    if (tld === null) {
      issues.push({ path: String(i), message: `must be one of ${DOMAIN_TLDS.join(", ")}`, value: item });
    } else if (!out.includes(tld)) {
      out.push(tld);
    }
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: out };
}

/** The resolved request of valid parts: the primary label first, then its variants when asked for. */
export function domainRequestOf(parts: {
  name: string;
  label: DomainLabel;
  tlds: string[];
  includeVariants: boolean;
}): ResolvedDomainRequest {
  const { label, includeVariants } = parts;
  return { ...parts, labels: includeVariants ? [label, ...labelVariants(label)] : [label] };
}

// --- Internal helpers ---

/**
 * "müller.ch" is a domain, not a label: without this check the dot would be dropped and
 * "müllerch" checked. Only a single word ending in an allowlisted TLD is refused.
 */
/**
 * A name that is one word ending in "." and an allowlisted TLD is a domain, however its dot is
 * written: NFKC first, as the label rules run it (U+FF0E becomes "."), the ideographic full stop
 * read as a dot, and the root's dot of an absolute name dropped ("müller.ch.", "müller．ch",
 * "müller。ch" were checked as "müllerch").
 */
function _tldSuffixIssues(name: string): ValidationIssue[] {
  const trimmed = name.trim();
  const text = trimmed.normalize("NFKC").replaceAll("\u3002", ".").trim().replace(/\.+$/, "");
  const dot = text.lastIndexOf(".");
  if (dot <= 0 || /\s/.test(text) || canonicalTld(text.slice(dot + 1)) === null) return [];
  return [{ path: "", message: "must be a label without its TLD (send the TLD in tlds)", value: trimmed }];
}

/** Optional, and not nullable: the API refuses null for every optional option (checkLevel, limit...). */
function _includeVariantsIssues(value: unknown): ValidationIssue[] {
  if (value === undefined || typeof value === "boolean") return [];
  return [{ path: "includeVariants", message: "must be a boolean" }];
}

/** Canonical, de-duplicated TLDs in request order; problems are pushed to `issues`. */
function _resolveTlds(value: unknown, issues: ValidationIssue[]): string[] {
  const { min, max } = LIMITS.domainTlds;
  if (value === undefined || value === null) {
    issues.push({ path: "tlds", message: "is required" });
    return [];
  }
  if (!Array.isArray(value)) {
    issues.push({ path: "tlds", message: "must be an array of strings" });
    return [];
  }
  if (value.length < min || value.length > max) {
    issues.push({ path: "tlds", message: `must have ${min} to ${max} items` });
    return [];
  }
  const resolved = canonicalTlds(value);
  if (resolved.ok) return resolved.value;
  issues.push(...issuesUnder("tlds", resolved.issues));
  return [];
}
