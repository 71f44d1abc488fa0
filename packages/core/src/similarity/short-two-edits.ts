/**
 * Two edits in a short coined word, a visual relation of class D: two coined words of six to
 * eight letters that begin with the same letter and are two edits apart ("Omeran" / "Omepral",
 * "Tsalline" / "Tsarine", both held confusable). Class D allows one edit up to eight letters and
 * two from nine on; replaced letters (replaced-letters.ts) took the narrow shape of two letters
 * changed before a kept ending, so a letter added or dropped beside a changed one was not found.
 *
 * Why these bounds (docs/conflict-search.md, "Two edits in a short coined word"):
 * - coined words only: neither word is in the ordinary-language lists (English dictionary, goods
 *   and services wording), the semantic lexicon or the gazetteer. Two edits relate thousands of
 *   ordinary words of another meaning ("holding" / "hosting", "Zofingen" / "Effingen"); a coined
 *   word has no meaning of its own that would tell it from its neighbour;
 * - the same first letter: the beginning is what is heard and remembered (BGE 88 II 176, "Adreg" /
 *   "Adrema"), and it keeps the search narrow;
 * - six to eight Latin letters, the longer word seven or more: two edits in six letters leave four,
 *   and related hundreds of unrelated real names ("Clarus" / "Clavis", "Aktiva" / "Altivo"); from
 *   nine letters on class D takes two edits already;
 * - pairs one edit apart, or related by moved or replaced letters, are those relations already.
 *
 * Two edits are weaker evidence than one: the relation gives Medium at most, and only when the
 * pair is the most distinctive element of both names (similarity/risk.ts), as replaced letters do.
 */
import { distance as levenshtein } from "fastest-levenshtein";
import { placesNamed } from "../reference/gazetteer.js";
import { conceptKey } from "./concept-key.js";
import { inWordLists } from "./word-lists.js";

/** Shortest and longest word compared at two edits by this relation. */
export const SHORT_TWO_EDITS_MIN_LENGTH = 6;
export const SHORT_TWO_EDITS_MAX_LENGTH = 8;
/** Shortest the longer word of a pair is: two edits in six letters leave four ("Clarus" / "Clavis"). */
export const SHORT_TWO_EDITS_LONGER_MIN_LENGTH = 7;

const LATIN_WORD = /^[a-z]+$/;
/** Marks the vocabulary keys, so they never equal a word, a deletion variant or another relation's key. */
const KEY_MARK = "\u0004";

/** True when a word has the relation's shape: six to eight Latin letters. */
export function shortTwoEditsShape(word: string): boolean {
  return (
    word.length >= SHORT_TWO_EDITS_MIN_LENGTH &&
    word.length <= SHORT_TWO_EDITS_MAX_LENGTH &&
    LATIN_WORD.test(word)
  );
}

/** True when a word is coined: in no ordinary-language list, no word of the lexicon, no place. */
export function coinedForTwoEdits(word: string): boolean {
  // Asked for the same words pair after pair (a few per cent of a batch row): kept, bounded.
  let coined = coinedWords.get(word);
  if (coined === undefined) {
    coined = !inWordLists(word) && placesNamed(word).length === 0 && conceptKey([word]) === null;
    if (coinedWords.size >= COINED_WORDS_KEPT) coinedWords.clear();
    coinedWords.set(word, coined);
  }
  return coined;
}

/** Words whose answer is kept: the lists are fixed, so an answer never goes stale. */
const COINED_WORDS_KEPT = 50_000;
const coinedWords = new Map<string, boolean>();

/**
 * True when q and n have the shape, begin alike, are at most two edits apart (Levenshtein) and
 * are both coined. Pairs closer than that are not told apart here (`shortTwoEditsApart` in
 * partial.ts leaves the other relations' pairs out).
 */
export function twoEditsInCoinedWords(q: string, n: string): boolean {
  return (
    q !== n &&
    q.charCodeAt(0) === n.charCodeAt(0) &&
    Math.abs(q.length - n.length) <= 2 &&
    Math.max(q.length, n.length) >= SHORT_TWO_EDITS_LONGER_MIN_LENGTH &&
    shortTwoEditsShape(q) &&
    shortTwoEditsShape(n) &&
    levenshtein(q, n) <= 2 &&
    // The lists last: most candidates are told apart by their letters already.
    coinedForTwoEdits(q) &&
    coinedForTwoEdits(n)
  );
}

/**
 * The vocabulary keys of a word of the shape: its first letter, then the rest with none, one or
 * two letters deleted. Two words beginning alike are at most two edits apart exactly when their
 * rests are (a common first letter is always aligned), and two such rests share a variant with at
 * most two letters deleted from each (a substitution deletes the letter on both sides). Every word
 * of the shape is keyed, coined or not: which words are coined is the query's question, so a
 * stored index never depends on the word lists.
 */
export function shortTwoEditsKeys(word: string): string[] {
  if (!shortTwoEditsShape(word)) return [];
  const head = `${KEY_MARK}${word[0]}`;
  const rest = word.slice(1);
  const keys = new Set<string>([head + rest]);
  for (let i = 0; i < rest.length; i++) {
    const once = rest.slice(0, i) + rest.slice(i + 1);
    keys.add(head + once);
    for (let j = i; j < once.length; j++) keys.add(head + once.slice(0, j) + once.slice(j + 1));
  }
  return [...keys];
}
