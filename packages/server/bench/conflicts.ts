/**
 * Benchmark of the company conflict search.
 *
 *   pnpm bench:conflicts -- --count 1200000 [--queries 1000] [--sample 100] [--seed 1]
 *
 * One run prints:
 * 1. index build time from raw names, snapshot size and encode time;
 * 2. in a fresh child process (a server restart): snapshot load time, resident memory, and
 *    p50/p95/p99 of `searchConflicts` over `--queries` mixed queries (every query kind of the
 *    completeness test), company facts read from SQLite like the server does; the latency of
 *    20 queries of one common word ("Holding AG"); then a delta of 1,000 renamed companies
 *    layered on the snapshot (build time, latency);
 * 3. recall against the brute-force oracle on `--sample` queries (hit sets and responses);
 * 4. the same sample through two baselines: the brute-force oracle itself, and SQLite FTS5
 *    with the trigram tokenizer (top 200 by bm25, recall = share of the oracle's top 25
 *    companies among those candidates, i.e. with perfect re-ranking), with latency ratios.
 * Wall-clock figures on a shared machine are noisy: compare within one run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { IndexInput, RegisteredCompany } from "@namescreen/core";
import {
  companyIndexInputs,
  decodeSnapshot,
  encodeSnapshot,
  InMemoryCompanyRegister,
  LayeredIndex,
  NameIndex,
  normalizeName,
  searchConflicts,
  textFeatures,
} from "@namescreen/core";
import { generateCompanies, generateQueries } from "@namescreen/core/synthetic";
import { BruteForceCompanyRegister } from "@namescreen/core/testing";
import Database from "better-sqlite3";

const args = parseArgs(process.argv.slice(2));

if (args.child) await child(args.child);
else await main();

// --- The parent: build, write the snapshot and the SQLite side, measure recall and baselines ---

async function main(): Promise<void> {
  const count = Number(args.count ?? 1_200_000);
  const queriesN = Number(args.queries ?? 1000);
  const sampleN = Number(args.sample ?? 100);
  const seed = Number(args.seed ?? 1);
  const dir = mkdtempSync(join(tmpdir(), "namescreen-bench-conflicts-"));
  log(`machine: ${machine()}`);
  log(
    `corpus: ${count.toLocaleString("en")} generated names (seed ${seed}); ${queriesN} queries; oracle sample ${sampleN}`,
  );

  let t = performance.now();
  let generated: RegisteredCompany[] | null = generateCompanies({ count, seed });
  const names = companyIndexInputs(generated).length;
  log(
    `generated ${generated.length.toLocaleString("en")} companies (${names.toLocaleString("en")} names) in ${ms(t)}`,
  );
  t = performance.now();
  const dbPath = join(dir, "bench.db");
  writeRegister(dbPath, generated);
  log(`SQLite register (company facts + names) written in ${ms(t)}`);
  // The server builds from its SQLite register, streaming the rows: the process holds no corpus
  // of JS objects meanwhile. The generator's million objects are dropped (and regenerated for
  // the oracle below), so the garbage collector sees what a server's heap holds.
  generated = null;
  globalThis.gc?.();

  const db = new Database(dbPath);
  t = performance.now();
  const index = NameIndex.build(
    db.prepare<[], IndexInput>("SELECT record, tag, text FROM names ORDER BY entry").iterate(),
  );
  const buildMs = performance.now() - t;
  log(
    `BUILD from the SQLite register (streamed, one thread): ${fmt(buildMs)} ms (${(index.size / (buildMs / 1000)).toFixed(0)} names/s)`,
  );
  // The server's build: worker threads read the texts while this thread interns them (the same
  // index). Imported here: the child below runs in plain Node, which cannot load the server's sources.
  const { buildIndexInParallel } = await import("../src/storage/indexed-register/parallel-build.js");
  t = performance.now();
  const parallel = buildIndexInParallel(
    db.prepare<[], IndexInput>("SELECT record, tag, text FROM names ORDER BY entry").iterate(),
  );
  const parallelMs = performance.now() - t;
  log(
    `BUILD as the server builds (streamed, ${availableParallelism()} cores): ${fmt(parallelMs)} ms (${(parallel.size / (parallelMs / 1000)).toFixed(0)} names/s; same index: ${parallel.size === index.size})`,
  );
  t = performance.now();
  const snapshot = encodeSnapshot(index.data, { kind: "bench" });
  const snapshotPath = join(dir, "index.snap");
  writeFileSync(snapshotPath, snapshot);
  log(`snapshot: ${(snapshot.length / 1e6).toFixed(1)} MB, encoded and written in ${ms(t)}`);
  t = performance.now();
  writeFts(db, index);
  db.close();
  log(`SQLite FTS5 trigram table (baseline) written in ${ms(t)}`);
  const companies = generateCompanies({ count, seed });

  const queries = generateQueries(companies, queriesN, seed + 1).map((q) => q.name);
  const queriesPath = join(dir, "queries.json");
  writeFileSync(queriesPath, JSON.stringify(queries));
  // Queries of one common word: contained in thousands of names (the generated queries, made
  // from registered names, almost never are).
  const common = commonWordQueries(index, 20);
  const commonPath = join(dir, "common.json");
  writeFileSync(commonPath, JSON.stringify(common));

  // A fresh process loads the snapshot and answers the queries: what a restarted server sees.
  const self = fileURLToPath(import.meta.url);
  // In plain Node (no tsx loader thread), as a server runs its built package.
  const { spawnPlainNode } = await import("./plain-node.js");
  const run = spawnPlainNode(
    self,
    ["--child", JSON.stringify({ snapshotPath, dbPath, queriesPath, commonPath })],
    {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    },
  );
  if (run.status !== 0) throw new Error(`child failed: ${run.stderr}`);
  const c = JSON.parse(String(run.stdout).trim().split("\n").at(-1) ?? "{}") as ChildResult;
  log(`SNAPSHOT LOAD (fresh process): ${fmt(c.loadMs)} ms`);
  log(
    `RESIDENT MEMORY after load + ${queriesN} queries: ${c.rssMb} MB RSS (heap ${c.heapMb} MB, typed arrays ${c.arrayBuffersMb} MB)`,
  );
  log(
    `LATENCY searchConflicts (limit 25): p50 ${fmt(c.p50)} ms, p95 ${fmt(c.p95)} ms, p99 ${fmt(c.p99)} ms, max ${fmt(c.max)} ms`,
  );
  log(
    `COMMON WORDS (${common.length} queries of one frequent word, "${common[0]}"…): p50 ${fmt(c.commonP50)} ms, max ${fmt(c.commonMax)} ms`,
  );
  log(
    `DELTA of 1,000 renamed companies on the snapshot: layered in ${fmt(c.deltaMs)} ms; latency p50 ${fmt(c.deltaP50)} ms, p95 ${fmt(c.deltaP95)} ms`,
  );

  // Recall and baselines on a sample (the oracle scans every name for every query).
  t = performance.now();
  const oracle = new BruteForceCompanyRegister(companies);
  log(`oracle prepared in ${ms(t)}`);
  const register = new InMemoryCompanyRegister(new LayeredIndex(index), { get: (r) => companies[r] });
  const sample = queries
    .filter((_, i) => i % Math.max(1, Math.floor(queries.length / sampleN)) === 0)
    .slice(0, sampleN);
  const fts = new Database(dbPath, { readonly: true });
  const ftsStmt = fts.prepare<[string], { record: number }>(
    "SELECT record FROM names_fts WHERE names_fts MATCH ? ORDER BY rank LIMIT 200",
  );
  const recordOf = new Map(companies.map((co, i) => [co.id, i] as const));
  let expected = 0;
  let found = 0;
  let equalResponses = 0;
  let ftsWanted = 0;
  let ftsFound = 0;
  const tIndex: number[] = [];
  const tOracle: number[] = [];
  const tFts: number[] = [];
  for (const name of sample) {
    const f = textFeatures(name);
    const want = oracle.match(f);
    const got = new Set(register.match(f).map((h) => h.entry));
    expected += want.length;
    found += want.filter((h) => got.has(h.entry)).length;
    let s = performance.now();
    const a = await searchConflicts({ name }, { companies: register }).catch(() => null);
    tIndex.push(performance.now() - s);
    s = performance.now();
    const b = await searchConflicts({ name }, { companies: oracle }).catch(() => null);
    tOracle.push(performance.now() - s);
    if (JSON.stringify(a) === JSON.stringify(b)) equalResponses++;
    s = performance.now();
    const match = ftsQuery(f.normalized.coreTokens);
    const candidates = new Set(match ? ftsStmt.all(match).map((r) => r.record) : []);
    tFts.push(performance.now() - s);
    const top = (b?.similarMatches ?? []).map((m) => m.sourceCompanyId);
    ftsWanted += top.length;
    ftsFound += top.filter((id) => candidates.has(recordOf.get(id) ?? -1)).length;
  }
  fts.close();
  const recall = expected === 0 ? 1 : found / expected;
  log(
    `RECALL vs brute-force oracle (${sample.length} queries): ${(recall * 100).toFixed(2)}% of ${expected} class hits; identical responses ${equalResponses}/${sample.length}`,
  );
  const p50 = (xs: number[]) => quantile(xs, 0.5);
  log(
    `BASELINE brute force (oracle): p50 ${fmt(p50(tOracle))} ms, p95 ${fmt(quantile(tOracle, 0.95))} ms → index is ${(p50(tOracle) / p50(tIndex)).toFixed(0)}× faster at p50 (same sample: index p50 ${fmt(p50(tIndex))} ms)`,
  );
  log(
    `BASELINE SQLite FTS5 trigram (top 200 by bm25): p50 ${fmt(p50(tFts))} ms, p95 ${fmt(quantile(tFts, 0.95))} ms; recall of the oracle's top 25 ${((ftsWanted ? ftsFound / ftsWanted : 1) * 100).toFixed(1)}% (perfect re-ranking assumed)`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// --- The child: a restarted server (load the snapshot, answer queries) ---

interface ChildResult {
  loadMs: number;
  rssMb: number;
  heapMb: number;
  arrayBuffersMb: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Queries of one common word (`commonWordQueries`). */
  commonP50: number;
  commonMax: number;
  /** A daily update of 1,000 companies layered on the snapshot: build time and latency. */
  deltaMs: number;
  deltaP50: number;
  deltaP95: number;
}

