/**
 * Benchmark of batch screening: names/s of the batch path (`screenRow`, as the CLI and the job
 * worker run it: assessment + company conflicts + trademarks, domains off) on one core, over a
 * server database with generated registers, and where the time of a row goes.
 *
 *   pnpm bench:batch -- [--companies 1200000] [--trademarks 1000000] [--rows 10000] [--seed 1] [--db path]
 *                       [--profile batch.cpuprofile]
 *
 * The database is built once with the same code as `namescreen generate companies|trademarks`
 * and kept (default: a file in the temp directory named after the counts), with the indexes'
 * snapshot files beside it, so a second run starts from the snapshot as a restarted server does.
 * `--profile` records a CPU profile of the measured rows only (not the index load) and prints the
 * source files with the most self time. Candidates are a third registered names (identity), a third variations of them (typos,
 * phonetics, reordering...) and a third unrelated coined names, each with its designation.
 */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { ResolvedScreening } from "@namescreen/core";
import { assessResolved, searchConflictsResolved, searchTrademarksResolved } from "@namescreen/core";
import { createRandom, QUERY_KINDS, varyName } from "@namescreen/core/synthetic";
import { prepareRow } from "../src/batch/row.js";
import { screenRow } from "../src/batch/screen-row.js";
import { buildDeps } from "../src/deps.js";
import { createLogger } from "../src/logger.js";
import { screeningPortsOf } from "../src/screening-ports.js";
import { storeGeneratedCompanies } from "../src/storage/companies/index.js";
import { openDatabase } from "../src/storage/sqlite/open.js";
import { storeGeneratedTrademarks } from "../src/storage/trademarks/index.js";
import { testConfig } from "../test/helpers/test-app.js";
import { startCpuProfile } from "./cpu-profile.js";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter((a) => a.trim() !== "")
    .map((a) => a.trim().split(/\s+/) as [string, string]),
);
const companies = Number(args.companies ?? 1_200_000);
const marks = Number(args.trademarks ?? 1_000_000);
const rows = Number(args.rows ?? 10_000);
const seed = Number(args.seed ?? 1);
const dbPath = args.db ?? join(tmpdir(), `namescreen-bench-batch-${companies}-${marks}-${seed}.db`);
const log = (s: string) => process.stdout.write(`${s}\n`);

