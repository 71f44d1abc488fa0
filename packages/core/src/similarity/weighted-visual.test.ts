/**
 * Class V's High needs the distinctive parts to look alike: the weighed Dice (weighted-visual.ts)
 * against its definition, the risk rule, and the search over a register where a generic word is
 * common, by the index and by the brute-force oracle.
 */
import { describe, expect, it } from "vitest";
import { foundInBoth } from "../../test/helpers/found-in-both.js";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { generateCompanies } from "../synthetic/generator.js";
import type { RiskInput } from "./risk.js";
import { blankRiskInput, CLASS_BITS, riskOf } from "./risk.js";
import { trigramDice, trigramsOf } from "./trigrams.js";
import { weightedDice } from "./weighted-visual.js";

describe("weightedDice", () => {
  it("is the plain Dice when every word weighs the same", () => {
    const a = ["bco", "vermogensverwaltung"];
    const b = ["bfa", "vermogensverwaltung"];
    const plain = trigramDice(trigramsOf(a), trigramsOf(b));
    expect(weightedDice(a, [0.7, 0.7], b, [0.7, 0.7])).toBeCloseTo(plain, 12);
  });

  it("falls when the shared trigrams come from a light word and the heavy ones differ", () => {
    const a = ["bco", "vermogensverwaltung"];
    const b = ["bfa", "vermogensverwaltung"];
    expect(trigramDice(trigramsOf(a), trigramsOf(b))).toBeGreaterThan(0.85);
    expect(weightedDice(a, [1, 0.3], b, [1, 0.3])).toBeLessThan(0.75);
  });

  it("is 1 for the same words and 0 for nothing shared", () => {
    expect(weightedDice(["alpha", "bau"], [1, 0.2], ["alpha", "bau"], [1, 0.2])).toBeCloseTo(1, 12);
    expect(weightedDice(["alpha"], [1], ["zeta"], [1])).toBe(0);
  });
});

describe("risk of class V", () => {
  const input = (visualScore: number, weightedVisual: number): RiskInput => ({
    ...blankRiskInput(),
    classes: CLASS_BITS.V,
    visualScore,
    weightedVisual,
  });

  it.each([
    [0.9, 0.9, "High"],
    [0.85, 0.85, "High"],
    [0.9, 0.84, "Medium"],
    [0.8, 0, "Medium"],
    [0.75, 0, "Low"],
  ] as const)("Dice %d, weighed %d → %s", (visual, weighted, risk) => {
    expect(riskOf(input(visual, weighted))).toBe(risk);
  });
});

describe("the search, where a generic word is common", () => {
  // 400 names end in "Vermögensverwaltung": it weighs little in this register.
  const generated = generateCompanies({ count: 2000, seed: 26_11 });
  const background: RegisteredCompany[] = [
    ...generated,
    ...generated.slice(0, 400).map((c, i) => ({
      ...c,
      id: `CHE-400.000.${String(i).padStart(3, "0")}`,
      uid: null,
      names: [
        {
          name: `${String.fromCharCode(65 + (i % 26), 65 + ((i / 26) | 0))} Vermögensverwaltung AG`,
          language: null,
          kind: "main" as const,
        },
      ],
    })),
  ];

  const found = (a: string, b: string) => foundInBoth(background, a, b);

  it("different initials before a common word: V, but Medium", async () => {
    const r = await found("BCO Vermögensverwaltung AG", "BFA Vermögensverwaltung AG");
    expect(r?.visualScore).toBeGreaterThanOrEqual(0.85);
    expect(r).toMatchObject({ risk: "Medium", classes: expect.arrayContaining(["V"]) });
  });

  it("the distinctive word itself alike: High", async () => {
    const r = await found("Quantixa Vermögensverwaltung AG", "Quantiza Vermögensverwaltung AG");
    expect(r?.risk).toBe("High");
  });
});
