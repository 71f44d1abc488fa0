/**
 * One call for the composition root: the administered restricted terms of a database, with
 * the built-in terms synchronised in. Seeding is idempotent and cheap (one indexed lookup per
 * built-in term, nothing written when nothing is new), so it runs at every start: a fresh
 * database gets every built-in term, an upgraded one gets the terms added in a new release,
 * and what operators changed, renamed or deactivated stays as they left it.
 */
import type { Db } from "../sqlite/open.js";
import { builtinSeedData } from "./builtin.js";
import type { SqliteTermsRepository } from "./repository.js";
import { createRestrictedTermsRepository } from "./repository.js";
import type { SeedData, SeedReport } from "./seed.js";
import { seedRestrictedTerms } from "./seed.js";
import type { SqliteRestrictedTermsSource } from "./source.js";
import { createSqliteRestrictedTermsSource } from "./source.js";

/** The port for the assessment, the repository for the admin API, and what seeding did. */
export interface AdministeredTerms {
  source: SqliteRestrictedTermsSource;
  repository: SqliteTermsRepository;
  seeded: SeedReport;
}

export interface AdministeredTermsOptions {
  /** Time source for timestamps and the audit log. */
  now?: () => Date;
  /** Seed data (default: the core's built-in terms); `null` seeds nothing. */
  seed?: SeedData | null;
}

/** Open the restricted-term administration of `db` (migrated to version 4 or later). */
export function openAdministeredTerms(db: Db, options: AdministeredTermsOptions = {}): AdministeredTerms {
  const now = options.now ?? (() => new Date());
  const seed = options.seed === undefined ? builtinSeedData() : options.seed;
  const seeded = seed
    ? seedRestrictedTerms(db, seed, now)
    : { categoriesCreated: 0, categoriesUpdated: 0, termsCreated: 0, termsSkipped: 0, termsRejected: 0 };
  return {
    source: createSqliteRestrictedTermsSource(db),
    repository: createRestrictedTermsRepository(db, { now }),
    seeded,
  };
}
