/** Domain availability: label rules, IDN, TLD allowlist, classification and the use case. */

export {
  checkDomains,
  checkDomainsResolved,
  type DomainCheckPorts,
  type DomainFailure,
  DomainUpstreamError,
} from "./check.js";
export {
  classifyDomain,
  DOMAIN_REASONS,
  DOMAIN_SOURCE,
  type DomainClassification,
  type DomainReason,
  isUpstreamFailure,
} from "./classify.js";
export {
  canonicalTlds,
  domainLabelOf,
  domainRequestOf,
  type ResolvedDomainRequest,
  resolveDomainRequest,
} from "./domain-request.js";
export {
  type DomainLabel,
  type LabelOutcome,
  labelFromName,
  labelVariants,
  MAX_LABEL_OCTETS,
} from "./label.js";
export {
  createMemoryDomainChecker,
  type MemoryDomainChecker,
  NOT_REGISTERED_EVIDENCE,
} from "./memory.js";
export type { DnsEvidence, DomainChecker, DomainEvidence, DomainLookup, RdapEvidence } from "./port.js";
export { ACE_PREFIX, punycodeDecode, punycodeEncode, toAsciiLabel, toUnicodeLabel } from "./punycode.js";
export { canonicalTld, DOMAIN_TLDS } from "./tlds.js";
export {
  DOMAIN_STATUSES,
  type DomainAvailabilityRequest,
  type DomainAvailabilityResult,
  type DomainResult,
  type DomainStatus,
} from "./types.js";
