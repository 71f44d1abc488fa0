/**
 * Benchmark of normalizeName and recognizeLegalForms over the 1,483 real FINMA names (plus
 * synthetic variants), printing ns per name. Run: pnpm --filter @namescreen/core bench:normalize
 * The machine is shared, so figures are noisy; the median of several rounds is reported.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { normalizeName, recognizeLegalForms } from "../src/normalize/index.js";
import { readFinmaNames } from "../test/fixtures/finma.js";

const csv = readFileSync(
  fileURLToPath(new URL("../test/fixtures/finma_portfolio_managers_trustees.csv", import.meta.url)),
  "utf8",
);
const base = readFinmaNames(csv);
// Vary the names so the benchmark does not only see one spelling of each.
const names = [
  ...base,
  ...base.map((n) => n.toUpperCase()),
  ...base.map((n) => n.toLowerCase().replace(/ (ag|sa|gmbh)$/, " in liquidation")),
];

function measure(label: string, fn: (s: string) => unknown): void {
  const rounds: number[] = [];
  let sink = 0;
  for (let r = 0; r < 12; r++) {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < 5; k++) for (const n of names) sink += (fn(n) as { length?: number }).length ?? 1;
    const ns = Number(process.hrtime.bigint() - t0) / (names.length * 5);
    if (r >= 2) rounds.push(ns); // the first rounds warm up the JIT
  }
  rounds.sort((a, b) => a - b);
  const median = rounds[Math.floor(rounds.length / 2)]!;
  console.log(
    `${label.padEnd(22)} median ${(median / 1000).toFixed(2)} µs/name  best ${(rounds[0]! / 1000).toFixed(2)} µs  (${names.length} names x 5 x 10 rounds, sink ${sink % 7})`,
  );
}

measure("normalizeName", (s) => normalizeName(s).sameAsKeys);
measure("recognizeLegalForms", recognizeLegalForms);
const mem0 = process.memoryUsage().heapUsed;
const kept = names.map((n) => normalizeName(n));
const mem1 = process.memoryUsage().heapUsed;
console.log(`retained heap per NormalizedName ≈ ${Math.round((mem1 - mem0) / kept.length)} bytes`);
