import { describe, expect, it } from "vitest";
import { textContentProblem } from "./validation.js";

describe("textContentProblem", () => {
  it.each([
    ["Müller\nAG", "LF"],
    ["Müller\u0085AG", "NEL"],
    // Before, the line and paragraph separators passed, where LF, CR and NEL were refused.
    ["Müller\u2028AG", "the line separator"],
    ["Müller\u2029AG", "the paragraph separator"],
  ])("refuses %j (%s) as a line break", (text) => {
    expect(textContentProblem(text, { nonBlank: true })).toBe("contains control characters");
  });

  it("leaves a tab to the assessment's spacing flag", () => {
    expect(textContentProblem("Müller\tAG", { nonBlank: true })).toBeNull();
  });
});
