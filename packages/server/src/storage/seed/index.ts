/**
 * Seeders run once, on a freshly created database (first start), in list order.
 *
 * To add one: write `src/storage/seed/<area>.ts` exporting a `Seeder` and add it to SEEDERS.
 * A seeder must be idempotent enough to run inside one transaction on an empty schema.
 */

import { companySeeder } from "../companies/seed.js";
import type { Db } from "../sqlite/open.js";
import { trademarkSeeder } from "../trademarks/seed.js";
import type { Seeder } from "./seeder.js";

export type { Seeder } from "./seeder.js";

/** All seeders, in order. */
export const SEEDERS: readonly Seeder[] = [companySeeder(), trademarkSeeder()];

/** Run every seeder; returns one summary line per seeder. */
export async function runSeeders(db: Db, seeders: readonly Seeder[] = SEEDERS): Promise<string[]> {
  const out: string[] = [];
  for (const s of seeders) {
    const summary = await s.run(db);
    out.push(`${s.name}: ${summary ?? "done"}`);
  }
  return out;
}
