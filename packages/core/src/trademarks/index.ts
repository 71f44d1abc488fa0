/** Trademark search: similar marks with Nice classes and related goods and services. */

export { CLASS_RELATION_ROWS } from "./class-relations.generated.js";
export {
  CLASS_RELATIONS,
  type ClassRelations,
  classRelationsFrom,
  compareClasses,
} from "./class-relations.js";
export { type MarkStanding, markStanding, type SignType, signType } from "./mark-standing.js";
export { type ClassMask, classesOf, classMask, foldClasses, isNiceClass } from "./nice-classes.js";
export type {
  ReadingKind,
  TrademarkGate,
  TrademarkHit,
  TrademarkMatchQuery,
  TrademarkRegister,
  TrademarkSearchPorts,
} from "./port.js";
export { mayHaveReadings, type Reading, readingsOf } from "./pseudo-marks.js";
export {
  buildTrademarkIndex,
  decodeTrademarkTag,
  encodeTrademarkTag,
  InMemoryTrademarkRegister,
  type TrademarkDirectory,
  type TrademarkIndexInputs,
  type TrademarkSearchFields,
  trademarkIndexInputs,
} from "./register.js";
export { riskLevelOf, riskScore, TRADEMARK_RISK_DEFAULTS, type TrademarkRiskWeights } from "./risk.js";
export {
  prepareTrademarkQuery,
  searchTrademarks,
  searchTrademarksResolved,
  type TrademarkSearchOptions,
} from "./search-trademarks.js";
export {
  applyTrademarkSearchDefaults,
  type ResolvedTrademarkSearch,
  resolveTrademarkSearch,
  trademarkSearchIssues,
} from "./trademark-request.js";
export type {
  ClassRelationRow,
  GoodsServicesBasis,
  RelationStrength,
  TrademarkMatch,
  TrademarkRecord,
  TrademarkSearchInput,
  TrademarkSearchRequest,
  TrademarkSearchResult,
} from "./types.js";
