/**
 * The SemanticAnalyzer contract (semantic/port.ts): `analyze` reads a name for meaning and
 * answers a named analysis whose findings use only the semantic, translation and regulatory
 * flags, each with a message and evidence; the same input gives the same answer, and the
 * input is left as it was. (An analyser may also throw: the assessment then fails open, which
 * the assessment's own tests cover.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { FLAG_CATALOG } from "../../assessment/flag-catalog.js";
import type { MaybePromise } from "../../maybe-promise.js";
import type { SemanticAnalysis, SemanticAnalyzer, SemanticInput } from "../../semantic/port.js";
import type { FlagCategory, FlagCode } from "../../types.js";

/** Builds the analyser under test. */
export type MakeSemanticAnalyzer = () => MaybePromise<SemanticAnalyzer>;

const FINDING_CATEGORIES: readonly FlagCategory[] = ["SEMANTIC", "TRANSLATION", "REGULATORY"];

const input = (companyName: string, nameCore: string, over: Partial<SemanticInput> = {}): SemanticInput => ({
  companyName,
  nameCore,
  legalForm: "stock_corporation",
  language: "de",
  activityScope: null,
  legalSeat: null,
  ownerSurname: null,
  languageVariants: [],
  ...over,
});

/** Plain, purely descriptive, regulated-looking, and translated names (fresh objects on each call). */
export const semanticContractInputs = (): SemanticInput[] => [
  input("Zubag AG", "zubag"),
  input("Schreinerei AG", "schreinerei", { activityScope: "Schreinerarbeiten aller Art" }),
  input("Zubag Wellness AG", "zubag wellness", { activityScope: "Betrieb eines Wellnesszentrums" }),
  input("Alpen Treuhand AG", "alpen treuhand", {
    legalSeat: "Chur",
    languageVariants: [{ language: "fr", companyName: "Alpes Fiduciaire SA" }],
  }),
];

/** Register `describe`/`it` blocks checking `makeAnalyzer`'s analysers against the contract. */
export function describeSemanticAnalyzerContract(name: string, makeAnalyzer: MakeSemanticAnalyzer): void {
  describe(`SemanticAnalyzer contract: ${name}`, () => {
    let analyzer: SemanticAnalyzer;
    beforeAll(async () => {
      analyzer = await makeAnalyzer();
    });

    it.each(semanticContractInputs().map((i, n) => [i.companyName, n] as const))(
      "%s: a named analysis with semantic, translation or regulatory findings only",
      async (_name, n) => {
        expectWellFormed(await analyzer.analyze(semanticContractInputs()[n] as SemanticInput));
      },
    );

    it("answers the same input the same way and leaves the input unchanged", async () => {
      const pristine = semanticContractInputs();
      for (const [n, given] of semanticContractInputs().entries()) {
        const first = await analyzer.analyze(given);
        const second = await analyzer.analyze(given);
        expect(second, given.companyName).toEqual(first);
        expect(given).toEqual(pristine[n]);
      }
    });
  });
}

function expectWellFormed(analysis: SemanticAnalysis): void {
  expect(typeof analysis.analyzer).toBe("string");
  expect(analysis.analyzer.length).toBeGreaterThan(0);
  expect(Array.isArray(analysis.impliedActivities)).toBe(true);
  for (const a of analysis.impliedActivities) expect(typeof a).toBe("string");
  expect(typeof analysis.isPurelyDescriptive).toBe("boolean");
  expect(typeof analysis.containsGeographicTerm).toBe("boolean");
  for (const f of analysis.findings) {
    const definition = FLAG_CATALOG[f.code as FlagCode];
    expect(definition, f.code).toBeDefined();
    expect(FINDING_CATEGORIES, f.code).toContain(definition.category);
    expect(f.message.length, f.code).toBeGreaterThan(0);
    expect(Array.isArray(f.evidence), f.code).toBe(true);
    for (const e of f.evidence) expect(typeof e, f.code).toBe("string");
  }
}
