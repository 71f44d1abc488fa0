/**
 * The parallel index build (worker threads read the texts, this thread interns them) makes the
 * index a build on one thread makes, byte for byte. The workers load the core's built package,
 * as a server does: `pnpm test` builds it first.
 */
import type { IndexInput, NameIndexData } from "@namescreen/core";
import {
  buildTrademarkIndex,
  companyIndexInputs,
  encodeSnapshot,
  NameIndex,
  vocabularyJobCount,
} from "@namescreen/core";
import { generateCompanies, syntheticTrademark } from "@namescreen/core/synthetic";
import { describe, expect, it } from "vitest";
import { buildIndexInParallel } from "../../../src/storage/indexed-register/index.js";

const inputs = companyIndexInputs(generateCompanies({ count: 12_000, seed: 41 }));

/** The index's bytes: equal bytes, equal index. */
const bytes = (data: NameIndexData) => Buffer.from(encodeSnapshot(data, {}));

function* stream(list: readonly IndexInput[]): Generator<IndexInput> {
  yield* list;
}

describe("buildIndexInParallel", () => {
  const expected = bytes(NameIndex.build(inputs).data);

  it.each([1, 2, 3])("with %i worker(s) builds the index one thread builds", (threads) => {
    let workers = -1;
    const index = buildIndexInParallel(stream(inputs), {
      threads,
      minEntries: 1000,
      onBuilt: (n) => {
        workers = n;
      },
    });
    expect(workers).toBe(threads);
    expect(index.size).toBe(inputs.length);
    expect(bytes(index.data).equals(expected)).toBe(true);
  });

  it("reads batches on this thread too while a slow worker reads its own, and adds them in order", () => {
    // A worker that takes 150 ms a batch: this thread reads the batches not yet sent meanwhile.
    const core = new URL("../../../../core/dist/index.js", import.meta.url).href;
    const slow = `data:text/javascript,${encodeURIComponent(
      `import * as core from ${JSON.stringify(core)};
       export const { featureBatchBuffers, runVocabularyJob, vocabularyJobBuffers } = core;
       export function featureBatch(texts) {
         const until = Date.now() + 150;
         while (Date.now() < until);
         return core.featureBatch(texts);
       }`,
    )}`;
    const index = buildIndexInParallel(stream(inputs), { threads: 1, minEntries: 1000, workerModule: slow });
    expect(bytes(index.data).equals(expected)).toBe(true);
  });

  it("builds small registers, and builds without workers, on this thread alike", () => {
    for (const options of [{ threads: 2 }, { threads: 0, minEntries: 10 }]) {
      let workers = -1;
      const index = buildIndexInParallel(inputs, { ...options, onBuilt: (n) => (workers = n) });
      expect(workers).toBe(0);
      expect(bytes(index.data).equals(expected)).toBe(true);
    }
    expect(buildIndexInParallel([], { threads: 2, minEntries: 0 }).size).toBe(0);
  });

  it("builds the trademark index (no texts kept) the same way", () => {
    const marks = Array.from({ length: 6000 }, (_, i) => syntheticTrademark(7, i));
    const one = buildTrademarkIndex(marks);
    let workers = -1;
    const many = buildTrademarkIndex(marks, (entries, options) =>
      buildIndexInParallel(entries, {
        ...options,
        threads: 2,
        minEntries: 500,
        onBuilt: (n) => (workers = n),
      }),
    );
    expect(workers).toBe(2);
    expect(bytes(many.index.data).equals(bytes(one.index.data))).toBe(true);
    expect(many.classMasks).toEqual(one.classMasks);
  });

  it("falls back to this thread when a worker cannot start", () => {
    let workers = -1;
    const index = buildIndexInParallel(stream(inputs), {
      threads: 2,
      minEntries: 1000,
      workerModule: "file:///nonexistent/namescreen-core.js",
      onBuilt: (n) => {
        workers = n;
      },
    });
    expect(workers).toBe(0);
    expect(bytes(index.data).equals(expected)).toBe(true);
  });

  it("fails the build with the source's error when the inputs fail midway (a database cursor, say)", () => {
    function* failing(): Generator<IndexInput> {
      yield* inputs.slice(0, 5000);
      throw new Error("the cursor broke");
    }
    expect(() => buildIndexInParallel(failing(), { threads: 2, minEntries: 1000 })).toThrow(
      "the cursor broke",
    );
    // Nothing is left half-done: the next build works.
    expect(
      bytes(buildIndexInParallel(stream(inputs), { threads: 2, minEntries: 1000 }).data).equals(expected),
    ).toBe(true);
  });

  describe("shares the vocabulary with the workers", () => {
    // Marks are mostly coined words: enough of them for several vocabulary jobs.
    const marks = Array.from({ length: 30_000 }, (_, i) => syntheticTrademark(11, i));
    const one = buildTrademarkIndex(marks).index;
    const core = new URL("../../../../core/dist/index.js", import.meta.url).href;
    const workerModule = (runVocabularyJob: string) =>
      `data:text/javascript,${encodeURIComponent(
        `import * as core from ${JSON.stringify(core)};
         export const { featureBatch, featureBatchBuffers, vocabularyJobBuffers } = core;
         export function runVocabularyJob(words, job) { ${runVocabularyJob} }`,
      )}`;
    const build = (module: string) =>
      buildTrademarkIndex(marks, (entries, options) =>
        buildIndexInParallel(entries, { ...options, threads: 2, minEntries: 500, workerModule: module }),
      ).index;

    it("and puts answers that come in any order together as one thread does", () => {
      expect(vocabularyJobCount(one.data.tokens)).toBeGreaterThanOrEqual(3);
      // Odd jobs take 80 ms longer: the workers answer out of order, and this thread takes jobs too.
      const uneven = workerModule(
        "if (job % 2 === 1) { const until = Date.now() + 80; while (Date.now() < until); } return core.runVocabularyJob(words, job);",
      );
      expect(bytes(build(uneven).data).equals(bytes(one.data))).toBe(true);
    });

    it("and fails the build with the worker's error when a job fails", () => {
      const failing = workerModule("throw new Error('cannot read these words');");
      expect(() => build(failing)).toThrow(/index build worker failed: Error: cannot read these words/);
    });
  });

  it("fails the build with the worker's error when reading a batch fails", () => {
    const failing = `data:text/javascript,${encodeURIComponent(
      "export function featureBatch() { throw new Error('cannot read these texts'); }",
    )}`;
    expect(() =>
      buildIndexInParallel(stream(inputs), { threads: 2, minEntries: 1000, workerModule: failing }),
    ).toThrow(/index build worker failed: Error: cannot read these texts/);
  });
});
