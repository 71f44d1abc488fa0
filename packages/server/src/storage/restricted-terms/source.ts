/**
 * The SQLite adapter of the core's RestrictedTermsSource port.
 *
 * Each `snapshot()` (one per assessment) reads the one-row change counter of migration 0004,
 * a primary-key lookup of a few microseconds. While it has not moved, the SAME set object is
 * returned, so the core's matcher (compiled once per set object) is reused. When it moved
 * (a write by this process, another server process, the CLI or a manual SQL fix), the active
 * categories and terms are read again in one read transaction and a new set is built.
 */
import type { RestrictedTermSet, RestrictedTermsSource } from "@namescreen/core";
import type { Db } from "../sqlite/open.js";
import type { ActiveTermRow, CategoryRow } from "./rows.js";
import { toPortCategory, toPortTerm } from "./rows.js";

/** The port plus a way to see which version it last built. */
export interface SqliteRestrictedTermsSource extends RestrictedTermsSource {
  snapshot(): RestrictedTermSet;
  /** Current version string of the database ("sqlite:<epoch>:<counter>"), one query. */
  currentVersion(): string;
}

interface StateRow {
  epoch: string;
  version: number;
}

/** The restricted terms of `db` (migration 0004 must have run) as the core's port. */
export function createSqliteRestrictedTermsSource(db: Db): SqliteRestrictedTermsSource {
  const state = db.prepare("SELECT epoch, version FROM restricted_terms_state WHERE id = 1");
  const categories = db.prepare("SELECT * FROM restricted_term_categories WHERE is_active = 1 ORDER BY id");
  const terms = db.prepare(
    `SELECT t.id, c.code AS category_code, t.term, t.language_code, t.match_mode_override,
            t.severity_override, t.exceptions
     FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id
     WHERE t.is_active = 1 AND c.is_active = 1
     ORDER BY t.id`,
  );
  const versionOf = (row: StateRow) => `sqlite:${row.epoch}:${row.version}`;
  const readVersion = () => versionOf(state.get() as StateRow);

  // One read transaction: the counter and the rows come from the same database state.
  const load = db.transaction((): RestrictedTermSet => {
    const version = readVersion();
    // Frozen: the set is shared by every assessment until the next change.
    return Object.freeze({
      version,
      categories: Object.freeze((categories.all() as CategoryRow[]).map(toPortCategory)),
      terms: Object.freeze((terms.all() as ActiveTermRow[]).map(toPortTerm)),
    });
  });

  let cached: RestrictedTermSet | undefined;
  return {
    snapshot() {
      if (cached && cached.version === readVersion()) return cached;
      cached = load.deferred();
      return cached;
    },
    currentVersion: readVersion,
  };
}

// --- Internal helpers ---
