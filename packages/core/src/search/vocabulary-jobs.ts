/**
 * The vocabulary build cut into independent jobs, so several threads can share it: job 0 sorts
 * the words into their affix orders, job i ≥ 1 reads the keys of the i-th range of
 * `VOCABULARY_JOB_WORDS` words. Any thread may run any job, in any order; `vocabularyFromJobs`
 * puts the answers together into the tables `buildVocabularyTables` makes.
 */
import type { AffixOrders } from "./affix-orders.js";
import { buildAffixOrders } from "./affix-orders.js";
import type { StringDict, StringTable } from "./strings.js";
import { tableSize } from "./strings.js";
import type { VocabularyKeys, VocabularyTables } from "./vocabulary.js";
import { vocabularyKeys, vocabularyTables } from "./vocabulary.js";

/** Words per key job: small enough to balance two threads, large enough that a job outweighs its message. */
export const VOCABULARY_JOB_WORDS = 16_384;

/** The answer of one job: the affix orders (job 0) or the keys of a range of words. */
export type VocabularyJobResult = { affixes: AffixOrders } | { keys: VocabularyKeys };

/** How many jobs the vocabulary of `words` takes. */
export function vocabularyJobCount(words: StringTable): number {
  return 1 + Math.ceil(tableSize(words) / VOCABULARY_JOB_WORDS);
}

/** Run job `job` (0 ≤ job < `vocabularyJobCount(words)`). */
export function runVocabularyJob(words: StringTable, job: number): VocabularyJobResult {
  const count = vocabularyJobCount(words);
  if (!Number.isInteger(job) || job < 0 || job >= count) {
    throw new RangeError(`vocabulary job ${job} is not one of 0 to ${count - 1}`);
  }
  if (job === 0) return { affixes: buildAffixOrders(words) };
  const from = (job - 1) * VOCABULARY_JOB_WORDS;
  return { keys: vocabularyKeys(words, from, Math.min(tableSize(words), from + VOCABULARY_JOB_WORDS)) };
}

/** The buffers of a job's answer, to transfer it to another thread rather than copy it. */
export function vocabularyJobBuffers(result: VocabularyJobResult): ArrayBuffer[] {
  const arrays =
    "affixes" in result
      ? [result.affixes.prefix, result.affixes.suffix]
      : [result.keys.sounds, result.keys.edits, result.keys.segments].flatMap((p) => [
          p.hashes,
          p.ids,
          p.letters,
        ]);
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** The tables from every job's answer, `results[job]` for each job. */
export function vocabularyFromJobs(
  words: StringDict,
  results: readonly VocabularyJobResult[],
): VocabularyTables {
  const count = vocabularyJobCount(words);
  if (results.length !== count) {
    throw new RangeError(`the vocabulary needs ${count} job results, got ${results.length}`);
  }
  const keys: VocabularyKeys[] = [];
  let affixes: AffixOrders | undefined;
  results.forEach((r, job) => {
    if (job === 0 && "affixes" in r) affixes = r.affixes;
    else if (job > 0 && "keys" in r) keys.push(r.keys);
    else throw new TypeError(`vocabulary job ${job} answered with the wrong kind of result`);
  });
  return vocabularyTables(words, keys, affixes);
}
