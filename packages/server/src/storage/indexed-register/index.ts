/** The indexed register shared by the company and trademark searches: refresh, change log, snapshot file. */
export {
  type ChangeLog,
  type ChangeLogTables,
  createChangeLog,
  type LoggedState,
  type RegisterState,
  versionKey,
} from "./change-log.js";
export {
  createIndexedRegister,
  type IndexedRegister,
  type IndexedRegisterAdapter,
  type IndexedRegisterOptions,
  type RefreshInfo,
  type SnapshotBase,
  type SnapshotProblem,
  type VersionedBase,
} from "./indexed-register.js";
export { buildIndexInParallel, PARALLEL_MIN_ENTRIES, type ParallelBuildOptions } from "./parallel-build.js";
export { DELTA_MIN, DELTA_SHARE, deltaIsSmall, logCovers, snapshotMismatch } from "./rebuild-rule.js";
export {
  readSnapshotFile,
  type SnapshotFile,
  type SnapshotTag,
  snapshotPathBeside,
  writeSnapshotFile,
} from "./snapshot-file.js";
