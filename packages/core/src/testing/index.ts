/**
 * `@namescreen/core/testing`: brute-force oracles, in-memory fakes and the port contract suites,
 * for tests of the core and of every port implementation (the server's SQLite and network
 * adapters, a future PostgreSQL adapter). The contract suites register vitest tests, so vitest
 * is an optional peer of this entry; the generated data lives in `@namescreen/core/synthetic`.
 */

export { BruteForceCompanyRegister } from "./oracle.js";
export {
  BruteForceTrademarkRegister,
  comparePair,
  type PairEntry,
  type PairResult,
  pairEntry,
} from "./trademark-oracle.js";
