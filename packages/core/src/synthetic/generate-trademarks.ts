/**
 * Deterministic synthetic trademarks for tests, the default database and the benchmark.
 *
 * Mark `i` of seed `s` is a pure function of (s, i): random access needs no state, so a
 * benchmark over a million marks can hold only the search fields and regenerate full records
 * on demand. About a third of the marks are deliberate near-variants of an earlier mark
 * (typos, phonetic spellings, swapped words, digits for number words, pseudo-mark spellings),
 * so searches find clusters of similar marks as in a real register.
 * Class, status and sign-type frequencies follow the EUIPO 2020 sample roughly: most marks
 * are registered individual word or figurative marks with one to three classes.
 */
import type { TrademarkRecord } from "../trademarks/types.js";

/** Options of {@link generateTrademarks}. */
export interface GenerateTrademarksOptions {
  count: number;
  seed: number;
  /** Prefix of `sourceRecordId` (default "SYN"). */
  idPrefix?: string;
}

/** Generate `count` marks (a lazy iterable: a million marks never sit in memory at once). */
export function* generateTrademarks(options: GenerateTrademarksOptions): Generator<TrademarkRecord> {
  for (let i = 0; i < options.count; i++) yield syntheticTrademark(options.seed, i, options.idPrefix);
}

/** Mark `i` of seed `seed`. */
export function syntheticTrademark(seed: number, i: number, idPrefix = "SYN"): TrademarkRecord {
  const rnd = rng(seed, i);
  const text = markTextOf(seed, i, rnd);
  const feature = pickWeighted(rnd, FEATURES);
  const noText = feature === "Figurative" && rnd() < 0.06;
  const status = pickWeighted(rnd, STATUSES);
  const appDay = Math.floor(rnd() * 12_000); // days after 1992-01-01: up to 2024
  const registered = status === "Registered" || status.startsWith("Registration") || rnd() < 0.1;
  const number = String(10_000_000 + i).padStart(9, "0");
  const markCategory = rnd() < 0.985 ? "Individual" : rnd() < 0.7 ? "Collective" : "Certification";
  return {
    sourceRecordId: `${idPrefix}:${number}`,
    registrationNumber: registered ? `R${number}` : null,
    applicationNumberText: number,
    markText: noText ? null : casing(text, rnd),
    status,
    niceClasses: classesOf(rnd),
    applicationDate: isoDay(appDay),
    registrationDate: registered ? isoDay(appDay + 90 + Math.floor(rnd() * 300)) : null,
    expiryDate: registered ? isoDay(appDay + 3652) : null,
    markCategory: rnd() < 0.97 ? markCategory : null,
    markFeatureCategory: feature,
  };
}

// --- Internal helpers ---

type Rng = () => number;

/** mulberry32 over a hash of (seed, i): fast, and good enough for test data. */
function rng(seed: number, i: number): Rng {
  let a = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 1, 0xc2b2ae35);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rnd: Rng, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function pickWeighted<T>(rnd: Rng, table: ReadonlyArray<readonly [T, number]>): T {
  let total = 0;
  for (const [, w] of table) total += w;
  let r = rnd() * total;
  for (const [value, w] of table) {
    r -= w;
    if (r < 0) return value;
  }
  return (table.at(-1) as readonly [T, number])[0];
}

/** Split a space-separated word list (keeps long lists compact). */
const words = (list: string): string[] => list.split(" ");

const ONSETS = words("b c d f g k l m n p r s t v z br cl fr gr st tr sch ph qu x h j");
const VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o", "y", "ei", "au", "ie"];
const CODAS = ["", "", "", "n", "r", "s", "x", "l", "m", "t", "ck", "nd"];
const STEMS = words(
  "alp helvet nova terra lux vita bio tech med fin data soft care pharma food wear sport swiss berg see gold silber blue green sun star smart clean fresh pure cloud net web home casa bella sole luna verde montagna chocolat kaffee velo auto energie solar crypto",
);
const WORDS = words(
  "Swiss Group Pro Premium Classic Original Bio Tech Systems Solutions Design Kids Garden Express Direct Plus Max One Line Lab House Alpine Natural Digital Studio Factory World Club Care Life",
);
const PSEUDO = "4U|2GO|4YOU|24|360|B2B|2|4|FOR YOU|TO GO|DREI|3|ZWEI|X".split("|");

