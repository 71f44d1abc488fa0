/**
 * Benchmark of the trademark search over N synthetic marks (default 100,000):
 *
 *   pnpm bench:trademarks -- --count 1000000 [--queries 300] [--recall 10] [--seed 7]
 *
 * Prints: generation and index build times; then, in a fresh child process (a restarted
 * server), snapshot load time, memory, and p50/p95/p99 of searchTrademarks without classes,
 * with classes, and with classes + minRisk Medium (the class gate prunes during verification); recall against an exact streaming oracle (every reading of
 * every mark compared with every query reading by the class definitions); and the conflict
 * benchmark's two baselines: brute force (a scan of every mark's trigram and word ids) and
 * SQLite FTS5 trigram (top 200 by rank, re-ranked by Dice).
 * Wall-clock figures on a shared 2-core machine: noisy; compare them within one run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type {
  IndexBuilder,
  TextFeatures,
  TrademarkHit,
  TrademarkSearchFields,
  TrademarkSearchRequest,
} from "@namescreen/core";
import {
  buildTrademarkIndex,
  decodeSnapshot,
  decodeTrademarkTag,
  encodeSnapshot,
  InMemoryTrademarkRegister,
  LayeredIndex,
  NameIndex,
  normalizeName,
  prepareTrademarkQuery,
  searchTrademarks,
  textFeatures,
  trademarkIndexInputs,
  trigramDice,
  trigramsOf,
  VISUAL_THRESHOLD,
  wordWeight,
} from "@namescreen/core";
import { syntheticTrademark } from "@namescreen/core/synthetic";
import {
  CountedWordStats,
  comparePair,
  pairEntry,
  partialFields,
  subsetWeightOf,
} from "@namescreen/core/testing";
import Database from "better-sqlite3";

const args = parseArgs(process.argv.slice(2));
const N = args.count ?? 100_000;
const Q = args.queries ?? 300;
const R = args.recall ?? (N > 200_000 ? 10 : 30);
const SEED = args.seed ?? 7;
const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const ms = (x: number | undefined) => `${(x ?? 0).toFixed(2)} ms`;

const childDir = process.argv[process.argv.indexOf("--child") + 1];
if (process.argv.includes("--child") && childDir) {
  await restartedServer(childDir);
  process.exit(0);
}

console.log(
  `trademark benchmark: ${N.toLocaleString("en")} marks, ${Q} queries, seed ${SEED}, node ${process.version}`,
);

// --- Data and index -----------------------------------------------------------------------
// The index is built from a stream of marks, as the server streams its SQLite rows: the process
// holds no array of a million marks meanwhile (the garbage collector would mark it again and
// again). The marks are regenerated (deterministic) where the oracle and the baselines need them.
function markFields(i: number): TrademarkSearchFields {
  const m = syntheticTrademark(SEED, i);
  return {
    markText: m.markText,
    niceClasses: m.niceClasses,
    status: m.status,
    markFeatureCategory: m.markFeatureCategory,
  };
}
function* markStream(): Generator<TrademarkSearchFields> {
  for (let i = 0; i < N; i++) yield markFields(i);
}

let t = performance.now();
let generated = 0;
for (const m of markStream()) generated += m.niceClasses.length;
const generateMs = performance.now() - t;
console.log(
  `generate            ${ms(generateMs)} (one pass of the mark stream alone, ${generated} classes)`,
);

const dir = mkdtempSync(join(tmpdir(), "ns-bench-tm-"));
const snapFile = join(dir, "tm.snap");
// The server's build, imported here: the child below runs in plain Node, which cannot load the
// server's sources.
const { buildIndexInParallel } = await import("../src/storage/indexed-register/parallel-build.js");
const { classMasks, buildMs, parallelMs, entries } = buildAndSnapshot(snapFile, buildIndexInParallel);
console.log(
  `build (streamed)    ${ms(buildMs - generateMs)} without generating, one thread (${ms(buildMs)} with the marks generated on the fly; ${entries.toLocaleString("en")} entries incl. readings)`,
);
console.log(
  `build (server)      ${ms(parallelMs - generateMs)} without generating, as the server builds (${ms(parallelMs)} with the marks generated on the fly; ${availableParallelism()} cores)`,
);
writeFileSync(
  join(dir, "tm.masks"),
  new Uint8Array(classMasks.buffer, classMasks.byteOffset, classMasks.byteLength),
);
// A fresh process loads the snapshot and answers the queries: what a restarted server sees.
// In plain Node (no tsx loader thread), as a server runs its built package.
const { spawnPlainNode } = await import("./plain-node.js");
const child = spawnPlainNode(fileURLToPath(import.meta.url), ["--child", dir, ...process.argv.slice(2)], {
  stdio: "inherit",
});
if (child.status !== 0) throw new Error(`child process failed (${child.status})`);
// The parent needs the index and the queries for recall and baselines.
const index = new NameIndex(decodeSnapshot(readFileSync(snapFile)).data);
const register = new InMemoryTrademarkRegister(new LayeredIndex(index), classMasks, {
  get: (r) => syntheticTrademark(SEED, r),
});
const queries = makeQueries(Q);

// --- Recall against the exact oracle --------------------------------------------------------
const { inputs } = trademarkIndexInputs(Array.from({ length: N }, (_, i) => markFields(i)));
t = performance.now();
const sample = queries.slice(0, R);
const recall = await oracleRecall(sample);
console.log(
  `recall vs oracle    ${(recall.recall * 100).toFixed(2)}% of ${recall.expected} oracle matches; ` +
    `${recall.identical}/${sample.length * 2} responses identical (oracle pass ${ms(performance.now() - t)})`,
);

// --- Baselines ----------------------------------------------------------------------------
fts5Baseline(sample, bruteForceBaseline(sample));
rmSync(dir, { recursive: true, force: true });

// --- A restarted server: load the snapshot, answer the queries ------------------------------

/** Runs in a fresh process, so memory and latency are those of a server that loaded the snapshot. */
async function restartedServer(dir: string): Promise<void> {
  const t = performance.now();
  const bytes = readFileSync(join(dir, "tm.snap"));
  const index = new NameIndex(decodeSnapshot(bytes).data);
  const masks = readFileSync(join(dir, "tm.masks"));
  const classMasks = new Uint32Array(masks.buffer, masks.byteOffset, masks.byteLength / 4);
  console.log(`load snapshot       ${ms(performance.now() - t)} (${mb(bytes.length)}, fresh process)`);
  const register = new InMemoryTrademarkRegister(new LayeredIndex(index), classMasks, {
    get: (r) => syntheticTrademark(SEED, r),
  });
  const queries = makeQueries(Q);
  const run = async (label: string, make: (q: Query) => TrademarkSearchRequest) => {
    for (const q of queries.slice(0, 20)) await searchTrademarks(make(q), { trademarks: register });
    const times: number[] = [];
    let found = 0;
    for (const q of queries) {
      const start = performance.now();
      const r = await searchTrademarks(make(q), { trademarks: register });
      times.push(performance.now() - start);
      found += r.similarMatches.length;
    }
    const [p50, p95, p99] = percentiles(times, [0.5, 0.95, 0.99]);
    console.log(
      `${label.padEnd(22)}p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  (${(found / queries.length).toFixed(1)} matches/query)`,
    );
  };
  await run("no classes", (q) => ({ query: q.text, limit: 25 }));
  {
    // The engine's share: the register's candidate generation alone, for the same queries.
    const times = queries.map((q) => {
      const readings = prepareTrademarkQuery(q.text, []).readingFeatures;
      const start = performance.now();
      register.match({ readings });
      return performance.now() - start;
    });
    const [p50, p95, p99] = percentiles(times, [0.5, 0.95, 0.99]);
    console.log(`${"  of which match()".padEnd(22)}p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}`);
  }
  await run("with classes", (q) => ({ query: q.text, niceClasses: q.classes, limit: 25 }));
  await run("classes, minRisk Med", (q) => ({
    query: q.text,
    niceClasses: q.classes,
    minRisk: "Medium",
    limit: 25,
  }));
  globalThis.gc?.();
  const mem = process.memoryUsage();
  console.log(
    `memory              rss ${mb(mem.rss)}, heap ${mb(mem.heapUsed)}, typed arrays ${mb(mem.arrayBuffers)} (after the queries)`,
  );
}

