/**
 * The build's features of many texts as one flat message of typed arrays (`FeatureBatch`): the
 * strings as UTF-8 with their hashes, the counts, the trigram keys. A structured clone copies
 * typed arrays between threads as plain memory, and the thread that adds the batch to an
 * `IndexDataBuilder` (`addFeatureBatch`) makes no string, hashes nothing and leaves almost no
 * garbage (a batch of JavaScript strings cost that thread a sixth of its time in collection).
 * A caller that computes features on other threads (the server's parallel build) sends texts,
 * gets batches back and adds them in entry order; the index is the one a build on one thread makes.
 */
import { trigramKeysOf } from "../similarity/trigrams.js";
import type { BatchCursor, FeatureBatch, IndexDataBuilder, IndexInput } from "./index-data.js";
import { entryFeatures } from "./index-data.js";
import { StringTableBuilder } from "./string-builders.js";
import { hashBytes } from "./strings.js";

export type { FeatureBatch } from "./index-data.js";

/** The features of `texts`, in order. */
export function featureBatch(texts: readonly string[]): FeatureBatch {
  const strings = new StringTableBuilder();
  const counts = new Uint32Array(texts.length * 5);
  const trigrams: number[] = [];
  const keys: number[] = [];
  texts.forEach((text, i) => {
    const f = entryFeatures(text);
    strings.add(f.nameNorm);
    for (const list of [f.sameAsKeys, f.phoneticKeys, f.conceptKeys, f.tokens]) {
      for (const s of list) strings.add(s);
    }
    if (f.tokens.length > 0) strings.add(f.tokens.join(" "));
    for (const key of trigramKeysOf(f.tokens, keys)) trigrams.push(key);
    counts.set(
      [f.sameAsKeys.length, f.phoneticKeys.length, f.conceptKeys.length, f.tokens.length, keys.length],
      i * 5,
    );
  });
  const table = strings.finish();
  const hashes = new Uint32Array(table.offsets.length - 1);
  for (let s = 0; s < hashes.length; s++) {
    hashes[s] = hashBytes(table.blob, table.offsets[s] as number, table.offsets[s + 1] as number);
  }
  return { strings: table, hashes, counts, trigrams: Float64Array.from(trigrams) };
}

/** The buffers of a batch, to transfer it to another thread rather than copy it. */
export function featureBatchBuffers(batch: FeatureBatch): ArrayBuffer[] {
  const arrays = [batch.strings.blob, batch.strings.offsets, batch.hashes, batch.counts, batch.trigrams];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/**
 * Add `inputs` to `builder` with the features `batch` holds for their texts (made by
 * `featureBatch` over the same texts, in the same order). Throws when the batch does not fit them.
 */
export function addFeatureBatch(
  builder: IndexDataBuilder,
  inputs: readonly IndexInput[],
  batch: FeatureBatch,
): void {
  checkFits(batch, inputs.length);
  const at: BatchCursor = { string: 0, trigram: 0 };
  inputs.forEach((input, i) => {
    builder.addEncoded(input, batch, i, at);
  });
}

// --- Internal helpers ---

/** Throw unless the batch's arrays agree with each other and hold `texts` texts. */
function checkFits(batch: FeatureBatch, texts: number): void {
  const { strings, hashes, counts, trigrams } = batch;
  if (counts.length !== texts * 5) {
    throw new Error(`a feature batch of ${counts.length / 5} texts for ${texts} inputs`);
  }
  let expectedStrings = 0;
  let expectedTrigrams = 0;
  for (let c = 0; c < counts.length; c += 5) {
    const tokens = counts[c + 3] as number;
    // nameNorm, the counted strings, and the token set's key when there are tokens.
    expectedStrings +=
      1 + (counts[c] as number) + (counts[c + 1] as number) + (counts[c + 2] as number) + tokens;
    expectedStrings += tokens > 0 ? 1 : 0;
    expectedTrigrams += counts[c + 4] as number;
  }
  const stringCount = strings.offsets.length - 1;
  if (stringCount !== expectedStrings || hashes.length !== stringCount) {
    throw new Error(
      `a feature batch of ${stringCount} strings and ${hashes.length} hashes where its counts say ${expectedStrings}`,
    );
  }
  if (trigrams.length !== expectedTrigrams) {
    throw new Error(
      `a feature batch of ${trigrams.length} trigram keys where its counts say ${expectedTrigrams}`,
    );
  }
  if ((strings.offsets[stringCount] as number) > strings.blob.length) {
    throw new Error("a feature batch whose strings end past its bytes");
  }
}
