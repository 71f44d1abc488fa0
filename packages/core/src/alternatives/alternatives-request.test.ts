import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { ValidationError } from "../errors.js";
import { alternativesFieldIssues, resolveAlternativesRequest } from "./alternatives-request.js";
import type { AlternativesRequest } from "./types.js";

const base = {
  companyName: "Alpenblick Treuhand AG",
  legalForm: "stock_corporation",
  language: "de",
} as const;

function issuesOf(request: unknown): { path: string; message: string }[] {
  try {
    resolveAlternativesRequest(request as AlternativesRequest);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  return [];
}

describe("resolveAlternativesRequest", () => {
  it("applies the defaults: 10 suggestions, no kept words, the owner among the surnames", () => {
    const r = resolveAlternativesRequest({ ...base, ownerSurname: " Keller ", surnames: ["Brunner"] });
    expect(r.count).toBe(10);
    expect(r.keep).toEqual([]);
    expect(r.surnames).toEqual(["Keller", "Brunner"]);
    expect(r.screening.enabled).toEqual(["ehraCompliance", "conflicts", "trademarks"]);
  });

  it.each([
    [{ count: 0 }, "count"],
    [{ count: 21 }, "count"],
    [{ count: 2.5 }, "count"],
    [{ keep: "Alpenblick" }, "keep"],
    [{ keep: ["Bergsicht"] }, "keep.0"],
    [{ surnames: [""] }, "surnames.0"],
    // A surname without a letter (before: the suggestion "12345 Treuhand AG").
    [{ surnames: ["Keller", "12345"] }, "surnames.1"],
    [{ surnames: ["&"] }, "surnames.0"],
    [{ keep: holeFirst("Alpenblick") }, "keep.0"],
    [{ surnames: ["a", "b", "c", "d", "e", "f"] }, "surnames"],
    [{ checks: { conflicts: { enabled: false } } }, "checks.conflicts.enabled"],
    [{ checks: { trademarks: { enabled: false } } }, "checks.trademarks.enabled"],
    [{ companyName: undefined }, "companyName"],
    [{ legalForm: "partnership" }, "legalForm"],
    // Misspelt: ignored before, the request answered with its defaults.
    [{ counts: 3 }, "counts"],
    [{ surname: ["Keller"] }, "surname"],
  ])("refuses %j at %s", (extra, path) => {
    expect(issuesOf({ ...base, ...extra }).map((i) => i.path)).toContain(path);
  });

  it("names the alternatives' own properties among the allowed ones", () => {
    expect(issuesOf({ ...base, counts: 3 })).toEqual([
      {
        path: "counts",
        message: expect.stringMatching(
          /allowed: activityScope, checkLevel, checks, companyName, count, keep, .*, surnames$/,
        ),
      },
    ]);
  });

  it.each([
    [{ keep: [null] }, [{ path: "keep.0", message: "must be a string" }]],
    [{ keep: holeFirst("Alpenblick") }, [{ path: "keep.0", message: "must be a string" }]],
    [{ surnames: [5] }, [{ path: "surnames.0", message: "must be a string" }]],
    [{ keep: [""] }, [{ path: "keep.0", message: "must be at least 1 character" }]],
    [{ surnames: [""] }, [{ path: "surnames.0", message: "must be at least 1 character" }]],
    [{ keep: ["a".repeat(65)] }, [{ path: "keep.0", message: "must be at most 64 characters" }]],
    [{ keep: [" "] }, [{ path: "keep.0", message: "must not be empty or only whitespace" }]],
    [{ surnames: ["1".repeat(65)] }, [{ path: "surnames.0", message: "must be at most 64 characters" }]],
  ])("refuses the words of %j as POST /v1/name/alternatives does", (extra, issues) => {
    // Before: "is required" for null, "must not be empty or only whitespace" for "", and a second
    // issue ("must be a word (or words) of companyName", "must contain a letter") for a word
    // already refused, where the HTTP 422 names one problem per word.
    expect(issuesOf({ ...base, ...extra })).toEqual(issues);
  });

  it("accepts a kept word in any case and spelling of the name", () => {
    expect(resolveAlternativesRequest({ ...base, keep: ["alpenblick"], count: 20 }).keep).toEqual([
      "alpenblick",
    ]);
  });
});

describe("alternativesFieldIssues", () => {
  // Before, null threw "Cannot read properties of null (reading 'count')"; the fields are optional.
  it("reads no fields as fields left out", () => {
    expect(alternativesFieldIssues(null as never, "Alpha AG")).toEqual([]);
  });
});
