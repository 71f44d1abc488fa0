/**
 * Seeding restricted terms into PostgreSQL, with the rules of the SQLite seeder
 * (restricted-terms/seed.ts): categories created or updated, a built-in term inserted once
 * (by seed key or overlapping spelling), each with its audit row, all in one transaction
 * under the terms' write lock, so replicas starting together seed once.
 */
import type { TermRow } from "../../restricted-terms/rows.js";
import { toTermRecord } from "../../restricted-terms/rows.js";
import type { SeedData, SeedReport } from "../../restricted-terms/seed.js";
import { termKeys } from "../../restricted-terms/term-key.js";
import type { PgPool } from "../client.js";
import { inTransaction } from "../client.js";
import { recordAudit } from "./audit.js";
import { PG_TERM_COLUMNS, PG_TERM_FROM } from "./columns.js";
import { TERMS_WRITE_LOCK } from "./repository.js";

/** Seed `pool` (migration 0004 must have run) with `data`. */
export function seedPgRestrictedTerms(
  pool: PgPool,
  data: SeedData,
  now: () => Date = () => new Date(),
): Promise<SeedReport> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [TERMS_WRITE_LOCK]);
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
      const values = [
        c.code,
        c.name,
        c.description ?? null,
        c.flagCode,
        c.sectionNumber ?? null,
        c.sectionTitle ?? null,
        c.ruleRef,
        c.defaultSeverity,
        c.matchMode,
      ];
      const found = await client.query<{ id: number }>(
        "SELECT id FROM restricted_term_categories WHERE code = $1",
        [c.code],
      );
      const existing = found.rows[0]?.id;
      if (existing === undefined) {
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO restricted_term_categories (code, name, description, flag_code, section_number, section_title,
             rule_ref, default_severity, match_mode, is_active, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
          [...values, c.isActive !== false, at],
        );
        categoryIds.set(c.code, (inserted.rows[0] as { id: number }).id);
        report.categoriesCreated++;
        continue;
      }
      categoryIds.set(c.code, existing);
      // IS DISTINCT FROM compares NULLs as values: written (and the version bumped) only on a real change.
      const updated = await client.query(
        `UPDATE restricted_term_categories SET name = $2, description = $3, flag_code = $4, section_number = $5,
           section_title = $6, rule_ref = $7, default_severity = $8, match_mode = $9, updated_at = $10
         WHERE code = $1 AND (name, description, flag_code, section_number, section_title, rule_ref,
           default_severity, match_mode) IS DISTINCT FROM ($2, $3, $4, $5, $6, $7, $8, $9)`,
        [...values, at],
      );
      if ((updated.rowCount ?? 0) > 0) report.categoriesUpdated++;
    }
    for (const t of data.terms) {
      let categoryId = categoryIds.get(t.categoryCode);
      if (categoryId === undefined) {
        const found = await client.query<{ id: number }>(
          "SELECT id FROM restricted_term_categories WHERE code = $1",
          [t.categoryCode],
        );
        categoryId = found.rows[0]?.id;
      }
      const keys = termKeys(t.term);
      if (categoryId === undefined || keys.key === "") {
        report.termsRejected++;
        continue;
      }
      const seedKey = t.seedKey ?? `${t.categoryCode}:${keys.key}`;
      const alt = keys.alt ?? keys.key;
      const exists = await client.query(
        `SELECT 1 FROM restricted_terms WHERE seed_key = $1
            OR (category_id = $2 AND (term_key IN ($3, $4) OR term_key_alt IN ($3, $4))) LIMIT 1`,
        [seedKey, categoryId, keys.key, alt],
      );
      if ((exists.rowCount ?? 0) > 0) {
        report.termsSkipped++;
        continue;
      }
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO restricted_terms (category_id, term, term_key, term_key_alt, description, language_code,
           match_mode_override, severity_override, exceptions, seed_key, is_active, source, created_by,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, 'seed', NULL, $11, $11) RETURNING id`,
        [
          categoryId,
          t.term.trim(),
          keys.key,
          keys.alt,
          t.description ?? null,
          t.languageCode ?? null,
          t.matchModeOverride ?? null,
          t.severityOverride ?? null,
          t.exceptions && t.exceptions.length > 0 ? JSON.stringify(t.exceptions) : null,
          seedKey,
          at,
        ],
      );
      const id = (inserted.rows[0] as { id: number }).id;
      const row = await client.query<TermRow>(`SELECT ${PG_TERM_COLUMNS} ${PG_TERM_FROM} WHERE t.id = $1`, [
        id,
      ]);
      const after = toTermRecord(row.rows[0] as TermRow);
      await recordAudit(client, { termId: id, action: "seed", actor: "seed", at, before: null, after });
      report.termsCreated++;
    }
    return report;
  });
}
