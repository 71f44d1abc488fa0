/**
 * Shapes of the restricted-term administration: the admin API's resources (interface-spec
 * "Restricted-term category", "Restricted term"), the write inputs, and the problems a write
 * can meet. Problems are data; the HTTP layer maps them to 404 / 409.
 */
import type { FlagCode, MatchMode, Severity } from "@namescreen/core";

/** A category as the admin API shows it. `flagCode` (the flag its matches raise) is an extension. */
export interface CategoryRecord {
  id: number;
  code: string;
  name: string;
  description: string | null;
  flagCode: FlagCode;
  sectionNumber: string | null;
  sectionTitle: string | null;
  ruleRef: string | null;
  defaultSeverity: Severity;
  matchMode: MatchMode;
  isActive: boolean;
}

/** A term as the admin API shows it. */
export interface TermRecord {
  id: number;
  categoryId: number;
  categoryCode: string;
  term: string;
  description: string | null;
  languageCode: string | null;
  matchModeOverride: MatchMode | null;
  severityOverride: Severity | null;
  isActive: boolean;
  source: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of `POST /v1/admin/restricted-terms` after schema validation. */
export interface CreateTermInput {
  categoryCode: string;
  term: string;
  description?: string | null | undefined;
  languageCode?: string | null | undefined;
  matchModeOverride?: MatchMode | null | undefined;
  severityOverride?: Severity | null | undefined;
  createdBy?: string | null | undefined;
}

/**
 * Body of `PATCH /v1/admin/restricted-terms/{term_id}`. Absent = unchanged. `null` clears the
 * nullable columns; for `categoryCode`, `term` and `isActive` (which cannot be empty) `null`
 * also means unchanged.
 */
export interface UpdateTermInput {
  categoryCode?: string | null | undefined;
  term?: string | null | undefined;
  description?: string | null | undefined;
  languageCode?: string | null | undefined;
  matchModeOverride?: MatchMode | null | undefined;
  severityOverride?: Severity | null | undefined;
  isActive?: boolean | null | undefined;
}

/** Filters and page of `GET /v1/admin/restricted-terms`. */
export interface TermQuery {
  categoryCode?: string | undefined;
  isActive?: boolean | undefined;
  /** Substring of the term, matched on the text and on its normalised key. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Who made a change: the admin key id when known, else the `createdBy` sent, else null. */
export interface ChangeContext {
  actor: string | null;
}

export type AuditAction = "seed" | "create" | "update" | "delete";

/** One audit record: who changed which term, when, and the term before and after. */
export interface AuditRecord {
  id: number;
  termId: number | null;
  action: AuditAction;
  actor: string | null;
  at: string;
  before: TermRecord | null;
  after: TermRecord | null;
}

/** Filters and page of the audit log. */
export interface AuditQuery {
  termId?: number | undefined;
  limit: number;
  offset: number;
}

/** Why a write did not happen. */
export type TermProblem =
  | { kind: "term_not_found"; termId: number }
  | { kind: "category_not_found"; categoryCode: string }
  | {
      kind: "duplicate_term";
      categoryCode: string;
      /** The normalised form both terms share. */
      termKey: string;
      existingId: number;
      existingIsActive: boolean;
    };

/** Outcome of a write: the term as stored, or the problem. */
export type TermResult = { ok: true; term: TermRecord } | { ok: false; problem: TermProblem };
