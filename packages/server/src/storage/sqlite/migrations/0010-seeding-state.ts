import type { Migration } from "../migration.js";

/**
 * Whether the first start's seeding finished. A database used to count as fresh (to be seeded)
 * only while it had no schema, but the schema commits before the seeders run: a first start
 * killed while seeding left a database with half the demo data (companies, no marks), never
 * seeded again. `openDatabase` now marks a database it creates as pending in the same
 * transaction as its schema, and `runSeeders` marks it done. Databases from before were seeded
 * (or needed none): done.
 */
export const m0010SeedingState: Migration = {
  version: 10,
  name: "0010-seeding-state",
  sql: `
CREATE TABLE seeding_state (
  id   INTEGER PRIMARY KEY CHECK (id = 1),
  done INTEGER NOT NULL CHECK (done IN (0, 1))
);
INSERT INTO seeding_state (id, done) VALUES (1, 1);
`,
};
