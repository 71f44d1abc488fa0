/**
 * Writes each pair's `split` into pairs.json from `splitOf` (run after adding pairs):
 * `tsx --tsconfig tsconfig.tools.json eval/matching/assign-split.ts`. The file is written in the
 * repository's layout (biome's, which lint checks). Prints only counts, so nobody reads the blind
 * pairs while assigning them.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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
const biome = fileURLToPath(new URL("../../../../node_modules/.bin/biome", import.meta.url));
const formatted = spawnSync(biome, ["format", "--write", PAIRS_PATH], { stdio: "inherit" });
if (formatted.status !== 0)
  throw new Error("biome could not format pairs.json; run `pnpm biome format --write` on it");
const count = (label: string, split: string) =>
  data.pairs.filter((p) => p.label === label && p.split === split).length;
console.log(`${data.pairs.length} pairs, ${changed} split(s) changed`);
for (const label of ["confusable", "not_confusable"]) {
  console.log(`  ${label}: dev ${count(label, "dev")}, blind ${count(label, "blind")}`);
}
