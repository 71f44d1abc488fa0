/**
 * Property test: the company and trademark searches never throw anything but ValidationError,
 * whatever the text, and an accepted search keeps to its `limit` and `minRisk`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InMemoryCompanyRegister } from "../src/conflicts/company-register.js";
import { searchConflicts } from "../src/conflicts/search-conflicts.js";
import { ValidationError } from "../src/errors.js";
import { RISK_RANK } from "../src/similarity/risk.js";
import { generateTrademarks } from "../src/synthetic/generate-trademarks.js";
import { generateCompanies } from "../src/synthetic/generator.js";
import { InMemoryTrademarkRegister } from "../src/trademarks/register.js";
import { searchTrademarks } from "../src/trademarks/search-trademarks.js";

// Texts that reach the normaliser's and the classes' edge cases: control and lone surrogate code
// units, graphemes, look-alike Cyrillic, ligatures, digits and the words of this session's rules.
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        ...["AG", "SA", "GmbH", "Ltd", "Bank", "Zürich", "&", "(", ")", " ", ".", "-", "'", "/"],
        ...["Аlpha", "😀", "\t", "\u00a0", "4U", "1", "2nd", "ﬁ", "ß", "İ", "ÆØÅ"],
        ...["Reis", "Reiss", "Kaba", "Gaba", "Life", "Holding", "x"],
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(" ")),
);
const minRisk = fc.constantFrom("Low", "Medium", "High") as fc.Arbitrary<"Low" | "Medium" | "High">;
const limit = fc.integer({ min: 1, max: 100 });

const companies = InMemoryCompanyRegister.fromCompanies(generateCompanies({ count: 400, seed: 3 }));
const marks = InMemoryTrademarkRegister.fromRecords([...generateTrademarks({ count: 400, seed: 5 })]);

/** The result, or null for a ValidationError; anything else is thrown. */
async function accepted<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return null;
  }
}

describe("searches on arbitrary input", () => {
  it("searchConflicts answers within limit and minRisk, or rejects with ValidationError", async () => {
    await fc.assert(
      fc.asyncProperty(text, limit, minRisk, async (name, n, risk) => {
        const r = await accepted(() => searchConflicts({ name, limit: n, minRisk: risk }, { companies }));
        if (!r) return;
        expect(r.similarMatches.length).toBeLessThanOrEqual(n);
        for (const m of r.similarMatches) expect(RISK_RANK[m.risk]).toBeGreaterThanOrEqual(RISK_RANK[risk]);
      }),
      { numRuns: 1500 },
    );
  });

  it("searchTrademarks answers within limit and minRisk, or rejects with ValidationError", async () => {
    await fc.assert(
      fc.asyncProperty(text, limit, minRisk, async (query, n, risk) => {
        const r = await accepted(() =>
          searchTrademarks({ query, limit: n, minRisk: risk }, { trademarks: marks }),
        );
        if (!r) return;
        expect(r.similarMatches.length).toBeLessThanOrEqual(n);
        for (const m of r.similarMatches) expect(RISK_RANK[m.risk]).toBeGreaterThanOrEqual(RISK_RANK[risk]);
      }),
      { numRuns: 1500 },
    );
  });
});
