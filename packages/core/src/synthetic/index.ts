/**
 * `@namescreen/core/synthetic`: deterministic generated data (companies, trademarks, query
 * variations and the seeded random source). Used by the demo database's seeding, tests,
 * benchmarks and the evaluation; the same seed always gives the same data.
 */

export {
  type GenerateTrademarksOptions,
  generateTrademarks,
  syntheticTrademark,
} from "./generate-trademarks.js";
export { type GenerateOptions, generateCompanies, uidWithCheckDigit } from "./generator.js";
export { createRandom, type Random } from "./prng.js";
export { type GeneratedQuery, generateQueries, QUERY_KINDS, type QueryKind, varyName } from "./queries.js";
