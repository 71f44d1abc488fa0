/**
 * `@namescreen/core/testing`: deterministic generators, in-memory fakes and the brute-force
 * oracle, for tests and benchmarks of the core and its adapters.
 */

export {
  type GenerateTrademarksOptions,
  generateTrademarks,
  syntheticTrademark,
} from "./generate-trademarks.js";
export { type GenerateOptions, generateCompanies, uidWithCheckDigit } from "./generator.js";
export { BruteForceCompanyRegister } from "./oracle.js";
export { createRandom, type Random } from "./prng.js";
export { type GeneratedQuery, generateQueries, QUERY_KINDS, type QueryKind, varyName } from "./queries.js";
export {
  BruteForceTrademarkRegister,
  comparePair,
  type PairEntry,
  type PairResult,
  pairEntry,
} from "./trademark-oracle.js";
