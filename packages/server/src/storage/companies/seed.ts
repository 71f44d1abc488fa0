/**
 * The company seeder of a fresh database: the real register samples (Zefix export and FINMA
 * list, see seed-data/companies/SOURCES.md) plus 50,000 generated names, so the default
 * database answers conflict searches out of the box.
 */
import { bundledFilePath } from "../seed/bundled-file.js";
import type { Seeder } from "../seed/seeder.js";
import { storeGeneratedCompanies } from "./generated.js";
import { importCompanies } from "./importer.js";

/** Number and seed of the generated names in the default database. */
export const DEFAULT_GENERATED_COMPANIES = { count: 50_000, seed: 2026 } as const;

/** The bundled real samples, imported as their own sources. */
export const COMPANY_SAMPLES = [
  { file: "seed-data/companies/zefix-sample.csv", source: "zefix-sample" },
  { file: "seed-data/companies/finma-sample.csv", source: "finma-sample" },
] as const;

/** The seeder (listed in DEMO_SEEDERS). */
export function companySeeder(
  generated: { count: number; seed: number } = DEFAULT_GENERATED_COMPANIES,
): Seeder {
  return {
    name: "companies",
    async run(db) {
      let real = 0;
      for (const sample of COMPANY_SAMPLES) {
        const s = await importCompanies(db, {
          file: bundledFilePath(sample.file),
          source: sample.source,
          scope: "source",
        });
        real += s.names;
      }
      const synthetic = storeGeneratedCompanies(db, generated);
      return `${real} real register names, ${synthetic.names} generated names (seed ${generated.seed})`;
    },
  };
}
