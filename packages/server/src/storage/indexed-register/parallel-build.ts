/**
 * An index build on more than one core. About half of a build is reading each text (normalising
 * it, its phonetic codes, its concept key); the other half is interning the keys and laying out
 * the tables, which must happen in entry order on one thread. So worker threads read the texts
 * (`featureBatch` of the core) while this thread interns the results (`addFeatureBatch` into an
 * `IndexDataBuilder`), in order: the index is the one `NameIndex.build` makes.
 *
 * The build stays synchronous, like `NameIndex.build`: this thread sleeps on a shared counter
 * (`Atomics.wait`) and takes the workers' answers with `receiveMessageOnPort`, so no request is
 * served in between (a database cursor feeding the build stays the only statement running).
 * Small registers (fewer than `PARALLEL_MIN_ENTRIES`) and a worker that cannot start are built on
 * this thread; a worker that fails later fails the build.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { MessagePort } from "node:worker_threads";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
import type { FeatureBatch, IndexBuildOptions, IndexInput, NameIndexData } from "@namescreen/core";
import { addFeatureBatch, featureBatch, IndexDataBuilder, NameIndex } from "@namescreen/core";
import { shareVocabulary } from "./parallel-vocabulary.js";
import { waitForAnswer } from "./worker-answers.js";

/** Below this many entries a build runs on this thread (starting a worker costs about 0.1 s). */
export const PARALLEL_MIN_ENTRIES = 50_000;
/** Texts per message. */
const BATCH = 2048;
/** Batches sent ahead of the one being added, per worker. */
const AHEAD = 3;
/** A worker silent for this long has failed (a batch takes milliseconds). */
const STALL_MS = 120_000;
/** Time a worker has to load the core and answer. */
const START_MS = 20_000;

/** Options of a parallel build. */
export interface ParallelBuildOptions extends IndexBuildOptions {
  /** Worker threads reading texts (default: the cores beside this thread's, at most 3; 0 = none). */
  threads?: number | undefined;
  /** Entries below which the build stays on this thread (default `PARALLEL_MIN_ENTRIES`). */
  minEntries?: number;
  /** URL of the module whose `featureBatch` the workers run (default: the core's; for tests). */
  workerModule?: string;
  /** Told how many worker threads read the texts (0: the build ran on this thread alone). */
  onBuilt?: (workers: number) => void;
}