// --- Helpers ------------------------------------------------------------------------------

/** Build the index from the mark stream and write its snapshot; only the class masks live on. */
function buildAndSnapshot(
  file: string,
  buildIndexInParallel: IndexBuilder,
): {
  classMasks: Uint32Array;
  buildMs: number;
  parallelMs: number;
  entries: number;
} {
  let start = performance.now();
  buildTrademarkIndex(markStream());
  const buildMs = performance.now() - start;
  // The server's build: worker threads read the texts while this thread interns them (the same index).
  start = performance.now();
  const { index: built, classMasks } = buildTrademarkIndex(markStream(), buildIndexInParallel);
  const parallelMs = performance.now() - start;
  writeFileSync(file, encodeSnapshot(built.data));
  return { classMasks, buildMs, parallelMs, entries: built.size };
}

interface Query {
  text: string;
  classes: number[];
}

/** Queries near registered marks: the text itself, a typo, a pseudo-mark suffix. */
function makeQueries(count: number): Query[] {
  const out: Query[] = [];
  for (let k = 0; out.length < count; k++) {
    const i = Math.floor((((k * 2_654_435_761) % 4_294_967_296) / 4_294_967_296) * N);
    const m = markFields(i);
    if (!m.markText) continue;
    const text = k % 3 === 0 ? m.markText : k % 3 === 1 ? `${m.markText.slice(0, -1)}x` : `${m.markText} 4U`;
    out.push({ text, classes: [m.niceClasses[0] ?? 9, 1 + (k % 45)] });
  }
  return out;
}

