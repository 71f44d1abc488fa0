/**
 * The seeder: loads the built-in categories and terms into the administration tables.
 *
 * Idempotent and safe to run at every start:
 * - a category missing by `code` is inserted; an existing one takes the built-in metadata
 *   (name, flag, legal basis, section, default severity, match mode) but keeps its `isActive`,
 *   since categories are defined by the reference data and only switched on or off by operators;
 * - a term is inserted (source `seed`) only when it was never seeded before (by its stable
 *   `seedKey`) and its category has no term with an overlapping normalised spelling. Terms an
 *   operator renamed, changed or soft-deleted are never touched or revived.
 * Everything runs in one transaction; each inserted term gets an audit row (actor `seed`).
 */
import type { FlagCode, MatchMode, Severity } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import { createAuditLog } from "./audit.js";
import type { TermRow } from "./rows.js";
import { TERM_COLUMNS, toTermRecord } from "./rows.js";
import type { TermKeys } from "./term-key.js";
import { termKeys } from "./term-key.js";

/** A built-in category. */
export interface SeedCategory {
  code: string;
  name: string;
  description?: string | null | undefined;
  flagCode: FlagCode;
  sectionNumber?: string | null | undefined;
  sectionTitle?: string | null | undefined;
  ruleRef: string | null;
  defaultSeverity: Severity;
  matchMode: MatchMode;
  /** Only used when the category is created. */
  isActive?: boolean | undefined;
}

/** A built-in term. */
export interface SeedTerm {
  categoryCode: string;
  term: string;
  description?: string | null | undefined;
  languageCode?: string | null | undefined;
  matchModeOverride?: MatchMode | null | undefined;
  severityOverride?: Severity | null | undefined;
  exceptions?: readonly string[] | undefined;
  /** Stable id of the built-in term (default `<categoryCode>:<normalised term>`). */
  seedKey?: string | undefined;
}

export interface SeedData {
  categories: readonly SeedCategory[];
  terms: readonly SeedTerm[];
}

/** What a seeding run did. */
export interface SeedReport {
  categoriesCreated: number;
  categoriesUpdated: number;
  termsCreated: number;
  /** Seeded before, or already present under the same normalised spelling (also when inactive). */
  termsSkipped: number;
  /** Terms whose category is not in the database, or that normalise to nothing. */
  termsRejected: number;
}

/** Seed `db` (migration 0004 must have run) with `data`. */
export function seedRestrictedTerms(db: Db, data: SeedData, now: () => Date = () => new Date()): SeedReport {
  const audit = createAuditLog(db);
  const findCategory = db.prepare("SELECT id FROM restricted_term_categories WHERE code = ?").pluck();
  const insertCategory = db.prepare(
    `INSERT INTO restricted_term_categories (code, name, description, flag_code, section_number, section_title,
       rule_ref, default_severity, match_mode, is_active, created_at, updated_at)
     VALUES (@code, @name, @description, @flag_code, @section_number, @section_title,
       @rule_ref, @default_severity, @match_mode, @is_active, @at, @at)`,
  );
  // IS NOT compares NULLs as values, so the row is written (and the version bumped) only on a real change.
  const updateCategory = db.prepare(
    `UPDATE restricted_term_categories SET name = @name, description = @description, flag_code = @flag_code,
       section_number = @section_number, section_title = @section_title, rule_ref = @rule_ref,
       default_severity = @default_severity, match_mode = @match_mode, updated_at = @at
     WHERE code = @code AND (name IS NOT @name OR description IS NOT @description OR flag_code IS NOT @flag_code
       OR section_number IS NOT @section_number OR section_title IS NOT @section_title
       OR rule_ref IS NOT @rule_ref OR default_severity IS NOT @default_severity OR match_mode IS NOT @match_mode)`,
  );
  const termExists = db
    .prepare(
      `SELECT 1 FROM restricted_terms WHERE seed_key = @seed_key
         OR (category_id = @category_id AND (term_key IN (@key, @alt) OR term_key_alt IN (@key, @alt)))
       LIMIT 1`,
    )
    .pluck();
  const insertTerm = db.prepare(
    `INSERT INTO restricted_terms (category_id, term, term_key, term_key_alt, description, language_code,
       match_mode_override, severity_override, exceptions, seed_key, is_active, source, created_by,
       created_at, updated_at)
     VALUES (@category_id, @term, @term_key, @term_key_alt, @description, @language_code, @match_mode_override,
       @severity_override, @exceptions, @seed_key, 1, 'seed', NULL, @at, @at)`,
  );
  const termById = db.prepare(
    `SELECT ${TERM_COLUMNS} FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id
     WHERE t.id = ?`,
  );

  const run = db.transaction((): SeedReport => {
    const at = now().toISOString();
    const report: SeedReport = {
      categoriesCreated: 0,
      categoriesUpdated: 0,
      termsCreated: 0,
      termsSkipped: 0,
      termsRejected: 0,
    };
    const categoryIds = new Map<string, number>();
    for (const c of data.categories) {
      const row = categoryRow(c, at);
      const existing = findCategory.get(c.code) as number | undefined;
      if (existing === undefined) {
        categoryIds.set(c.code, Number(insertCategory.run(row).lastInsertRowid));
        report.categoriesCreated++;
      } else {
        categoryIds.set(c.code, existing);
        if (updateCategory.run(row).changes > 0) report.categoriesUpdated++;
      }
    }
    for (const t of data.terms) {
      const categoryId =
        categoryIds.get(t.categoryCode) ?? (findCategory.get(t.categoryCode) as number | undefined);
      const keys = termKeys(t.term);
      if (categoryId === undefined || keys.key === "") {
        report.termsRejected++;
        continue;
      }
      const seedKey = t.seedKey ?? `${t.categoryCode}:${keys.key}`;
      const probe = { seed_key: seedKey, category_id: categoryId, key: keys.key, alt: keys.alt ?? keys.key };
      if (termExists.get(probe) !== undefined) {
        report.termsSkipped++;
        continue;
      }
      const id = Number(insertTerm.run(termRow(t, categoryId, keys, seedKey, at)).lastInsertRowid);
      const after = toTermRecord(termById.get(id) as TermRow);
      audit.record({ termId: id, action: "seed", actor: "seed", at, before: null, after });
      report.termsCreated++;
    }
    return report;
  });
  return run.immediate();
}

// --- Internal helpers ---

function categoryRow(c: SeedCategory, at: string) {
  return {
    code: c.code,
    name: c.name,
    description: c.description ?? null,
    flag_code: c.flagCode,
    section_number: c.sectionNumber ?? null,
    section_title: c.sectionTitle ?? null,
    rule_ref: c.ruleRef,
    default_severity: c.defaultSeverity,
    match_mode: c.matchMode,
    is_active: c.isActive === false ? 0 : 1,
    at,
  };
}

function termRow(t: SeedTerm, categoryId: number, keys: TermKeys, seedKey: string, at: string) {
  return {
    category_id: categoryId,
    term: t.term.trim(),
    term_key: keys.key,
    term_key_alt: keys.alt,
    description: t.description ?? null,
    language_code: t.languageCode ?? null,
    match_mode_override: t.matchModeOverride ?? null,
    severity_override: t.severityOverride ?? null,
    exceptions: t.exceptions && t.exceptions.length > 0 ? JSON.stringify(t.exceptions) : null,
    seed_key: seedKey,
    at,
  };
}
