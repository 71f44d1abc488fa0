import { describe, expect, it } from "vitest";
import { LIMITS } from "../limits.js";
import type { AssessmentRequest } from "../types.js";
import { assessmentRequestIssues } from "./assessment-request.js";

const base = { companyName: "Zubag Handel AG", legalForm: "stock_corporation", language: "de" };
const issuesOf = (extra: Record<string, unknown>) =>
  assessmentRequestIssues({ ...base, ...extra } as unknown as AssessmentRequest).map(({ path, message }) => ({
    path,
    message,
  }));

const LEGAL_FORMS = "must be one of stock_corporation, limited_liability, sole_proprietorship";
const VARIANT_LANGUAGES = "must be one of de, fr, it, en, rm";

/** Each answer is what `POST /v1/name/assessment` says in its 422 (`details.issues`) for the same body. */
describe("assessmentRequestIssues: in the words of POST /v1/name/assessment", () => {
  it.each([
    // Before: "is required" for a null (HTTP: the value is there, and is no string).
    [{ companyName: null }, [{ path: "companyName", message: "must be a string" }]],
    // Before: "must not be empty or only whitespace" (HTTP: too short).
    [{ companyName: "" }, [{ path: "companyName", message: "must be at least 1 character" }]],
    [{ companyName: "   " }, [{ path: "companyName", message: "must not be empty or only whitespace" }]],
    [{ companyName: undefined }, [{ path: "companyName", message: "is required" }]],
    // Before: "is required" for both.
    [{ legalForm: null }, [{ path: "legalForm", message: LEGAL_FORMS }]],
    [{ language: null }, [{ path: "language", message: "must be one of de, fr, it, en" }]],
    [{ legalForm: undefined }, [{ path: "legalForm", message: "is required" }]],
    // Before: "must be an object { language, companyName }".
    [{ languageVariants: [null] }, [{ path: "languageVariants.0", message: "must be an object" }]],
    [
      { languageVariants: [5, "x"] },
      [
        { path: "languageVariants.0", message: "must be an object" },
        { path: "languageVariants.1", message: "must be an object" },
      ],
    ],
    [
      { languageVariants: [{ language: null, companyName: null }] },
      [
        { path: "languageVariants.0.language", message: VARIANT_LANGUAGES },
        { path: "languageVariants.0.companyName", message: "must be a string" },
      ],
    ],
    [
      { languageVariants: [{ language: "xx", companyName: "" }] },
      [
        { path: "languageVariants.0.language", message: VARIANT_LANGUAGES },
        { path: "languageVariants.0.companyName", message: "must be at least 1 character" },
      ],
    ],
    [
      { languageVariants: [{ language: "fr", companyName: "  " }] },
      [{ path: "languageVariants.0.companyName", message: "must not be empty or only whitespace" }],
    ],
    [
      { languageVariants: [{}] },
      [
        { path: "languageVariants.0.language", message: "is required" },
        { path: "languageVariants.0.companyName", message: "is required" },
      ],
    ],
    [{ activityScope: 5 }, [{ path: "activityScope", message: "must be a string" }]],
    [{ checkLevel: null }, [{ path: "checkLevel", message: "must be one of basic, full" }]],
  ])("%j", (extra, issues) => {
    expect(issuesOf(extra)).toEqual(issues);
  });

  it("refuses a text over its bound as HTTP does", () => {
    const max = LIMITS.legalSeat.max;
    expect(issuesOf({ legalSeat: "x".repeat(max + 1) })).toEqual([
      { path: "legalSeat", message: `must be at most ${max} characters` },
    ]);
  });

  it("lists the issues in the order of the HTTP schema's fields, unknown properties last", () => {
    const everyField = {
      zz: 1,
      riskProfile: "x",
      checkLevel: "x",
      languageVariants: 5,
      legalSeat: 5,
      ownerSurname: 5,
      activityScope: 5,
      language: "x",
      legalForm: "x",
      companyName: 5,
    };
    // Before: the unknown property first, and `language` before `activityScope`.
    expect(issuesOf(everyField).map((i) => i.path)).toEqual([
      "companyName",
      "legalForm",
      "activityScope",
      "language",
      "ownerSurname",
      "legalSeat",
      "languageVariants",
      "checkLevel",
      "riskProfile",
      "zz",
    ]);
    expect(
      issuesOf({ languageVariants: [{ zz: 1, companyName: 5, language: "x" }] }).map((i) => i.path),
    ).toEqual(["languageVariants.0.language", "languageVariants.0.companyName", "languageVariants.0.zz"]);
  });
});