/** One streaming pass of the exact oracle for all sample queries, then full responses compared. */
async function oracleRecall(sample: Query[]) {
  const prepared = sample.map((q) => prepareTrademarkQuery(q.text, []).readingFeatures);
  const hits: TrademarkHit[][] = sample.map(() => []);
  // First pass: the register's word statistics, which the partial word classes weigh by.
  const stats = new CountedWordStats();
  for (const input of inputs) stats.add(input.record, textFeatures(input.text).tokens);
  const pairCaches = prepared.map(() => new Map());
  // Each reading's words weighed by the register's frequencies (class S's weight).
  const weights = prepared.map((readings) =>
    readings.map((qf) => new Map(qf.tokens.map((t) => [t, wordWeight(stats.wordDf(t), stats.total)]))),
  );
  inputs.forEach((input, entry) => {
    const e = pairEntry(input.text);
    prepared.forEach((readings, qi) => {
      readings.forEach((qf: TextFeatures, queryReading) => {
        const pair = comparePair(qf, e, stats, pairCaches[qi]);
        if (!pair) return;
        (hits[qi] as unknown[]).push({
          entry,
          record: input.record,
          tag: input.tag,
          ...pair,
          subsetWeight: subsetWeightOf(pair, weights[qi]?.[queryReading] ?? new Map()),
          ...partialFields(pair, qf, e, stats),
          queryReading,
          ...decodeTrademarkTag(input.tag),
          classLo: classMasks[input.record * 2] ?? 0,
          classHi: classMasks[input.record * 2 + 1] ?? 0,
        });
      });
    });
  });
  let expected = 0;
  let found = 0;
  let identical = 0;
  for (let qi = 0; qi < sample.length; qi++) {
    const oracleHits = hits[qi] ?? [];
    const oracle = {
      match: () => oracleHits,
      describe: (rs: readonly number[]) => rs.map((r) => syntheticTrademark(SEED, r)),
    };
    for (const classes of [null, (sample[qi] as Query).classes]) {
      const request = { query: (sample[qi] as Query).text, niceClasses: classes, limit: 100 };
      const want = await searchTrademarks(request, { trademarks: oracle });
      const got = await searchTrademarks(request, { trademarks: register });
      const gotIds = new Set(got.similarMatches.map((m) => m.sourceRecordId));
      expected += want.similarMatches.length;
      found += want.similarMatches.filter((m) => gotIds.has(m.sourceRecordId)).length;
      if (JSON.stringify(got) === JSON.stringify(want)) identical++;
    }
  }
  return { recall: expected === 0 ? 1 : found / expected, expected, identical };
}

/**
 * Brute force: every entry's trigram ids (precomputed once, own dictionary) counted against the
 * query's: class V only, so it is a lower bound of a full brute-force scan. Returns the V matches.
 */
