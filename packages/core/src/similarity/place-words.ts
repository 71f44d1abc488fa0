/**
 * Place words: a seat or origin added to a name does not tell two firms apart. Swiss register
 * practice reads "Muster AG Zürich" as "Muster AG" with a seat indication (a Sitzangabe, which
 * must match the seat, docs/rules.md), so "Reis AG Russikon" and "Reiss AG" are one letter apart,
 * not two different names. Class D uses this in its "otherwise equal names" test (risk.ts).
 */
import { AMBIGUOUS_PLACE_WORDS, placesNamed } from "../reference/gazetteer.js";
import type { WordStats } from "./partial.js";
import { editApart, PARTIAL_MIN_WEIGHT, pairWeight } from "./partial.js";

/**
 * True when a core word names a place on its own in the gazetteer (a Swiss municipality or
 * locality, a canton, a region, a national designation, a country or world region) and is not
 * also an ordinary word or first name ("Wald", "Horn", "Villa"). Words of multi-word places
 * ("st", "gallen") are not place words alone.
 */
export function isPlaceWord(word: string): boolean {
  return placesNamed(word).length > 0 && !AMBIGUOUS_PLACE_WORDS.has(word);
}

/**
 * Class D between names that differ only by place words: set aside the words both names share
 * and the place words only one of them has. When at least one place word was set aside and one
 * word is left on each side, in class D with each other (one edit, or two in long words, weighing
 * at least the partial bound), this is that pair's weight; else 0. "reis russikon" / "reiss":
 * the weight of "reis" / "reiss"; "cam schweiz" / "cham invest": 0 ("cam" / "invest" is left).
 */
export function placeEditWeight(query: readonly string[], name: readonly string[], stats: WordStats): number {
  const q = new Set(query);
  const n = new Set(name);
  let aside = 0;
  const rest = (words: readonly string[], other: ReadonlySet<string>) =>
    words.filter((w) => {
      if (other.has(w)) return false;
      if (!isPlaceWord(w)) return true;
      aside++;
      return false;
    });
  const qRest = rest(query, n);
  const nRest = rest(name, q);
  if (aside === 0 || qRest.length !== 1 || nRest.length !== 1) return 0;
  const [a, b] = [qRest[0] as string, nRest[0] as string];
  if (!editApart(a, b)) return 0;
  const w = pairWeight(a, b, stats);
  return w >= PARTIAL_MIN_WEIGHT ? w : 0;
}