// Runs in each worker (CommonJS, as `eval` workers are): load the core, answer batches of texts,
// then take vocabulary jobs from the shared counter until none is left (parallel-vocabulary.ts).
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { port, signal, coreUrl } = workerData;
const answer = (message, transfer) => {
  port.postMessage(message, transfer);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
};
import(coreUrl).then(
  (core) => {
    const readBatch = ({ seq, texts }) => {
      try {
        const batch = core.featureBatch(texts);
        answer({ seq, batch }, core.featureBatchBuffers(batch));
      } catch (error) {
        answer({ seq, error: String((error && error.stack) || error) });
      }
    };
    const takeVocabularyJobs = ({ words, next, count }) => {
      for (let job = Atomics.add(next, 0, 1); job < count; job = Atomics.add(next, 0, 1)) {
        try {
          const result = core.runVocabularyJob(words, job);
          answer({ job, result }, core.vocabularyJobBuffers(result));
        } catch (error) {
          answer({ job, error: String((error && error.stack) || error) });
        }
      }
    };
    port.on("message", (m) => (m.vocabulary ? takeVocabularyJobs(m.vocabulary) : readBatch(m)));
    answer({ seq: -1 });
  },
  (error) => answer({ seq: -1, error: String((error && error.stack) || error) }),
);
`;

/** Build a `NameIndex` from `inputs` (entry ids are positions), reading the texts on worker threads. */
export function buildIndexInParallel(
  inputs: Iterable<IndexInput>,
  options: ParallelBuildOptions = {},
): NameIndex {
  const {
    threads = defaultThreads(),
    minEntries = PARALLEL_MIN_ENTRIES,
    workerModule,
    onBuilt,
    ...buildOptions
  } = options;
  const iterator = inputs[Symbol.iterator]();
  // Read ahead: a register too small to pay for the workers is built here.
  const head: IndexInput[] = [];
  let next = iterator.next();
  while (!next.done && head.length < minEntries) {
    head.push(next.value);
    next = iterator.next();
  }
  const rest = (function* () {
    yield* head;
    while (!next.done) {
      yield next.value;
      next = iterator.next();
    }
  })();
  const pool = threads > 0 && !next.done ? startPool(threads, workerModule) : null;
  if (!pool) {
    const index = NameIndex.build(rest, undefined, buildOptions);
    onBuilt?.(0);
    return index;
  }
  try {
    const index = new NameIndex(pool.build(rest, buildOptions));
    onBuilt?.(pool.workers);
    return index;
  } finally {
    pool.close();
  }
}

// --- Internal helpers ---

function defaultThreads(): number {
  return Math.max(0, Math.min(3, availableParallelism() - 1));
}

interface Answer {
  seq: number;
  batch?: FeatureBatch;
  error?: string;
}

interface Pool {
  workers: number;
  build(inputs: Iterable<IndexInput>, options: IndexBuildOptions): NameIndexData;
  close(): void;
}

/** Start `threads` workers and wait until each has loaded the core; null when one cannot. */
function startPool(threads: number, workerModule?: string): Pool | null {
  let coreUrl: string;
  try {
    coreUrl = workerModule ?? coreModuleUrl();
  } catch {
    return null;
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const workers: { worker: Worker; port: MessagePort }[] = [];
  const close = () => {
    for (const { worker, port } of workers) {
      port.close();
      void worker.terminate();
    }
  };
  for (let i = 0; i < threads; i++) {
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { port: port2, signal, coreUrl },
      transferList: [port2],
    });
    worker.unref();
    workers.push({ worker, port: port1 });
  }
  const ports = workers.map((w) => w.port);
  try {
    for (const port of ports) {
      const ready = waitForAnswer<Answer>([port], signal, START_MS);
      if (!ready || ready.error) throw new Error(ready?.error ?? "a build worker did not start");
    }
  } catch {
    close();
    return null;
  }
  return {
    workers: threads,
    build: (inputs, options) => feed(inputs, options, ports, signal),
    close,
  };
}

/**
 * The core's module for the workers. A development checkout (tsx, vitest) resolves the core to its
 * TypeScript sources; a worker runs plain Node, so it loads the built package beside them.
 */
function coreModuleUrl(): string {
  const resolved = createRequire(import.meta.url).resolve("@namescreen/core");
  const built = /\.[cm]?js$/.test(resolved) ? resolved : join(dirname(resolved), "../dist/index.js");
  return pathToFileURL(built).href;
}

/** A batch of texts on its way: the worker reading it, or its features read on this thread. */
interface PendingBatch {
  inputs: IndexInput[];
  port?: MessagePort;
  batch?: FeatureBatch;
}

/**
 * Send the texts round the workers, add their answers in entry order, finish the tables. Reading
 * a text takes about twice as long as adding it, so this thread would wait for the workers half
 * of the time: while the batch it needs next is still being read, it reads the next unsent batch
 * itself (the same `featureBatch`, so the index stays the one a single thread builds).
 */
function feed(
  inputs: Iterable<IndexInput>,
  options: IndexBuildOptions,
  ports: readonly MessagePort[],
  signal: Int32Array,
): NameIndexData {
  const builder = new IndexDataBuilder(undefined, options);
  const iterator = inputs[Symbol.iterator]();
  // Per batch, by its place in entry order.
  const pending = new Map<number, PendingBatch>();
  let exhausted = false;
  let nextSeq = 0;
  let nextToAdd = 0;
  let sends = 0;
  const take = (): IndexInput[] => {
    const batch: IndexInput[] = [];
    while (batch.length < BATCH) {
      const r = iterator.next();
      if (r.done) {
        exhausted = true;
        break;
      }
      batch.push(r.value);
    }
    return batch;
  };
  // Batches each worker holds. A worker is sent a batch only while it holds fewer than AHEAD:
  // this thread adds faster than a worker reads, so sending one after every add left the worker
  // a queue of about ninety batches (1 M marks) to read alone once the texts ran out.
  const held = new Map<MessagePort, number>(ports.map((p) => [p, 0]));
  const send = (): boolean => {
    let to: MessagePort | undefined;
    for (let i = 0; i < ports.length && !to; i++) {
      const port = ports[(sends + i) % ports.length] as MessagePort;
      if ((held.get(port) as number) < AHEAD) to = port;
    }
    if (!to) return false;
    const batch = take();
    if (batch.length === 0) return false;
    sends++;
    held.set(to, (held.get(to) as number) + 1);
    const seq = nextSeq++;
    pending.set(seq, { inputs: batch, port: to });
    to.postMessage({ seq, texts: batch.map((i) => i.text) });
    return true;
  };
  const readHere = (): boolean => {
    const batch = take();
    if (batch.length === 0) return false;
    pending.set(nextSeq++, { inputs: batch, batch: featureBatch(batch.map((i) => i.text)) });
    return true;
  };
  while (!exhausted && send());
  while (nextToAdd < nextSeq) {
    const next = pending.get(nextToAdd) as PendingBatch;
    let batch = next.batch;
    if (!batch) {
      // A worker answers its batches in order: the next answer on its port is this batch's.
      const port = next.port as MessagePort;
      let answer = receiveMessageOnPort(port)?.message as Answer | undefined;
      while (!answer && !exhausted && readHere())
        answer = receiveMessageOnPort(port)?.message as Answer | undefined;
      answer ??= waitForAnswer<Answer>([port], signal, STALL_MS) ?? undefined;
      if (!answer) throw new Error(`index build: no answer from a worker in ${STALL_MS / 1000} s`);
      if (answer.error || !answer.batch) throw new Error(`index build worker failed: ${answer.error}`);
      if (answer.seq !== nextToAdd) throw new Error(`index build: batch ${answer.seq} came for ${nextToAdd}`);
      batch = answer.batch;
      held.set(port, (held.get(port) as number) - 1);
    }
    addFeatureBatch(builder, next.inputs, batch);
    pending.delete(nextToAdd++);
    while (!exhausted && send());
  }
  return builder.finish((words) => shareVocabulary(words, ports, signal, STALL_MS));
}
