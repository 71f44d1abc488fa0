import { describe, expect, it } from "vitest";
import { buildStringDict } from "./strings.js";
import { buildVocabularyTables } from "./vocabulary.js";
import type { VocabularyJobResult } from "./vocabulary-jobs.js";
import {
  runVocabularyJob,
  VOCABULARY_JOB_WORDS,
  vocabularyFromJobs,
  vocabularyJobBuffers,
  vocabularyJobCount,
} from "./vocabulary-jobs.js";

/** Distinct words of 3 to 14 letters (a seeded generator: words of every table's lengths). */
function words(count: number): string[] {
  let seed = 15;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 8;
  };
  const out = new Set<string>();
  while (out.size < count) {
    const length = 3 + (next() % 12);
    let w = "";
    for (let i = 0; i < length; i++) w += "aeioubcdfgklmnprstz"[next() % 19];
    out.add(w);
  }
  return [...out];
}

describe("vocabulary jobs", () => {
  // Three key jobs, the last one short.
  const dict = buildStringDict(words(2 * VOCABULARY_JOB_WORDS + 1000));

  it("cut the words into the affix job and ranges of words", () => {
    expect(vocabularyJobCount(dict)).toBe(4);
    expect(vocabularyJobCount(buildStringDict([]))).toBe(1);
    expect(vocabularyJobCount(buildStringDict(["alpha"]))).toBe(2);
  });

  it("run in any order, make the tables a one-pass build makes", () => {
    const count = vocabularyJobCount(dict);
    const results: VocabularyJobResult[] = new Array(count);
    for (let job = count - 1; job >= 0; job--) results[job] = runVocabularyJob(dict, job);
    expect(vocabularyFromJobs(dict, results)).toEqual(buildVocabularyTables(dict));
    // Every array of an answer is in its transfer list, each buffer once.
    expect(vocabularyJobBuffers(results[0] as VocabularyJobResult)).toHaveLength(2);
    expect(vocabularyJobBuffers(results[1] as VocabularyJobResult)).toHaveLength(9);
  });

  it("refuse a job that does not exist, and answers that do not fit", () => {
    const count = vocabularyJobCount(dict);
    for (const job of [-1, count, 1.5, Number.NaN]) {
      expect(() => runVocabularyJob(dict, job)).toThrow(RangeError);
    }
    const results = Array.from({ length: count }, (_, job) => runVocabularyJob(dict, job));
    expect(() => vocabularyFromJobs(dict, results.slice(1))).toThrow(RangeError);
    const swapped = [results[1], results[0], ...results.slice(2)] as VocabularyJobResult[];
    expect(() => vocabularyFromJobs(dict, swapped)).toThrow(TypeError);
  });
});
