/**
 * Words of ordinary language in a contained name: a weak element, not a coined one.
 *
 * Swiss practice gives a firm or mark made of a word of common usage ("Begriffe des allgemeinen
 * Sprachgebrauchs", a descriptive word, a place name) a narrow scope of protection: small
 * additions tell a later name apart (BGE 122 III 369; docs/conflict-search.md). So a one-word name
 * contained whole in another (class S) gives High when the word is coined, a surname or
 * otherwise outside ordinary language ("Bacaro"), and Medium when it is ordinary ("Roma",
 * "Platinum", "Top"): the containment is still reported, as a weak element taken over. A
 * combination of ordinary words may be distinctive as a whole ("Blue Owl"): it keeps its weight.
 *
 * Ordinary words: the English dictionary's common words (SCOWL, capitalised entries left out),
 * the words of real goods and services wording in de, fr, it and en (EUIPO), the lexicon's and the
 * images' forms, and place words (reference/ordinary-words.generated.ts, data/SOURCES.md).
 */
import { conceptIndex } from "../semantic/lexicon/index.js";
import { relatableWord } from "./partial.js";
import { isPlaceWord } from "./place-words.js";
import { inWordLists } from "./word-lists.js";

/** Most an ordinary word weighs in a containment: between S's Medium and High bounds (risk.ts). */
export const ORDINARY_CONTAINMENT_WEIGHT = 0.5;

/** True when a folded core word is a word of ordinary language or a place word. */
export function isOrdinaryWord(word: string): boolean {
  return inWordLists(word) || conceptIndex().forms.has(word) || isPlaceWord(word);
}

/**
 * A word's weight when contained alone in class S: its register weight, at most
 * `ORDINARY_CONTAINMENT_WEIGHT` for an ordinary word, and none for a function word or a single
 * character, which no one can claim ("Café de la Gare" holds the mark "DE", not its sign).
 */
export function containmentWeight(word: string, weight: number): number {
  if (!relatableWord(word)) return 0;
  return weight > ORDINARY_CONTAINMENT_WEIGHT && isOrdinaryWord(word) ? ORDINARY_CONTAINMENT_WEIGHT : weight;
}

/**
 * Class S's weight of a contained word set (the shared words): the largest register weight, or
 * the containment weight of a single word. Two or more ordinary words contained together keep
 * their weight: a combination may be distinctive as a whole ("Blue Owl", "Pierce Arrow").
 */
export function containedWeight(words: readonly string[], weight: (word: string) => number): number {
  if (words.length === 1) return containmentWeight(words[0] as string, weight(words[0] as string));
  return words.length === 0 ? 0 : Math.max(...words.map(weight));
}
