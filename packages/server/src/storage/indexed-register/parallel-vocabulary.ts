/**
 * The vocabulary tables of a parallel build, shared with its workers. Once the words are final,
 * every worker takes vocabulary jobs (`runVocabularyJob` of the core) from a shared counter while
 * this thread lays out the other tables; then this thread takes the jobs left and collects the
 * workers' answers. The tables are the ones a one-thread build makes (`vocabularyFromJobs`).
 */
import type { MessagePort } from "node:worker_threads";
import type { StringDict, VocabularyJobResult, VocabularyTables } from "@namescreen/core";
import { runVocabularyJob, vocabularyFromJobs, vocabularyJobCount } from "@namescreen/core";
import { waitForAnswer } from "./worker-answers.js";

/** What a worker posts for a vocabulary job. */
export interface VocabularyAnswer {
  job: number;
  result?: VocabularyJobResult;
  error?: string;
}

/**
 * Hand the vocabulary of `words` to the workers on `ports` and return its completion, which runs
 * the jobs no worker took yet and waits for the rest (a worker silent for `stallMs` fails it).
 */
export function shareVocabulary(
  words: StringDict,
  ports: readonly MessagePort[],
  signal: Int32Array,
  stallMs: number,
): () => VocabularyTables {
  const count = vocabularyJobCount(words);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const table = { blob: words.blob, offsets: words.offsets };
  for (const port of ports) port.postMessage({ vocabulary: { words: table, next, count } });
  return () => {
    const results: VocabularyJobResult[] = new Array(count);
    let done = 0;
    for (let job = Atomics.add(next, 0, 1); job < count; job = Atomics.add(next, 0, 1)) {
      results[job] = runVocabularyJob(words, job);
      done++;
    }
    // Every job is taken: the ones this thread did not run are a worker's, answered or on the way.
    while (done < count) {
      const answer = waitForAnswer<VocabularyAnswer>(ports, signal, stallMs);
      if (!answer) throw new Error(`index build: no answer from a worker in ${stallMs / 1000} s`);
      if (answer.error || !answer.result) throw new Error(`index build worker failed: ${answer.error}`);
      results[answer.job] = answer.result;
      done++;
    }
    return vocabularyFromJobs(words, results);
  };
}
