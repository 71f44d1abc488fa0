/**
 * Property test: `assess` never throws anything but ValidationError, whatever the strings,
 * and always returns the contract's shape when it accepts a request.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assess } from "../src/assessment/assess.js";
import { FLAG_CATALOG } from "../src/assessment/flag-catalog.js";
import { ValidationError } from "../src/errors.js";

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc
    .array(
      fc.constantFrom(
        "AG",
        "SA",
        "GmbH",
        "Bank",
        "Zürich",
        "&",
        "(",
        ")",
        " ",
        "  ",
        ".",
        "Аlpha",
        "😀",
        "\t",
        "\u00a0",
        "UN",
        "Rotes Kreuz",
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(" ")),
);

describe("assess on arbitrary input", () => {
  it("resolves with a well-formed result or rejects with ValidationError", async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom("stock_corporation", "limited_liability", "sole_proprietorship", "partnership"),
        fc.constantFrom("de", "fr", "it", "en", "rm"),
        fc.option(text),
        fc.option(text),
        async (companyName, legalForm, language, ownerSurname, legalSeat) => {
          try {
            const { result, explanation } = await assess({
              companyName,
              legalForm: legalForm as never,
              language: language as never,
              ownerSurname,
              legalSeat,
              checkLevel: "basic",
            });
            for (const f of result.flags) expect(FLAG_CATALOG[f.code].category).toBe(f.category);
            expect(explanation.steps.every((s) => s.ran || s.stepId === "semantic.analysis")).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it("refuses a 10,000-character name with a ValidationError", async () => {
    const error = await assess({
      companyName: "Bank ".repeat(2000),
      legalForm: "stock_corporation",
      language: "de",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
  });
});
