/**
 * The storage ports: what a database must provide for the server (docs/architecture.md,
 * "Storage ports"). SQLite (storage/sqlite and the register folders) is the embedded default;
 * storage/postgres implements the same ports for several replicas over one database.
 */
export type { AdminKeyInfo, AdminKeyStore } from "./admin-keys.js";
export type { ChangeLogPort, RegisterState } from "./change-log.js";
export { type Checkpoints, NO_CHECKPOINTS } from "./checkpoints.js";
export type {
  ApiKeyInfo,
  Consumer,
  ConsumerPatch,
  ConsumerStore,
  KeyRecord,
  NewConsumer,
} from "./consumers.js";
export { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limits.js";
export type { CompanyRowsPort, Rows, TrademarkFields, TrademarkRowsPort } from "./registers.js";
export type { RestrictedTermsRepository } from "./restricted-terms.js";
export type { NewTrace, Trace, TraceStore, WriteFailure } from "./traces.js";
