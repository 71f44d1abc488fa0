/**
 * A distinctive word written as two, a relation of class O: two adjacent words of the query run
 * together are a word of the registered name ("Coli-Var Advisors" / "Colivar Gestion", "Valo-Ris
 * Conseil" / "Valoris Gestion"). Word breaks do not count for identity (the same-as keys ignore
 * them) nor for a name contained whole (S with the words joined, search/joined-words.ts); where
 * each name adds its own other words, the split word was only a compound element of the joined one
 * (class C), Low beside a query whose split halves weigh more than the element.
 *
 * The query's side only: the index keeps each registered name's words, not their neighbours, so a
 * registered name written apart ("Coli-Var Gestion") is still related to a query written joined
 * ("Colivar Advisors") by class C alone (docs/conflict-search.md).
 */
import type { WordRelation, WordStats } from "./partial.js";
import { PARTIAL_MIN_WEIGHT, relatableWord, weightIn } from "./partial.js";

/** Shortest word run together from two: shorter joins are mostly chance ("ab" + "c"). */
export const JOINED_OVERLAP_MIN_LENGTH = 5;

/** A word run together from two adjacent query words, and how the query wrote it. */
export interface JoinedWord {
  word: string;
  written: string;
}

/**
 * The query's adjacent core words run together, two at a time, where both are relatable words
 * (no single character, no function word), and so is the join, which is no word of the query.
 */
export function joinedWordsOf(coreTokens: readonly string[]): JoinedWord[] {
  const own = new Set(coreTokens);
  const out = new Map<string, JoinedWord>();
  for (let i = 0; i + 1 < coreTokens.length; i++) {
    const a = coreTokens[i] as string;
    const b = coreTokens[i + 1] as string;
    if (!relatableWord(a) || !relatableWord(b)) continue;
    const word = a + b;
    if (word.length < JOINED_OVERLAP_MIN_LENGTH || own.has(word) || !relatableWord(word)) continue;
    if (!out.has(word)) out.set(word, { word, written: `${a} ${b}` });
  }
  return [...out.values()];
}

/**
 * The relations of class O through a word break between the query (its core words, in order) and
 * a registered name's words: each join that is a word of the name, weighing at least the partial
 * bound (the brute-force oracle's definition; the index looks the joins up in its words).
 */
export function joinedOverlaps(
  coreTokens: readonly string[],
  nameWords: readonly string[],
  stats: WordStats,
): WordRelation[] {
  const name = new Set(nameWords);
  const out: WordRelation[] = [];
  for (const { word } of joinedWordsOf(coreTokens)) {
    if (!name.has(word)) continue;
    const weight = weightIn(word, stats);
    if (weight >= PARTIAL_MIN_WEIGHT) out.push({ kind: "O", q: word, n: word, element: word, weight });
  }
  return out;
}
