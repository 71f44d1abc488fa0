/**
 * Seeders run once, on a freshly created database (first start), in list order.
 *
 * Which ones run depends on the mode (issue 16, finding 3): a sandbox or demo database gets the
 * demo data (the bundled Zefix/FINMA/EUIPO samples plus generated companies and marks), so the
 * one-command start answers searches out of the box; a production database gets none of it and
 * starts with an empty register for the operator's own import. The samples stay out of
 * production too: they are small, dated extracts (a company deleted since would still block its
 * name, and a search over a few hundred real names would look like a search of the register).
 * The real reference data (places, regulated terms, legal forms) is built into the core and
 * the restricted terms into a migration, so production has them without a seeder.
 *
 * To add one: write `src/storage/<area>/seed.ts` exporting a `Seeder` and add it to DEMO_SEEDERS
 * (or to a list of its own). A seeder must be idempotent enough to run inside one transaction on
 * an empty schema.
 */

import { companySeeder } from "../companies/seed.js";
import type { Db } from "../sqlite/open.js";
import { markSeedingDone } from "../sqlite/open.js";
import { trademarkSeeder } from "../trademarks/seed.js";
import type { Seeder } from "./seeder.js";

export type { Seeder } from "./seeder.js";

/** The demo seeders: bundled samples plus generated companies and marks. */
export const DEMO_SEEDERS: readonly Seeder[] = [companySeeder(), trademarkSeeder()];

/** The seeders of a fresh database: the demo data when asked for (sandbox default), else none. */
export function seedersFor(config: { demoData?: boolean | undefined }): readonly Seeder[] {
  return config.demoData === true ? DEMO_SEEDERS : [];
}

/**
 * Run every seeder, then mark the database seeded; returns one summary line per seeder. A run
 * killed midway leaves the mark unset, and the next start runs them all again (each replaces
 * its own sources, so what the first run wrote is replaced, not doubled).
 */
export async function runSeeders(db: Db, seeders: readonly Seeder[]): Promise<string[]> {
  const out: string[] = [];
  for (const s of seeders) {
    const summary = await s.run(db);
    out.push(`${s.name}: ${summary ?? "done"}`);
  }
  markSeedingDone(db);
  return out;
}
