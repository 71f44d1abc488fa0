import { describe, expect, it } from "vitest";
import { companyIndexInputs } from "../conflicts/company-register.js";
import { trigramKeysOf } from "../similarity/trigrams.js";
import { generateCompanies } from "../synthetic/index.js";
import { addFeatureBatch, featureBatch, featureBatchBuffers } from "./feature-batch.js";
import type { FeatureBatch } from "./index-data.js";
import { buildIndexData, entryFeatures, IndexDataBuilder } from "./index-data.js";
import { encodeSnapshot } from "./snapshot.js";
import { utf8Hash } from "./string-builders.js";
import { stringAt, tableSize } from "./strings.js";

const inputs = companyIndexInputs(generateCompanies({ count: 800, seed: 23 }));
// Non-ASCII texts too: their strings are UTF-8 in the batch.
const texts = [...inputs.map((i) => i.text), "Bäckerei Müller & Söhne AG", "Ōsaka Trading Sàrl", "123"];

describe("feature batches", () => {
  it("carry each text's features, hashed as the dictionaries hash them", () => {
    const batch = featureBatch(texts);
    const strings = Array.from({ length: tableSize(batch.strings) }, (_, i) => stringAt(batch.strings, i));
    const expected = texts.flatMap((t) => {
      const f = entryFeatures(t);
      const set = f.tokens.length > 0 ? [f.tokens.join(" ")] : [];
      return [f.nameNorm, ...f.sameAsKeys, ...f.phoneticKeys, ...f.conceptKeys, ...f.tokens, ...set];
    });
    expect(strings).toEqual(expected);
    expect([...batch.hashes]).toEqual(expected.map(utf8Hash));
    expect([...batch.trigrams]).toEqual(texts.flatMap((t) => trigramKeysOf(entryFeatures(t).tokens)));
    const counts = texts.flatMap((t) => {
      const f = entryFeatures(t);
      const trigrams = trigramKeysOf(f.tokens).length;
      return [f.sameAsKeys.length, f.phoneticKeys.length, f.conceptKeys.length, f.tokens.length, trigrams];
    });
    expect([...batch.counts]).toEqual(counts);
    expect(new Set(featureBatchBuffers(batch)).size).toBe(5);
  });

  it("added in batches of any size, build the index one pass builds", () => {
    const all = [
      ...inputs,
      ...texts.slice(inputs.length).map((text, i) => ({ text, record: 900 + i, tag: 0 })),
    ];
    const cases = [
      { options: {}, sizes: [1, 7, 256, all.length] },
      { options: { texts: false }, sizes: [256] },
    ];
    for (const { options, sizes } of cases) {
      const expected = encodeSnapshot(buildIndexData(all, undefined, options));
      for (const size of sizes) {
        const builder = new IndexDataBuilder(undefined, options);
        for (let at = 0; at < all.length; at += size) {
          const part = all.slice(at, at + size);
          addFeatureBatch(builder, part, featureBatch(part.map((i) => i.text)));
        }
        expect(encodeSnapshot(builder.finish())).toEqual(expected);
      }
    }
  });

  it("refuse a batch that does not fit its inputs", () => {
    const batch = featureBatch(texts.slice(0, 3));
    const add =
      (b: FeatureBatch, n = 3) =>
      () =>
        addFeatureBatch(new IndexDataBuilder(), inputs.slice(0, n), b);
    expect(add(batch, 2)).toThrow(/3 texts for 2 inputs/);
    const n = batch.hashes.length;
    const fewer = { ...batch, strings: { ...batch.strings, offsets: batch.strings.offsets.slice(0, -1) } };
    expect(add(fewer)).toThrow(new RegExp(`of ${n - 1} strings and ${n} hashes where its counts say ${n}`));
    expect(add({ ...batch, hashes: batch.hashes.slice(1) })).toThrow(
      new RegExp(`of ${n} strings and ${n - 1} hashes`),
    );
    expect(add({ ...batch, trigrams: batch.trigrams.slice(1) })).toThrow(
      new RegExp(
        `of ${batch.trigrams.length - 1} trigram keys where its counts say ${batch.trigrams.length}`,
      ),
    );
    const cut = { ...batch, strings: { ...batch.strings, blob: batch.strings.blob.slice(0, 4) } };
    expect(add(cut)).toThrow(/strings end past its bytes/);
  });
});
