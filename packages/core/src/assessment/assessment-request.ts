/**
 * Validation of assessment requests. Problems are collected as data and thrown once as a
 * ValidationError, so callers in-process get the same 422 semantics as HTTP callers.
 */
import type { ValidationIssue } from "../errors.js";
import { ValidationError } from "../errors.js";
import { LIMITS } from "../limits.js";
import type {
  AssessmentRequest,
  CheckLevel,
  Language,
  LanguageVariant,
  LegalForm,
  RiskProfile,
} from "../types.js";
import { CHECK_LEVELS, LANGUAGES, LEGAL_FORMS, RISK_PROFILES, VARIANT_LANGUAGES } from "../types.js";
import {
  enumIssues,
  itemsOf,
  requestObjectIssues,
  textIssues,
  unknownPropertyIssues,
} from "../validation.js";

/** An assessment request with defaults applied and optional text fields trimmed to `null`. */
export interface ResolvedAssessmentRequest {
  companyName: string;
  legalForm: LegalForm;
  language: Language;
  activityScope: string | null;
  ownerSurname: string | null;
  legalSeat: string | null;
  languageVariants: LanguageVariant[];
  checkLevel: CheckLevel;
  riskProfile: RiskProfile;
}

/** Validate and resolve an assessment request, or throw a ValidationError listing every problem. */
export function resolveAssessmentRequest(input: AssessmentRequest): ResolvedAssessmentRequest {
  const notObject = requestObjectIssues(input);
  const issues = notObject.length > 0 ? notObject : assessmentRequestIssues(input);
  if (issues.length > 0) throw new ValidationError(issues);
  return applyAssessmentDefaults(input);
}

/** The properties of an assessment request; any other is refused (a misspelt one is not ignored). */
const ASSESSMENT_FIELDS: Record<keyof AssessmentRequest, true> = {
  companyName: true,
  legalForm: true,
  language: true,
  activityScope: true,
  ownerSurname: true,
  legalSeat: true,
  languageVariants: true,
  checkLevel: true,
  riskProfile: true,
};
const VARIANT_FIELDS: Record<keyof LanguageVariant, true> = { language: true, companyName: true };

/**
 * Every problem of an assessment request (paths as in the request); empty when it is valid.
 * `otherFields` are the properties of a request that extends this one (a screening's `checks`),
 * which its own validator checks: they are allowed here, and named in the message.
 */
export function assessmentRequestIssues(
  input: AssessmentRequest,
  otherFields: readonly string[] = [],
): ValidationIssue[] {
  const r = (input ?? {}) as unknown as Record<string, unknown>;
  // In the order of the HTTP schema's fields, unknown properties last, as its 422 lists them.
  return [
    ...textIssues("companyName", r.companyName, LIMITS.companyName, { required: true, ownName: true }),
    ...enumIssues("legalForm", r.legalForm, LEGAL_FORMS, { required: true }),
    ...textIssues("activityScope", r.activityScope, LIMITS.activityScope, { required: false }),
    ...enumIssues("language", r.language, LANGUAGES, { required: true }),
    ...textIssues("ownerSurname", r.ownerSurname, LIMITS.ownerSurname, { required: false }),
    ...textIssues("legalSeat", r.legalSeat, LIMITS.legalSeat, { required: false }),
    ...variantIssues(r.languageVariants),
    ...enumIssues("checkLevel", r.checkLevel, CHECK_LEVELS, { required: false }),
    ...enumIssues("riskProfile", r.riskProfile, RISK_PROFILES, { required: false }),
    ...unknownPropertyIssues(r, [...Object.keys(ASSESSMENT_FIELDS), ...otherFields]),
  ];
}

/**
 * The one mapping of a valid request onto the resolved shape: defaults (`full`, `balanced`,
 * no variants) and optional texts trimmed, blank ones (and a surname without a letter) to `null`. The core's validator, the
 * server's schema and the deprecated eligibility endpoints all resolve through it.
 */
export function applyAssessmentDefaults(valid: AssessmentRequest): ResolvedAssessmentRequest {
  return {
    companyName: valid.companyName,
    legalForm: valid.legalForm,
    language: valid.language,
    activityScope: trimmedOrNull(valid.activityScope),
    ownerSurname: surnameOrNull(valid.ownerSurname),
    legalSeat: trimmedOrNull(valid.legalSeat),
    languageVariants: (valid.languageVariants ?? []).map((v) => ({
      language: v.language,
      companyName: v.companyName,
    })),
    checkLevel: valid.checkLevel ?? "full",
    riskProfile: valid.riskProfile ?? "balanced",
  };
}

// --- Internal helpers ---

/**
 * A surname without a letter ("\u200b", "😀") names no one: it is not given, as a blank one is.
 * Kept, it would pass the sole-proprietorship check, which found its empty letters in any name.
 */
function surnameOrNull(value: string | null | undefined): string | null {
  const trimmed = trimmedOrNull(value);
  return trimmed !== null && /\p{L}/u.test(trimmed) ? trimmed : null;
}

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function variantIssues(value: unknown): ValidationIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [{ path: "languageVariants", message: "must be an array" }];
  if (value.length > LIMITS.languageVariants.max) {
    return [{ path: "languageVariants", message: `must have at most ${LIMITS.languageVariants.max} items` }];
  }
  return itemsOf(value).flatMap((item, i): ValidationIssue[] => {
    const path = `languageVariants.${i}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      return [{ path, message: "must be an object" }];
    }
    const v = item as Record<string, unknown>;
    return [
      ...enumIssues(`${path}.language`, v.language, VARIANT_LANGUAGES, { required: true }),
      ...textIssues(`${path}.companyName`, v.companyName, LIMITS.companyName, {
        required: true,
        ownName: true,
      }),
      ...unknownPropertyIssues(v, Object.keys(VARIANT_FIELDS), path),
    ];
  });
}
