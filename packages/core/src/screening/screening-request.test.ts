import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { ValidationError } from "../errors.js";
import { resolveScreeningRequest } from "./screening-request.js";

const base = { companyName: "Zebrafant AG", legalForm: "stock_corporation", language: "de" } as const;

/** The issues as `{ path, message }`, what the HTTP error body's `details.issues` carries. */
function issuesOf(input: unknown): { path: string; message: string }[] {
  try {
    resolveScreeningRequest(input as never);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map(({ path, message }) => ({ path, message }));
    throw error;
  }
  return [];
}

function pathsOf(input: unknown): string[] {
  try {
    resolveScreeningRequest(input as never);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((i) => i.path);
    throw error;
  }
  return [];
}

describe("resolveScreeningRequest", () => {
  it("resolves every check's input with its defaults", () => {
    expect(resolveScreeningRequest(base)).toMatchObject({
      enabled: ["ehraCompliance", "conflicts", "trademarks"],
      conflicts: { limit: 25, minRisk: "Low" },
      trademarks: { query: "Zebrafant AG", limit: 25, minRisk: "Low", niceClasses: [], classesGiven: false },
      domains: { tlds: ["ch"], includeVariants: false },
    });
  });

  it("refuses a request that switches every check off", () => {
    // Before: resolved with no check, and screen() answered CLEAR_TO_FILE, COMPLETE.
    const off = { enabled: false };
    expect(
      pathsOf({ ...base, checks: { ehraCompliance: off, conflicts: off, trademarks: off, domains: off } }),
    ).toEqual(["checks"]);
    expect(pathsOf({ ...base, checks: { ehraCompliance: off, conflicts: off, trademarks: off } })).toEqual([
      "checks",
    ]);
    expect(
      pathsOf({
        ...base,
        checks: { ehraCompliance: off, conflicts: off, trademarks: off, domains: { enabled: true } },
      }),
    ).toEqual([]);
  });

  it("folds classes and canonicalises TLDs once, for the checks to use as they are", () => {
    const req = resolveScreeningRequest({
      ...base,
      checks: {
        trademarks: { niceClasses: [42, 9, 9] },
        domains: { enabled: true, tlds: [".CH", "li", "ch"] },
      },
    });
    expect(req.trademarks).toMatchObject({ niceClasses: [9, 42], classesGiven: true });
    expect(req.domains.tlds).toEqual(["ch", "li"]);
    expect(req.enabled).toContain("domains");
  });

  it.each([
    [{ checks: { trademarks: { niceClasses: [0] } } }, "checks.trademarks.niceClasses.0"],
    [{ checks: { trademarks: { limit: 0 } } }, "checks.trademarks.limit"],
    [{ checks: { conflicts: { minRisk: "Huge" } } }, "checks.conflicts.minRisk"],
    [{ checks: { domains: { enabled: true, tlds: ["ch", "xyz"] } } }, "checks.domains.tlds.1"],
    [{ checks: { domains: { enabled: true, tlds: [] } } }, "checks.domains.tlds"],
    [{ checks: { other: {} } }, "checks.other"],
    // Misspelt: ignored before, the screening answered with its defaults.
    [{ riskprofile: "conservative" }, "riskprofile"],
    [{ checks: { trademarks: { niceclasses: [9] } } }, "checks.trademarks.niceclasses"],
    // The alternatives' own fields are not a screening's.
    [{ count: 5 }, "count"],
    // Holes were skipped by the checks: a null class echoed, a TLD list shorter than sent.
    [{ checks: { trademarks: { niceClasses: holeFirst(9) } } }, "checks.trademarks.niceClasses.0"],
    [{ checks: { domains: { enabled: true, tlds: holeFirst("ch") } } }, "checks.domains.tlds.0"],
  ])("names the bad field of %j", (extra, path) => {
    expect(pathsOf({ ...base, ...extra })).toEqual([path]);
  });

  it("names the screening's properties, checks included, when one is unknown", () => {
    try {
      resolveScreeningRequest({ ...base, check: {} } as never);
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).issues[0]?.message).toMatch(
        /allowed: activityScope, checkLevel, checks, companyName, .*riskProfile$/,
      );
    }
  });

  it("refuses an unknown check in the words of POST /v1/name/screening", () => {
    // Before: "is not a check; checks are ...", where the HTTP 422 said "is not an allowed property".
    expect(issuesOf({ ...base, checks: { conflict: {} } })).toEqual([
      {
        path: "checks.conflict",
        message: "is not an allowed property; allowed: conflicts, domains, ehraCompliance, trademarks",
      },
    ]);
  });

  it("lists at most 20 unknown checks and counts the rest", () => {
    // Before, one issue per key: 100,000 stray keys made 100,000 issues and a message of megabytes.
    const checks = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, {}]));
    const issues = issuesOf({ ...base, checks });
    expect(issues).toHaveLength(21);
    expect(issues[20]).toEqual({ path: "checks", message: "has 99980 more properties that are not allowed" });
  });

  it("refuses a long list of bad Nice classes with a ValidationError, not a stack overflow", () => {
    // Before: RangeError (Maximum call stack size exceeded), the issues spread into one push.
    const niceClasses = Array.from({ length: 300_000 }, () => "x");
    const issues = issuesOf({ ...base, checks: { trademarks: { niceClasses } } });
    expect(issues[0]).toEqual({ path: "checks.trademarks.niceClasses.0", message: "must be an integer" });
  });

  it("lists the assessment's problems with the block's", () => {
    expect(pathsOf({ ...base, companyName: "", checks: { conflicts: { limit: 101 } } })).toEqual([
      "companyName",
      "checks.conflicts.limit",
    ]);
  });

  it("does not check the TLDs of a domain check that does not run", () => {
    expect(pathsOf({ ...base, checks: { domains: { tlds: ["xyz"] } } })).toEqual([]);
  });

  // Every optional option refuses null, with the path and words of POST /v1/name/screening's 422.
  // Before, `limit: null` and `minRisk: null` (and top-level `checkLevel`/`riskProfile: null`) were
  // taken as absent: the library answered with the defaults where HTTP refused the request.
  describe("options, as the HTTP schema takes them", () => {
    const risk = "must be one of High, Medium, Low";
    it.each([
      [{ checkLevel: null }, "checkLevel", "must be one of basic, full"],
      [{ riskProfile: null }, "riskProfile", "must be one of balanced, conservative, relaxed"],
      [
        { checks: { ehraCompliance: { enabled: null } } },
        "checks.ehraCompliance.enabled",
        "must be a boolean",
      ],
      [{ checks: { conflicts: { enabled: null } } }, "checks.conflicts.enabled", "must be a boolean"],
      [{ checks: { conflicts: { limit: null } } }, "checks.conflicts.limit", "must be an integer"],
      [{ checks: { conflicts: { limit: "5" } } }, "checks.conflicts.limit", "must be an integer"],
      [{ checks: { conflicts: { limit: 1.5 } } }, "checks.conflicts.limit", "must be an integer"],
      [{ checks: { conflicts: { limit: 0 } } }, "checks.conflicts.limit", "must be at least 1"],
      [{ checks: { conflicts: { limit: 101 } } }, "checks.conflicts.limit", "must be at most 100"],
      [{ checks: { conflicts: { minRisk: null } } }, "checks.conflicts.minRisk", risk],
      [{ checks: { conflicts: { minRisk: "Huge" } } }, "checks.conflicts.minRisk", risk],
      [{ checks: { trademarks: { enabled: null } } }, "checks.trademarks.enabled", "must be a boolean"],
      [{ checks: { trademarks: { limit: null } } }, "checks.trademarks.limit", "must be an integer"],
      [{ checks: { trademarks: { limit: true } } }, "checks.trademarks.limit", "must be an integer"],
      [{ checks: { trademarks: { limit: 0 } } }, "checks.trademarks.limit", "must be at least 1"],
      [{ checks: { trademarks: { limit: 101 } } }, "checks.trademarks.limit", "must be at most 100"],
      [{ checks: { trademarks: { minRisk: null } } }, "checks.trademarks.minRisk", risk],
      [
        { checks: { trademarks: { niceClasses: 9 } } },
        "checks.trademarks.niceClasses",
        "must be an array of integers or null",
      ],
      [
        { checks: { trademarks: { niceClasses: [null] } } },
        "checks.trademarks.niceClasses.0",
        "must be an integer",
      ],
      [
        { checks: { trademarks: { niceClasses: ["9"] } } },
        "checks.trademarks.niceClasses.0",
        "must be an integer",
      ],
      [
        { checks: { trademarks: { niceClasses: [0] } } },
        "checks.trademarks.niceClasses.0",
        "must be at least 1",
      ],
      [
        { checks: { trademarks: { niceClasses: [46] } } },
        "checks.trademarks.niceClasses.0",
        "must be at most 45",
      ],
      [{ checks: { domains: { enabled: null } } }, "checks.domains.enabled", "must be a boolean"],
      [{ checks: { domains: { tlds: null } } }, "checks.domains.tlds", "must be an array"],
      [
        { checks: { domains: { includeVariants: null } } },
        "checks.domains.includeVariants",
        "must be a boolean",
      ],
    ])("refuses %j", (extra, path, message) => {
      expect(issuesOf({ ...base, ...extra })).toEqual([{ path, message }]);
    });

    it.each([
      { checks: null },
      { checks: {} },
      { checks: { ehraCompliance: null, conflicts: null, trademarks: null, domains: null } },
      { activityScope: null, ownerSurname: null, legalSeat: null, languageVariants: null },
      { checkLevel: "basic", riskProfile: "conservative" },
      { checks: { conflicts: { enabled: true, limit: 1, minRisk: "High" } } },
      { checks: { conflicts: { limit: 100 } } },
      { checks: { trademarks: { limit: 100, minRisk: "Medium", niceClasses: null } } },
      { checks: { trademarks: { niceClasses: [1, 45] } } },
      { checks: { domains: { enabled: true, tlds: ["ch"], includeVariants: true } } },
      { checks: { conflicts: { limit: undefined, minRisk: undefined } } },
    ])("accepts %j", (extra) => {
      expect(issuesOf({ ...base, ...extra })).toEqual([]);
    });
  });
});
