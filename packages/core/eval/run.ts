/**
 * `pnpm eval:semantic`: precision and recall per semantic flag of the built-in analyser over the
 * labelled evaluation set (cases.dev.json: tuning allowed; cases.holdout.json, cases.blind.json and
 * cases.fresh.json and cases.unseen.json: held out; docs/semantic.md says how and when each part was written).
 * Each case lists every semantic flag it should get; all other semantic flags are ones it should
 * not get. Options: `--errors` prints each wrong case; `--min=0.9` exits 1 when a figure is lower.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AssessmentRequest, FlagCode } from "../src/index.js";
import { normalizeName, resolveAssessmentRequest, semanticInputOf } from "../src/index.js";
import { analyzeName } from "../src/semantic/index.js";

/** The flags the semantic analyser decides. */
const FLAGS: readonly FlagCode[] = [
  "WARN_PURELY_DESCRIPTIVE",
  "WARN_DECEPTIVE_PURPOSE",
  "WARN_IMPLIED_INVESTMENT_OR_BANKING_ACTIVITY",
  "WARN_HEALTH_CLAIM_HMG",
  "ERR_TRANSLATION_MISMATCH",
  "ERR_TRANSLATION_UNTRANSLATABLE",
];

interface Case extends AssessmentRequest {
  id: string;
  expect: FlagCode[];
  note?: string;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const args = process.argv.slice(2);
const showErrors = args.includes("--errors");
const minArg = args.find((a) => a.startsWith("--min="));
const min = minArg ? Number(minArg.slice("--min=".length)) : null;

const load = (file: string): Case[] =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")) as { cases: Case[] })
    .cases;

const parts = {
  dev: load("./cases.dev.json"),
  holdout: load("./cases.holdout.json"),
  blind: load("./cases.blind.json"),
  fresh: load("./cases.fresh.json"),
  unseen: load("./cases.unseen.json"),
};
let belowGoal = false;
for (const [label, cases] of [...Object.entries(parts), ["all", Object.values(parts).flat()] as const]) {
  const counts = new Map(FLAGS.map((f) => [f, { tp: 0, fp: 0, fn: 0 } as Counts]));
  const wrong: string[] = [];
  for (const c of cases) {
    const got = new Set(predict(c));
    const want = new Set(c.expect);
    for (const flag of FLAGS) {
      const n = counts.get(flag) as Counts;
      if (got.has(flag) && want.has(flag)) n.tp++;
      else if (got.has(flag)) n.fp++;
      else if (want.has(flag)) n.fn++;
    }
    const same = got.size === want.size && [...got].every((f) => want.has(f));
    if (!same)
      wrong.push(
        `  ${c.id} ${c.companyName}: expected [${[...want].join(", ")}], got [${[...got].join(", ")}]`,
      );
  }
  console.log(`\n${label}: ${cases.length} cases, ${cases.length - wrong.length} fully right`);
  console.log(
    `${"flag".padEnd(45)} ${"support".padStart(7)} ${"precision".padStart(9)} ${"recall".padStart(7)}`,
  );
  for (const [flag, n] of counts) {
    const precision = n.tp + n.fp === 0 ? 1 : n.tp / (n.tp + n.fp);
    const recall = n.tp + n.fn === 0 ? 1 : n.tp / (n.tp + n.fn);
    if (min !== null && label !== "all" && (precision < min || recall < min)) belowGoal = true;
    console.log(
      `${flag.padEnd(45)} ${String(n.tp + n.fn).padStart(7)} ${precision.toFixed(3).padStart(9)} ${recall.toFixed(3).padStart(7)}`,
    );
  }
  if (showErrors && wrong.length > 0 && label !== "all") console.log(wrong.join("\n"));
}
// Speed of the built-in analyser over the whole set (indicative: the machine is shared).
const everything = Object.values(parts).flat();
predict(everything[0] as Case); // builds the lexicon index once
const rounds = 20;
const started = performance.now();
for (let r = 0; r < rounds; r++) for (const c of everything) predict(c);
const perName = ((performance.now() - started) * 1000) / (rounds * everything.length);
console.log(
  `\nspeed: ${perName.toFixed(0)} µs per request (${rounds} rounds over ${everything.length} cases)`,
);

if (belowGoal) {
  console.error(`\nA figure is below ${min}.`);
  process.exitCode = 1;
}

function predict(c: Case): FlagCode[] {
  // The case's own fields are not the request's (the request refuses unknown properties).
  const { id: _id, expect: _expect, note: _note, ...request } = c;
  const req = resolveAssessmentRequest({ ...request, checkLevel: "full" });
  const analysis = analyzeName(semanticInputOf(req, normalizeName(req.companyName).nameCore));
  return [...new Set(analysis.findings.map((f) => f.code))].filter((f) => FLAGS.includes(f));
}
