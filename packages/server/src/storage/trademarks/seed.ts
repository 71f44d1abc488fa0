/**
 * The trademark seeder of a fresh database: the real EUIPO 2020 sample (824 marks, see
 * seed-data/trademarks/SOURCES.md) plus synthetic marks, so the default database answers
 * searches out of the box.
 */
import { bundledFilePath } from "../seed/bundled-file.js";
import type { Seeder } from "../seed/seeder.js";
import { storeGeneratedTrademarks } from "./generated.js";
import { importTrademarks } from "./importer.js";

/** Number and seed of the synthetic marks in the default database. */
export const DEFAULT_GENERATED_MARKS = { count: 20_000, seed: 2020 } as const;

const SAMPLE = "seed-data/trademarks/euipo_trademarks_2020_sample.csv";

/** Path of the bundled EUIPO sample. */
export function euipoSamplePath(): string {
  return bundledFilePath(SAMPLE);
}

/** The seeder (listed in DEMO_SEEDERS). */
export function trademarkSeeder(
  generated: { count: number; seed: number } = DEFAULT_GENERATED_MARKS,
): Seeder {
  return {
    name: "trademarks",
    async run(db) {
      const sample = await importTrademarks(db, {
        file: euipoSamplePath(),
        layout: "euipo-csv",
        source: "euipo-2020-sample",
      });
      const synthetic = storeGeneratedTrademarks(db, generated);
      return `${sample.inserted} EUIPO sample marks, ${synthetic.inserted} generated marks (seed ${generated.seed})`;
    },
  };
}
