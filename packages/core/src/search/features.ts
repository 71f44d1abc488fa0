/**
 * The searchable features of one text (a company name, a language version, a mark text).
 * The index, the query and the brute-force oracle all derive their features here, so the
 * class definitions cannot drift apart.
 */
import { normalizeName } from "../normalize/index.js";
import type { NormalizedName } from "../normalize/types.js";
import type { PhoneticKeys } from "../phonetic/index.js";
import {
  COLOGNE_PREFIX,
  joinedKeys,
  METAPHONE_PREFIX,
  phoneticIndexKeys,
  phoneticKeys,
} from "../phonetic/index.js";
import { conceptKey } from "../similarity/concept-key.js";
import { trigramsOf } from "../similarity/trigrams.js";
import { spelledDigitReadings } from "./spelled-digits.js";

/** Features of one text. */
export interface TextFeatures {
  normalized: NormalizedName;
  /** Distinct non-empty same-as keys (class E). */
  sameAsKeys: string[];
  phonetic: PhoneticKeys;
  /**
   * Distinct namespaced phonetic keys of the core, and of the core written as one word, also with
   * its one-digit words spelled out in each language (class P).
   */
  phoneticKeys: string[];
  /** Distinct padded trigrams of the core, sorted (class V). */
  trigrams: string[];
  /** Distinct core tokens, sorted (class S). */
  tokens: string[];
  /** The concept key of the core (class T), when one of its words is a lexicon concept. */
  conceptKeys: string[];
}

/** Compute the features of a text. */
export function textFeatures(text: string): TextFeatures {
  const base = baseFeatures(text);
  return { ...base, trigrams: trigramsOf(base.tokens) };
}

/** Every feature but the trigram strings (the index builds numeric trigram keys from `tokens`). */
export function baseFeatures(text: string): Omit<TextFeatures, "trigrams"> {
  const normalized = normalizeName(text);
  const words = normalized.coreTokens.filter((t) => t.length > 0);
  const tokens = distinctTokens(words);
  const phonetic = phoneticKeys(words);
  return {
    normalized,
    sameAsKeys: [...new Set(normalized.sameAsKeys.filter((k) => k.length > 0))],
    phonetic,
    phoneticKeys: [
      ...new Set([
        ...phoneticIndexKeys(phonetic),
        ...joinedKeys(words),
        ...spelledDigitReadings(words).flatMap(joinedKeys),
      ]),
    ],
    tokens,
    conceptKeys: conceptKeysOf(words),
  };
}

/** The distinct words of a core, sorted: the `tokens` feature of a text normalised as `n`. */
export function coreTokenSet(n: NormalizedName): string[] {
  return distinctTokens(n.coreTokens.filter((t) => t.length > 0));
}

function distinctTokens(words: readonly string[]): string[] {
  return [...new Set(words)].sort();
}

function conceptKeysOf(words: readonly string[]): string[] {
  const key = conceptKey(words);
  return key === null ? [] : [key];
}

/** Letters and digits in a name core: what a search can compare ("&" alone is not enough). */
export function lettersAndDigits(core: string): number {
  return core.replace(/[^\p{L}\p{N}]/gu, "").length;
}

/** The keys of `keys` whose bit is set in `mask` (bit j: key j matched; the first 32 keys). */
export function matchedKeys(mask: number, keys: readonly string[]): string[] {
  return keys.filter((_, j) => j < 32 && (mask & (1 << j)) !== 0);
}

/**
 * Fewest sounds a Cologne key must spell for a phonetic match to count as spelling the whole
 * name (class P's High): two sounds ("07", "46", "KR") match names by chance ("Jar" / "Orro",
 * "Cam" / "Quami"; docs/matching-precision.md).
 */
export const FULL_KEY_MIN_SOUNDS = 3;

/** Bit j set for each Cologne key j of `keys` (the first 32) of at least `FULL_KEY_MIN_SOUNDS` sounds. */
export function fullKeyBits(keys: readonly string[]): number {
  let bits = 0;
  for (let j = 0; j < keys.length && j < 32; j++) {
    const k = keys[j] as string;
    const sounds = k.slice(COLOGNE_PREFIX.length).replaceAll(" ", "").length;
    if (k.startsWith(COLOGNE_PREFIX) && sounds >= FULL_KEY_MIN_SOUNDS) bits |= 1 << j;
  }
  return bits;
}

/** Bit j set for each double-metaphone key j of `keys` (the first 32): the rest are Cologne keys. */
export function metaphoneBits(keys: readonly string[]): number {
  let bits = 0;
  for (let j = 0; j < keys.length && j < 32; j++) {
    if ((keys[j] as string).startsWith(METAPHONE_PREFIX)) bits |= 1 << j;
  }
  return bits;
}

/** Which of a text's phonetic keys (bit j for key j) weigh for class P's High. */
export interface PhoneticKeyBits {
  /** The double-metaphone keys. */
  metaphone: number;
  /** The Cologne keys that spell at least `FULL_KEY_MIN_SOUNDS` sounds. */
  fullKey: number;
}

/** The {@link PhoneticKeyBits} of `keys` (a text's `phoneticKeys`), once per search. */
export function phoneticKeyBits(keys: readonly string[]): PhoneticKeyBits {
  return { metaphone: metaphoneBits(keys), fullKey: fullKeyBits(keys) };
}

/**
 * Whether a hit's phonetic mask holds both kinds of key, as P's High asks: double metaphone keeps
 * four sounds a word, so alone it may be a shared beginning ("PowerMatrix" / "POWERMATIC"), and a
 * Cologne code drops every vowel. Companies, marks and both oracles ask it here.
 */
export function throughBothKeys(mask: number, bits: PhoneticKeyBits): boolean {
  return (mask & bits.metaphone) !== 0 && (mask & bits.fullKey) !== 0;
}
