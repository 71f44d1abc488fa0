/** The DNS + RDAP domain checker (adapter of the core's DomainChecker port). */
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
export { createDomainChecker, type DomainCheckerOptions, type NetworkDomainChecker } from "./checker.js";
export { DEFAULT_DOMAIN_CONFIG, type DomainConfig, parseDomainEnv } from "./config.js";
export { createDnsProbe, type DnsProbe, type DnsProbeOptions } from "./dns.js";
export { createDomainCheckerFromConfig, type DomainCheckerHooks, RDAP_USER_AGENT } from "./factory.js";
export { createRdapClient, type RdapClient, type RdapClientOptions } from "./rdap.js";
export { RefreshError, type RefreshOptions, type RefreshResult, refreshBootstrap } from "./refresh.js";
