import { describe, expect, it } from "vitest";
import { holeFirst } from "../../test/helpers/sparse.js";
import { ValidationError } from "../errors.js";
import { resolveTrademarkSearch } from "./trademark-request.js";

const issuesOf = (input: unknown) => {
  try {
    resolveTrademarkSearch(input as never);
  } catch (e) {
    if (e instanceof ValidationError) return e.issues.map((i) => i.path);
    throw e;
  }
  return [];
};

describe("resolveTrademarkSearch", () => {
  it("applies the defaults and folds duplicate classes", () => {
    expect(resolveTrademarkSearch({ query: "Alpha", niceClasses: [42, 9, 9] })).toEqual({
      query: "Alpha",
      limit: 25,
      minRisk: "Low",
      niceClasses: [9, 42],
      classesGiven: true,
    });
    expect(resolveTrademarkSearch({ query: "Alpha", niceClasses: null }).classesGiven).toBe(false);
    expect(resolveTrademarkSearch({ query: "Alpha", niceClasses: [] }).classesGiven).toBe(false);
  });

  it("ignores properties it does not know, as POST /v1/trademarks/search does (docs/library.md)", () => {
    expect(resolveTrademarkSearch({ query: "Alpha", classes: [9] } as never).classesGiven).toBe(false);
  });

  it.each([
    [{}, ["query"]],
    [{ query: "" }, ["query"]],
    [{ query: "x".repeat(257) }, ["query"]],
    [{ query: 5 }, ["query"]],
    [{ query: "a", limit: 0 }, ["limit"]],
    [{ query: "a", limit: 101 }, ["limit"]],
    [{ query: "a", limit: 2.5 }, ["limit"]],
    [{ query: "a", limit: "5" }, ["limit"]],
    [{ query: "a", minRisk: "Severe" }, ["minRisk"]],
    [{ query: "a", minRisk: null }, ["minRisk"]], // optional, not nullable, as over HTTP
    [{ query: "a", niceClasses: 9 }, ["niceClasses"]],
    [
      { query: "a", niceClasses: [9, 0, 46, 1.5, "3"] },
      ["niceClasses.1", "niceClasses.2", "niceClasses.3", "niceClasses.4"],
    ],
    [{ query: "", limit: 0, niceClasses: [50] }, ["query", "limit", "niceClasses.0"]],
    // A hole is no class: it was skipped by the check and echoed as null.
    [{ query: "a", niceClasses: holeFirst(9) }, ["niceClasses.0"]],
  ])("%j is refused naming %j", (input, paths) => {
    expect(issuesOf(input)).toEqual(paths);
  });

  it("accepts the bounds", () => {
    expect(issuesOf({ query: "x".repeat(256), limit: 100, minRisk: "High", niceClasses: [1, 45] })).toEqual(
      [],
    );
    expect(issuesOf({ query: "x", limit: 1 })).toEqual([]);
  });
});

describe("trademarkSearchIssues: a long list of bad Nice classes", () => {
  it("lists the first 20 and counts the rest in one issue, without overflowing the stack", () => {
    // Before: one issue per class, 300,000 of them, and a message of several MB.
    const niceClasses = Array.from({ length: 300_000 }, () => "x");
    const error = (() => {
      try {
        resolveTrademarkSearch({ query: "Alpha", niceClasses } as never);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    const { issues, message } = error as ValidationError;
    expect(issues).toHaveLength(21);
    expect(issues[0]).toEqual({ path: "niceClasses.0", message: "must be an integer", value: "x" });
    expect(issues[19]?.path).toBe("niceClasses.19");
    expect(issues[20]).toEqual({
      path: "niceClasses",
      message: "has 299980 more items that are not integers from 1 to 45",
    });
    expect(message.length).toBeLessThan(2_000);
  });

  it("counts only the bad classes, and lists exactly 20 without a count", () => {
    const twenty = [...Array.from({ length: 20 }, () => 0), ...Array.from({ length: 100 }, () => 9)];
    expect(issuesOf({ query: "a", niceClasses: twenty })).toHaveLength(20);
    const issues = (() => {
      try {
        resolveTrademarkSearch({ query: "a", niceClasses: [...twenty, 9, 46, 9, 1.5] } as never);
      } catch (e) {
        return (e as ValidationError).issues;
      }
    })();
    expect(issues?.at(-1)).toEqual({
      path: "niceClasses",
      message: "has 2 more items that are not integers from 1 to 45",
    });
  });
});
