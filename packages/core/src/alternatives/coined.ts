/**
 * Coined words derived from a name: a stem of one or two of its words and a Romance-sounding
 * ending ("Alpenblick" → "Alpora", "Alvia"). A coined word is a fantasy element, the most
 * distinctive kind of name element (directive: fantasy names are admissible and individualise),
 * and staying close to the founder's own words keeps the suggestion recognisable.
 */
import { readText } from "../semantic/read.js";
import type { Random } from "../synthetic/prng.js";
import { foldText } from "../terms/text.js";

const ENDINGS = [
  "a",
  "o",
  "ia",
  "io",
  "is",
  "on",
  "ea",
  "ix",
  "ara",
  "ello",
  "ivo",
  "en",
  "ena",
  "aro",
  "ys",
];
const VOWELS = /[aeiouy]$/;
/** Fallback stems when the name has no letters to derive from ("1848 AG"). */
const FALLBACK_STEMS = ["nov", "ver", "lum", "sol", "mar", "cal", "tor", "ori"];

/**
 * Up to `n` distinct coined words (capitalised) from the letters of `sources`, seeded. A
 * `distant` word (for a name that is taken) starts inside a source word and joins two pieces,
 * 6 to 10 letters: a stem from the start of the taken name's word would stay close to it.
 */
export function coinedWords(
  sources: readonly string[],
  random: Random,
  n: number,
  options: { distant?: boolean } = {},
): string[] {
  const letters = sources.map((s) => foldText(s).replace(/[^a-z]/g, "")).filter((s) => s.length >= 2);
  const out = new Set<string>();
  // The name's own letters first; the fallback stems help out when they give too few ("KFA").
  for (const pool of [letters, [...letters, ...FALLBACK_STEMS]]) {
    if (pool.length > 0) coinInto(out, pool, letters, random, n, options.distant === true);
  }
  return [...out];
}

// --- Internal helpers ---

function coinInto(
  out: Set<string>,
  pool: readonly string[],
  own: readonly string[],
  random: Random,
  n: number,
  distant: boolean,
): void {
  for (let attempt = 0; out.size < n && attempt < n * 12; attempt++) {
    let stem = distant ? innerPiece(random.pick(pool), random) + innerPiece(random.pick(pool), random) : "";
    if (!distant) {
      const first = random.pick(pool);
      stem = first.slice(0, 2 + random.int(3));
      const second = random.pick(pool);
      if (second !== first && random.chance(0.4)) stem += second.slice(0, 2 + random.int(2));
    }
    const ending = random.pick(ENDINGS);
    if (VOWELS.test(stem) && /^[aeiou]/.test(ending)) stem = stem.slice(0, -1);
    const word = stem + ending;
    const min = distant ? 6 : 4;
    if (word.length < min || word.length > 10 || !pronounceable(word)) continue;
    if (own.includes(word) || isKnownWord(word)) continue;
    out.add(word[0]?.toUpperCase() + word.slice(1));
  }
}

const ONSETS = new Set([
  "bl",
  "br",
  "ch",
  "cl",
  "cr",
  "dr",
  "fl",
  "fr",
  "gl",
  "gr",
  "pl",
  "pr",
  "sc",
  "sp",
  "st",
  "tr",
]);

/**
 * No three consonants or three vowels in a row, no doubled a, i, u or y, a usual start, no piece
 * said twice ("Kfkfix", "Rnrnen"; "Dioiis", "Kyyivo", "Ugaanara" were suggested before the vowels
 * were looked at).
 */
function pronounceable(word: string): boolean {
  if (/[^aeiouy]{3}/.test(word) || /[aeiouy]{3}/.test(word) || /(aa|ii|uu|yy)/.test(word)) return false;
  if (/(..+)\1/.test(word)) return false;
  return /^[aeiouy]|^.[aeiouy]/.test(word) || ONSETS.has(word.slice(0, 2));
}

/** Two or three letters from inside a word (from its second letter on), or from its start if short. */
function innerPiece(word: string, random: Random): string {
  const size = 2 + random.int(2);
  if (word.length <= size + 1) return word.slice(0, size);
  const from = 1 + random.int(word.length - size);
  return word.slice(from, from + size);
}

/** A word of the lexicons ("keys", "alpen") is not a fantasy word: it describes or misleads. */
function isKnownWord(word: string): boolean {
  return readText(word, { language: "de", legalForms: false }).elements.some((e) => e.type === "concept");
}

/** A 32-bit seed from any text (FNV-1a), so the same request always coins the same words. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
