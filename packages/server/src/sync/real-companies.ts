/**
 * Which companies the sync's removal guard counts: the real ones. Demo data (the bundled
 * samples, generated companies) is not counted, so the first sync, which replaces it all by
 * design, is not refused as a mass removal.
 */
import type { SourceCounts } from "../storage/companies/index.js";
import { COMPANY_SAMPLES } from "../storage/companies/index.js";
import type { RemovalCounts } from "../storage/import/removal-guard.js";
import { GENERATED_COMPANY_SOURCE_PREFIX } from "../storage/seed/generated-sources.js";

const SAMPLE_SOURCES: ReadonlySet<string> = new Set(COMPANY_SAMPLES.map((s) => s.source));

/** Whether companies of `source` are demo data (a bundled sample or generated). */
export function isDemoCompanySource(source: string): boolean {
  return SAMPLE_SOURCES.has(source) || source.startsWith(GENERATED_COMPANY_SOURCE_PREFIX);
}

/** The guard's counts of a write: real companies before it, and the real ones it removed. */
export function realRemovalCounts(bySource: SourceCounts): RemovalCounts {
  return { noun: "companies", before: _real(bySource.previous), removed: _real(bySource.removed) };
}

// --- Internal helpers ---

function _real(counts: Record<string, number>): number {
  let n = 0;
  for (const [source, count] of Object.entries(counts)) if (!isDemoCompanySource(source)) n += count;
  return n;
}
