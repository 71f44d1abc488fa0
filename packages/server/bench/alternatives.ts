/**
 * Benchmark of `suggestAlternatives` (issue 19: 10 screened suggestions in ≤ 300 ms over a
 * 1.2 M-name register, without domains).
 *
 *   pnpm bench:alternatives -- [--count 1200000] [--marks 1000000] [--requests 60] [--seed 1]
 *
 * The company register is generated like bench/conflicts.ts (generateCompanies, seed 1) and
 * indexed in memory; the trademark register is `--marks` generated marks. Requests: names taken
 * from the register (identity matches, so refused), refused names of every kind (legal form,
 * reserved term, geography) and the README's examples, each asking for 10 suggestions with
 * trademark classes; all screening checks but domains. Prints p50/p95/max latency per request,
 * suggestions returned, candidates tried and drop reasons. Noisy on a shared machine.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { AlternativesRequest, AlternativesResult } from "@namescreen/core";
import { InMemoryCompanyRegister, InMemoryTrademarkRegister, suggestAlternatives } from "@namescreen/core";
import { createRandom, generateCompanies, generateTrademarks } from "@namescreen/core/synthetic";

const args = parseArgs(process.argv.slice(2));
const count = Number(args.count ?? 1_200_000);
const marks = Number(args.marks ?? 1_000_000);
const requestsN = Number(args.requests ?? 60);
const seed = Number(args.seed ?? 1);

log(`machine: ${machine()}`);
let t = performance.now();
const companies = generateCompanies({ count, seed });
const companyRegister = InMemoryCompanyRegister.fromCompanies(companies);
log(`company register: ${count.toLocaleString("en")} names indexed in ${ms(t)}`);
t = performance.now();
const trademarkRegister = InMemoryTrademarkRegister.fromRecords([
  ...generateTrademarks({ count: marks, seed }),
]);
log(`trademark register: ${marks.toLocaleString("en")} marks indexed in ${ms(t)}`);
const ports = { companies: companyRegister, trademarks: trademarkRegister };

const requests = buildRequests();
for (const r of requests.slice(0, 5)) await suggestAlternatives(r, ports); // warm-up (JIT, lexicon)

const latencies: number[] = [];
const results: AlternativesResult[] = [];
for (const r of requests) {
  const start = performance.now();
  results.push(await suggestAlternatives(r, ports));
  latencies.push(performance.now() - start);
}
latencies.sort((a, b) => a - b);
const full = results.filter((r) => r.summary.returned === r.summary.requested).length;
const dropped: Record<string, number> = {};
for (const r of results)
  for (const [k, n] of Object.entries(r.summary.dropped)) dropped[k] = (dropped[k] ?? 0) + n;
log(`requests: ${requests.length} (10 suggestions asked each; domains off)`);
log(
  `latency per request: p50 ${fmt(q(0.5))} ms, p95 ${fmt(q(0.95))} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
);
log(`requests answered with all 10: ${full}/${results.length}`);
log(`suggestions per request: mean ${fmt(mean(results.map((r) => r.summary.returned)))}`);
log(`candidates screened per request: mean ${fmt(mean(results.map((r) => r.summary.candidatesTried)))}`);
log(`dropped in total: ${JSON.stringify(dropped)}`);
log(`RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`);

// --- Helpers ---

function buildRequests(): AlternativesRequest[] {
  const rnd = createRandom(seed + 19);
  const out: AlternativesRequest[] = [];
  const refused = [
    { companyName: "Swiss Bank Ltd", surnames: ["Keller"], activityScope: "Treuhand und Buchhaltung" },
    { companyName: "Zürich AG" },
    { companyName: "Alpenblick Consulting" },
    { companyName: "Eidgenössische Treuhand AG GmbH" },
    { companyName: "Casino Lugano Ltd" },
  ];
  for (let i = 0; out.length < requestsN; i++) {
    const fromRegister = i % 2 === 0;
    const company = companies[rnd.int(companies.length)];
    const name = fromRegister ? (company?.names[0]?.name ?? "Alpenblick AG") : undefined;
    const base = refused[i % refused.length] as (typeof refused)[number];
    out.push({
      ...(name ? { companyName: name } : base),
      legalForm: "stock_corporation",
      language: "de",
      count: 10,
      checks: { trademarks: { niceClasses: [35, 36] } },
    });
  }
  return out;
}

/** `--key value` pairs. */
function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith("--") && a.length > 2) out[a.slice(2)] = argv[++i] ?? "";
  }
  return out;
}

function q(p: number): number {
  return latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
}

function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
}

function ms(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function fmt(x: number): string {
  return x.toFixed(x < 10 ? 2 : 0);
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function machine(): string {
  const cpu = readFileSync("/proc/cpuinfo", "utf8").match(/model name\s*:\s*(.*)/)?.[1] ?? "unknown CPU";
  const cores = readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length ?? "?";
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  return `${cpu}, ${cores} cores, Node ${process.version}, load average ${load}`;
}
