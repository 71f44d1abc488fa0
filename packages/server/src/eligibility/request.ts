/**
 * The deprecated eligibility bodies as assessment requests: the base name with the form of
 * the request language, the owner's surname, and the assessment's defaults. The schemas of the
 * eligibility endpoints resolve through here, so the route hands the core a resolved request.
 */
import type { CheckLevel, Language, LegalForm, ResolvedAssessmentRequest } from "@namescreen/core";
import { applyAssessmentDefaults } from "@namescreen/core";
import { assessedName } from "./names.js";

/** The fields of an eligibility body the assessment reads (v1's owner already reduced to a surname). */
export interface EligibilityFields {
  companyName: string;
  legalForm: LegalForm;
  language: Language;
  activityScope?: string | null | undefined;
  checkLevel?: CheckLevel | undefined;
  ownerSurname?: string | null | undefined;
  legalSeat?: string | null | undefined;
}

/** A validated eligibility body: the body as sent (echoed in `input`) and the assessment it runs. */
export interface EligibilityCall<B> {
  body: B;
  assessment: ResolvedAssessmentRequest;
}

/** The assessment request of an eligibility body. */
export function eligibilityAssessment(fields: EligibilityFields): ResolvedAssessmentRequest {
  return applyAssessmentDefaults({
    companyName: assessedName(fields.companyName, fields.legalForm, fields.language),
    legalForm: fields.legalForm,
    language: fields.language,
    activityScope: fields.activityScope,
    ownerSurname: fields.ownerSurname,
    legalSeat: fields.legalSeat,
    checkLevel: fields.checkLevel,
  });
}

/** The family name of a full name: its last word ("Anna Maria Muster" → "Muster"). */
export function surnameOf(fullName: string | null | undefined): string | null {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  return words.at(-1) ?? null;
}

/**
 * The owner rule of the eligibility bodies: a sole proprietorship needs its owner; with
 * `strict` (v2, v3) other forms must not name one. The problem, or null.
 */
export function ownerProblem(
  legalForm: LegalForm,
  owner: string | null | undefined,
  strict: boolean,
): string | null {
  // An owner without a letter ("\u200b") is none, as the assessment reads it (applyAssessmentDefaults).
  const given = typeof owner === "string" && /\p{L}/u.test(owner);
  if (legalForm === "sole_proprietorship" && !given) return "is required for a sole_proprietorship";
  if (strict && legalForm !== "sole_proprietorship" && given)
    return "is only allowed for a sole_proprietorship";
  return null;
}
