/**
 * The alternatives' promise as a property (fast-check): over generated registers of companies
 * and marks, for registered names, refused names and names made of flagged words, every
 * suggestion passes screening when screened on its own.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { failuresOnItsOwn } from "../../test/helpers/passes-screening.js";
import { InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { generateTrademarks } from "../synthetic/generate-trademarks.js";
import { generateCompanies } from "../synthetic/generator.js";
import { InMemoryTrademarkRegister } from "../trademarks/register.js";
import type { LegalForm } from "../types.js";
import { suggestAlternatives } from "./suggest-alternatives.js";
import type { AlternativesRequest } from "./types.js";

const WORDS = [
  "Alpen",
  "Quantix",
  "Velora",
  "Treuhand",
  "Immobilien",
  "Consulting",
  "Zürich",
  "Bern",
  "Nova",
];
const FLAGGED = ["Bank", "Swiss", "Casino", "Eidgenössische", "Universität", "UNO", "Apotheke"];
const FORMS = ["AG", "GmbH", "Ltd", "SA", ""];

const world = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  pick: fc.nat(),
  legalForm: fc.constantFrom<LegalForm>("stock_corporation", "limited_liability", "sole_proprietorship"),
  made: fc.array(fc.constantFrom(...WORDS, ...FLAGGED), { minLength: 1, maxLength: 3 }),
  // The first two words as a compound or joined by "&" ("Bank-Quantix", "Alpen & Swiss").
  joiner: fc.constantFrom(" ", "-", " & "),
  form: fc.constantFrom(...FORMS),
  fromRegister: fc.boolean(),
  classes: fc.option(fc.subarray([9, 35, 36, 41, 42], { minLength: 1 }), { nil: undefined }),
});

describe("suggestAlternatives never suggests what fails screening", () => {
  it("holds over generated registers", async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const generated = generateCompanies({ count: 300, seed: w.seed });
        const ports = {
          companies: InMemoryCompanyRegister.fromCompanies(generated),
          trademarks: InMemoryTrademarkRegister.fromRecords([
            ...generateTrademarks({ count: 200, seed: w.seed }),
          ]),
        };
        const registered = generated[w.pick % generated.length]?.names[0]?.name ?? "Alpen AG";
        const request: AlternativesRequest = {
          companyName: w.fromRegister ? registered : madeName(w.made, w.joiner, w.form),
          legalForm: w.legalForm,
          language: "de",
          ownerSurname: w.legalForm === "sole_proprietorship" ? "Keller" : null,
          count: 4,
          checks: { trademarks: { niceClasses: w.classes ?? null } },
        };
        const r = await suggestAlternatives(request, ports);
        expect(r.suggestions.length).toBeLessThanOrEqual(4);
        const failures = (
          await Promise.all(r.suggestions.map((s) => failuresOnItsOwn(s, request, ports)))
        ).flat();
        expect(failures).toEqual([]);
      }),
      { numRuns: 30, seed: 19 },
    );
  });
});

/** A name of the made words, the first two joined by `joiner`, and the legal form. */
function madeName(made: readonly string[], joiner: string, form: string): string {
  const [first = "", second, ...rest] = made;
  const head = second === undefined ? first : `${first}${joiner}${second}`;
  return [head, ...rest, form].join(" ").trim();
}
