import { describe, expect, it } from "vitest";
import { companyIndexInputs } from "../conflicts/company-register.js";
import { generateCompanies } from "../synthetic/index.js";
import { addFeatureBatch, featureBatch } from "./feature-batch.js";
import { buildIndexData, entryFeatures, IndexDataBuilder } from "./index-data.js";
import { encodeSnapshot } from "./snapshot.js";

const inputs = companyIndexInputs(generateCompanies({ count: 800, seed: 23 }));
const texts = inputs.map((i) => i.text);

describe("feature batches", () => {
  it("carry each text's features unchanged", () => {
    const builder = new IndexDataBuilder();
    const seen: unknown[] = [];
    builder.add = (_input, f) => {
      seen.push(f);
    };
    addFeatureBatch(builder, inputs, featureBatch(texts));
    expect(seen).toEqual(texts.map(entryFeatures));
  });

  it("added in batches of any size, build the index one pass builds", () => {
    const expected = encodeSnapshot(buildIndexData(inputs));
    for (const size of [1, 7, 256, inputs.length]) {
      const builder = new IndexDataBuilder();
      for (let at = 0; at < inputs.length; at += size) {
        const part = inputs.slice(at, at + size);
        addFeatureBatch(builder, part, featureBatch(part.map((i) => i.text)));
      }
      expect(encodeSnapshot(builder.finish())).toEqual(expected);
    }
  });

  it("refuse a batch that does not fit its inputs", () => {
    const batch = featureBatch(texts.slice(0, 3));
    expect(() => addFeatureBatch(new IndexDataBuilder(), inputs.slice(0, 2), batch)).toThrow(
      /3 texts for 2 inputs/,
    );
    const short = { strings: batch.strings.slice(0, -1), counts: batch.counts };
    expect(() => addFeatureBatch(new IndexDataBuilder(), inputs.slice(0, 3), short)).toThrow(
      new RegExp(`of ${batch.strings.length - 1} strings where its counts say ${batch.strings.length}`),
    );
    const long = { strings: [...batch.strings, "x"], counts: batch.counts };
    expect(() => addFeatureBatch(new IndexDataBuilder(), inputs.slice(0, 3), long)).toThrow(
      new RegExp(`of ${batch.strings.length + 1} strings where its counts say ${batch.strings.length}`),
    );
  });
});
