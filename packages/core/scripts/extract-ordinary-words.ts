/**
 * One-off: extracts the raw word lists of data/ordinary-words/ from their sources, which are not
 * kept in the repository (see data/SOURCES.md):
 * - en-dictionary.txt: the lower-case stems of the English Hunspell dictionary of the npm package
 *   `dictionary-en` 4.0.0 (SCOWL size 60; MIT AND BSD): capitalised entries are proper names and
 *   are left out.
 * - euipo-goods-{de,fr,it,en}.txt: the words of three letters or more that occur at least twice
 *   in the goods and services wording of 824 real EU trade mark applications (EUIPO open data).
 *
 * Run: tsx scripts/extract-ordinary-words.ts DICTIONARY.dic GOODS.csv
 * Then `pnpm --filter @namescreen/core build:ordinary-words` folds them into the core's module.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "data", "ordinary-words");
const [dictionary, goods] = process.argv.slice(2);
if (!dictionary || !goods) throw new Error("usage: extract-ordinary-words.ts DICTIONARY.dic GOODS.csv");

const stems = readFileSync(dictionary, "utf8")
  .split("\n")
  .slice(1)
  .map((line) => line.split("/")[0] ?? "")
  .filter((w) => /^[a-z]{3,}$/.test(w));
writeFileSync(join(out, "en-dictionary.txt"), `${[...new Set(stems)].sort().join("\n")}\n`);

/** The quoted CSV's rows: application number, class, language, terms. */
function rows(text: string): string[][] {
  const result: string[][] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,\n]*))/g;
  for (const line of text.split(/\n(?=\d{9},)/).slice(1)) {
    const cells: string[] = [];
    for (const m of line.matchAll(pattern)) cells.push((m[1] ?? m[2] ?? "").replace(/""/g, '"'));
    result.push(cells);
  }
  return result;
}

const counts = new Map<string, Map<string, number>>();
for (const [, , lang = "", terms = ""] of rows(readFileSync(goods, "utf8"))) {
  const words = counts.get(lang) ?? new Map<string, number>();
  for (const w of terms.toLowerCase().match(/\p{L}{3,}/gu) ?? []) words.set(w, (words.get(w) ?? 0) + 1);
  counts.set(lang, words);
}
for (const lang of ["de", "fr", "it", "en"]) {
  const words = [...(counts.get(lang) ?? new Map<string, number>())]
    .filter(([, n]) => n >= 2)
    .map(([w]) => w)
    .sort();
  writeFileSync(join(out, `euipo-goods-${lang}.txt`), `${words.join("\n")}\n`);
}
