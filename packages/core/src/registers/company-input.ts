/**
 * The plain company shape partners build a register from, and its checks: only the name is
 * required; the rest defaults the way the server's company importer reads a row (status
 * active, a sole proprietorship when the legal form says so).
 */

import type { CompanyName, CompanyStatus, RegisteredCompany } from "../conflicts/company-register.js";
import { COMPANY_STATUSES } from "../conflicts/company-register.js";
import type { ValidationIssue } from "../errors.js";
import type { VariantLanguage } from "../types.js";
import { VARIANT_LANGUAGES } from "../types.js";
import { itemsOf, textContentProblem } from "../validation.js";
import { isRecord, optionalText } from "./row-issues.js";

/** A registered name in another national language (or English). */
export interface LanguageVersionInput {
  name: string;
  language: VariantLanguage;
}

/**
 * One company of a register, as plain data. Only `name` is required; a bare string in the input
 * stands for `{ name }`.
 */
export interface CompanyInput {
  /** The registered (main) name. */
  name: string;
  /** Reported as `sourceCompanyId`. Default: the UID, else `company-<row + 1>`. Unique. */
  id?: string | undefined;
  /** Swiss UID, "CHE-123.456.789" (also accepted without dots or dash). */
  uid?: string | null | undefined;
  /** As registered: "AG", "GmbH", "Einzelunternehmen", ... */
  legalForm?: string | null | undefined;
  /** Legal seat (municipality). */
  seat?: string | null | undefined;
  /** Canton code ("ZH"). */
  canton?: string | null | undefined;
  /** Default "active". "in_liquidation" still blocks; "deleted" is Low evidence only. */
  status?: CompanyStatus | undefined;
  /**
   * Sole proprietorships are protected at their seat only (never an `identityMatch`). Default:
   * true when `legalForm` is "Einzelunternehmen", "entreprise individuelle", "ditta individuale"
   * or "sole proprietorship" (the words the server's importer reads).
   */
  soleProprietorship?: boolean | undefined;
  /** Registered language versions of the name; they count like the main name. */
  languageVersions?: readonly LanguageVersionInput[] | undefined;
  /** Former names: Low evidence only. */
  formerNames?: readonly string[] | undefined;
}

/** Longest accepted name (the server's importer takes the same). */
export const MAX_COMPANY_NAME_LENGTH = 512;

const SOLE_FORMS = new Set([
  "einzelunternehmen",
  "entreprise individuelle",
  "ditta individuale",
  "sole proprietorship",
]);

/** Check one input row; returns the company, or null with the problems pushed to `issues`. */
export function companyFromInput(
  input: CompanyInput | string,
  row: number,
  issues: ValidationIssue[],
): RegisteredCompany | null {
  const path = `companies.${row}`;
  const raw: unknown = typeof input === "string" ? { name: input } : input;
  if (!isRecord(raw)) {
    issues.push({ path, message: "must be a company object or a name" });
    return null;
  }
  const before = issues.length;
  const names: CompanyName[] = [];
  const main = nameOf(raw.name, `${path}.name`, issues);
  if (main !== null) names.push({ name: main, language: null, kind: "main" });
  names.push(...languageVersionsOf(raw.languageVersions, `${path}.languageVersions`, issues));
  names.push(...formerNamesOf(raw.formerNames, `${path}.formerNames`, issues));

  const uidText = optionalText(raw, "uid", path, issues);
  const uid = uidText === null ? null : canonicalUid(uidText);
  if (uidText !== null && uid === null)
    issues.push({ path: `${path}.uid`, message: "is not a Swiss UID (CHE-123.456.789)", value: uidText });
  const id = optionalText(raw, "id", path, issues) ?? uid ?? `company-${row + 1}`;
  const legalForm = optionalText(raw, "legalForm", path, issues);
  const status = raw.status ?? "active";
  if (!COMPANY_STATUSES.includes(status as CompanyStatus))
    issues.push({
      path: `${path}.status`,
      message: `must be one of ${COMPANY_STATUSES.join(", ")}`,
      value: status,
    });
  const sole = raw.soleProprietorship ?? SOLE_FORMS.has(legalForm?.toLowerCase() ?? "");
  if (typeof sole !== "boolean")
    issues.push({ path: `${path}.soleProprietorship`, message: "must be true or false", value: sole });
  const company: RegisteredCompany = {
    id,
    uid,
    legalForm,
    soleProprietorship: sole === true,
    legalSeat: optionalText(raw, "seat", path, issues),
    canton: optionalText(raw, "canton", path, issues)?.toUpperCase() ?? null,
    status: status as CompanyStatus,
    names,
  };
  return issues.length === before ? company : null;
}

/** "CHE-123.456.789", "CHE123456789" or "CHE 123 456 789" → "CHE-123.456.789"; null if not a UID. */
export function canonicalUid(text: string): string | null {
  const match = /^CHE[-. ]?(\d{3})[-. ]?(\d{3})[-. ]?(\d{3})$/i.exec(text.trim());
  return match ? `CHE-${match[1]}.${match[2]}.${match[3]}` : null;
}

// --- Internal helpers ---

function nameOf(value: unknown, path: string, issues: ValidationIssue[]): string | null {
  if (typeof value !== "string") {
    issues.push({ path, message: value === undefined ? "is required" : "must be a string", value });
    return null;
  }
  const problem = textContentProblem(value, { nonBlank: true });
  if (problem !== null) issues.push({ path, message: problem });
  else if (value.length > MAX_COMPANY_NAME_LENGTH)
    issues.push({ path, message: `must be at most ${MAX_COMPANY_NAME_LENGTH} characters` });
  return problem === null && value.length <= MAX_COMPANY_NAME_LENGTH ? value.trim() : null;
}

function languageVersionsOf(value: unknown, path: string, issues: ValidationIssue[]): CompanyName[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    issues.push({ path, message: "must be an array of { name, language }" });
    return [];
  }
  return itemsOf(value).flatMap((v, i): CompanyName[] => {
    if (!isRecord(v)) {
      issues.push({ path: `${path}.${i}`, message: "must be { name, language }" });
      return [];
    }
    const name = nameOf(v.name, `${path}.${i}.name`, issues);
    const language = v.language as VariantLanguage;
    if (!VARIANT_LANGUAGES.includes(language)) {
      issues.push({
        path: `${path}.${i}.language`,
        message: `must be one of ${VARIANT_LANGUAGES.join(", ")}`,
        value: v.language,
      });
      return [];
    }
    return name === null ? [] : [{ name, language, kind: "variant" }];
  });
}

function formerNamesOf(value: unknown, path: string, issues: ValidationIssue[]): CompanyName[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    issues.push({ path, message: "must be an array of names" });
    return [];
  }
  return itemsOf(value).flatMap((v, i): CompanyName[] => {
    const name = nameOf(v, `${path}.${i}`, issues);
    return name === null ? [] : [{ name, language: null, kind: "former" }];
  });
}
