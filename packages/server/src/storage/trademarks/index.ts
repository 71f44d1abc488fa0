/** Trademark storage: table access, imports, generated marks, the seeder and the search service. */
export { type GenerateSummary, storeGeneratedTrademarks } from "./generated.js";
export { ImportError, type ImportOptions, type ImportSummary, importTrademarks } from "./importer.js";
export { layoutFromName, TRADEMARK_LAYOUTS, type TrademarkLayout } from "./layouts.js";
export { checkMark, isoTimestamp, type RawMark, type RowIssue } from "./record-input.js";
export { createTrademarkStore, type TrademarkStore } from "./repository.js";
export {
  createTrademarkSearchService,
  type IndexInfo,
  type TrademarkSearchService,
  type TrademarkServiceOptions,
  trademarkSnapshotPath,
} from "./search-service.js";
export { DEFAULT_GENERATED_MARKS, euipoSamplePath, trademarkSeeder } from "./seed.js";
