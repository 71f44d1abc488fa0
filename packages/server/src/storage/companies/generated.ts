/**
 * Storing generated companies (`namescreen generate companies`, the default database's seed):
 * the core's deterministic generator, written through the same staged, all-or-nothing path
 * as an import, replacing every earlier generated company (any seed) and nothing else.
 */
import type { RegisteredCompany } from "@namescreen/core";
import { generateCompanies } from "@namescreen/core/synthetic";
import { GENERATED_COMPANY_SOURCE_PREFIX } from "../seed/generated-sources.js";
import type { Db } from "../sqlite/open.js";
import type { ReplaceScope, StagedTotals } from "./staging.js";
import { StagedCompanies } from "./staging.js";

/** What was generated. */
export interface GeneratedCompaniesSummary extends StagedTotals {
  count: number;
  seed: number;
  source: string;
  durationMs: number;
}

/** Generate `count` names with `seed` and store them as source `generated:<seed>` (replacing earlier runs of any seed). */
export function storeGeneratedCompanies(
  db: Db,
  options: { count: number; seed: number },
): GeneratedCompaniesSummary {
  const started = Date.now();
  const source = `${GENERATED_COMPANY_SOURCE_PREFIX}${options.seed}`;
  const totals = storeCompanies(db, generateCompanies(options), source, "family");
  return { ...totals, count: options.count, seed: options.seed, source, durationMs: Date.now() - started };
}

/** Store companies as `source`, replacing that source's companies, or its family's (all or nothing). */
export function storeCompanies(
  db: Db,
  companies: readonly RegisteredCompany[],
  source: string,
  scope: ReplaceScope = "source",
): StagedTotals {
  const staged = new StagedCompanies(db, { source, scope });
  try {
    for (const c of companies) {
      for (const n of c.names) {
        staged.add({
          companyId: c.id,
          uid: c.uid,
          name: n.name,
          language: n.language,
          kind: n.kind,
          legalForm: c.legalForm,
          seat: c.legalSeat,
          canton: c.canton,
          status: c.status,
          registeredOn: null,
          deletedOn: null,
          validFrom: null,
          validTo: null,
          soleProprietorship: c.soleProprietorship,
        });
      }
    }
    return staged.commit(new Date().toISOString());
  } catch (error) {
    staged.rollback();
    throw error;
  }
}
