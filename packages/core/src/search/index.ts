/** The name index: generic exact search over records with texts (companies, trademarks). */
export * from "../conflicts/company-register.js";
export { type Csr, invert } from "./csr.js";
export { addFeatureBatch, type FeatureBatch, featureBatch, featureBatchBuffers } from "./feature-batch.js";
export { type TextFeatures, textFeatures } from "./features.js";
export {
  type BatchCursor,
  buildIndexData,
  type EntryFeatures,
  entryFeatures,
  type IndexBuildOptions,
  IndexDataBuilder,
  type IndexInput,
  type NameIndexData,
  type VocabularyBuild,
} from "./index-data.js";
export { decodeDelta, encodeDelta, type IndexDelta, LayeredIndex } from "./layered.js";
export {
  type EntryFilter,
  type IndexBuilder,
  type IndexHit,
  type IndexQuery,
  type MatchFloor,
  NameIndex,
} from "./name-index.js";
export { decodeSnapshot, encodeSnapshot, SNAPSHOT_FORMAT } from "./snapshot.js";
export type {
  KeyPairs,
  VocabularyKeys,
} from "./vocabulary.js";
export {
  runVocabularyJob,
  VOCABULARY_JOB_WORDS,
  type VocabularyJobResult,
  vocabularyFromJobs,
  vocabularyJobBuffers,
  vocabularyJobCount,
} from "./vocabulary-jobs.js";
