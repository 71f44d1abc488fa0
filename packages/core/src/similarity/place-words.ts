/**
 * Place words: a seat or origin added to a name does not tell two firms apart. Swiss register
 * practice reads "Muster AG Zürich" as "Muster AG" with a seat indication (a Sitzangabe, which
 * must match the seat, docs/rules.md), so "Reis AG Russikon" and "Reiss AG" are one letter apart,
 * not two different names, and "Terox Zug AG" and "Terocks AG" sound alike. Classes D and W use
 * this in their "otherwise equal names" test (risk.ts).
 */
import { metaphoneAlike } from "../phonetic/index.js";
import { AMBIGUOUS_PLACE_WORDS, placesNamed } from "../reference/gazetteer.js";
import { spelledMostlyAlike } from "./near-sound.js";
import type { WordStats } from "./partial.js";
import { editApart, PARTIAL_MIN_WEIGHT, pairWeight, soundRelation, weightIn } from "./partial.js";

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
 * Classes D and W between names that differ only by place words: set aside the words both names
 * share and the place words only one of them has. When at least one place word was set aside and
 * one word is left on each side, and that pair is spelled alike (D: one edit, or two in long
 * words) or sounds and looks alike (`soundAndSpellingAlike`), weighing at least the partial
 * bound, this is the pair's weight, provided no place word set aside weighs more than the pair
 * (a seat is added to a name; a place word more distinctive than the rest is the name); else 0.
 * "reis russikon" / "reiss" and "terox zug" / "terocks": the pair's weight; "cam schweiz" /
 * "cham invest": 0 ("cam" / "invest" is left).
 */
export function placePairWeight(query: readonly string[], name: readonly string[], stats: WordStats): number {
  const q = new Set(query);
  const n = new Set(name);
  const places: string[] = [];
  const rest = (words: readonly string[], other: ReadonlySet<string>) =>
    words.filter((w) => {
      if (other.has(w)) return false;
      if (!isPlaceWord(w)) return true;
      places.push(w);
      return false;
    });
  const qRest = rest(query, n);
  const nRest = rest(name, q);
  if (places.length === 0 || qRest.length !== 1 || nRest.length !== 1) return 0;
  const [a, b] = [qRest[0] as string, nRest[0] as string];
  if (!editApart(a, b) && !soundAndSpellingAlike(a, b)) return 0;
  const w = pairWeight(a, b, stats);
  if (w < PARTIAL_MIN_WEIGHT) return 0;
  // A place word more distinctive than the pair is the name itself, not its seat
  // ("Founex Voyages": the rare "founex" names the firm, "voyages" describes it).
  return places.every((x) => weightIn(x, stats) <= w) ? w : 0;
}

/**
 * A sound-alike pair strong enough for a High beside a seat: P's two codes agree (the same Cologne
 * code of three sounds or more and a shared double-metaphone code), and the words are spelled
 * more alike than not. The codes alone drop vowels and merge initials ("Treuco" / "Dorga": TRK,
 * 274); such pairs stay the Medium of class W.
 */
export function soundAndSpellingAlike(a: string, b: string): boolean {
  return soundRelation(a, b) === "same" && metaphoneAlike(a, b) && spelledMostlyAlike(a, b);
}
