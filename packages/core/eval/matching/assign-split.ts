/**
 * Writes each pair's `split` into pairs.json from `splitOf` (run after adding pairs):
 * `tsx --tsconfig tsconfig.tools.json eval/matching/assign-split.ts`, then `biome format --write`
 * on pairs.json (lint checks its layout). Prints only counts, so
 * nobody reads the blind pairs while assigning them.
 */
import { writeFileSync } from "node:fs";
import { loadDataset, PAIRS_PATH } from "./dataset.js";
import { splitOf } from "./split.js";

const data = loadDataset();
let changed = 0;
for (const p of data.pairs) {
  const split = splitOf(p.id, p.label);
  if (p.split !== split) changed++;
  p.split = split;
}
writeFileSync(PAIRS_PATH, `${JSON.stringify(data, null, 2)}\n`);
const count = (label: string, split: string) =>
  data.pairs.filter((p) => p.label === label && p.split === split).length;
console.log(`${data.pairs.length} pairs, ${changed} split(s) changed`);
for (const label of ["confusable", "not_confusable"]) {
  console.log(`  ${label}: dev ${count(label, "dev")}, blind ${count(label, "blind")}`);
}
