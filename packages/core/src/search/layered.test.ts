/**
 * A layered index never extends the arrays its base answers with: over an empty base (which
 * answers every query with one shared empty array) the delta's hits of one search must not
 * come back in the next.
 */
import { describe, expect, it } from "vitest";
import { companyIndexInputs } from "../conflicts/company-register.js";
import { generateCompanies } from "../synthetic/generator.js";
import { generateQueries } from "../synthetic/queries.js";
import { textFeatures } from "./features.js";
import { LayeredIndex } from "./layered.js";
import { NameIndex } from "./name-index.js";

const search = (index: LayeredIndex, name: string) => {
  const features = textFeatures(name);
  return index.search({ features, tokenWeights: features.tokens.map(() => 1) });
};

describe("LayeredIndex over an empty base", () => {
  const delta = {
    added: [
      { record: 1, tag: 0, text: "Swisscom AG" },
      { record: 2, tag: 0, text: "Abschied Reisen AG" },
    ],
    removedRecords: [1, 2],
  };

  it("answers each search with that search's hits only", () => {
    const index = new LayeredIndex(NameIndex.build([]), delta);
    expect(search(index, "Swisscom AG").map((h) => h.record)).toEqual([1]);
    expect(search(index, "Abschied Reisen AG").map((h) => h.record)).toEqual([2]);
    expect(search(index, "Quxbrindle Holzbau AG")).toEqual([]);
  });

  it("leaves another layered index over the same empty base unaffected", () => {
    const base = NameIndex.build([]);
    search(new LayeredIndex(base, delta), "Swisscom AG");
    const later = new LayeredIndex(base, {
      added: [{ record: 7, tag: 0, text: "Bergland Käserei GmbH" }],
      removedRecords: [],
    });
    expect(search(later, "Swisscom AG")).toEqual([]);
    expect(search(new LayeredIndex(NameIndex.build([])), "Swisscom AG")).toEqual([]);
  });
});

describe("LayeredIndex with a delta", () => {
  const companies = generateCompanies({ count: 5_000, seed: 31 });
  const inputs = companyIndexInputs(companies);
  const delta = {
    added: companyIndexInputs(generateCompanies({ count: 50, seed: 32 }), (i) => companies.length + i),
    removedRecords: [],
  };

  it("leaves the base's Low partial names out as the base alone does (it weighs by its own statistics)", () => {
    const base = NameIndex.build(inputs);
    const layered = new LayeredIndex(base, delta);
    let leftOut = 0;
    for (const q of generateQueries(companies, 60, 33)) {
      const features = textFeatures(q.name);
      const query = { features, tokenWeights: features.tokens.map(() => 1), lowPartials: false };
      const alone = base.search(query).map((h) => h.entry);
      const inLayers = layered
        .search(query)
        .filter((h) => h.entry < base.size)
        .map((h) => h.entry);
      expect(
        inLayers.sort((a, b) => a - b),
        q.name,
      ).toEqual(alone.sort((a, b) => a - b));
      leftOut += base.search({ ...query, lowPartials: true }).length - alone.length;
    }
    expect(leftOut).toBeGreaterThan(50);
  });
});
