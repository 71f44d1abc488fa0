/**
 * The PostgreSQL migrations, numbered as the SQLite ones (storage/sqlite/migrations) so one
 * schema version means the same tables in both. Never edit a shipped migration; add one.
 */
import type { Migration } from "../../sqlite/migration.js";
import { pg0001Core } from "./0001-core.js";
import { pg0002Companies } from "./0002-companies.js";
import { pg0003Trademarks } from "./0003-trademarks.js";
import { pg0004RestrictedTerms } from "./0004-restricted-terms.js";
import {
  pg0005CompanyChanges,
  pg0006TrademarkChanges,
  pg0007RegisterSync,
  pg0008CompanySignatures,
} from "./0005-0008.js";

/** All PostgreSQL migrations, in version order. */
export const PG_MIGRATIONS: readonly Migration[] = [
  pg0001Core,
  pg0002Companies,
  pg0003Trademarks,
  pg0004RestrictedTerms,
  pg0005CompanyChanges,
  pg0006TrademarkChanges,
  pg0007RegisterSync,
  pg0008CompanySignatures,
];