async function child(spec: string): Promise<void> {
  const { snapshotPath, dbPath, queriesPath, commonPath } = JSON.parse(spec) as Record<string, string>;
  const queries = JSON.parse(readFileSync(queriesPath as string, "utf8")) as string[];
  const started = performance.now();
  const bytes = readFileSync(snapshotPath as string);
  const index = new NameIndex(
    decodeSnapshot(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)).data,
  );
  const loadMs = performance.now() - started;
  const db = new Database(dbPath as string, { readonly: true });
  const get = db.prepare<[number], Record<string, unknown>>(
    "SELECT id, uid, legal_form, sole, seat, canton, status FROM companies WHERE record = ?",
  );
  const facts = (record: number) => {
    const r = get.get(record);
    if (!r) return undefined;
    return {
      id: String(r.id),
      uid: (r.uid as string | null) ?? null,
      legalForm: (r.legal_form as string | null) ?? null,
      soleProprietorship: r.sole === 1,
      legalSeat: (r.seat as string | null) ?? null,
      canton: (r.canton as string | null) ?? null,
      status: r.status as RegisteredCompany["status"],
    };
  };
  // As the server's store reads them: a search's matches in one read transaction.
  const directory = {
    get: facts,
    getMany: db.transaction((records: readonly number[]) => records.map(facts)),
  };
  const register = new InMemoryCompanyRegister(new LayeredIndex(index), directory);
  const time = async (over: InMemoryCompanyRegister): Promise<number[]> => {
    for (const name of queries.slice(0, 50))
      await searchConflicts({ name }, { companies: over }).catch(() => null);
    const times: number[] = [];
    for (const name of queries) {
      const s = performance.now();
      await searchConflicts({ name }, { companies: over }).catch(() => null);
      times.push(performance.now() - s);
    }
    return times;
  };
  const times = await time(register);
  const mem = process.memoryUsage();
  const commonTimes: number[] = [];
  for (const name of JSON.parse(readFileSync(commonPath as string, "utf8")) as string[]) {
    const s = performance.now();
    await searchConflicts({ name }, { companies: register }).catch(() => null);
    commonTimes.push(performance.now() - s);
  }
  // A daily update on top of the snapshot, as the server layers it: 1,000 companies renamed
  // (their base names tombstoned, the new names in the delta index).
  const step = Math.floor(index.size / 1000);
  const changed = Array.from({ length: 1000 }, (_, i) => i * step);
  const deltaStart = performance.now();
  const layered = new LayeredIndex(index, {
    removedRecords: changed.map((e) => index.data.record[e] as number),
    added: changed.map((e) => ({
      record: index.data.record[e] as number,
      tag: index.data.tag[e] as number,
      text: `${index.text(e)} Neu`,
    })),
  });
  const deltaMs = performance.now() - deltaStart;
  const deltaTimes = await time(new InMemoryCompanyRegister(layered, directory));
  const result: ChildResult = {
    loadMs,
    rssMb: Math.round(mem.rss / 1e6),
    heapMb: Math.round(mem.heapUsed / 1e6),
    arrayBuffersMb: Math.round(mem.arrayBuffers / 1e6),
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: Math.max(...times),
    commonP50: quantile(commonTimes, 0.5),
    commonMax: Math.max(...commonTimes),
    deltaMs,
    deltaP50: quantile(deltaTimes, 0.5),
    deltaP95: quantile(deltaTimes, 0.95),
  };
  db.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// --- Helpers ---

