/**
 * The restricted-term columns as PostgreSQL selects them: booleans cast to 0/1 so the SQLite
 * row mappers (restricted-terms/rows.ts) map both databases' rows to one record shape.
 */
export const PG_TERM_COLUMNS = `t.id, t.category_id, c.code AS category_code, t.term, t.term_key, t.term_key_alt,
  t.description, t.language_code, t.match_mode_override, t.severity_override, t.exceptions,
  t.is_active::int AS is_active, t.source, t.created_by, t.created_at, t.updated_at`;

export const PG_CATEGORY_COLUMNS = `id, code, name, description, flag_code, section_number, section_title, rule_ref,
  default_severity, match_mode, is_active::int AS is_active`;

export const PG_TERM_FROM =
  "FROM restricted_terms t JOIN restricted_term_categories c ON c.id = t.category_id";
