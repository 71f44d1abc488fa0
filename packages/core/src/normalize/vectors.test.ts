/**
 * Runs the published test vectors (test/vectors/normalization.json): exact fields per case,
 * pairwise identity within each sameAs group and no identity for each notSameAs pair.
 */
import { describe, expect, it } from "vitest";
import { identical } from "../../test/helpers/same-as.js";
import vectors from "../../test/vectors/normalization.json" with { type: "json" };
import { NORMALIZATION_VERSION, normalizeName } from "./index.js";

interface VectorCase {
  input: string;
  nameNorm?: string;
  nameCore?: string;
  sameAsKeys?: string[];
  additions?: string[];
  legalForms?: { canonical: string; kind: string; language: string; text: string; embedded: boolean }[];
}

const cases = vectors.cases as VectorCase[];

describe("normalisation vectors", () => {
  it("are written for the current NORMALIZATION_VERSION", () => {
    expect(vectors.version).toBe(NORMALIZATION_VERSION);
  });

  it.each(cases.map((c) => [c.input, c] as const))("%j", (_input, c) => {
    const r = normalizeName(c.input);
    if (c.nameNorm !== undefined) expect(r.nameNorm).toBe(c.nameNorm);
    if (c.nameCore !== undefined) {
      expect(r.nameCore).toBe(c.nameCore);
      expect(r.coreTokens.join(" ")).toBe(c.nameCore);
    }
    if (c.sameAsKeys !== undefined) expect(r.sameAsKeys).toEqual(c.sameAsKeys);
    if (c.additions !== undefined) expect(r.additions).toEqual(c.additions);
    if (c.legalForms !== undefined) {
      expect(
        r.legalForms.map(({ canonical, kind, language, text, embedded }) => ({
          canonical,
          kind,
          language,
          text,
          embedded,
        })),
      ).toEqual(c.legalForms);
      for (const f of r.legalForms) expect(c.input.slice(f.start, f.end)).toBe(f.text);
    }
  });

  describe.each(vectors.sameAs.map((g) => [g.join(" = "), g] as const))("same as: %s", (_label, group) => {
    const pairs = group.flatMap((a, i) => group.slice(i + 1).map((b) => [a, b] as const));
    it.each(pairs)("%j = %j", (a, b) => {
      expect(
        identical(a, b),
        `${JSON.stringify(normalizeName(a).sameAsKeys)} vs ${JSON.stringify(normalizeName(b).sameAsKeys)}`,
      ).toBe(true);
    });
  });

  it.each(vectors.notSameAs.map(([a, b]) => [a!, b!] as const))("%j is not the same as %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });
});