/** "Word AG" for the `n` words in most names (counted over every 50th name, then exactly). */
function commonWordQueries(index: NameIndex, n: number): string[] {
  const seen = new Map<string, number>();
  for (let e = 0; e < index.size; e += 50) {
    for (const word of index.tokensOf(e)) seen.set(word, (seen.get(word) ?? 0) + 1);
  }
  return [...seen.keys()]
    .filter((word) => /^[a-z]{3,}$/.test(word))
    .map((word) => ({ word, df: index.documentFrequency(word) }))
    .sort((a, b) => b.df - a.df || (a.word < b.word ? -1 : 1))
    .slice(0, n)
    .map(({ word }) => `${word[0]?.toUpperCase()}${word.slice(1)} AG`);
}

function writeRegister(path: string, companies: readonly RegisteredCompany[]): void {
  const db = new Database(path);
  db.pragma("journal_mode = OFF");
  db.pragma("synchronous = OFF");
  db.exec(`CREATE TABLE companies (record INTEGER PRIMARY KEY, id TEXT, uid TEXT, legal_form TEXT, sole INTEGER,
             seat TEXT, canton TEXT, status TEXT);
           CREATE TABLE names (entry INTEGER PRIMARY KEY, record INTEGER NOT NULL, tag INTEGER NOT NULL, text TEXT NOT NULL);`);
  const insC = db.prepare("INSERT INTO companies VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const insN = db.prepare("INSERT INTO names VALUES (?, ?, ?, ?)");
  db.transaction(() => {
    companies.forEach((c, i) => {
      insC.run(i, c.id, c.uid, c.legalForm, c.soleProprietorship ? 1 : 0, c.legalSeat, c.canton, c.status);
    });
    companyIndexInputs(companies).forEach((input, entry) => {
      insN.run(entry, input.record, input.tag, input.text);
    });
  })();
  db.close();
}

function writeFts(db: Database.Database, index: NameIndex): void {
  db.exec("CREATE VIRTUAL TABLE names_fts USING fts5(core, record UNINDEXED, tokenize = 'trigram');");
  const insN = db.prepare("INSERT INTO names_fts (rowid, core, record) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (let e = 0; e < index.size; e++)
      insN.run(e, normalizeName(index.text(e)).nameCore, index.data.record[e]);
  })();
}

/** FTS5 trigram query: any 3-character substring of a query word, OR'ed (quoted, so no syntax). */
function ftsQuery(tokens: readonly string[]): string {
  const grams = new Set<string>();
  for (const t of tokens) for (let i = 0; i + 3 <= t.length; i++) grams.add(t.slice(i, i + 3));
  return [...grams].map((g) => `"${g.replaceAll('"', '""')}"`).join(" OR ");
}

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith("--")) out[a.slice(2)] = argv[i + 1] ?? "";
  }
  return out;
}

function machine(): string {
  const cpu = readFileSync("/proc/cpuinfo", "utf8").match(/model name\s*:\s*(.*)/)?.[1] ?? "unknown CPU";
  const mem = readFileSync("/proc/meminfo", "utf8").match(/MemTotal:\s*(\d+)/)?.[1];
  return `${cpu}, ${readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?"} cores, ${mem ? Math.round(Number(mem) / 1e6) : "?"} GB, Node ${process.version}`;
}

function fmt(x: number): string {
  return x.toFixed(x < 10 ? 2 : 0);
}

function ms(t: number): string {
  return `${fmt(performance.now() - t)} ms`;
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}
