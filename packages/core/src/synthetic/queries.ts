/**
 * Query generator for the completeness tests and the benchmark: variations of registered
 * names of every kind the conflict search must handle, plus unrelated names.
 */
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { LEGAL_FORMS, SURNAMES, SYLLABLES, TRADES } from "./data/words.js";
import type { Random } from "./prng.js";
import { createRandom } from "./prng.js";

/** Kinds of generated query. */
export const QUERY_KINDS = [
  "exact",
  "typo",
  "transposition",
  "phonetic",
  "umlaut",
  "reordered",
  "legal_form_added",
  "legal_form_removed",
  "subset",
  "superset",
  "unrelated",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** One generated query. */
export interface GeneratedQuery {
  kind: QueryKind;
  name: string;
}

/** `count` queries, cycling through the kinds, derived from `companies`. */
export function generateQueries(
  companies: readonly RegisteredCompany[],
  count: number,
  seed: number,
): GeneratedQuery[] {
  const rnd = createRandom(seed);
  const out: GeneratedQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = QUERY_KINDS[i % QUERY_KINDS.length] as QueryKind;
    const company = rnd.pick(companies);
    const source = rnd.pick(company.names).name;
    out.push({ kind, name: varyName(kind, source, rnd) });
  }
  return out;
}

/** One variation of a registered name (or, for "unrelated", a fresh name). */
export function varyName(kind: QueryKind, name: string, rnd: Random): string {
  return vary(kind, name, rnd);
}

// --- Internal helpers ---

const FORMS = new Set(
  Object.values(LEGAL_FORMS)
    .flat()
    .map((f) => f.toLowerCase()),
);
const PHONETIC: readonly [string, string][] = [
  ["ei", "ai"],
  ["ai", "ei"],
  ["ey", "ei"],
  ["ph", "f"],
  ["f", "ph"],
  ["c", "k"],
  ["k", "c"],
  ["tz", "z"],
  ["z", "tz"],
  ["ie", "i"],
  ["y", "i"],
  ["th", "t"],
  ["dt", "t"],
  ["ck", "k"],
  ["v", "w"],
  ["mm", "m"],
  ["ll", "l"],
  ["tt", "t"],
];
const UMLAUTS: readonly [string, string][] = [
  ["ü", "ue"],
  ["ä", "ae"],
  ["ö", "oe"],
  ["ü", "u"],
  ["ä", "a"],
  ["é", "e"],
  ["ue", "ü"],
  ["ae", "ä"],
];

function vary(kind: QueryKind, name: string, rnd: Random): string {
  const words = name.split(" ");
  switch (kind) {
    case "exact":
      return name;
    case "typo": {
      const i = rnd.int(name.length);
      const op = rnd.int(3);
      const ch = "abcdefghiklmnoprstuz"[rnd.int(20)] as string;
      if (op === 0) return name.slice(0, i) + ch + name.slice(i + 1);
      if (op === 1) return name.slice(0, i) + ch + name.slice(i);
      return name.length > 3 ? name.slice(0, i) + name.slice(i + 1) : name + ch;
    }
    case "transposition": {
      const i = rnd.int(Math.max(1, name.length - 1));
      return name.slice(0, i) + name.charAt(i + 1) + name.charAt(i) + name.slice(i + 2);
    }
    case "phonetic":
      return replaceOne(name, PHONETIC, rnd) ?? `${name.slice(0, -1)}${name.endsWith("e") ? "" : "e"}`;
    case "umlaut":
      return replaceOne(name, UMLAUTS, rnd) ?? name.toUpperCase();
    case "reordered":
      return words.length > 1 ? [...words.slice(1), words[0]].join(" ") : `${name} ${rnd.pick(SURNAMES)}`;
    case "legal_form_added":
      return `${name} ${rnd.pick(["AG", "GmbH", "SA", "Sàrl", "Sagl"])}`;
    case "legal_form_removed":
      return words.filter((w) => !FORMS.has(w.toLowerCase())).join(" ") || name;
    case "subset":
      return words.length > 1 ? words.slice(0, Math.max(1, words.length - 2)).join(" ") : name;
    case "superset":
      return `${name.split(" ").slice(0, -1).join(" ") || name} ${(rnd.pick(TRADES) as readonly string[])[rnd.int(4)]}`;
    default:
      return `${rnd.pick(SYLLABLES)}${rnd.pick(SYLLABLES)}${rnd.pick(SYLLABLES)} ${rnd.pick(SURNAMES)} ${(rnd.pick(TRADES) as readonly string[])[rnd.int(4)]}`;
  }
}

function replaceOne(name: string, pairs: readonly [string, string][], rnd: Random): string | null {
  const lower = name.toLowerCase();
  const start = rnd.int(pairs.length);
  for (let k = 0; k < pairs.length; k++) {
    const [from, to] = pairs[(start + k) % pairs.length] as [string, string];
    const at = lower.indexOf(from);
    if (at >= 0) return name.slice(0, at) + to + name.slice(at + from.length);
  }
  return null;
}
