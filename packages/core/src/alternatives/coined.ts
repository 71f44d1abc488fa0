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

/** Up to `n` distinct coined words (capitalised) from the letters of `sources`, seeded. */
export function coinedWords(sources: readonly string[], random: Random, n: number): string[] {
  const letters = sources.map((s) => foldText(s).replace(/[^a-z]/g, "")).filter((s) => s.length >= 2);
  const pool = letters.length > 0 ? letters : FALLBACK_STEMS;
  const out = new Set<string>();
  for (let attempt = 0; out.size < n && attempt < n * 12; attempt++) {
    const first = random.pick(pool);
    let stem = first.slice(0, 2 + random.int(3));
    if (pool.length > 1 && random.chance(0.4)) {
      const second = random.pick(pool);
      if (second !== first) stem += second.slice(0, 2 + random.int(2));
    }
    const ending = random.pick(ENDINGS);
    if (VOWELS.test(stem) && /^[aeiou]/.test(ending)) stem = stem.slice(0, -1);
    const word = stem + ending;
    if (word.length < 4 || word.length > 10 || letters.includes(word) || isKnownWord(word)) continue;
    out.add(word[0]?.toUpperCase() + word.slice(1));
  }
  return [...out];
}

// --- Internal helpers ---

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
