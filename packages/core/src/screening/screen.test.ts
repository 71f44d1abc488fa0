import { describe, expect, it } from "vitest";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { createMemoryDomainChecker } from "../domains/memory.js";
import { ValidationError } from "../errors.js";
import { InMemoryTrademarkRegister } from "../trademarks/register.js";
import type { TrademarkRecord } from "../trademarks/types.js";
import { screen } from "./screen.js";
import type { ScreeningPorts, ScreeningRequest } from "./types.js";

const company = (
  id: string,
  name: string,
  status: RegisteredCompany["status"] = "active",
): RegisteredCompany => ({
  id,
  uid: null,
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: "Zürich",
  canton: "ZH",
  status,
  names: [{ name, language: "de", kind: "main" }],
});
const mark = (id: string, text: string, classes: number[]): TrademarkRecord => ({
  sourceRecordId: id,
  registrationNumber: null,
  applicationNumberText: id,
  markText: text,
  status: "Registered",
  niceClasses: classes,
  applicationDate: null,
  registrationDate: null,
  expiryDate: null,
  markCategory: "Individual mark",
  markFeatureCategory: "Word",
});

const companies = InMemoryCompanyRegister.fromCompanies([
  company("CHE-1", "Alpenblick Treuhand AG"),
  company("CHE-2", "Bergsicht Immobilien AG"),
]);
const trademarks = InMemoryTrademarkRegister.fromRecords([
  mark("EM:1", "ALPENBLICK", [36]),
  mark("EM:2", "ZEBRA", [9]),
]);
const ports: ScreeningPorts = { companies, trademarks, domains: createMemoryDomainChecker() };
const request: ScreeningRequest = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
  checkLevel: "basic",
};

