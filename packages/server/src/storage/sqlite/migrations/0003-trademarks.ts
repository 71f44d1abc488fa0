import type { Migration } from "../migration.js";

/**
 * The trademark register: one row per mark, imported (EUIPO CSV, NDJSON) or generated, and a
 * one-row change counter.
 *
 * `nice_classes` is the canonical list ("9|35|42"); `nice_mask` the same classes as a 45-bit
 * integer (bit c-1 for class c), so SQL can filter by class without parsing. Dates are ISO 8601
 * timestamps; every register field except the id and the classes may be NULL (the contract
 * passes them through). The counter is bumped by triggers in the same transaction as every
 * change, so each server process notices an import with one tiny query and rebuilds its index.
 * Every statement is idempotent (IF NOT EXISTS, OR IGNORE): until 0002 is merged and this
 * migration can be listed, the trademark commands and tests apply it directly, and the
 * numbered run later must not fail on what they created.
 */
export const m0003Trademarks: Migration = {
  version: 3,
  name: "0003-trademarks",
  sql: `
CREATE TABLE IF NOT EXISTS trademarks (
  id                    INTEGER PRIMARY KEY,
  source_record_id      TEXT NOT NULL UNIQUE,
  registration_number   TEXT,
  application_number    TEXT,
  mark_text             TEXT,
  status                TEXT,
  nice_classes          TEXT NOT NULL,
  nice_mask             INTEGER NOT NULL CHECK (nice_mask >= 0 AND nice_mask < 35184372088832),
  application_date      TEXT,
  registration_date     TEXT,
  expiry_date           TEXT,
  mark_category         TEXT,
  mark_feature_category TEXT,
  source                TEXT NOT NULL,
  imported_at           TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS trademarks_source ON trademarks(source);

CREATE TABLE IF NOT EXISTS trademarks_state (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  epoch   TEXT NOT NULL,
  version INTEGER NOT NULL
);
INSERT OR IGNORE INTO trademarks_state (id, epoch, version) VALUES (1, lower(hex(randomblob(8))), 0);

CREATE TRIGGER IF NOT EXISTS trademarks_ai AFTER INSERT ON trademarks
BEGIN UPDATE trademarks_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS trademarks_au AFTER UPDATE ON trademarks
BEGIN UPDATE trademarks_state SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS trademarks_ad AFTER DELETE ON trademarks
BEGIN UPDATE trademarks_state SET version = version + 1 WHERE id = 1; END;
`,
};
