/**
 * Near sound, the one-sound tolerance of class W (issue 15, item 1): two words whose Cologne
 * codes differ by one sound added or dropped at the end, the rest of the code equal
 * ("Novello" / "Novilon": 635 / 6356, "Volvo" / "Wolvol": 353 / 3535, "Magnify" / "Magnafied":
 * 6463 / 64632), and that are spelled more alike than not. It reaches sound-alikes that are
 * several letters apart, where class D stops.
 *
 * Why these bounds (measured in docs/matching-precision.md and docs/conflict-search.md):
 * - the Cologne code, as for W: it spells the whole word (double metaphone stops at four sounds);
 * - one sound at the end only, not any one-sound edit: the beginning of a word is what is heard
 *   and remembered, and an ending sound is the usual slip ("-n", "-d", "-s"). Any one-sound edit
 *   related a word to about sixty codes and multiplied the word-sound hits of a query sixteen
 *   times; a final sound relates it to ten codes;
 * - the shorter code of at least `NEAR_SOUND_MIN_SOUNDS` sounds: a two-sound code plus one sound
 *   would relate nearly every short word;
 * - both words at most `NEAR_SOUND_MAX_LENGTH` letters: short words, where class D allows one
 *   letter edit only (long words are compared at two letter edits);
 * - spelled more alike than not (fewer letter edits than half the longer word): the Cologne code
 *   drops every vowel after the first letter, so codes alone relate "Trade" / "Dordiajur"; with
 *   the spelling bound, the near-sound Medium matches of 1,483 real names fell from 5,829 to 374.
 */
import { distance as levenshtein } from "fastest-levenshtein";

/** Fewest sounds of the shorter code. */
export const NEAR_SOUND_MIN_SOUNDS = 3;
/** Longest word compared by near sound. */
export const NEAR_SOUND_MAX_LENGTH = 12;

/** True when a word may take part in a near-sound relation (its length; its code is checked apart). */
export function nearSoundLength(word: string): boolean {
  return word.length <= NEAR_SOUND_MAX_LENGTH;
}

/** True when one Cologne code (without prefix) is the other plus one final sound. */
export function codesOneSoundApart(a: string, b: string): boolean {
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return (
    shorter.length >= NEAR_SOUND_MIN_SOUNDS &&
    longer.length === shorter.length + 1 &&
    longer.startsWith(shorter)
  );
}

/** True when two words need fewer letter edits (Levenshtein) than half the longer word's length. */
export function spelledMostlyAlike(a: string, b: string): boolean {
  return 2 * levenshtein(a, b) < Math.max(a.length, b.length);
}

/**
 * True when two names are one word each and not spelled mostly alike: their phonetic keys may
 * agree by chance, the keys dropping vowels and merging initials ("Treuco" / "Dorga": TRK, 274),
 * so class P is no High for them (similarity/risk.ts). Names of two or more words keep the keys'
 * verdict: their keys spell more sounds, and word breaks move between spellings ("Sunray" /
 * "Sun-Ray").
 */
export function oneWordsSpelledApart(query: readonly string[], name: readonly string[]): boolean {
  const [q, n] = [query[0], name[0]];
  return (
    query.length === 1 && name.length === 1 && q !== undefined && n !== undefined && !spelledMostlyAlike(q, n)
  );
}
