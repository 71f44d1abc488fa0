/** The DNS + RDAP domain checker (adapter of the core's DomainChecker port). */

export { type Admission, createAdmission, DomainCheckOverloadedError } from "./admission.js";
export {
  createRdapServiceMap,
  IANA_DNS_BOOTSTRAP_URL,
  loadBootstrap,
  PINNED_RDAP_SERVICES,
  parseBootstrap,
  type RdapBootstrapFile,
  type RdapServiceMap,
  shippedBootstrap,
} from "./bootstrap.js";
export {
  createDomainChecker,
  DEFAULT_DEADLINE_MS,
  type DomainCheckerOptions,
  type DomainCheckScope,
  type NetworkDomainChecker,
} from "./checker.js";
export { type CircuitBreaker, type CircuitState, createCircuitBreaker } from "./circuit-breaker.js";
export { DEFAULT_DOMAIN_CONFIG, type DomainConfig, parseDomainEnv } from "./config.js";
export { createDnsProbe, type DnsProbe, type DnsProbeOptions } from "./dns.js";
export { createDomainCheckerFromConfig, type DomainCheckerHooks, RDAP_USER_AGENT } from "./factory.js";
export { createRdapClient, type RdapClient, type RdapClientOptions } from "./rdap.js";
export { RefreshError, type RefreshOptions, type RefreshResult, refreshBootstrap } from "./refresh.js";
export { openDomainCheckScope } from "./request-scope.js";
