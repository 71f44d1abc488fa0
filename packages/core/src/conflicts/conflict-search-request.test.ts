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
