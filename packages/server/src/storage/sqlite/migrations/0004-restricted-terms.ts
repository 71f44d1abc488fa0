import type { Migration } from "../migration.js";

/**
 * Administered restricted terms: categories (each raising one flag), terms, an audit log of
 * every change, and a one-row change counter.
 *
 * The counter is bumped by triggers in the same transaction as every insert, update or delete
 * of a category or term, whoever writes (API, CLI, seeder, a manual SQL fix). Every server
 * process reads it with one tiny query per assessment and rebuilds its term set only when it
 * moved. `epoch` is random per database, so versions of two databases never collide.
 *
 * Every statement is idempotent (IF NOT EXISTS, OR IGNORE): before 0002 and 0003 were listed,
 * development databases got these tables outside the numbered run, and the numbered run must
 * not fail on them.
 */
export const m0004RestrictedTerms: Migration = {
  version: 4,
  name: "0004-restricted-terms",
  sql: `
CREATE TABLE IF NOT EXISTS restricted_term_categories (
  id               INTEGER PRIMARY KEY,
  code             TEXT NOT NULL UNIQUE,
  name             TEXT NOT NULL,
  description      TEXT,
  flag_code        TEXT NOT NULL,
  section_number   TEXT,
  section_title    TEXT,
  rule_ref         TEXT,
  default_severity TEXT NOT NULL CHECK (default_severity IN ('INFO', 'WARNING', 'ERROR')),
  match_mode       TEXT NOT NULL CHECK (match_mode IN ('whole_word', 'word_prefix', 'compound', 'phrase')),
  is_active        INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);

-- term_key is the term folded as the matcher folds names ("Bank" = "BANK" = "Bänk" → "bank");
-- term_key_alt its umlaut transcription when different ("Universität" → "universitaet").
-- Two terms of a category are duplicates when these spellings overlap.
-- seed_key is the built-in term's stable id (NULL for terms added through the API): the seeder
-- never inserts a built-in term twice, even after an operator renamed or deactivated it.
CREATE TABLE IF NOT EXISTS restricted_terms (
  id                  INTEGER PRIMARY KEY,
  category_id         INTEGER NOT NULL REFERENCES restricted_term_categories(id),
  term                TEXT NOT NULL,
  term_key            TEXT NOT NULL,
  term_key_alt        TEXT,
  description         TEXT,
  language_code       TEXT,
  match_mode_override TEXT CHECK (match_mode_override IS NULL
                        OR match_mode_override IN ('whole_word', 'word_prefix', 'compound', 'phrase')),
  severity_override   TEXT CHECK (severity_override IS NULL OR severity_override IN ('INFO', 'WARNING', 'ERROR')),
  exceptions          TEXT,
  seed_key            TEXT UNIQUE,
  is_active           INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  source              TEXT NOT NULL,
  created_by          TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL,
  UNIQUE (category_id, term_key)
);
CREATE INDEX IF NOT EXISTS restricted_terms_active ON restricted_terms(is_active, category_id);
CREATE INDEX IF NOT EXISTS restricted_terms_alt ON restricted_terms(category_id, term_key_alt) WHERE term_key_alt IS NOT NULL;

-- One row per change. before_json / after_json hold the term as the admin API shows it.
CREATE TABLE IF NOT EXISTS restricted_term_audit (
  id          INTEGER PRIMARY KEY,
  term_id     INTEGER REFERENCES restricted_terms(id),
  action      TEXT NOT NULL CHECK (action IN ('seed', 'create', 'update', 'delete')),
  actor       TEXT,
  at          TEXT NOT NULL,
  before_json TEXT,
  after_json  TEXT
);
CREATE INDEX IF NOT EXISTS restricted_term_audit_term ON restricted_term_audit(term_id, id);

CREATE TABLE IF NOT EXISTS restricted_terms_state (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  epoch   TEXT NOT NULL,
  version INTEGER NOT NULL
);
INSERT OR IGNORE INTO restricted_terms_state (id, epoch, version) VALUES (1, lower(hex(randomblob(8))), 0);

CREATE TRIGGER IF NOT EXISTS restricted_terms_ai AFTER INSERT ON restricted_terms
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS restricted_terms_au AFTER UPDATE ON restricted_terms
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS restricted_terms_ad AFTER DELETE ON restricted_terms
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS restricted_term_categories_ai AFTER INSERT ON restricted_term_categories
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS restricted_term_categories_au AFTER UPDATE ON restricted_term_categories
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS restricted_term_categories_ad AFTER DELETE ON restricted_term_categories
BEGIN UPDATE restricted_terms_state SET version = version + 1 WHERE id = 1; END;
`,
};
