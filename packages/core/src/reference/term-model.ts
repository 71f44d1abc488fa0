/**
 * The shape of the built-in restricted-term data: categories with their legal basis and
 * competent authority, and terms with match mode and exceptions. The server seeds its
 * restricted-term tables from these (code, name, description, sectionNumber, sectionTitle,
 * ruleRef, defaultSeverity, matchMode, and per term languageCode, overrides, exceptions).
 */
import type { MatchMode, RestrictedTerm, RestrictedTermCategory } from "../terms/port.js";

/** A built-in category: the port's category plus documentation fields for seeding and docs. */
export interface BuiltinTermCategory extends RestrictedTermCategory {
  description: string;
  /** Section of the project's rule reference (docs/rules.md, after swiss-naming-rules.md). */
  sectionNumber: string;
  sectionTitle: string;
  /** Authority that grants the licence or consent the term points to. */
  authority: string;
}

/** A built-in term: the port's term with a stable string id and an optional note. */
export interface BuiltinTerm extends RestrictedTerm {
  id: string;
  description: string | null;
}

/** Options of one term literal. */
export interface TermOptions {
  mode?: MatchMode;
  exceptions?: readonly string[];
  note?: string;
}

/** Build the terms of one category from compact `[literal, language, options?]` rows. */
export function termsOf(
  categoryCode: string,
  rows: readonly (readonly [string, string | null, TermOptions?])[],
): BuiltinTerm[] {
  return rows.map(([term, languageCode, opts]) => ({
    id: `${categoryCode}:${languageCode ?? "any"}:${term}`,
    categoryCode,
    term,
    languageCode,
    matchModeOverride: opts?.mode ?? null,
    severityOverride: null,
    exceptions: opts?.exceptions ?? [],
    description: opts?.note ?? null,
  }));
}
