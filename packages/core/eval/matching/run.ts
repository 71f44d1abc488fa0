/**
 * `pnpm eval:matching`: the engine against the labelled pairs of pairs.json (issue 15).
 * For each pair, name `b` goes into a company or trademark register next to a fixed background
 * of generated names and name `a` is searched; the pair is found when `b` comes back as the
 * identity match or at risk Medium or High. Prints recall per class, source and kind, the share
 * of not-confusable pairs reported High or identical, and one line per pair.
 *
 * Options: `--blind` also runs and prints the blind part (kept out of sight while tuning);
 * `--added YYYY-MM-DD` runs only the pairs added that day, and `--batch N` only the pairs of the
 * Nth collection (2 and up), dev and blind alike (a batch's first run: nothing was tuned on it); `--json` prints machine-readable output; `--misses` prints
 * only the pairs the engine got wrong; `--background N` puts N generated companies and marks
 * beside each pair instead of 400 (word weights nearer a full register's; slower).
 */
import type { EvalPair } from "./dataset.js";
import { datasetIssues, loadDataset } from "./dataset.js";
import type { Background } from "./engine.js";
import { BACKGROUND, DEFAULT_NICE_CLASS, evaluatePair } from "./engine.js";
import type { PairResult } from "./report.js";
import { formatPair, formatSummary, summarize, verdictOf } from "./report.js";

// "--" is what pnpm forwards before script arguments; it carries no option.
const argv = process.argv.slice(2).filter((a) => a !== "--");
const addedAt = argv.indexOf("--added");
const addedDay = addedAt >= 0 ? argv.splice(addedAt, 2)[1] : undefined;
if (addedAt >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(addedDay ?? "")) {
  console.error("--added needs a day, YYYY-MM-DD");
  process.exit(2);
}
const batchAt = argv.indexOf("--batch");
const batchText = batchAt >= 0 ? argv.splice(batchAt, 2)[1] : undefined;
if (batchAt >= 0 && !/^([2-9]|[1-9]\d+)$/.test(batchText ?? "")) {
  console.error("--batch needs the number of a collection, 2 or more");
  process.exit(2);
}
const backgroundAt = argv.indexOf("--background");
const backgroundText = backgroundAt >= 0 ? argv.splice(backgroundAt, 2)[1] : undefined;
if (backgroundAt >= 0 && !(/^\d+$/.test(backgroundText ?? "") && Number(backgroundText) <= 200_000)) {
  console.error("--background needs a number of generated names, 0 to 200000");
  process.exit(2);
}
const background: Background =
  backgroundText === undefined
    ? BACKGROUND
    : { ...BACKGROUND, companies: Number(backgroundText), marks: Number(backgroundText) };
const args = new Set(argv);
for (const a of args) {
  if (!["--blind", "--json", "--misses"].includes(a)) {
    console.error(
      `unknown option ${a}; use --blind, --added YYYY-MM-DD, --batch N, --background N, --json or --misses`,
    );
    process.exit(2);
  }
}
const withBlind = args.has("--blind");

const data = loadDataset();
const issues = datasetIssues(data);
if (issues.length > 0) {
  console.error(`pairs.json is invalid:\n  ${issues.join("\n  ")}`);
  process.exit(1);
}
/** A held-out batch asked for by day or number, run whole; undefined: the dev part. */
const batch =
  addedDay !== undefined
    ? { title: `added ${addedDay}`, holds: (p: EvalPair) => p.added === addedDay }
    : batchText !== undefined
      ? { title: `batch ${batchText}`, holds: (p: EvalPair) => p.batch === Number(batchText) }
      : undefined;
if (batch) {
  data.pairs = data.pairs.filter(batch.holds);
  if (data.pairs.length === 0) {
    console.error(`no pair is in ${batch.title}`);
    process.exit(2);
  }
}
/** Title of the part that runs by default: the dev pairs, or a whole held-out batch. */
const mainPart = batch?.title ?? "dev";

async function evaluate(pairs: readonly EvalPair[]): Promise<PairResult[]> {
  const out: PairResult[] = [];
  for (const pair of pairs) {
    const outcome = await evaluatePair(pair, background);
    out.push({ pair, outcome, verdict: verdictOf(pair, outcome) });
  }
  return out;
}

// A batch's first run covers all of it: neither part was seen while tuning.
const dev = await evaluate(data.pairs.filter((p) => batch !== undefined || p.split === "dev"));
const blindPairs = batch === undefined ? data.pairs.filter((p) => p.split === "blind") : [];
const blind = withBlind ? await evaluate(blindPairs) : null;

if (args.has("--json")) {
  const row = (r: PairResult) => ({
    id: r.pair.id,
    a: r.pair.a,
    b: r.pair.b,
    kind: r.pair.kind,
    label: r.pair.label,
    class: r.pair.class,
    split: r.pair.split,
    source: r.pair.source,
    finding: r.outcome.finding,
    classes: r.outcome.classes,
    evidence: r.outcome.evidence,
    ...(r.outcome.error ? { error: r.outcome.error } : {}),
    verdict: r.verdict,
  });
  const parts = blind ? { [mainPart]: dev, blind } : { [mainPart]: dev };
  console.log(
    JSON.stringify(
      {
        background,
        defaultNiceClass: DEFAULT_NICE_CLASS,
        blindHidden: blind ? 0 : blindPairs.length,
        summary: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, summarize(v)])),
        pairs: Object.values(parts)
          .flat()
          .filter((r) => !args.has("--misses") || r.verdict !== "ok")
          .map(row),
      },
      null,
      2,
    ),
  );
} else {
  const lines = [
    `Matching evaluation (pairs.json): background ${background.companies} generated companies / ` +
      `${background.marks} generated marks, seed ${background.seed}; marks without classes in class ${DEFAULT_NICE_CLASS}`,
    "",
    ...formatSummary(mainPart, summarize(dev)),
  ];
  if (blind) lines.push("", ...formatSummary("blind", summarize(blind)));
  else if (batch === undefined)
    lines.push("", `blind: ${blindPairs.length} pairs not run (use --blind only for a final measurement)`);
  lines.push(
    "",
    "verdict    id                                   expected       class       found    cls  a  |  b",
  );
  for (const r of [...dev, ...(blind ?? [])]) {
    if (!args.has("--misses") || r.verdict !== "ok") lines.push(formatPair(r));
  }
  console.log(lines.join("\n"));
}
