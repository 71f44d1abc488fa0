/**
 * Benchmark of `assess` on one core: assessments per second at basic and full level over a mixed
 * set of names (the 1,483 real FINMA names plus synthetic names that trigger every deterministic
 * flag family), and the extra cost of a 10,000-term administered restricted list.
 * Run: pnpm bench:assess   (the machine is shared: figures are noisy; medians of rounds are shown)
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { assess } from "../src/assessment/assess.js";
import type { AssessmentPorts, MatchMode, RestrictedTerm, RestrictedTermSet } from "../src/ports.js";
import { BUILTIN_TERM_SET } from "../src/reference/restricted-terms.js";
import { createBuiltinSemanticAnalyzer } from "../src/semantic/index.js";
import { compileTerms } from "../src/terms/matcher.js";
import { foldedWords } from "../src/terms/text.js";
import type { AssessmentRequest, CheckLevel, LegalForm } from "../src/types.js";
import { readFinmaNames } from "../test/fixtures/finma.js";

const csv = readFileSync(
  fileURLToPath(new URL("../test/fixtures/finma_portfolio_managers_trustees.csv", import.meta.url)),
  "utf8",
);
const SYNTHETIC: [string, LegalForm][] = [
  ["Alpha § AG", "stock_corporation"],
  ["Аlpha Privatbank AG", "stock_corporation"],
  ["Beta  GmbH", "limited_liability"],
  ["Gamma!! SA", "stock_corporation"],
  ["Zürich AG", "stock_corporation"],
  ["Muster AG Zürich", "stock_corporation"],
  ["AlphaAG", "stock_corporation"],
  ["Alpha Ltd", "stock_corporation"],
  ["Alpha AG GmbH", "stock_corporation"],
  ["Müller & Söhne", "sole_proprietorship"],
  ["Casino Lugano SA", "stock_corporation"],
  ["Bahnhof Apotheke AG", "stock_corporation"],
  ["Universität für Alles GmbH", "limited_liability"],
  ["Eidgenössische Taxi AG", "stock_corporation"],
  ["Rotes Kreuz Pflege AG", "stock_corporation"],
  ["WHO Health Services AG", "stock_corporation"],
  ["Swiss Datenbank Services GmbH", "limited_liability"],
];
const requests: AssessmentRequest[] = [
  ...readFinmaNames(csv).map((companyName, i): AssessmentRequest => {
    const legalForm: LegalForm = /\b(GmbH|S[àa]rl|SARL|Sagl)\b/.test(companyName)
      ? "limited_liability"
      : /\b(AG|SA|S\.A\.|Ltd)\b/.test(companyName)
        ? "stock_corporation"
        : "sole_proprietorship";
    return { companyName, legalForm, language: "de", legalSeat: i % 3 === 0 ? "Zürich" : null };
  }),
  ...SYNTHETIC.flatMap(([companyName, legalForm]) =>
    Array.from(
      { length: 10 },
      (): AssessmentRequest => ({ companyName, legalForm, language: "de", legalSeat: "Bern" }),
    ),
  ),
];

/** Nanoseconds per assessment for one pass over all requests. */
async function pass(level: CheckLevel, ports: AssessmentPorts): Promise<number> {
  const t0 = process.hrtime.bigint();
  for (const req of requests) await assess({ ...req, checkLevel: level }, ports);
  return Number(process.hrtime.bigint() - t0) / requests.length;
}

/** A synthetic administered list of `n` terms across the four match modes and three categories. */
function bigTermSet(n: number): RestrictedTermSet {
  const modes: MatchMode[] = ["whole_word", "word_prefix", "compound", "phrase"];
  const syllables = ["ka", "lo", "mi", "ne", "ru", "sta", "ber", "fin", "gold", "tor", "vel", "zan"];
  const terms: RestrictedTerm[] = [];
  for (let i = 0; i < n; i++) {
    const word = [i % 12, (i >> 3) % 12, (i >> 6) % 12, i % 7].map((k) => syllables[k]).join("") + String(i);
    const mode = modes[i % 4] as MatchMode;
    terms.push({
      id: i,
      categoryCode: BUILTIN_TERM_SET.categories[i % 3]?.code ?? "banking",
      term: mode === "phrase" ? `${word} ${syllables[i % 12]}` : word,
      languageCode: null,
      matchModeOverride: mode,
      severityOverride: null,
    });
  }
  return {
    version: `bench-${n}`,
    categories: BUILTIN_TERM_SET.categories,
    terms: [...BUILTIN_TERM_SET.terms, ...terms],
  };
}

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
console.log(
  `assess benchmark: ${requests.length} requests (1,483 FINMA names + ${SYNTHETIC.length * 10} synthetic), one core`,
);
console.log(`node ${process.version}; shared machine, figures are noisy`);

const big = bigTermSet(10_000);
const t0 = process.hrtime.bigint();
const matcher = compileTerms(big);
const compileMs = Number(process.hrtime.bigint() - t0) / 1e6;
const analyzer = createBuiltinSemanticAnalyzer();
const configs: [string, CheckLevel, AssessmentPorts][] = [
  ["basic, built-in terms", "basic", {}],
  ["basic, + 10,000 terms", "basic", { restrictedTerms: { snapshot: () => big } }],
  ["full, built-in analyser", "full", { semantic: analyzer }],
  ["full, no analyser (fail-open)", "full", { semantic: null }],
];
// Rounds interleave the configurations so that load from other processes hits all of them alike;
// the first two rounds warm up the JIT and the lazily built gazetteer.
const samples = configs.map((): number[] => []);
for (let round = 0; round < 11; round++) {
  for (const [i, [, level, ports]] of configs.entries()) {
    const ns = await pass(level, ports);
    if (round >= 2) samples[i]?.push(ns);
  }
}
const stats = samples.map((xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { best: sorted[0] as number, median: sorted[Math.floor(sorted.length / 2)] as number };
});
for (const [i, [label]] of configs.entries()) {
  const { best, median } = stats[i] as { best: number; median: number };
  console.log(
    `${label.padEnd(31)} best ${fmt(1e9 / best).padStart(7)}/s (${(best / 1000).toFixed(1)} µs)   median ${fmt(1e9 / median).padStart(7)}/s (${(median / 1000).toFixed(1)} µs)`,
  );
}
const extra = ((stats[1]?.best ?? 0) - (stats[0]?.best ?? 0)) / 1000;
console.log(`10,000-term list: compiled once in ${compileMs.toFixed(1)} ms (${matcher.size} spellings);`);
console.log(`  adds ${extra.toFixed(1)} µs per assessment, best vs best (goal < 1000 µs)`);

// The matcher alone, per name: built-in list vs built-in + 10,000 terms.
const tokenized = requests.map((r) => foldedWords(r.companyName));
const builtin = compileTerms(BUILTIN_TERM_SET);
for (const [label, m] of [
  ["built-in list", builtin],
  ["+ 10,000 terms", matcher],
] as const) {
  let best = Number.POSITIVE_INFINITY;
  let hits = 0;
  for (let r = 0; r < 7; r++) {
    const m0 = process.hrtime.bigint();
    for (const t of tokenized) hits += m.match(t).length;
    best = Math.min(best, Number(process.hrtime.bigint() - m0) / 1000 / tokenized.length);
  }
  console.log(
    `matcher alone, ${label.padEnd(15)} ${best.toFixed(2)} µs per name (best of 7; ${hits / 7} hits per pass)`,
  );
}
