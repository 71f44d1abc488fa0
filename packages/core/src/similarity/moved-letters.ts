/**
 * Moved letters, a visual relation of class D: two words of the same letters in another order,
 * ending alike ("Albéa" / "Balea", "Intecor" / "Tinecor"). Trademark practice asks whether a later
 * sign reproduces all the letters of the earlier one, in the same order or not; letter edits
 * (class D) see only the same order, so a letter moved from the start to the middle is two edits
 * and was never found in a short word.
 *
 * Why these bounds (docs/conflict-search.md, "Moved letters"):
 * - words of Latin letters only, at least `MOVED_MIN_LENGTH` long: in shorter words other orders
 *   of the same letters are other words ("Roma" / "Amor");
 * - the last `MOVED_ENDING` letters equal: the ending is what a reader sees last and keeps; among
 *   43,000 words of real names and goods lists, 1,794 pairs are the same letters in another
 *   order, mostly ordinary words of another meaning ("Regal" / "Lager", "Listen" / "Silent"),
 *   and 252 of them end alike;
 * - the same letters, not one more: a letter added besides the moved ones related unlike names
 *   ("Leman" / "Meylan", "Nagel" / "Dangel"): searching the 1,483 real names (eval:precision)
 *   it gave 255 matches, the same letters alone give 19;
 * - pairs that are one or two letter edits apart are class D's edits already, and not repeated
 *   (`movedLettersApart` in partial.ts).
 *
 * The relation gives Medium at most, and only when the pair is the most distinctive element of
 * both names (similarity/risk.ts): letters in another order are weaker evidence than an edit.
 */
/** Shortest word compared by its letters in another order. */
export const MOVED_MIN_LENGTH = 5;
/** Letters at the end both words keep. */
export const MOVED_ENDING = 2;
/** Longest word compared (the longest word class D compares). */
const MOVED_MAX_LENGTH = 24;

const LATIN_WORD = /^[a-z]+$/;
/** Marks the vocabulary key of a word's letters, so it never equals a word or deletion variant. */
const KEY_MARK = "\u0001";

/** True when a word may take part in the relation: Latin letters, within the length bounds. */
export function movableWord(word: string): boolean {
  return word.length >= MOVED_MIN_LENGTH && word.length <= MOVED_MAX_LENGTH && LATIN_WORD.test(word);
}

/** The word's letters in alphabetical order (its letter multiset, as a string). */
export function sortedLetters(word: string): string {
  return [...word].sort().join("");
}

/** True when two different words hold the same letters and end alike (before D is set aside). */
export function sameLettersMoved(q: string, n: string): boolean {
  if (q === n || q.length !== n.length || !movableWord(q) || !movableWord(n)) return false;
  return q.slice(-MOVED_ENDING) === n.slice(-MOVED_ENDING) && sortedLetters(q) === sortedLetters(n);
}

/** The vocabulary key of a word (its sorted letters, marked); the index stores one per movable word. */
export function movedLettersKey(word: string): string {
  return KEY_MARK + sortedLetters(word);
}

/** The key a query word probes: every word in the relation with `q` has it. */
export function movedLettersProbe(q: string): string | null {
  return movableWord(q) ? movedLettersKey(q) : null;
}
