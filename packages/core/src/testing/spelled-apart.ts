/**
 * `IndexHit.spelledApart` by its definition, for one pair: P through both kinds of key (a
 * double-metaphone key and a whole-core Cologne key), one word each, spelled less alike than not.
 * And `IndexHit.meaningsApart`: one word each, both of ordinary language with meanings apart.
 * Both oracles ask them; the index computes them for the hits it emits.
 */
import type { TextFeatures } from "../search/features.js";
import { phoneticKeyBits, throughBothKeys } from "../search/features.js";
import { oneWordsMeaningsApart } from "../similarity/meanings-apart.js";
import { oneWordsSpelledApart } from "../similarity/near-sound.js";

/** Whether a pair with phonetic mask `mask` (bits of `q.phoneticKeys`) is spelled apart. */
export function spelledApartOf(mask: number, q: TextFeatures, nameTokens: readonly string[]): boolean {
  return throughBothKeys(mask, phoneticKeyBits(q.phoneticKeys)) && oneWordsSpelledApart(q.tokens, nameTokens);
}

/** Whether a pair is two one-word names of ordinary words with meanings apart. */
export function meaningsApartOf(q: TextFeatures, nameTokens: readonly string[]): boolean {
  return oneWordsMeaningsApart(q.tokens, nameTokens);
}