function bruteForceBaseline(sample: Query[]): Set<number>[] {
  const dict = new Map<string, number>();
  const offsets = new Uint32Array(index.size + 1);
  let data = new Uint32Array(index.size * 12);
  let n = 0;
  for (let e = 0; e < index.size; e++) {
    const core = normalizeName(textOf(e)).nameCore;
    for (const g of trigramsOf(core === "" ? [] : core.split(" "))) {
      let id = dict.get(g);
      if (id === undefined) {
        id = dict.size;
        dict.set(g, id);
      }
      if (n === data.length) {
        const next = new Uint32Array(data.length * 2);
        next.set(data);
        data = next;
      }
      data[n++] = id;
    }
    offsets[e + 1] = n;
  }
  const times: number[] = [];
  const truths: Set<number>[] = [];
  for (const q of sample) {
    const f = textFeatures(q.text);
    const start = performance.now();
    const qTri = new Set(f.trigrams.map((g) => dict.get(g) ?? -1));
    const truth = new Set<number>();
    for (let e = 0; e < index.size; e++) {
      const from = offsets[e] as number;
      const to = offsets[e + 1] as number;
      let overlap = 0;
      for (let p = from; p < to; p++) if (qTri.has(data[p] as number)) overlap++;
      if ((2 * overlap) / (f.trigrams.length + to - from) >= VISUAL_THRESHOLD) truth.add(e);
    }
    times.push(performance.now() - start);
    truths.push(truth);
  }
  const [p50, p95] = percentiles(times, [0.5, 0.95]);
  console.log(
    `brute force (V only) p50 ${ms(p50)}  p95 ${ms(p95)}  (complete by construction; E/P/S not included)`,
  );
  return truths;
}

/** The text of an index entry: the index keeps no texts for marks (they are explained from their records). */
function textOf(entry: number): string {
  return (inputs[entry] as { text: string }).text;
}

/** SQLite FTS5 trigram over the mark texts: OR of the query's trigrams, top 200 by rank, re-ranked by Dice. */
function fts5Baseline(sample: Query[], truths: Set<number>[]) {
  const db = new Database(":memory:");
  db.exec("CREATE VIRTUAL TABLE marks USING fts5(norm, tokenize = 'trigram')");
  let start = performance.now();
  const insert = db.prepare("INSERT INTO marks (rowid, norm) VALUES (?, ?)");
  db.transaction(() => {
    inputs.forEach((input, entry) => {
      if (decodeTrademarkTag(input.tag).reading === "text")
        insert.run(entry, normalizeName(input.text).nameNorm);
    });
  })();
  const buildFts = performance.now() - start;
  const select = db.prepare("SELECT rowid FROM marks WHERE marks MATCH ? ORDER BY rank LIMIT 200").pluck();
  const times: number[] = [];
  let want = 0;
  let got = 0;
  sample.forEach((q, qi) => {
    const f = textFeatures(q.text);
    const norm = f.normalized.nameNorm;
    const grams = [
      ...new Set(Array.from({ length: Math.max(0, norm.length - 2) }, (_, i) => norm.slice(i, i + 3))),
    ];
    start = performance.now();
    const ids =
      grams.length === 0
        ? []
        : (select.all(grams.map((g) => `"${g.replaceAll('"', '""')}"`).join(" OR ")) as number[]);
    const ranked = ids.filter(
      (e) => trigramDice(f.trigrams, textFeatures(textOf(e)).trigrams) >= VISUAL_THRESHOLD,
    );
    times.push(performance.now() - start);
    // Truth: the brute-force V matches among the texts themselves (FTS5 holds no readings).
    const truth = [...(truths[qi] ?? [])].filter(
      (e) => decodeTrademarkTag(index.data.tag[e] as number).reading === "text",
    );
    want += truth.length;
    const foundSet = new Set(ranked);
    got += truth.filter((e) => foundSet.has(e)).length;
  });
  const [p50, p95] = percentiles(times, [0.5, 0.95]);
  const recall = want === 0 ? "n/a" : `${((got / want) * 100).toFixed(1)}%`;
  console.log(
    `SQLite FTS5 trigram p50 ${ms(p50)}  p95 ${ms(p95)}  (build ${ms(buildFts)}; recall of V matches ${recall})`,
  );
  db.close();
}

function percentiles(values: number[], ps: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return ps.map((p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
}

function parseArgs(argv: string[]): { count?: number; queries?: number; recall?: number; seed?: number } {
  const out: Record<string, number> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, "");
    const value = Number(argv[i + 1]?.replaceAll("_", ""));
    if (key && ["count", "queries", "recall", "seed"].includes(key) && Number.isFinite(value)) {
      out[key] = value;
      i++;
    }
  }
  return out;
}
