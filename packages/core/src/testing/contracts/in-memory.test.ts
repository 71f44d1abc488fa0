/** The port contract suites against the core's in-memory implementations. */
import { InMemoryCompanyRegister } from "../../conflicts/company-register.js";
import { createMemoryDomainChecker } from "../../domains/memory.js";
import type { DomainEvidence } from "../../domains/port.js";
import { createBuiltinSemanticAnalyzer } from "../../semantic/analyzer.js";
import { defaultRestrictedTerms } from "../../terms/builtin-source.js";
import { InMemoryTrademarkRegister } from "../../trademarks/register.js";
import { describeCompanyRegisterContract } from "./company-register.js";
import type { DomainScenario } from "./domain-checker.js";
import { describeDomainCheckerContract } from "./domain-checker.js";
import { describeRestrictedTermsSourceContract } from "./restricted-terms.js";
import { describeSemanticAnalyzerContract } from "./semantic-analyzer.js";
import { describeTrademarkRegisterContract } from "./trademark-register.js";

describeCompanyRegisterContract("InMemoryCompanyRegister", (companies) =>
  InMemoryCompanyRegister.fromCompanies(companies),
);

describeTrademarkRegisterContract("InMemoryTrademarkRegister", (marks) =>
  InMemoryTrademarkRegister.fromRecords(marks),
);

describeRestrictedTermsSourceContract("built-in terms", () => ({ source: defaultRestrictedTerms() }), {
  changeable: false,
});

/** The evidence a table-driven checker holds for each scenario. */
const EVIDENCE: Record<DomainScenario, DomainEvidence> = {
  registered: {
    dns: { outcome: "delegated", nameservers: ["ns1.example.ch"] },
    rdap: { outcome: "not_queried" },
  },
  available: { dns: { outcome: "not_delegated", rcode: "NXDOMAIN" }, rdap: { outcome: "not_found" } },
  failing: {
    dns: { outcome: "error", code: "SERVFAIL" },
    rdap: { outcome: "error", httpStatus: 500, detail: "500" },
  },
};

describeDomainCheckerContract("createMemoryDomainChecker", (world) =>
  createMemoryDomainChecker(
    Object.fromEntries(Object.entries(world).map(([fqdn, scenario]) => [fqdn, EVIDENCE[scenario]])),
  ),
);

describeSemanticAnalyzerContract("built-in analyser", () => createBuiltinSemanticAnalyzer());
