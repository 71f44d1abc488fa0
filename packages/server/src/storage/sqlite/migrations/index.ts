/**
 * The ordered list of schema migrations, embedded as TS modules so tsup bundles them.
 *
 * To add one: create `NNNN-<name>.ts` exporting a `Migration` with the next free number and
 * add it below. Reserved numbers: 0002 companies, 0003 trademarks, 0004 restricted terms,
 * 0005 company change log, 0006 trademark change log, 0007 register sync runs,
 * 0008 company content signatures, 0009 batch screening jobs, 0010 seeding state,
 * 0011 index snapshot tokens, 0012 batch jobs stored in slices, 0013 the register version of a
 * sync run.
 * Never edit a migration that has shipped; add a new one.
 */
import type { Migration } from "../migration.js";
import { m0001Core } from "./0001-core.js";
import { m0002Companies } from "./0002-companies.js";
import { m0003Trademarks } from "./0003-trademarks.js";
import { m0004RestrictedTerms } from "./0004-restricted-terms.js";
import { m0005CompanyChanges } from "./0005-company-changes.js";
import { m0006TrademarkChanges } from "./0006-trademark-changes.js";
import { m0007RegisterSync } from "./0007-register-sync.js";
import { m0008CompanySignatures } from "./0008-company-signatures.js";
import { m0009BatchJobs } from "./0009-batch-jobs.js";
import { m0010SeedingState } from "./0010-seeding-state.js";
import { m0011SnapshotTokens } from "./0011-snapshot-tokens.js";
import { m0012BatchJobReady } from "./0012-batch-job-ready.js";
import { m0013SyncRegisterVersion } from "./0013-sync-register-version.js";

/** All migrations, in version order. */
export const MIGRATIONS: readonly Migration[] = [
  m0001Core,
  m0002Companies,
  m0003Trademarks,
  m0004RestrictedTerms,
  m0005CompanyChanges,
  m0006TrademarkChanges,
  m0007RegisterSync,
  m0008CompanySignatures,
  m0009BatchJobs,
  m0010SeedingState,
  m0011SnapshotTokens,
  m0012BatchJobReady,
  m0013SyncRegisterVersion,
];
