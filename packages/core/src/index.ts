/**
 * @namescreen/core: Swiss company-name screening with no I/O.
 * Public surface only; everything else is internal.
 */
export * from "./alternatives/index.js";
export * from "./assessment/index.js";
export { type Budgeted, systemClock, type Timer, withBudget } from "./clock.js";
export * from "./compare/index.js";
export * from "./conflicts/index.js";
export {
  ACE_PREFIX,
  canonicalTld,
  canonicalTlds,
  checkDomains,
  checkDomainsResolved,
  classifyDomain,
  createMemoryDomainChecker,
  DOMAIN_REASONS,
  DOMAIN_SOURCE,
  DOMAIN_STATUSES,
  DOMAIN_TLDS,
  type DomainAvailabilityRequest,
  type DomainAvailabilityResult,
  type DomainCheckPorts,
  type DomainClassification,
  type DomainFailure,
  type DomainLabel,
  type DomainReason,
  type DomainResult,
  type DomainStatus,
  DomainUpstreamError,
  domainLabelOf,
  domainRequestOf,
  isUpstreamFailure,
  type LabelOutcome,
  labelFromName,
  labelVariants,
  MAX_LABEL_OCTETS,
  type MemoryDomainChecker,
  NOT_REGISTERED_EVIDENCE,
  punycodeDecode,
  punycodeEncode,
  type ResolvedDomainRequest,
  resolveDomainRequest,
  toAsciiLabel,
  toUnicodeLabel,
} from "./domains/index.js";
export { messageOf, PortError, ValidationError, type ValidationIssue } from "./errors.js";
export { LIMITS } from "./limits.js";
export {
  explainNormalization,
  LEGAL_FORM_DESIGNATIONS,
  type LegalFormEntry,
  type LegalFormKind,
  type LegalFormMatch,
  NORMALIZATION_VERSION,
  type NormalizationStep,
  type NormalizedName,
  normalizeName,
  recognizeLegalForms,
  sameAsKeys,
} from "./normalize/index.js";
export { type PhoneticKeys, phoneticKeys } from "./phonetic/index.js";
export * from "./ports.js";
export { type Place, type PlaceKind, resolvePlace } from "./reference/gazetteer.js";
export { type Municipality, municipalityByBfs } from "./reference/municipality.js";
// The built-in restricted terms, which the server seeds into its administered tables.
export {
  BUILTIN_TERM_CATEGORIES,
  BUILTIN_TERM_SET,
  BUILTIN_TERMS,
  BUILTIN_TERMS_VERSION,
  type BuiltinTerm,
  type BuiltinTermCategory,
} from "./reference/restricted-terms.js";
export * from "./registers/index.js";
export { DETERMINISTIC_RULES } from "./rules/registry.js";
export type { Finding, Rule, RuleContext } from "./rules/rule.js";
export * from "./screening/index.js";
export type { AffixOrders } from "./search/affix-orders.js";
// Types the public functions and classes reach (the index internals NameIndex exposes, the risk
// inputs, the trademark query profile), exported so a partner can name every type an answer uses.
export type { CompactCsr, Csr } from "./search/csr.js";
export {
  addFeatureBatch,
  type BatchCursor,
  decodeDelta,
  decodeSnapshot,
  type EntryFeatures,
  type EntryFilter,
  encodeDelta,
  encodeSnapshot,
  entryFeatures,
  type FeatureBatch,
  featureBatch,
  featureBatchBuffers,
  type IndexBuilder,
  type IndexBuildOptions,
  IndexDataBuilder,
  type IndexDelta,
  type IndexHit,
  type IndexInput,
  type IndexQuery,
  type KeyPairs,
  LayeredIndex,
  type MatchFloor,
  NameIndex,
  type NameIndexData,
  runVocabularyJob,
  SNAPSHOT_FORMAT,
  type TextFeatures,
  textFeatures,
  VOCABULARY_JOB_WORDS,
  type VocabularyBuild,
  type VocabularyJobResult,
  type VocabularyKeys,
  vocabularyFromJobs,
  vocabularyJobBuffers,
  vocabularyJobCount,
} from "./search/index.js";
export type { StringDict, StringTable } from "./search/strings.js";
export type {
  HashedTable,
  RelatedOptions,
  RelatedWord,
  Vocabulary,
  VocabularyTables,
} from "./search/vocabulary.js";
export {
  analyzeName,
  BUILTIN_ANALYZER_ID,
  createBuiltinSemanticAnalyzer,
  NOGA_SECTIONS,
  type NogaSection,
  nogaLabel,
} from "./semantic/index.js";
export {
  CLASS_BITS,
  type MatchClass,
  RISK_DEFAULTS,
  riskOf,
  trigramDice,
  trigramsOf,
  VISUAL_THRESHOLD,
  wordWeight,
} from "./similarity/index.js";
export type { WordRelation, WordStats } from "./similarity/partial.js";
export type { PartialEvidence, PartialRiskInput, RiskInput } from "./similarity/risk.js";
export { defaultRestrictedTerms } from "./terms/builtin-source.js";
// The compiled restricted-term matcher, the deterministic rules and the gazetteer (docs/rules.md).
export { compileTerms, type TermEntry, type TermMatch, type TermMatcher } from "./terms/matcher.js";
export { MATCH_MODES } from "./terms/port.js";
export type { NameToken } from "./terms/text.js";
// Term folding, so the server compares administered terms exactly as the matcher reads them.
export { foldText, foldVariants } from "./terms/text.js";
export type { ClassComparison, QueryClassProfile } from "./trademarks/class-relations.js";
export type { ClassMasks } from "./trademarks/evidence.js";
export * from "./trademarks/index.js";
export type {
  ClassRelationKind,
  RiskInput as TrademarkRiskInput,
  TextEvidence,
} from "./trademarks/risk.js";
export type { PreparedTrademarkQuery } from "./trademarks/search-trademarks.js";
export * from "./types.js";
// Field checks the server's schemas share with the core's validators (one rule, one message).
export {
  type FieldResolution,
  issuesUnder,
  MAX_LISTED_ISSUES,
  textContentProblem,
  unknownPropertyMessage,
} from "./validation.js";