log(
  `machine: ${process.version}, load ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const fresh = !existsSync(dbPath);
const { db } = openDatabase(dbPath);
let t = performance.now();
if (fresh) {
  storeGeneratedCompanies(db, { count: companies, seed });
  log(`generated ${companies.toLocaleString("en")} company names in ${sec(t)}`);
  t = performance.now();
  storeGeneratedTrademarks(db, { count: marks, seed });
  log(`generated ${marks.toLocaleString("en")} trademarks in ${sec(t)}`);
} else log(`reusing ${dbPath}`);

const deps = buildDeps({ config: testConfig(dbPath), db, logger: createLogger("silent") });
t = performance.now();
deps.services.conflicts.warm();
log(`company index ready in ${sec(t)}`);
t = performance.now();
deps.services.trademarks.warm();
log(`trademark index ready in ${sec(t)}`);
log(`rss after load: ${Math.round(process.memoryUsage().rss / 1_048_576)} MB`);

// Rows whose variation lost its designation would be cheap row errors: only valid rows count.
const prepared = candidates(rows)
  .map((name, i) => prepareRow(i + 1, { name, niceClasses: [35, 42] }))
  .filter((r) => "request" in r);
const requests = prepared.flatMap((r) => ("request" in r ? [r.request] : []));
log(`${rows} candidates, ${requests.length} valid (measured)`);
const ports = screeningPortsOf(deps);

// Warm-up (JIT, caches), then the measured run: one row after another, as the worker does.
for (const row of prepared.slice(0, 100)) await screenRow(row, ports);
const profiler = args.profile ? await startCpuProfile() : null;
t = performance.now();
const cpuBefore = process.cpuUsage();
let partial = 0;
// A process screens its first thousands of rows slower (compilation, per-entry caches filling):
// the second half's rate is what a long file runs at.
const half = prepared.length >> 1;
let halfWay = { wall: 0, cpu: cpuBefore };
for (const [i, row] of prepared.entries()) {
  if (i === half) halfWay = { wall: performance.now(), cpu: process.cpuUsage() };
  const item = await screenRow(row, ports);
  if ("result" in item && item.result.resultState !== "COMPLETE") partial++;
}
const seconds = (performance.now() - t) / 1000;
const n = prepared.length;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
log(
  `batch path: ${n} rows in ${seconds.toFixed(1)} s wall = ${Math.round(n / seconds)} names/s (${partial} not COMPLETE)`,
);
// On a shared machine the wall clock counts other processes' time too; CPU time is this
// process's own work, i.e. what one dedicated core would do.
log(`  ${cpuSeconds.toFixed(1)} s of CPU = ${Math.round(n / cpuSeconds)} names per CPU-second (one core)`);
const lateCpu = process.cpuUsage(halfWay.cpu);
log(
  `  second half (${n - half} rows): ${Math.round((n - half) / ((performance.now() - halfWay.wall) / 1000))} names/s wall, ${Math.round((n - half) / ((lateCpu.user + lateCpu.system) / 1e6))} per CPU-second`,
);
if (profiler) {
  log(`  self time by file (profile in ${args.profile}):`);
  for (const line of await profiler.stop(args.profile as string, 12)) log(`    ${line}`);
}

// Where a row's time goes: each check alone over the same requests.
const parts: Record<string, (r: ResolvedScreening) => unknown> = {
  assessment: (r) => assessResolved(r.assessment, ports),
  conflicts: (r) =>
    searchConflictsResolved(
      { name: r.assessment.companyName, ...r.conflicts },
      { companies: ports.companies as never },
    ),
  trademarks: (r) => searchTrademarksResolved(r.trademarks, { trademarks: ports.trademarks as never }),
};
for (const [part, run] of Object.entries(parts)) {
  const times: number[] = [];
  const partCpu = process.cpuUsage();
  for (const r of requests) {
    const s = performance.now();
    await run(r);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const used = process.cpuUsage(partCpu);
  const cpuMs = (used.user + used.system) / 1000 / times.length;
  log(
    `  ${part.padEnd(10)} CPU ${cpuMs.toFixed(2)} ms/row; wall mean ${(total / times.length).toFixed(2)} ms, p50 ${q(times, 0.5)}, p95 ${q(times, 0.95)}, p99 ${q(times, 0.99)} ms`,
  );
}
db.close();

// --- Helpers ---

function candidates(n: number): string[] {
  const rnd = createRandom(seed);
  const registered = db
    .prepare("SELECT name FROM company_names WHERE kind = 'main' AND id % ? = 0 LIMIT ?")
    .pluck()
    .all(Math.max(1, Math.floor(companies / n)), n) as string[];
  const kinds = QUERY_KINDS.filter((k) => k !== "exact" && k !== "unrelated");
  return Array.from({ length: n }, (_, i) => {
    const base = registered[i % registered.length] ?? "Alpenblick AG";
    if (i % 3 === 0) return base;
    if (i % 3 === 1) return varyName(kinds[i % kinds.length] ?? "typo", base, rnd);
    return `${coined(rnd)} ${i % 2 === 0 ? "AG" : "GmbH"}`;
  });
}

function coined(rnd: { next(): number }): string {
  const syllables = ["zen", "ta", "ro", "vel", "mi", "qua", "lor", "bex", "un", "sa", "tri", "ko"];
  const word = Array.from({ length: 3 }, () => syllables[Math.floor(rnd.next() * syllables.length)]).join("");
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function sec(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

function q(sorted: number[], p: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2);
}
