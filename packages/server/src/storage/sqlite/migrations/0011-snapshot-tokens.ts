import type { Migration } from "../migration.js";

/**
 * The token of the index snapshot each register last saved. A snapshot was trusted on its epoch
 * and version alone, but a database restored from a backup keeps its epoch and counts the same
 * versions again, so a snapshot written after the backup passed for a later, different register.
 * The indexed register writes a fresh random token into the snapshot file and here (with the
 * log pruning) and loads a snapshot only when the two agree. NULL: no snapshot saved yet, so a
 * snapshot of an older format is rebuilt once.
 */
export const m0011SnapshotTokens: Migration = {
  version: 11,
  name: "0011-snapshot-tokens",
  sql: `
ALTER TABLE companies_state ADD COLUMN snapshot_token TEXT;
ALTER TABLE trademarks_state ADD COLUMN snapshot_token TEXT;
`,
};
