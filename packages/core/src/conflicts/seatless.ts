/**
 * The query read without its seat. A founder often adds the seat to the name they want ("Terocks
 * Zug AG", "Alpvision Schweiz AG"), and Swiss practice does not count a seat indication as a
 * distinguishing element (docs/conflict-search.md, "Place words do not tell names apart"). So a
 * query with place words after its first word is also searched without them, and what that
 * reading finds at High is High for the query: "Terocks Zug AG" / "Terox AG" sound alike once
 * "Zug" is set aside, as "Terocks AG" / "Terox AG" do.
 */

import type { TextFeatures } from "../search/features.js";
import { textFeatures } from "../search/features.js";
import { conceptKey, literalCount } from "../similarity/concept-key.js";
import { isPlaceWord } from "../similarity/place-words.js";
import { CLASS_BITS, RISK_RANK } from "../similarity/risk.js";
import { trigramDice } from "../similarity/trigrams.js";
import { foldedWords } from "../terms/text.js";
import type { RegisterHit } from "./company-register.js";
import type { RankedHit, SeatlessReading } from "./explain-match.js";
import { phoneticBitsOf, rankHit } from "./explain-match.js";

/**
 * The reading of a query without the place words that follow its first word (a leading place
 * word is the name itself: "Zürich Versicherung"). Null when there are none, or when what is
 * left has no individual element (a word the semantic lexicon does not know as descriptive):
 * "Immobilien Zürich AG" is named by its place, and "Immobilien AG" is another name.
 */
export function seatlessReading(features: TextFeatures): SeatlessReading | null {
  const core = features.normalized.coreTokens.filter((t) => t.length > 0);
  if (core.length < 2 || !core.slice(1).some(isPlaceWord)) return null;
  const text = features.normalized.original;
  const placeWords: string[] = [];
  let kept = "";
  let from = 0;
  let first = true;
  for (const w of foldedWords(text)) {
    const isFirst = first && w.folded === core[0];
    if (isFirst) first = false;
    if (isFirst || !isPlaceWord(w.folded)) continue;
    kept += text.slice(from, w.start);
    from = w.end;
    placeWords.push(w.folded);
  }
  if (placeWords.length === 0) return null;
  const seatless = textFeatures(kept + text.slice(from));
  const words = seatless.normalized.coreTokens.filter((t) => t.length > 0);
  if (words.join("").length < 2 || !hasIndividualElement(words)) return null;
  return { features: seatless, placeWords };
}

/**
 * The High hits of the seatless reading, ranked as the search ranks its own, tagged with it.
 * Class V does not count here: the look of a name is the whole written name, seat included, and
 * without the seat a long generic word decides the trigram score ("BBS Vermögensverwaltung
 * Schaffhausen" / "BF Vermögensverwaltung": 0.89). The hits are copies without V.
 */
export function seatlessHighHits(hits: readonly RegisterHit[], reading: SeatlessReading): RankedHit[] {
  const bits = phoneticBitsOf(reading.features);
  const words = reading.features.tokens.length;
  const out: RankedHit[] = [];
  for (const hit of hits) {
    if ((hit.classes & ~CLASS_BITS.V) === 0) continue;
    const ranked = rankHit({ ...hit, classes: hit.classes & ~CLASS_BITS.V }, bits, words);
    if (RISK_RANK[ranked.risk] === RISK_RANK.High) out.push({ ...ranked, seatless: reading });
  }
  return out;
}

/**
 * A seatless hit with the Dice of the query as written (seat included) and the registered name
 * (`nameTrigrams`, its `TextFeatures.trigrams`, which `trigramsOf` makes from its distinct core
 * words alone): `visualScore` is that Dice for every match, and the list is ranked by it.
 */
export function withQueryVisual(
  ranked: RankedHit,
  nameTrigrams: readonly string[],
  query: TextFeatures,
): RankedHit {
  return withVisualScore(ranked, trigramDice(query.trigrams, nameTrigrams));
}

/** A seatless hit with `visualScore`, the Dice of the query as written and the name (`withQueryVisual`). */
export function withVisualScore(ranked: RankedHit, visualScore: number): RankedHit {
  return { ...ranked, hit: { ...ranked.hit, visualScore } };
}

function hasIndividualElement(words: readonly string[]): boolean {
  const key = conceptKey(words);
  return key === null ? words.some((w) => w.length >= 2) : literalCount(key) >= 1;
}
