/**
 * The core's RestrictedTermsSource port on PostgreSQL, answered from memory: the term set is
 * read once and kept, and the change counter is checked at most every `checkMs` (or at once
 * after `invalidate()`, which the replica's change listener calls on NOTIFY). While the
 * database is unreachable the last set keeps answering, so assessments go on.
 */
import type { RestrictedTermSet, RestrictedTermsSource } from "@namescreen/core";
import type { ActiveTermRow, CategoryRow } from "../../restricted-terms/rows.js";
import { toPortCategory, toPortTerm } from "../../restricted-terms/rows.js";
import type { PgPool } from "../client.js";
import { inTransaction } from "../client.js";
import { PG_CATEGORY_COLUMNS } from "./columns.js";

/** The port plus what a replica needs to follow changes. */
export interface PgRestrictedTermsSource extends RestrictedTermsSource {
  snapshot(): Promise<RestrictedTermSet>;
  /** Check the counter on the next snapshot (a NOTIFY arrived). */
  invalidate(): void;
}

/** The restricted terms of `pool` as the core's port. */
export function createPgRestrictedTermsSource(
  pool: PgPool,
  options: { checkMs?: number; now?: () => number } = {},
): PgRestrictedTermsSource {
  const checkMs = options.checkMs ?? 500;
  const now = options.now ?? Date.now;
  let cached: RestrictedTermSet | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  const readVersion = async () => {
    const { rows } = await pool.query<{ epoch: string; version: number }>(
      "SELECT epoch, version FROM restricted_terms_state WHERE id = 1",
    );
    const row = rows[0] as { epoch: string; version: number };
    return `postgres:${row.epoch}:${row.version}`;
  };
  // REPEATABLE READ: the counter and the rows come from one snapshot of the database.
  const load = () =>
    inTransaction(pool, async (client): Promise<RestrictedTermSet> => {
      await client.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const state = await client.query<{ epoch: string; version: number }>(
        "SELECT epoch, version FROM restricted_terms_state WHERE id = 1",
      );
      const s = state.rows[0] as { epoch: string; version: number };
      const categories = await client.query<CategoryRow>(
        `SELECT ${PG_CATEGORY_COLUMNS} FROM restricted_term_categories WHERE is_active ORDER BY id`,
      );
      const terms = await client.query<ActiveTermRow>(
        `SELECT t.id, c.code AS category_code, t.term, t.language_code, t.match_mode_override,
                t.severity_override, t.exceptions
           FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id
          WHERE t.is_active AND c.is_active ORDER BY t.id`,
      );
      return Object.freeze({
        version: `postgres:${s.epoch}:${s.version}`,
        categories: Object.freeze(categories.rows.map(toPortCategory)),
        terms: Object.freeze(terms.rows.map(toPortTerm)),
      });
    });

  return {
    async snapshot() {
      if (cached && now() - checkedAt < checkMs) return cached;
      try {
        if (!cached || cached.version !== (await readVersion())) cached = await load();
        checkedAt = now();
      } catch (error) {
        // Unreachable database: the last set still answers; none yet is a real failure.
        if (!cached) throw error;
      }
      return cached;
    },
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

// --- Internal helpers ---
