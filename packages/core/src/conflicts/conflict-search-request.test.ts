import { describe, expect, it } from "vitest";
import { conflictSearchIssues } from "./conflict-search-request.js";

describe("conflictSearchIssues", () => {
  // Before, null threw "Cannot read properties of null (reading 'name')", where its twins
  // (trademarkSearchIssues, assessmentRequestIssues) answer with the missing field.
  it.each([null, undefined])("reads %s as a request without a name", (input) => {
    expect(conflictSearchIssues(input as never)).toEqual([
      expect.objectContaining({ path: "name", message: expect.stringMatching(/required/) }),
    ]);
  });
});

describe("conflictSearchIssues: limit and minRisk, in the HTTP schema's words", () => {
  it.each([
    [{ limit: null }, "limit", "must be an integer"], // null was taken as the default 25
    [{ limit: 2.5 }, "limit", "must be an integer"],
    [{ limit: 0 }, "limit", "must be at least 1"],
    [{ limit: 101 }, "limit", "must be at most 100"],
    [{ minRisk: null }, "minRisk", "must be one of High, Medium, Low"],
  ])("refuses %j", (extra, path, message) => {
    const issues = conflictSearchIssues({ name: "Alpha AG", ...extra } as never);
    expect(issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([{ path, message }]);
  });

  it.each([{}, { limit: 1 }, { limit: 100, minRisk: "High" }])("accepts %j", (extra) => {
    expect(conflictSearchIssues({ name: "Alpha AG", ...extra } as never)).toEqual([]);
  });
});
