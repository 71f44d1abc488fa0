import type { Migration } from "../migration.js";

/**
 * The trademark change log: each insert, update or delete of a mark logs its row id with the
 * version it bumped to, in the same trigger, so a server holding an index of an older version
 * applies only those marks as a delta (see storage/trademarks/index-adapter.ts). The old
 * bump-only triggers are replaced by triggers doing both (every change bumps the version, so
 * each log row has a version of its own; row ids never change). `log_floor` as for companies (0005).
 */
export const m0006TrademarkChanges: Migration = {
  version: 6,
  name: "0006-trademark-changes",
  sql: `
CREATE TABLE trademark_changes (
  version      INTEGER NOT NULL,
  trademark_id INTEGER NOT NULL,
  PRIMARY KEY (version, trademark_id)
) WITHOUT ROWID;
ALTER TABLE trademarks_state ADD COLUMN log_floor INTEGER NOT NULL DEFAULT 0;
UPDATE trademarks_state SET log_floor = version;

DROP TRIGGER IF EXISTS trademarks_ai;
DROP TRIGGER IF EXISTS trademarks_au;
DROP TRIGGER IF EXISTS trademarks_ad;
CREATE TRIGGER trademarks_ai AFTER INSERT ON trademarks BEGIN
  UPDATE trademarks_state SET version = version + 1 WHERE id = 1;
  INSERT INTO trademark_changes SELECT version, NEW.id FROM trademarks_state WHERE id = 1;
END;
CREATE TRIGGER trademarks_au AFTER UPDATE ON trademarks BEGIN
  UPDATE trademarks_state SET version = version + 1 WHERE id = 1;
  INSERT INTO trademark_changes SELECT version, NEW.id FROM trademarks_state WHERE id = 1;
END;
CREATE TRIGGER trademarks_ad AFTER DELETE ON trademarks BEGIN
  UPDATE trademarks_state SET version = version + 1 WHERE id = 1;
  INSERT INTO trademark_changes SELECT version, OLD.id FROM trademarks_state WHERE id = 1;
END;
`,
};
