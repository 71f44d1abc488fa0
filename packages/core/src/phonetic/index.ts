/// <reference path="./talisman.d.ts" />
/**
 * Phonetic keys of a name core (class P of the conflict search).
 *
 * Multi-word cores are keyed token by token: every core token gets its double-metaphone
 * primary and alternate code and its Cologne (Kölner Phonetik) code; a token without a code
 * (digits, "h2o") keeps `#token`. The codes of one kind are sorted and joined with a space,
 * so the keys ignore word order like the same-as key does:
 *   "Meier Consulting" → primary "KNSL MR", alternate "KNSL MR", cologne "06845 67".
 * Two names match phonetically when any metaphone key (primary or alternate) of one equals
 * any metaphone key of the other, or their Cologne keys are equal.
 */
import doubleMetaphone from "talisman/phonetics/double-metaphone.js";
import { cologneCode } from "./cologne.js";

/** The three phonetic keys of a core; empty strings for an empty core. */
export interface PhoneticKeys {
  primary: string;
  alt: string;
  cologne: string;
}

/** Namespace prefixes of phonetic keys in the index (metaphone keys cross-match, Cologne only with Cologne). */
export const METAPHONE_PREFIX = "m:";
export const COLOGNE_PREFIX = "k:";
/** Fewest sounds a word's code needs to relate two words (class W). */
const MIN_SOUNDS = 3;

/** Phonetic keys of core tokens (already normalised: lower case, folded). */
export function phoneticKeys(coreTokens: readonly string[]): PhoneticKeys {
  if (coreTokens.length === 0) return { primary: "", alt: "", cologne: "" };
  const primary: string[] = [];
  const alt: string[] = [];
  const kp: string[] = [];
  for (const token of coreTokens) {
    const [p, a, k] = tokenCodes(token);
    primary.push(p);
    alt.push(a);
    kp.push(k);
  }
  return { primary: joinSorted(primary), alt: joinSorted(alt), cologne: joinSorted(kp) };
}

/** Distinct namespaced keys for the index: metaphone primary and alternate, and Cologne. */
export function phoneticIndexKeys(keys: PhoneticKeys): string[] {
  if (!keys.primary) return [];
  const out = [METAPHONE_PREFIX + keys.primary];
  if (keys.alt !== keys.primary) out.push(METAPHONE_PREFIX + keys.alt);
  out.push(COLOGNE_PREFIX + keys.cologne);
  return out;
}

/**
 * Namespaced sound codes of one word (class W): its Cologne code, which spells the whole word.
 * Not double metaphone: it stops at four sounds and folds every initial vowel into A, so
 * "Investivity" / "Investart" (ANFS) and "Iris" / "Airways" (ARS) would sound alike. A code of
 * fewer than three sounds says too little ("Dara" and "Trey" are both 27), so it is left out.
 * A word with "cc" before e, i or y has a second code, with the pair read as "ks": the Cologne
 * code reads them as one sibilant (8, "Ricci" as "Rizzi"), while German, French and
 * English say "ks" there, x's 48 ("Accent" as "Akzent", "Accial" as "Axial"). The first code
 * is the standard one. None for a word that is not all letters or shorter than 3 letters.
 */
export function wordSoundCodes(token: string): string[] {
  if (token.length < 3 || !letterOnly(token)) return [];
  // The Cologne code alone (not tokenCodes): a snapshot's vocabulary is read in a fresh process
  // with no cached codes, and double metaphone is the slower half.
  const k = cologneCode(token);
  const codes = k.length >= MIN_SOUNDS ? [COLOGNE_PREFIX + k] : [];
  if (token.includes("cc")) {
    const ks = cologneCode(token.replace(CC_BEFORE_SOFT_VOWEL, "kc"));
    if (ks !== k && ks.length >= MIN_SOUNDS) codes.push(COLOGNE_PREFIX + ks);
  }
  return codes;
}

/** "cc" before e, i or y, read as "kc" (k: 4, then c before a soft vowel: 8) for the "ks" code. */
const CC_BEFORE_SOFT_VOWEL = /cc(?=[eiy])/g;

/**
 * Key of a multi-word core written as one word ("Hydra Pore" as "hydrapore"): its Cologne code,
 * so split and joined words that also differ in a vowel match by sound (class P). The joined
 * letters themselves need no key: the same-as keys already hold them (class E). Not the joined
 * metaphone code: it keeps only four sounds, so a joined core would match every name that merely
 * starts alike. None for a single-word core, whose own keys already say the same.
 */
export function joinedKeys(coreTokens: readonly string[]): string[] {
  if (coreTokens.length < 2) return [];
  const joined = coreTokens.join("");
  if (!letterOnly(joined)) return [];
  // Only the Cologne code: the joined core is a new string, so no cached metaphone to reuse.
  const k = cologneCode(joined);
  return k ? [COLOGNE_PREFIX + k] : [];
}

/** True when two words share a double-metaphone code (primary or alternate, either way round). */
export function metaphoneAlike(a: string, b: string): boolean {
  const [pa, aa] = tokenCodes(a);
  const [pb, ab] = tokenCodes(b);
  return pa === pb || pa === ab || aa === pb || aa === ab;
}

// --- Internal helpers ---

// Words repeat a lot across a register (surnames, trade words): memoise their codes.
const CACHE_LIMIT = 200_000;
const cache = new Map<string, readonly [string, string, string]>();

/** `[primary, alternate, cologne]` of one token; `#token` when a code is empty. */
function tokenCodes(token: string): readonly [string, string, string] {
  const hit = cache.get(token);
  if (hit) return hit;
  const letters = letterOnly(token);
  const [p, a] = letters ? doubleMetaphone(token) : ["", ""];
  const k = letters ? cologneCode(token) : "";
  const codes = [p || `#${token}`, a || p || `#${token}`, k || `#${token}`] as const;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, codes);
  return codes;
}

// talisman expects letters; tokens with digits get no code (they are matched as written).
function letterOnly(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return token.length > 0;
}

function joinSorted(codes: string[]): string {
  return codes.sort().join(" ");
}
