/**
 * `pnpm eval:precision`: precision of the conflict search on real names (issue 15, item 4).
 * Each of the 1,483 real FINMA names is searched against a register of all FINMA names plus a fixed
 * background of generated companies; the query's own entry is skipped. Prints how many High and
 * Medium matches a real name gets (median, p95, max, share with at least one).
 *
 * Options: `--sample` also prints 50 High matches spread evenly over all of them (deterministic:
 * query order, then rank order); `--json` prints machine-readable output.
 */
import { NORMALIZATION_VERSION, searchConflicts, ValidationError } from "@namescreen/core";
import { BACKGROUND, buildPrecisionRegister } from "./register.js";
import type { CountSummary } from "./stats.js";
import { evenSample, summarizeCounts } from "./stats.js";

/** One reported match of a real name. */
interface FoundMatch {
  query: string;
  match: string;
  risk: "High" | "Medium";
  classes: string[];
  evidence: string[];
}

const SAMPLE_SIZE = 50;
/** The most matches one search returns (LIMITS.searchLimit.max); counts at this cap are truncated. */
const SEARCH_LIMIT = 100;

// "--" is what pnpm forwards before script arguments; it carries no option.
const args = new Set(process.argv.slice(2).filter((a) => a !== "--"));
for (const a of args) {
  if (!["--sample", "--json"].includes(a)) {
    console.error(`unknown option ${a}; use --sample or --json`);
    process.exit(2);
  }
}

const t0 = performance.now();
const { register, queries, companies } = buildPrecisionRegister();
const buildMs = performance.now() - t0;

const high: number[] = [];
const medium: number[] = [];
const highMatches: FoundMatch[] = [];
let identical = 0;
let truncated = 0;
const refused: string[] = [];
const t1 = performance.now();
for (const q of queries) {
  let result: Awaited<ReturnType<typeof searchConflicts>>;
  try {
    result = await searchConflicts(
      { name: q.name, limit: SEARCH_LIMIT, minRisk: "Medium" },
      { companies: register },
    );
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    refused.push(q.name);
    continue;
  }
  const found: FoundMatch[] = [];
  const id = result.identityMatch;
  if (id !== null && id.sourceCompanyId !== q.id) {
    found.push({
      query: q.name,
      match: id.nameDisplay,
      risk: "High",
      classes: ["E"],
      evidence: [`identity match (same-as key "${id.sameAsKey}")`],
    });
  }
  for (const m of result.similarMatches) {
    if (m.sourceCompanyId === q.id || m.risk === "Low") continue;
    found.push({
      query: q.name,
      match: m.nameDisplay,
      risk: m.risk,
      classes: [...m.explanation.classes],
      evidence: m.explanation.evidence,
    });
  }
  if (result.similarMatches.length >= SEARCH_LIMIT) truncated++;
  // An identity once the query's seat is set aside is a similar name, not an identical one.
  identical += found.filter(
    (f) => f.classes.includes("E") && !f.evidence[0]?.startsWith("compared without the query's place words"),
  ).length;
  const h = found.filter((f) => f.risk === "High");
  high.push(h.length);
  medium.push(found.length - h.length);
  highMatches.push(...h);
}
const searchMs = performance.now() - t1;

/** High matches per combination of classes ("P", "VS", ...), most frequent first. */
const byClasses = Object.entries(
  highMatches.reduce<Record<string, number>>((acc, m) => {
    const k = m.classes.join("");
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {}),
).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

const report = {
  normalizationVersion: NORMALIZATION_VERSION,
  register: { companies, finmaNames: queries.length, background: BACKGROUND },
  searched: high.length,
  refused,
  truncatedAtLimit: truncated,
  identicalMatches: identical,
  high: summarizeCounts(high),
  highTotal: highMatches.length,
  highByClasses: Object.fromEntries(byClasses),
  medium: summarizeCounts(medium),
  timing: { buildSeconds: buildMs / 1000, searchMsPerName: searchMs / Math.max(1, high.length) },
  ...(args.has("--sample") ? { sample: evenSample(highMatches, SAMPLE_SIZE) } : {}),
};

if (args.has("--json")) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const line = (label: string, s: CountSummary) =>
    `${label.padEnd(8)} median ${s.median}  p95 ${s.p95}  max ${s.max}  mean ${s.mean.toFixed(2)}  with ≥1: ${(s.shareAtLeastOne * 100).toFixed(1)}%`;
  console.log(
    `normalisation ${report.normalizationVersion}; register: ${companies} companies (${queries.length} FINMA names + ${BACKGROUND.names} generated names, seed ${BACKGROUND.seed})`,
  );
  console.log(`searched ${report.searched} real names (refused: ${refused.length}); own entry skipped`);
  console.log(line("High", report.high));
  console.log(line("Medium", report.medium));
  console.log(
    `High matches: ${highMatches.length}; by classes: ${byClasses.map(([k, n]) => `${k} ${n}`).join(", ")}`,
  );
  console.log(
    `identical names (class E) of another company: ${identical}; searches at the ${SEARCH_LIMIT}-match cap: ${truncated}`,
  );
  console.log(
    `build ${report.timing.buildSeconds.toFixed(1)} s, search ${report.timing.searchMsPerName.toFixed(2)} ms/name`,
  );
  if (report.sample) {
    console.log(`\nSample of ${report.sample.length} of ${highMatches.length} High matches:`);
    report.sample.forEach((m, i) => {
      console.log(
        `${String(i + 1).padStart(2)}. ${m.query}  →  ${m.match}  [${m.classes.join("")}]  ${m.evidence.join("; ")}`,
      );
    });
  }
}
