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
import { enumIssues, textIssues } from "../validation.js";

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
  const r = (input ?? {}) as unknown as Record<string, unknown>;
  const issues: ValidationIssue[] = [
    ...textIssues("companyName", r.companyName, LIMITS.companyName, { required: true }),
    ...enumIssues("legalForm", r.legalForm, LEGAL_FORMS, { required: true }),
    ...enumIssues("language", r.language, LANGUAGES, { required: true }),
    ...textIssues("activityScope", r.activityScope, LIMITS.activityScope, { required: false }),
    ...textIssues("ownerSurname", r.ownerSurname, LIMITS.ownerSurname, { required: false }),
    ...textIssues("legalSeat", r.legalSeat, LIMITS.legalSeat, { required: false }),
    ...enumIssues("checkLevel", r.checkLevel, CHECK_LEVELS, { required: false }),
    ...enumIssues("riskProfile", r.riskProfile, RISK_PROFILES, { required: false }),
    ...variantIssues(r.languageVariants),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
  return {
    companyName: r.companyName as string,
    legalForm: r.legalForm as LegalForm,
    language: r.language as Language,
    activityScope: text(r.activityScope),
    ownerSurname: text(r.ownerSurname),
    legalSeat: text(r.legalSeat),
    languageVariants: ((r.languageVariants as LanguageVariant[] | null | undefined) ?? []).map((v) => ({
      language: v.language,
      companyName: v.companyName,
    })),
    checkLevel: (r.checkLevel as CheckLevel | undefined) ?? "full",
    riskProfile: (r.riskProfile as RiskProfile | undefined) ?? "balanced",
  };
}

function variantIssues(value: unknown): ValidationIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [{ path: "languageVariants", message: "must be an array" }];
  if (value.length > LIMITS.languageVariants.max) {
    return [{ path: "languageVariants", message: `must have at most ${LIMITS.languageVariants.max} items` }];
  }
  return value.flatMap((item: unknown, i): ValidationIssue[] => {
    const path = `languageVariants.${i}`;
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      return [{ path, message: "must be an object { language, companyName }" }];
    }
    const v = item as Record<string, unknown>;
    const extra = Object.keys(v).filter((k) => k !== "language" && k !== "companyName");
    return [
      ...enumIssues(`${path}.language`, v.language, VARIANT_LANGUAGES, { required: true }),
      ...textIssues(`${path}.companyName`, v.companyName, LIMITS.companyName, { required: true }),
      ...extra.map((k) => ({ path: `${path}.${k}`, message: "is not an allowed property" })),
    ];
  });
}
