/**
 * Benchmark: what the SQLite restricted-terms adapter costs per assessment with 10,000
 * administered terms.
 *
 *   pnpm --filter @namescreen/server bench:terms
 *
 * Prints (median and p95 over many calls):
 * 1. snapshot() while nothing changed (one counter read, the cached set object returned);
 * 2. assess() with the SQLite adapter vs. assess() with an in-memory source returning the
 *    very same set object: the difference is what the adapter adds to an assessment; and
 *    vs. the core's built-in list alone: what the whole 10,000-term list costs through the server;
 * 3. the first snapshot() and the first assess() after a change (reload of 10,000 rows and
 *    recompilation of the matcher), which happens once per change and process.
 * Figures are wall-clock on a shared machine: noisy, compare them only within one run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { AssessmentRequest, RestrictedTermsSource } from "@namescreen/core";
import { assess, defaultRestrictedTerms } from "@namescreen/core";
import type { SeedTerm } from "../src/storage/restricted-terms/index.js";
import {
  builtinSeedData,
  createRestrictedTermsRepository,
  createSqliteRestrictedTermsSource,
  seedRestrictedTerms,
} from "../src/storage/restricted-terms/index.js";
import { openDatabase } from "../src/storage/sqlite/open.js";

const TARGET_TERMS = 10_000;
const ROUNDS = 2_000;
const NAMES = [
  "Alpha Treuhand AG",
  "Privatbank Zürich AG",
  "Casino Lugano SA",
  "Muster Apotheke GmbH",
  "Helvetia Consulting GmbH",
  "Nordlicht Informatik AG",
];

const dir = mkdtempSync(join(tmpdir(), "ns-bench-terms-"));
try {
  const { db } = openDatabase(join(dir, "bench.db"));
  const builtin = builtinSeedData();
  const seeded = seedRestrictedTerms(db, builtin);
  const extra = syntheticTerms(
    TARGET_TERMS - seeded.termsCreated,
    builtin.categories.map((c) => c.code),
  );
  seedRestrictedTerms(db, { categories: builtin.categories, terms: extra });

  const source = createSqliteRestrictedTermsSource(db);
  const set = source.snapshot();
  const inMemory: RestrictedTermsSource = { snapshot: () => set };
  const builtinOnly = defaultRestrictedTerms();
  console.log(`restricted terms: ${set.terms.length} active terms in ${set.categories.length} categories`);

  const unchanged = sample(ROUNDS * 10, () => source.snapshot());
  report("snapshot(), nothing changed", unchanged);

  const request = (i: number): AssessmentRequest => ({
    companyName: NAMES[i % NAMES.length]!,
    legalForm: "stock_corporation",
    language: "de",
    checkLevel: "basic",
  });
  // Warm up both paths (JIT, matcher compiled once for the shared set object).
  for (let i = 0; i < 200; i++) {
    await assess(request(i), { restrictedTerms: source });
    await assess(request(i), { restrictedTerms: inMemory });
    await assess(request(i), { restrictedTerms: builtinOnly });
  }
  const withSqlite: number[] = [];
  const withMemory: number[] = [];
  const withBuiltin: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, so machine noise hits both alike.
    withSqlite.push(await time(() => assess(request(i), { restrictedTerms: source })));
    withMemory.push(await time(() => assess(request(i), { restrictedTerms: inMemory })));
    withBuiltin.push(await time(() => assess(request(i), { restrictedTerms: builtinOnly })));
  }
  report("assess() with the SQLite adapter", withSqlite);
  report("assess() with the same set in memory", withMemory);
  report("assess() with only the built-in terms in memory", withBuiltin);
  console.log(
    `  => adapter overhead per assessment: median ${fmt(median(withSqlite) - median(withMemory))} ms ` +
      "(budget: 1 ms for a 10,000-term list)",
  );
  console.log(
    `  => 10,000 SQLite-administered terms vs. the built-in list: median ${fmt(median(withSqlite) - median(withBuiltin))} ms`,
  );

  const repo = createRestrictedTermsRepository(db);
  const reload: number[] = [];
  const firstAssess: number[] = [];
  for (let i = 0; i < 20; i++) {
    const created = repo.createTerm(
      { categoryCode: "banking", term: `Benchgeld${letters(i)}` },
      { actor: "bench" },
    );
    if (!created.ok) throw new Error("bench term refused");
    reload.push(await time(() => source.snapshot()));
    repo.deleteTerm(created.term.id, { actor: "bench" });
    firstAssess.push(await time(() => assess(request(i), { restrictedTerms: source })));
  }
  report("first snapshot() after a change (reload)", reload);
  report("first assess() after a change (reload + compile)", firstAssess);
  db.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// --- Internal helpers ---

/** Deterministic pseudo-words spread over the categories. */
function syntheticTerms(count: number, categories: readonly string[]): SeedTerm[] {
  const out: SeedTerm[] = [];
  for (let i = 0; i < count; i++) {
    out.push({ categoryCode: categories[i % categories.length]!, term: `zq${letters(i * 7919 + 13)}x` });
  }
  return out;
}

/** Base-26 letters of a number ("a".."z", "ba", ...). */
function letters(n: number): string {
  let s = "";
  let v = n;
  do {
    s = String.fromCharCode(97 + (v % 26)) + s;
    v = Math.floor(v / 26);
  } while (v > 0);
  return s;
}

function sample(rounds: number, fn: () => unknown): number[] {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

async function time(fn: () => unknown): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function median(xs: number[]): number {
  return quantile(xs, 0.5);
}

function quantile(xs: number[], q: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function fmt(ms: number): string {
  return ms < 0.1 ? ms.toFixed(4) : ms.toFixed(3);
}

function report(label: string, xs: number[]): void {
  console.log(`  ${label}: median ${fmt(median(xs))} ms, p95 ${fmt(quantile(xs, 0.95))} ms (n=${xs.length})`);
}
