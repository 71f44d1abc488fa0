/**
 * One seeding step (in its own module so the seeders and the list that runs them, index.ts, do
 * not import each other).
 */
import type { Db } from "../sqlite/open.js";

/** One seeding step. */
export interface Seeder {
  name: string;
  /** Fill reference data. Return a short summary for the start-up log (e.g. "1,234 rows"). */
  run(db: Db): string | undefined | Promise<string | undefined>;
}