describe("screen", () => {
  it("rejects an identical registered name and keeps every sub-result", async () => {
    const { result, explanation } = await screen(request, ports);
    expect(result.resultState).toBe("COMPLETE");
    expect(result.overallStatus).toBe("REGISTRY_REJECTION_LIKELY");
    expect(result.primaryConcern).toMatchObject({
      code: "CONFLICT_IDENTICAL_NAME",
      check: "conflicts",
      severity: "ERROR",
    });
    expect(result.checks.conflicts?.identityMatch?.sourceCompanyId).toBe("CHE-1");
    expect(result.checks.trademarks?.similarMatches.map((m) => m.markText)).toContain("ALPENBLICK");
    expect(result.checks.ehraCompliance?.assessment.companyName).toBe(request.companyName);
    expect(result.checks.domains).toBeUndefined();
    expect(explanation.requestedChecks).toEqual(["ehraCompliance", "conflicts", "trademarks"]);
    expect(explanation.assessment?.steps.length).toBeGreaterThan(0);
  });

  it("runs the domain check when asked and reports a taken domain", async () => {
    const taken = createMemoryDomainChecker({
      "zebrafant.ch": {
        dns: { outcome: "delegated", nameservers: ["ns1.example"] },
        rdap: { outcome: "not_queried" },
      },
    });
    const { result } = await screen(
      { ...request, companyName: "Zebrafant AG", checks: { domains: { enabled: true, tlds: ["ch", "li"] } } },
      { ...ports, domains: taken },
    );
    expect(result.checks.domains?.summary).toEqual({
      registeredCount: 1,
      likelyAvailableCount: 1,
      unknownCount: 0,
    });
    expect(result.drivers.map((d) => d.code)).toContain("DOMAIN_TAKEN");
  });

  // Before, .ch's failure was COMPLETE beside a TLD without an RDAP service (no failure), where
  // ["ch"] alone was PARTIAL: asking for more TLDs gave a better status.
  it("reports a domain lookup that failed upstream beside others as PARTIAL, keeping the results", async () => {
    const checker = createMemoryDomainChecker({
      "zebrafant.ch": {
        dns: { outcome: "not_delegated", rcode: "NXDOMAIN" },
        rdap: { outcome: "error", httpStatus: 503, detail: "503" },
      },
      "zebrafant.de": {
        dns: { outcome: "not_delegated", rcode: "NXDOMAIN" },
        rdap: { outcome: "no_service" },
      },
    });
    const { result } = await screen(
      { ...request, companyName: "Zebrafant AG", checks: { domains: { enabled: true, tlds: ["ch", "de"] } } },
      { ...ports, domains: checker },
    );
    expect(result.checks.domains?.results.map((r) => r.reason)).toEqual(["rdap_error", "no_rdap_service"]);
    expect(result.executionIssues).toEqual([
      {
        check: "domains",
        code: "UPSTREAM_ERROR",
        message: "1 of 2 domain lookups failed upstream: zebrafant.ch (rdap_error)",
      },
    ]);
    expect(result.resultState).toBe("PARTIAL");
    expect(result.drivers.map((d) => d.code)).toContain("CHECK_INCOMPLETE");
  });

  it("is PARTIAL when the domain check alone ran with one lookup failed upstream", async () => {
    // Before: FAILED, though checks.domains held the other TLD's result.
    const checker = createMemoryDomainChecker({
      "zebrafant.ch": { dns: { outcome: "error", code: "ESERVFAIL" }, rdap: { outcome: "not_found" } },
    });
    const checks = {
      ehraCompliance: { enabled: false },
      conflicts: { enabled: false },
      trademarks: { enabled: false },
      domains: { enabled: true, tlds: ["ch", "li"] },
    };
    const { result } = await screen(
      { ...request, companyName: "Zebrafant AG", checks },
      { ...ports, domains: checker },
    );
    expect(result.checks.domains?.results.map((r) => r.status)).toEqual(["unknown", "likely_available"]);
    expect(result.executionIssues.map((i) => i.code)).toEqual(["UPSTREAM_ERROR"]);
    expect(result.resultState).toBe("PARTIAL");
  });

  it.each([-1, 0, Number.NaN, "100"])("refuses a budget of %j for a check", async (ms) => {
    // Before: NaN and "100" meant no budget at all, and -1 timed the check out at once.
    const error = await screen(request, { ...ports, budgetsMs: { conflicts: ms as number } }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      `screen's ports.budgetsMs.conflicts must be a positive number of milliseconds, not ${typeof ms === "string" ? `"${ms}"` : String(ms)}`,
    );
  });

  it("hands the assessment the ports a partner gives as accessors", async () => {
    // Before: the assessment got a spread copy of the ports, which has no getters of a class's
    // prototype: its restricted terms, analyser and clock were silently the built-in ones.
    const calls: string[] = [];
    class PartnerPorts {
      get companies() {
        return companies;
      }
      get trademarks() {
        return trademarks;
      }
      get restrictedTerms() {
        return {
          snapshot: () => {
            calls.push("snapshot");
            return { version: "partner", categories: [], terms: [] };
          },
        };
      }
      get semantic() {
        return {
          analyze: () => {
            calls.push("analyze");
            return { analyzer: "partner", findings: [] };
          },
        };
      }
      get clock() {
        return {
          now: () => {
            calls.push("now");
            return Date.now();
          },
        };
      }
    }
    const { result } = await screen(
      { ...request, checkLevel: "full" },
      new PartnerPorts() as unknown as ScreeningPorts,
    );
    expect(result.resultState).toBe("COMPLETE");
    expect([...new Set(calls)].sort()).toEqual(["analyze", "now", "snapshot"]);
  });

  it("refuses a budget for a check that does not exist (a misspelt check)", async () => {
    // Before: `conflict: 100` was ignored and the conflict search ran with its default 2 s.
    const error = await screen(request, { ...ports, budgetsMs: { conflict: 100 } as never }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(
      "screen's ports.budgetsMs.conflict is not a check; checks are ehraCompliance, conflicts, trademarks, domains",
    );
  });

  it("is PARTIAL with CHECK_TIMEOUT when a check exceeds its budget", async () => {
    const never = {
      match: () => new Promise<never>(() => {}),
      describe: (records: readonly number[]) => trademarks.describe(records),
    } as unknown as InMemoryTrademarkRegister;
    const { result } = await screen(
      { ...request, companyName: "Zebrafant AG" },
      { ...ports, trademarks: never },
    );
    expect(result.resultState).toBe("PARTIAL");
    expect(result.executionIssues).toEqual([
      expect.objectContaining({ check: "trademarks", code: "CHECK_TIMEOUT" }),
    ]);
    expect(result.overallStatus).toBe("MANUAL_REVIEW_ADVISED");
    expect(result.checks.trademarks).toBeUndefined();
  });

  it("keeps the assessment's flags when the semantic analyser is slower than the check's budget", async () => {
    // Before, the whole assessment check timed out with the analyser: no flags, a PARTIAL result.
    const { result } = await screen(
      { ...request, companyName: "Zebrafant Bank AG", checkLevel: "full" },
      {
        ...ports,
        semantic: { analyze: () => new Promise(() => {}) },
        budgetsMs: { ehraCompliance: 200 },
        // The analyser's budget (3/4 of the check's, 150 ms) runs out at once and the check's
        // never does: on the real clock a 50 ms stall between the two timers timed the check out.
        clock: {
          now: () => Date.now(),
          sleep: (ms) => (ms < 200 ? Promise.resolve() : new Promise(() => {})),
        },
      },
    );
    expect(result.executionIssues).toEqual([]);
    expect(result.resultState).toBe("COMPLETE");
    expect(result.checks.ehraCompliance?.metadata.semanticFailOpen).toBe(true);
    expect(result.drivers.map((d) => d.code)).toContain("WARN_FINREG_LICENSE_REQUIRED");
  });

  it("reports NOT_CONFIGURED and FAILED when no requested check can run", async () => {
    const { result } = await screen(
      { ...request, checks: { ehraCompliance: { enabled: false }, trademarks: { enabled: false } } },
      {},
    );
    expect(result.resultState).toBe("FAILED");
    expect(result.executionIssues).toEqual([
      expect.objectContaining({ check: "conflicts", code: "NOT_CONFIGURED" }),
    ]);
  });

  // Before, the whole call threw "Cannot convert object to primitive value" (String() of it).
  it("reports a port rejecting with an object without a prototype as INTERNAL_ERROR", async () => {
    const rejecting = () => Promise.reject(Object.create(null));
    const { result } = await screen(
      { ...request, checks: { trademarks: { enabled: false } } },
      { ...ports, companies: { match: rejecting, describe: () => [] } },
    );
    expect(result.executionIssues).toEqual([
      expect.objectContaining({ check: "conflicts", code: "INTERNAL_ERROR" }),
    ]);
  });

  it("reports a name too short to search as a VALIDATION_ERROR issue of the check", async () => {
    const { result } = await screen(
      { ...request, companyName: "X AG", checks: { trademarks: { enabled: false } } },
      ports,
    );
    expect(result.executionIssues).toEqual([
      expect.objectContaining({ check: "conflicts", code: "VALIDATION_ERROR" }),
    ]);
    expect(result.resultState).toBe("PARTIAL");
  });

  it.each([
    [{ checks: { conflicts: { limit: 0 } } }, "checks.conflicts.limit"],
    [{ checks: { trademarks: { minRisk: "Extreme" } } }, "checks.trademarks.minRisk"],
    [{ checks: { trademarks: { niceClasses: [46] } } }, "checks.trademarks.niceClasses"],
    [{ checks: { domains: { enabled: true, tlds: ["xyz"] } } }, "checks.domains.tlds"],
    [{ checks: { whois: { enabled: true } } }, "checks.whois"],
    [{ checks: { conflicts: { enabled: "yes" } } }, "checks.conflicts.enabled"],
    [{ companyName: "" }, "companyName"],
  ])("refuses %j naming %s", async (part, path) => {
    const error = await screen({ ...request, ...part } as ScreeningRequest, ports).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path).join(" ")).toContain(path);
  });
});
