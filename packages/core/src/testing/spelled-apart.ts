/**
 * `IndexHit.spelledApart` by its definition, for one pair: P through both kinds of key (a
 * double-metaphone key and a whole-core Cologne key), one word each, spelled less alike than not.
 * Both oracles ask it; the index computes it for the hits whose mask holds both kinds of key.
 */
import type { TextFeatures } from "../search/features.js";
import { fullKeyBits, metaphoneBits } from "../search/features.js";
import { oneWordsSpelledApart } from "../similarity/near-sound.js";

/** Whether a pair with phonetic mask `mask` (bits of `q.phoneticKeys`) is spelled apart. */
export function spelledApartOf(mask: number, q: TextFeatures, nameTokens: readonly string[]): boolean {
  const bothKeys = (mask & metaphoneBits(q.phoneticKeys)) !== 0 && (mask & fullKeyBits(q.phoneticKeys)) !== 0;
  return bothKeys && oneWordsSpelledApart(q.tokens, nameTokens);
}
