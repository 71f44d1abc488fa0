/**
 * Row shapes of migration 0004 and their mappers to the admin API's records.
 */
import type { FlagCode, MatchMode, RestrictedTerm, RestrictedTermCategory, Severity } from "@namescreen/core";
import type { AuditAction, AuditRecord, CategoryRecord, TermRecord } from "./types.js";

/** A `restricted_term_categories` row. */
export interface CategoryRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  flag_code: string;
  section_number: string | null;
  section_title: string | null;
  rule_ref: string | null;
  default_severity: string;
  match_mode: string;
  is_active: number;
}

/** A `restricted_terms` row joined with its category code. */
export interface TermRow {
  id: number;
  category_id: number;
  category_code: string;
  term: string;
  term_key: string;
  term_key_alt: string | null;
  description: string | null;
  language_code: string | null;
  match_mode_override: string | null;
  severity_override: string | null;
  exceptions: string | null;
  is_active: number;
  source: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A `restricted_term_audit` row. */
export interface AuditRow {
  id: number;
  term_id: number | null;
  action: string;
  actor: string | null;
  at: string;
  before_json: string | null;
  after_json: string | null;
}

/** Columns of a term row joined with its category, for `SELECT ... FROM restricted_terms t`. */
export const TERM_COLUMNS = `t.id, t.category_id, c.code AS category_code, t.term, t.term_key, t.term_key_alt, t.description,
  t.language_code, t.match_mode_override, t.severity_override, t.exceptions, t.is_active, t.source,
  t.created_by, t.created_at, t.updated_at`;

// The CHECK constraints of migration 0004 guarantee the enum columns, so the casts are safe.

/** Category row → API record. */
export function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    flagCode: row.flag_code as FlagCode,
    sectionNumber: row.section_number,
    sectionTitle: row.section_title,
    ruleRef: row.rule_ref,
    defaultSeverity: row.default_severity as Severity,
    matchMode: row.match_mode as MatchMode,
    isActive: row.is_active === 1,
  };
}

/** Term row → API record. */
export function toTermRecord(row: TermRow): TermRecord {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryCode: row.category_code,
    term: row.term,
    description: row.description,
    languageCode: row.language_code,
    matchModeOverride: row.match_mode_override as MatchMode | null,
    severityOverride: row.severity_override as Severity | null,
    isActive: row.is_active === 1,
    source: row.source,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Audit row → API record. */
export function toAuditRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    termId: row.term_id,
    action: row.action as AuditAction,
    actor: row.actor,
    at: row.at,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as TermRecord),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as TermRecord),
  };
}

/** The stored exceptions column (JSON array of words) → list, tolerating a hand-edited bad value. */
export function parseExceptions(value: string | null): string[] | undefined {
  if (value === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((w): w is string => typeof w === "string");
  } catch {
    // A malformed column must not break every assessment; the term then matches without exceptions.
  }
  return undefined;
}

/** An active term as both restricted-term sources read it (SQLite and PostgreSQL). */
export interface ActiveTermRow {
  id: number;
  category_code: string;
  term: string;
  language_code: string | null;
  match_mode_override: string | null;
  severity_override: string | null;
  exceptions: string | null;
}

/** A category row as the core's RestrictedTermsSource port carries it. */
export function toPortCategory(row: CategoryRow): RestrictedTermCategory {
  const c = toCategoryRecord(row);
  return {
    code: c.code,
    name: c.name,
    flagCode: c.flagCode,
    defaultSeverity: c.defaultSeverity,
    matchMode: c.matchMode,
    ruleRef: c.ruleRef,
    isActive: c.isActive,
  };
}

/** An active term row as the core's RestrictedTermsSource port carries it. */
export function toPortTerm(row: ActiveTermRow): RestrictedTerm {
  return {
    id: row.id,
    categoryCode: row.category_code,
    term: row.term,
    languageCode: row.language_code,
    matchModeOverride: row.match_mode_override as MatchMode | null,
    severityOverride: row.severity_override as Severity | null,
    exceptions: parseExceptions(row.exceptions),
  };
}
