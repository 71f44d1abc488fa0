/**
 * The build's features of many texts as one flat message: an array of strings and an array of
 * counts, which a structured clone copies quickly between threads (an array of a thousand small
 * objects clones far slower). A caller that computes features on other threads (the server's
 * parallel build) sends texts, gets batches back, and adds them to an `IndexDataBuilder` in
 * entry order; the index is the same as a build on one thread.
 */
import type { EntryFeatures, IndexDataBuilder, IndexInput } from "./index-data.js";
import { entryFeatures } from "./index-data.js";

/** Features of consecutive texts. */
export interface FeatureBatch {
  /** Per text: its nameNorm, then its same-as keys, phonetic keys, concept keys and tokens. */
  strings: string[];
  /** Per text, four counts: same-as keys, phonetic keys, concept keys, tokens. */
  counts: Uint32Array;
}

/** The features of `texts`, in order. */
export function featureBatch(texts: readonly string[]): FeatureBatch {
  const strings: string[] = [];
  const counts = new Uint32Array(texts.length * 4);
  texts.forEach((text, i) => {
    const f = entryFeatures(text);
    strings.push(f.nameNorm, ...f.sameAsKeys, ...f.phoneticKeys, ...f.conceptKeys, ...f.tokens);
    counts[i * 4] = f.sameAsKeys.length;
    counts[i * 4 + 1] = f.phoneticKeys.length;
    counts[i * 4 + 2] = f.conceptKeys.length;
    counts[i * 4 + 3] = f.tokens.length;
  });
  return { strings, counts };
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
  if (batch.counts.length !== inputs.length * 4) {
    throw new Error(`a feature batch of ${batch.counts.length / 4} texts for ${inputs.length} inputs`);
  }
  const { strings, counts } = batch;
  // Each text's nameNorm, then its counted strings.
  const expected = counts.reduce((sum, n) => sum + n, inputs.length);
  if (strings.length !== expected) {
    throw new Error(`a feature batch of ${strings.length} strings where its counts say ${expected}`);
  }
  let at = 0;
  const take = (n: number): string[] => {
    const out = strings.slice(at, at + n);
    at += n;
    return out;
  };
  inputs.forEach((input, i) => {
    const f: EntryFeatures = {
      nameNorm: strings[at++] as string,
      sameAsKeys: take(counts[i * 4] as number),
      phoneticKeys: take(counts[i * 4 + 1] as number),
      conceptKeys: take(counts[i * 4 + 2] as number),
      tokens: take(counts[i * 4 + 3] as number),
    };
    builder.add(input, f);
  });
}
