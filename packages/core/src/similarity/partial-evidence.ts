/**
 * The words behind the partial classes, as sentences partners can show: which word is shared,
 * which words sound alike (or nearly: their codes, one sound apart), are spelled alike (one or two
 * edits apart, or the same letters in another order), share a compound element or begin alike, and
 * the weight.
 */

import { COLOGNE_PREFIX, wordSoundCodes } from "../phonetic/index.js";
import type { JoinedWord } from "./joined-overlap.js";
import { lookAlikeApart } from "./look-alikes.js";
import type { WordRelation } from "./partial.js";
import { editOfWords, oneEditApart, partialPairs, relatableWord, sharedBeginning } from "./partial.js";
import { isPlaceWord } from "./place-words.js";
import type { PartialEvidence } from "./risk.js";
import {
  CLASS_BITS,
  MOVED_LETTERS_BIT,
  NEAR_SOUND_BIT,
  REPLACED_LETTERS_BIT,
  RISK_DEFAULTS,
  SHORT_TWO_EDITS_BIT,
  slipInDominantWord,
  spelledOtherwiseAlone,
} from "./risk.js";

/** The partial-class fields of a hit. */
export interface PartialHit extends PartialEvidence {
  classes: number;
}

/**
 * One sentence per partial class the hit holds. `joined` are the query's adjacent words run
 * together (`joinedWordsOf`): a word of the name one of them spells is a shared word of class O.
 */
export function partialEvidence(
  h: PartialHit,
  query: readonly string[],
  name: readonly string[],
  joined: readonly JoinedWord[] = [],
): string[] {
  const kinds = new Set<WordRelation["kind"]>(
    (["O", "W", "D", "C"] as const).filter((k) => (h.classes & CLASS_BITS[k]) !== 0),
  );
  const near = (h.classes & NEAR_SOUND_BIT) !== 0;
  if (near) kinds.add("N");
  const moved = (h.classes & MOVED_LETTERS_BIT) !== 0;
  if (moved) kinds.add("M");
  const replaced = (h.classes & REPLACED_LETTERS_BIT) !== 0;
  if (replaced) kinds.add("R");
  const twoEdits = (h.classes & SHORT_TWO_EDITS_BIT) !== 0;
  if (twoEdits) kinds.add("L");
  if (kinds.size === 0) return [];
  const pairs = partialPairs(query, name, kinds);
  const list = (kind: WordRelation["kind"], show: (p: WordRelation) => string) =>
    pairs
      .filter((p) => p.kind === kind)
      .map(show)
      .join(", ");
  const w = (x: number) => Math.round(x * 1000) / 1000;
  const out: string[] = [];
  if (h.classes & CLASS_BITS.O) {
    const nameWords = new Set(name);
    const shared = [
      ...pairs.filter((p) => p.kind === "O").map((p) => `"${p.n}"`),
      ...joined
        .filter((j) => nameWords.has(j.word))
        .map((j) => `"${j.word}" (written "${j.written}" in the query)`),
    ].join(", ");
    out.push(`distinctive word ${shared} shared (weight ${w(h.overlapWeight)})`);
    if ((h.sharedElementWeight ?? 0) >= RISK_DEFAULTS.subsetHigh) {
      const beside = [...new Set([...unshared(query, name), ...unshared(name, query)])].filter(relatableWord);
      const words = beside.length > 0 ? `: ${beside.map((x) => `"${x}"`).join(", ")}` : "";
      out.push(`only descriptive words beside it, which do not tell the names apart${words}`);
    }
  }
  if (h.classes & CLASS_BITS.W) {
    out.push(`words sound alike: ${list("W", (p) => `"${p.q}" / "${p.n}"`)} (weight ${w(h.soundWeight)})`);
  }
  if (near) {
    const shown = list("N", (p) => `"${p.q}" / "${p.n}" (Cologne ${codesOf(p.q, p.n)})`);
    out.push(`words sound nearly alike, one sound added at the end: ${shown} (weight ${w(h.soundWeight)})`);
  }
  if (h.classes & CLASS_BITS.D) {
    const edits = (q: string, n: string) =>
      lookAlikeApart(q, n) ? "letters that look alike" : oneEditApart(q, n) ? "1 edit" : "2 edits";
    const shown = list("D", (p) => `"${p.q}" / "${p.n}" (${edits(p.q, p.n)})`);
    out.push(`spelled alike: ${shown} (weight ${w(h.editWeight)})`);
    if (spelledOtherwiseAlone(h, query.length)) {
      const alone = name.length === 1 ? name[0] : query[0];
      const pair = pairs.find((p) => p.kind === "D" && (p.n === alone || p.q === alone));
      if (pair)
        out.push(
          `one name is the other's most distinctive word spelled otherwise: "${pair.q}" / "${pair.n}"`,
        );
    } else if (slipInDominantWord(h, query.length)) {
      const slips = pairs
        .filter((p) => p.kind === "D" && editOfWords(p.q, p.n))
        .map((p) => `"${p.q}" / "${p.n}"`)
        .join(", ");
      out.push(`the word spelled otherwise is the most distinctive element of both names: ${slips}`);
    }
  }
  if (moved) {
    const shown = list("M", (p) => `"${p.q}" / "${p.n}"`);
    out.push(`the same letters in another order: ${shown} (weight ${w(h.editWeight)})`);
  }
  if (replaced) {
    const shown = list("R", (p) => `"${p.q}" / "${p.n}"`);
    out.push(`two letters replaced, the ending kept: ${shown} (weight ${w(h.editWeight)})`);
  }
  if (twoEdits) {
    const shown = list("L", (p) => `"${p.q}" / "${p.n}"`);
    out.push(`coined words two edits apart, beginning alike: ${shown} (weight ${w(h.editWeight)})`);
  }
  if (h.placePairWeight > 0) {
    const places = [...unshared(query, name), ...unshared(name, query)].filter(isPlaceWord);
    out.push(`place names do not tell the names apart: ${places.map((p) => `"${p}"`).join(", ")}`);
  }
  if (h.classes & CLASS_BITS.C) {
    const shown = (beginning: boolean) =>
      pairs
        .filter((p) => p.kind === "C" && sharedBeginning(p.element, p.q, p.n) === beginning)
        .map((p) => `"${p.element}" in "${p.q}" / "${p.n}"`)
        .join(", ");
    // A beginning counts only as rare as its registered word (`beginsAlike`), which the pairs
    // here, unweighed, cannot tell: named only when no compound element explains C.
    const elements = shown(false);
    const beginnings = elements ? "" : shown(true);
    if (elements) out.push(`compound element shared: ${elements} (weight ${w(h.elementWeight)})`);
    if (beginnings) out.push(`words begin alike: ${beginnings} (weight ${w(h.elementWeight)})`);
  }
  return out;
}

function unshared(words: readonly string[], other: readonly string[]): string[] {
  const set = new Set(other);
  return words.filter((x) => !set.has(x));
}

/** The two words' Cologne codes, "635 / 6356". */
function codesOf(q: string, n: string): string {
  const code = (x: string) => (wordSoundCodes(x)[0] ?? "").slice(COLOGNE_PREFIX.length);
  return `${code(q)} / ${code(n)}`;
}