const FEATURES: ReadonlyArray<readonly [string, number]> = [
  ["Word", 55],
  ["Figurative", 43],
  ["3D shape", 1],
  ["Position", 0.5],
  ["Sound", 0.5],
];
const STATUSES: ReadonlyArray<readonly [string, number]> = [
  ["Registered", 70],
  ["Application opposed", 6],
  ["Application under examination", 5],
  ["Application published", 4],
  ["Registration expired", 6],
  ["Registration cancelled", 4],
  ["Application withdrawn", 3],
  ["Application refused", 2],
];
// Class frequencies shaped like EU filings: 9, 35, 42, 41, 25, 5, 3, 30 lead.
const CLASS_WEIGHTS: ReadonlyArray<readonly [number, number]> = Array.from({ length: 45 }, (_, k) => {
  const c = k + 1;
  const heavy: Record<number, number> = {
    9: 12,
    35: 14,
    42: 10,
    41: 8,
    25: 7,
    5: 5,
    3: 5,
    30: 4,
    29: 3,
    16: 3,
    44: 3,
    43: 3,
    36: 3,
    28: 3,
    18: 3,
    32: 2,
    33: 2,
    21: 2,
    11: 2,
    7: 2,
    10: 2,
    12: 2,
    38: 2,
    39: 2,
    37: 2,
  };
  return [c, heavy[c] ?? 1] as const;
});

function coinedWord(rnd: Rng): string {
  const syllables = 1 + Math.floor(rnd() * 3);
  let w = "";
  for (let s = 0; s < syllables; s++) w += pick(rnd, ONSETS) + pick(rnd, VOWELS);
  return w + pick(rnd, CODAS);
}

/** Base text of mark i (never a variant): one to three words. */
function baseText(seed: number, i: number): string {
  const rnd = rng(seed ^ 0x5bd1e995, i);
  // A bare dictionary stem is rare: real registers hold few marks that are one common word.
  const first = rnd() < 0.45 ? pick(rnd, STEMS) + (rnd() < 0.95 ? coinedWord(rnd) : "") : coinedWord(rnd);
  const r = rnd();
  if (r < 0.45) return first;
  if (r < 0.75) return `${first} ${pick(rnd, WORDS)}`;
  if (r < 0.85) return `${first} ${coinedWord(rnd)}`;
  if (r < 0.95) return `${first} ${pick(rnd, PSEUDO)}`;
  return `${pick(rnd, WORDS)} ${first} ${pick(rnd, WORDS)}`;
}

/** Text of mark i: its base text, or (about a third) a variant of an earlier mark's base text. */
function markTextOf(seed: number, i: number, rnd: Rng): string {
  if (i === 0 || rnd() >= 0.33) return baseText(seed, i);
  // Mostly near neighbours, so small samples have clusters too.
  const j = rnd() < 0.7 ? Math.max(0, i - 1 - Math.floor(rnd() * 50)) : Math.floor(rnd() * i);
  return variantOf(baseText(seed, j), rnd);
}

const SWAPS: ReadonlyArray<readonly [string, string]> = [
  ["c", "k"],
  ["ph", "f"],
  ["y", "i"],
  ["z", "s"],
  ["ei", "ai"],
  ["v", "w"],
  ["ck", "k"],
  ["x", "ks"],
  ["qu", "kw"],
];

function variantOf(text: string, rnd: Rng): string {
  const r = rnd();
  if (r < 0.3) return typo(text, rnd);
  if (r < 0.5) {
    const [a, b] = pick(rnd, SWAPS);
    return text.includes(a) ? text.replace(a, b) : text.includes(b) ? text.replace(b, a) : `${text}s`;
  }
  if (r < 0.62) {
    const words = text.split(" ");
    return words.length > 1 ? [...words.slice(1), words[0]].join(" ") : `${text} ${pick(rnd, WORDS)}`;
  }
  if (r < 0.75) return `${text} ${pick(rnd, WORDS)}`;
  if (r < 0.85) return `${text} ${pick(rnd, PSEUDO)}`;
  if (r < 0.93) return text.replace(/ /, "-");
  return text;
}

function typo(text: string, rnd: Rng): string {
  const p = Math.floor(rnd() * text.length);
  const letter = String.fromCharCode(97 + Math.floor(rnd() * 26));
  const op = rnd();
  if (op < 0.33) return text.slice(0, p) + letter + text.slice(p + 1);
  if (op < 0.66) return text.slice(0, p) + letter + text.slice(p);
  return text.length > 3 ? text.slice(0, p) + text.slice(p + 1) : text + letter;
}

function casing(text: string, rnd: Rng): string {
  const r = rnd();
  if (r < 0.55) return text.toUpperCase();
  if (r < 0.9)
    return text.replace(/(^|[ -])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  return text;
}

function classesOf(rnd: Rng): number[] {
  const n = pickWeighted(rnd, [
    [1, 45],
    [2, 24],
    [3, 16],
    [4, 7],
    [5, 4],
    [7, 3],
    [11, 1],
  ] as const);
  const set = new Set<number>();
  while (set.size < n) set.add(pickWeighted(rnd, CLASS_WEIGHTS));
  return [...set].sort((a, b) => a - b);
}

const DAY_MS = 86_400_000;
const EPOCH_1992 = Date.UTC(1992, 0, 1);

function isoDay(day: number): string {
  return `${new Date(EPOCH_1992 + day * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`;
}
