import { describe, expect, it } from "vitest";
import type { Flag } from "../types.js";
import type { CombineInput } from "./combine.js";
import { combineScreening } from "./combine.js";
import { describeDriver } from "./decision-reasons.js";

const ALL = ["ehraCompliance", "conflicts", "trademarks", "domains"] as const;
const clean: CombineInput = {
  requested: ALL,
  assessment: { flags: [] },
  conflicts: { identityMatch: null, similarMatches: [] },
  trademarks: { similarMatches: [] },
  domains: { results: [{ fqdn: "alpha.ch", status: "likely_available" }] },
  issues: [],
};
const flag = (code: Flag["code"], severity: Flag["severity"]): Flag => ({
  code,
  severity,
  category: "SYNTAX",
  message: code,
});

describe("combineScreening", () => {
  it("is clear to file and complete when nothing drives", () => {
    expect(combineScreening(clean)).toEqual({
      overallStatus: "CLEAR_TO_FILE",
      resultState: "COMPLETE",
      drivers: [],
      primaryConcern: null,
    });
  });

  it.each([
    [
      { conflicts: { identityMatch: { name: "Alpha AG" }, similarMatches: [] } },
      "CONFLICT_IDENTICAL_NAME",
      "REGISTRY_REJECTION_LIKELY",
    ],
    [
      { conflicts: { identityMatch: null, similarMatches: [{ risk: "High", nameDisplay: "Alfa AG" }] } },
      "CONFLICT_HIGH_SIMILARITY",
      "MANUAL_REVIEW_ADVISED",
    ],
    [
      { conflicts: { identityMatch: null, similarMatches: [{ risk: "Medium", nameDisplay: "Alfa AG" }] } },
      "CONFLICT_MEDIUM_SIMILARITY",
      "MINOR_RISKS_DETECTED",
    ],
    [
      { trademarks: { similarMatches: [{ risk: "High", markText: "ALPHA" }] } },
      "TRADEMARK_HIGH_RISK",
      "MANUAL_REVIEW_ADVISED",
    ],
    [
      { trademarks: { similarMatches: [{ risk: "Medium", markText: null }] } },
      "TRADEMARK_MEDIUM_RISK",
      "MINOR_RISKS_DETECTED",
    ],
    [
      { domains: { results: [{ fqdn: "alpha.ch", status: "registered" }] } },
      "DOMAIN_TAKEN",
      "MINOR_RISKS_DETECTED",
    ],
    [
      { assessment: { flags: [flag("ERR_MISSING_LEGAL_FORM", "ERROR")] } },
      "ERR_MISSING_LEGAL_FORM",
      "REGISTRY_REJECTION_LIKELY",
    ],
  ] as [Partial<CombineInput>, string, string][])("%# drives %s → %s", (part, code, status) => {
    const decision = combineScreening({ ...clean, ...part });
    expect(decision.primaryConcern?.code).toBe(code);
    expect(decision.overallStatus).toBe(status);
    expect(decision.resultState).toBe("COMPLETE");
  });

  it("names a name several matches share once, with their number", () => {
    // Before: 'Similar: "Müller", "Müller", "Müller" and 2 more.'
    const similar = ["Müller", "Müller", "Müller AG", "Müller", "Meier", "Moser", "Moser"].map(
      (nameDisplay) => ({
        risk: "Medium" as const,
        nameDisplay,
      }),
    );
    const { drivers } = combineScreening({
      ...clean,
      conflicts: { identityMatch: null, similarMatches: similar },
    });
    expect(drivers[0]?.message).toBe('Similar: "Müller" (3 times), "Müller AG", "Meier" and 2 more.');
  });

  it("ignores Low matches (advisory only)", () => {
    const d = combineScreening({
      ...clean,
      conflicts: { identityMatch: null, similarMatches: [{ risk: "Low", nameDisplay: "X" }] },
    });
    expect(d.drivers).toEqual([]);
  });

  it("orders drivers by severity, then check order, and picks the first as primary concern", () => {
    const d = combineScreening({
      ...clean,
      assessment: { flags: [flag("WARN_ORIGIN_INDICATION", "WARNING")] },
      conflicts: {
        identityMatch: { name: "Alpha AG" },
        similarMatches: [{ risk: "High", nameDisplay: "Alfa AG" }],
      },
      domains: { results: [{ fqdn: "alpha.ch", status: "registered" }] },
    });
    expect(d.drivers.map((x) => [x.code, x.severity, x.check])).toEqual([
      ["CONFLICT_IDENTICAL_NAME", "ERROR", "conflicts"],
      ["WARN_ORIGIN_INDICATION", "WARNING", "ehraCompliance"],
      ["CONFLICT_HIGH_SIMILARITY", "WARNING", "conflicts"],
      ["DOMAIN_TAKEN", "INFO", "domains"],
    ]);
    expect(d.primaryConcern?.code).toBe("CONFLICT_IDENTICAL_NAME");
  });

  it("is PARTIAL with a CHECK_INCOMPLETE driver when one check timed out", () => {
    const d = combineScreening({
      ...clean,
      trademarks: undefined,
      issues: [{ check: "trademarks", code: "CHECK_TIMEOUT", message: "no answer within 2000 ms" }],
    });
    expect(d.resultState).toBe("PARTIAL");
    expect(d.overallStatus).toBe("MANUAL_REVIEW_ADVISED");
    expect(d.primaryConcern).toMatchObject({ code: "CHECK_INCOMPLETE", check: "trademarks" });
  });

  it("is PARTIAL, not FAILED, when the only requested check delivered with an issue", () => {
    // A domain check with one of two lookups failed upstream answers with its results and an
    // issue. Before, a screening of that check alone was FAILED ("no requested check could run").
    const d = combineScreening({
      requested: ["domains"],
      domains: {
        results: [
          { fqdn: "alpha.ch", status: "unknown" },
          { fqdn: "alpha.li", status: "likely_available" },
        ],
      },
      issues: [{ check: "domains", code: "UPSTREAM_ERROR", message: "1 of 2 domain lookups failed" }],
    });
    expect(d.resultState).toBe("PARTIAL");
    expect(d.primaryConcern).toMatchObject({ code: "CHECK_INCOMPLETE", check: "domains" });
  });

  it("is FAILED when no requested check could run", () => {
    const d = combineScreening({
      requested: ["conflicts"],
      issues: [{ check: "conflicts", code: "UPSTREAM_ERROR", message: "register unavailable" }],
    });
    expect(d.resultState).toBe("FAILED");
    expect(d.overallStatus).toBe("MANUAL_REVIEW_ADVISED");
  });
});

describe("describeDriver", () => {
  it("describes a flag and a search driver", () => {
    expect(describeDriver("ERR_MISSING_LEGAL_FORM")).toMatch(/legal form/i);
    expect(describeDriver("CHECK_INCOMPLETE")).toMatch(/^A requested check failed/);
  });

  it.each(["NOPE", "toString", "__proto__", undefined])("refuses %j, which is no driver code", (code) => {
    // Before: "Cannot read properties of undefined (reading 'description')" for an unknown code,
    // and undefined (no string at all) for a name every object has, such as "toString".
    expect(() => describeDriver(code as never)).toThrow(
      new TypeError(
        `describeDriver's code ${JSON.stringify(code) ?? "undefined"} is no flag or screening driver code`,
      ),
    );
  });
});
