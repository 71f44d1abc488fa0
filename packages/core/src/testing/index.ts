/**
 * `@namescreen/core/testing`: the brute-force oracles (exact, slow in-memory registers) and the
 * port contract suites, for tests of the core and of every port implementation (the server's
 * SQLite and network adapters, a future PostgreSQL adapter). The contract suites register vitest tests, so vitest
 * is an optional peer of this entry; the generated data lives in `@namescreen/core/synthetic`.
 */

export {
  describeCompanyRegisterContract,
  type MakeCompanyRegister,
} from "./contracts/company-register.js";
export {
  type DomainScenario,
  type DomainWorld,
  describeDomainCheckerContract,
  type MakeDomainChecker,
} from "./contracts/domain-checker.js";
export {
  describeRestrictedTermsSourceContract,
  type RestrictedTermsContractOptions,
  type RestrictedTermsFixture,
} from "./contracts/restricted-terms.js";
export {
  describeSemanticAnalyzerContract,
  type MakeSemanticAnalyzer,
  semanticContractInputs,
} from "./contracts/semantic-analyzer.js";
export {
  describeTrademarkRegisterContract,
  type MakeTrademarkRegister,
} from "./contracts/trademark-register.js";
export { type JoinedSubset, joinedSubset } from "./joined-subset.js";
export { BruteForceCompanyRegister } from "./oracle.js";
export {
  BruteForceTrademarkRegister,
  comparePair,
  type PairEntry,
  type PairResult,
  pairEntry,
  partialFields,
  subsetWeightOf,
} from "./trademark-oracle.js";
export { bestWeights, CountedWordStats, topWeight } from "./word-stats.js";
