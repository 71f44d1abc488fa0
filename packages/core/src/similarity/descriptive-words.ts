/**
 * Descriptive words: what a firm name says about the activity, the kind of company or the place,
 * not who the company is. Swiss practice holds that such additions do not tell a later name apart
 * from an earlier one whose distinctive element it takes over ("Institut de beauté Atlantis" /
 * "Simao Institut de beauté Atlantis", BGE 131 III 572; docs/conflict-search.md, "A distinctive
 * word shared, the rest descriptive").
 *
 * Descriptive: a lexicon form of an activity, generic business wording, a word for the entity, a
 * descriptive qualifier or a geographic designation; a word of real goods and services wording
 * (EUIPO, de/fr/it/en); a place word; a function word. Not descriptive: a single letter or digit
 * (part of the sign: "sk:n" / "SK-II"), everyday images ("Stern", "lion": distinctive),
 * regulatory signal words (often surnames), and the English dictionary's other words ("guilty",
 * "everything").
 */
import { lexiconIndex } from "../semantic/lexicon/index.js";
import type { ConceptKind } from "../semantic/lexicon/types.js";
import { containmentWeight } from "./ordinary-words.js";
import { relatableWord } from "./partial.js";
import { isPlaceWord } from "./place-words.js";
import { RISK_DEFAULTS } from "./risk.js";
import { isGoodsWord } from "./word-lists.js";

const DESCRIPTIVE_KINDS: ReadonlySet<ConceptKind> = new Set([
  "activity",
  "generic",
  "org",
  "qualifier",
  "geo",
]);

let lexicon: ReadonlySet<string> | undefined;

/** True when a folded core word describes the activity, the company or the place (above). */
export function isDescriptiveWord(word: string): boolean {
  // A function word says nothing of its own; a single letter or digit is part of the sign ("sk:n").
  if (word.length < 2) return false;
  if (!relatableWord(word) || isPlaceWord(word)) return true;
  lexicon ??= descriptiveForms();
  return lexicon.has(word) || isGoodsWord(word);
}

/** Least letters of a shared element: an acronym of three is weak ("SRC Consulting" / "SRC Wirtschaftsprüfungen", BGer). */
export const SHARED_ELEMENT_MIN_LENGTH = 4;

/**
 * The weight a shared word of register weight `weight` has as the distinctive element of both
 * names: its containment weight (an ordinary word weighs at most 0.5), none under four letters.
 */
export function sharedElementWeightOf(word: string, weight: number): number {
  return word.length < SHARED_ELEMENT_MIN_LENGTH ? 0 : containmentWeight(word, weight);
}

/**
 * Class O's `sharedElementWeight` by its definition (risk.ts): the largest `sharedElementWeightOf`
 * of a word both names hold, when every other word of both is descriptive and it reaches S's
 * `subsetHigh` (below, it decides nothing), else 0. `weight` is a
 * query word's register weight. The index computes the same from word ids (name-index.ts).
 */
export function sharedElementWeight(
  query: readonly string[],
  name: readonly string[],
  weight: (word: string) => number,
): number {
  const inName = new Set(name);
  const inQuery = new Set(query);
  let best = 0;
  for (const w of query) {
    if (inName.has(w)) best = Math.max(best, sharedElementWeightOf(w, weight(w)));
    else if (!isDescriptiveWord(w)) return 0;
  }
  for (const w of name) if (!inQuery.has(w) && !isDescriptiveWord(w)) return 0;
  return best >= RISK_DEFAULTS.subsetHigh ? best : 0;
}

/** The lexicon's one-word forms of the descriptive kinds. */
function descriptiveForms(): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [form, entries] of lexiconIndex().forms) {
    if (!form.includes(" ") && entries.some((e) => DESCRIPTIVE_KINDS.has(e.concept.kind))) out.add(form);
  }
  return out;
}
