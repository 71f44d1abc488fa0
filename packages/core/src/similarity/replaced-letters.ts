/**
 * Replaced letters, a visual relation of class D: two words of seven or eight letters, of the same
 * length and ending alike, two letters apart ("Acofide" / "Axotide", "Simatul" / "Cibatul").
 * Class D allows one edit in words of three to eight letters and two from nine on; a coined word of
 * seven or eight letters with two letters changed was never found, and it is the miss that every
 * held-out batch of the matching evaluation showed (docs/matching-evaluation.md).
 *
 * Why these bounds (docs/conflict-search.md, "Replaced letters"):
 * - two substitutions only (no letter added or dropped), both before the last
 *   `REPLACED_ENDING` letters, which the words share: the ending is what a reader keeps;
 * - Latin letters only, seven or eight of them: shorter words two letters apart are other words,
 *   and longer ones are class D at two edits already;
 * - no place name (the gazetteer's municipalities and localities): "Bülach" / "Bellach" are two
 *   places, not one coined word changed;
 * - pairs one edit apart (a swap of two neighbours) are class D's edits already, and not repeated
 *   (`replacedLettersApart` in partial.ts).
 *
 * Two letters changed are weaker evidence than one: the relation gives Medium at most, and only
 * when the pair is the most distinctive element of both names (similarity/risk.ts), as moved
 * letters do.
 */
import { placesNamed } from "../reference/gazetteer.js";

/** Shortest and longest word compared by two replaced letters. */
export const REPLACED_MIN_LENGTH = 7;
export const REPLACED_MAX_LENGTH = 8;
/** Letters at the end both words keep. */
export const REPLACED_ENDING = 3;

const LATIN_WORD = /^[a-z]+$/;
/** Marks the vocabulary keys, so they never equal a word, a deletion variant or a letters key. */
const KEY_MARK = "\u0002";
/** Stands for a replaced letter in a key. */
const BLANK = "\u0003";

/** True when a word may take part in the relation: Latin letters, within the length bounds, no place. */
export function replaceableWord(word: string): boolean {
  return latinOfLength(word) && placesNamed(word).length === 0;
}

/** True when two words of one length end alike and differ in exactly two letters before the ending. */
export function twoLettersReplaced(q: string, n: string): boolean {
  if (q.length !== n.length || !latinOfLength(q) || !latinOfLength(n)) return false;
  const stem = q.length - REPLACED_ENDING;
  if (q.slice(stem) !== n.slice(stem)) return false;
  let differ = 0;
  for (let i = 0; i < stem; i++) {
    if (q[i] !== n[i] && ++differ > 2) return false;
  }
  // The gazetteer last: most pairs differ in their letters already.
  return differ === 2 && placesNamed(q).length === 0 && placesNamed(n).length === 0;
}

function latinOfLength(word: string): boolean {
  return word.length >= REPLACED_MIN_LENGTH && word.length <= REPLACED_MAX_LENGTH && LATIN_WORD.test(word);
}

/**
 * The vocabulary keys of a word: the word with two of the letters before its ending blanked, for
 * each pair of places. Two words in the relation share exactly one key (their two places blanked).
 */
export function replacedLettersKeys(word: string): string[] {
  if (!replaceableWord(word)) return [];
  const stem = word.length - REPLACED_ENDING;
  const keys: string[] = [];
  for (let i = 0; i < stem; i++) {
    for (let j = i + 1; j < stem; j++) {
      keys.push(`${KEY_MARK}${word.slice(0, i)}${BLANK}${word.slice(i + 1, j)}${BLANK}${word.slice(j + 1)}`);
    }
  }
  return keys;
}
