/**
 * `IndexHit.spelledApart` by its definition, for one pair: P through both kinds of key (a
 * double-metaphone key and a whole-core Cologne key), one word each, spelled less alike than not.
 * Both oracles ask it; the index computes it for the hits whose mask holds both kinds of key.
 */
import type { TextFeatures } from "../search/features.js";
import { phoneticKeyBits, throughBothKeys } from "../search/features.js";
import { oneWordsSpelledApart } from "../similarity/near-sound.js";

/** Whether a pair with phonetic mask `mask` (bits of `q.phoneticKeys`) is spelled apart. */
export function spelledApartOf(mask: number, q: TextFeatures, nameTokens: readonly string[]): boolean {
  return throughBothKeys(mask, phoneticKeyBits(q.phoneticKeys)) && oneWordsSpelledApart(q.tokens, nameTokens);
}
