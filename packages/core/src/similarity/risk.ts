/**
 * Risk of one similar registered name, from its match classes and evidence. Every number is
 * in `RISK_DEFAULTS` so it can be tuned in one place (and is documented in
 * docs/conflict-search.md).
 */
import type { RiskLevel } from "../types.js";

/**
 * Match classes of the conflict search: E identical, P phonetic, V visual, S subset, and the
 * partial word classes O overlap, W word sound, D edit, C compound element (partial.ts), and
 * T translation (concept-key.ts).
 */
export type MatchClass = "E" | "P" | "V" | "S" | "O" | "W" | "D" | "C" | "T";

/** Bit of each class in a hit's `classes` mask. */
export const CLASS_BITS: Readonly<Record<MatchClass, number>> = {
  E: 1,
  P: 2,
  V: 4,
  S: 8,
  O: 16,
  W: 32,
  D: 64,
  C: 128,
  T: 256,
};
const CLASS_ORDER: readonly MatchClass[] = ["E", "P", "V", "S", "O", "W", "D", "C", "T"];
/**
 * Bit of a near-sound relation (similarity/near-sound.ts): reported as class W, but weighed apart
 * in the risk (a sound added at the end relates more unrelated words than an equal code does).
 */
export const NEAR_SOUND_BIT = 512;
/**
 * Bit of a moved-letters relation (similarity/moved-letters.ts): reported as class D, but weighed
 * apart in the risk (letters in another order are weaker evidence than an edit).
 */
export const MOVED_LETTERS_BIT = 1024;
/**
 * Bit of a replaced-letters relation (similarity/replaced-letters.ts): reported as class D, but
 * weighed apart in the risk (two letters changed are weaker evidence than one), as moved letters.
 */
export const REPLACED_LETTERS_BIT = 2048;
/**
 * Bit of a class-D pair of words both at least `EDIT_WORD_MIN_LENGTH` long (partial.ts): a slip in
 * a word, not a letter of a set of initials ("Gaba" / "Kaba", not "JTS" / "JTP"). Set beside D.
 */
export const WORD_EDIT_BIT = 4096;
/**
 * Bit of two edits in a short coined word (similarity/short-two-edits.ts): reported as class D,
 * weighed as replaced letters are (two edits are weaker evidence than one).
 */
export const SHORT_TWO_EDITS_BIT = 8192;
/** The relations of D weighed apart: Medium only as the most distinctive element of both names. */
export const WEAK_EDIT_BITS = MOVED_LETTERS_BIT | REPLACED_LETTERS_BIT | SHORT_TWO_EDITS_BIT;
/** The partial word classes' bits. */
export const PARTIAL_CLASSES =
  CLASS_BITS.O |
  CLASS_BITS.W |
  CLASS_BITS.D |
  CLASS_BITS.C |
  NEAR_SOUND_BIT |
  MOVED_LETTERS_BIT |
  REPLACED_LETTERS_BIT |
  SHORT_TWO_EDITS_BIT |
  WORD_EDIT_BIT;

/** Thresholds of the risk mapping. */
export const RISK_DEFAULTS = {
  /** Visual score at or above which V alone is High, resp. Medium (below: Low). */
  visualHigh: 0.85,
  visualMedium: 0.78,
  /** Subset: weight of the most distinctive contained word for High, resp. Medium. */
  subsetHigh: 0.55,
  subsetMedium: 0.35,
  /** O, W, D, C: weight of the related word at or above which the class gives Medium (else Low). */
  partialMedium: 0.55,
} as const;

/** Numeric rank of a risk level (High 3 ... Low 1). */
export const RISK_RANK: Readonly<Record<RiskLevel, number>> = { High: 3, Medium: 2, Low: 1 };

/** What an index hit says about the partial classes (similarity/partial.ts). */
export interface PartialEvidence {
  /** Best weight of each partial class (O, W, D, C), 0 when it does not hold. */
  overlapWeight: number;
  soundWeight: number;
  editWeight: number;
  elementWeight: number;
  /** Distinct words the name shares exactly with the query, and the name's distinct words. */
  sharedWords: number;
  nameWords: number;
  /**
   * Classes D and W only (else 0): the weight of the pair spelled or sounding alike that is left
   * when the shared words and the place words only one name has are set aside
   * (`placePairWeight`, place-words.ts).
   */
  placePairWeight: number;
  /** Largest word weight of the name's words and of the query's (partial classes), else 0. */
  nameTopWeight: number;
  queryTopWeight: number;
  /**
   * Class O only (else 0): when every word but the shared ones is descriptive on both sides
   * (descriptive-words.ts), the largest weight of a shared word as an element
   * (`sharedElementWeightOf`: four letters or more, an ordinary word at most 0.5) where it reaches
   * `subsetHigh`, else 0. "Café Sprüngli" / "Confiserie Sprüngli".
   * Optional for registers made before it (absent: 0).
   */
  sharedElementWeight?: number;
}

/** What the partial classes' risk depends on: a hit's evidence, its classes, the query's word count. */
export interface PartialRiskInput extends PartialEvidence {
  classes: number;
  queryWords: number;
}

/**
 * Rank (0 none, 1 Low, 2 Medium, 3 High) the partial classes give. A related word gives Medium
 * when it weighs at least `partialMedium` and is the dominant element of one of the two names
 * (no word of that name is more distinctive): "Taurus Gym" / "Taurus Stern" share their
 * distinctive word, "RH Asset Management" / "MDA Asset Management" only their generic ones
 * (Low). A one-edit difference in an otherwise equal name ("Staxa" / "Stada", also "Reis
 * Russikon" / "Reiss": a place word one name adds does not count) is High; in one word of names
 * that differ otherwise, Low, unless one name is that word alone (four letters or more) and it
 * dominates the other: Medium ("Gaba Life" / "Kaba"). A sound-alike word beside place words
 * ("Terox Zug" / "Terocks") is High, and so is a shared distinctive word with only descriptive
 * words beside it on both sides ("Café Sprüngli" / "Confiserie Sprüngli").
 */
export function partialRank(input: PartialEvidence & { classes: number }, queryWords: number): number {
  const { classes } = input;
  if ((classes & PARTIAL_CLASSES) === 0) return 0;
  const medium = RISK_DEFAULTS.partialMedium;
  // A related word counts when it weighs enough and no word of one of the names outweighs it.
  const least = Math.max(medium, Math.min(input.nameTopWeight, input.queryTopWeight));
  let rank = 1;
  if (classes & CLASS_BITS.D) {
    // One edit in one word of several is common between unrelated names ("Plus" / "Plks"): Low,
    // unless one name is that word alone and it dominates the other (Medium).
    if (editInEqualNames(input, queryWords)) rank = input.editWeight >= medium ? 3 : 2;
    else if (slipInDominantWord(input, queryWords)) rank = 2;
  }
  // Names equal but for one word spelled or sounding alike and the place words one of them adds
  // ("Reis AG Russikon" / "Reiss AG", "Terox Zug AG" / "Terocks AG"): the place words do not count.
  if (input.placePairWeight >= medium) rank = 3;
  // A near sound is weaker evidence than an equal code, and moved letters than an edit: Medium
  // only when the pair is the most distinctive element of both names, not of one
  // (docs/matching-precision.md).
  const dominant = Math.max(medium, input.nameTopWeight, input.queryTopWeight);
  if (
    (classes & NEAR_SOUND_BIT && input.soundWeight >= dominant) ||
    (classes & WEAK_EDIT_BITS && input.editWeight >= dominant)
  ) {
    rank = Math.max(rank, 2);
  }
  // The same distinctive element with only descriptive words beside it, on both sides: the
  // additions do not tell the names apart (BGE 131 III 572), as in a containment (S's High).
  if (classes & CLASS_BITS.O && (input.sharedElementWeight ?? 0) >= RISK_DEFAULTS.subsetHigh) rank = 3;
  if (
    (classes & CLASS_BITS.O && input.overlapWeight >= least) ||
    (classes & CLASS_BITS.W && input.soundWeight >= least) ||
    (classes & CLASS_BITS.C && input.elementWeight >= least)
  ) {
    rank = Math.max(rank, 2);
  }
  return rank;
}

/** True when every word but the one pair of class D is in both names. */
function editInEqualNames(input: PartialEvidence, queryWords: number): boolean {
  return input.sharedWords === input.nameWords - 1 && input.sharedWords === queryWords - 1;
}

/**
 * True when a D pair of words (a slip, not initials or two words of their own meaning) is the
 * most distinctive element of both names, which differ otherwise: Medium ("Herok Treuhand" /
 * "Heron Wealth Management", "Gaba Life" / "Kaba"). Before, only a name that was the word alone
 * was Medium, so two edits or replaced letters there gave Medium and one edit Low: the weaker
 * evidence weighed more.
 */
export function slipInDominantWord(
  input: PartialEvidence & { classes: number },
  queryWords: number,
): boolean {
  if ((input.classes & WORD_EDIT_BIT) === 0 || editInEqualNames(input, queryWords)) return false;
  return input.editWeight >= Math.max(RISK_DEFAULTS.partialMedium, input.nameTopWeight, input.queryTopWeight);
}

/**
 * True when one name is a D pair's word alone, four letters or more, spelled otherwise in the
 * other name and the most distinctive element of both ("Gaba Life" / "Kaba"): S with a slip, a
 * grade below S's High (Medium). Not initials ("JTS Investments" / "JTP AG"), and not names equal
 * but for the pair, which are High.
 */
export function spelledOtherwiseAlone(
  input: PartialEvidence & { classes: number },
  queryWords: number,
): boolean {
  return (input.nameWords === 1 || queryWords === 1) && slipInDominantWord(input, queryWords);
}

/**
 * Rank class T gives (0 when it does not hold): an individual element kept with its descriptive
 * words translated is the same name in another language (High: "Schmid Management" / "Schmid
 * Gestion"); names made only of concepts are descriptive and their synonyms or translations
 * are Medium ("Asset Management Switzerland" / "Swiss Portfolio Management").
 */
export function translationRank(classes: number, conceptLiterals: number): number {
  if ((classes & CLASS_BITS.T) === 0) return 0;
  return conceptLiterals >= 1 ? 3 : 2;
}

/** What the risk of one name depends on. */
export interface RiskInput extends PartialRiskInput {
  visualScore: number;
  /** The Dice with each trigram weighed by its word's weight, where `visualScore` ≥ `visualHigh` (else 0). */
  weightedVisual: number;
  /** True when a double-metaphone key matched. */
  metaphoneMatch: boolean;
  /**
   * True when a key spelling the whole core matched too: the Cologne code of the core (or of the
   * core written as one word).
   * Double metaphone keeps four sounds per word, so its match alone may be a shared beginning.
   */
  fullKeyMatch: boolean;
  /**
   * P only: one word each, spelled less alike than not (`IndexHit.spelledApart`): the keys drop
   * vowels and merge initials, so alone they do not make a High. Absent: false.
   */
  spelledApart?: boolean;
  /**
   * One word each, both of ordinary language with meanings apart (`IndexHit.meaningsApart`):
   * every class but E and T gives Medium at most. Absent: false.
   */
  meaningsApart?: boolean;
  /** Weight of the most distinctive word of the contained token set (S only). */
  subsetWeight: number;
  /** Words kept as they are (individual elements) in the shared concept key (T only), else 0. */
  conceptLiterals: number;
  /** Deleted companies and former names are low-weight evidence: always Low. */
  lowWeight: boolean;
}

/** A risk input with no class and no evidence, to fill in. */
export function blankRiskInput(): RiskInput {
  return {
    classes: 0,
    visualScore: 0,
    weightedVisual: 0,
    metaphoneMatch: false,
    fullKeyMatch: false,
    spelledApart: false,
    meaningsApart: false,
    subsetWeight: 0,
    conceptLiterals: 0,
    lowWeight: false,
    overlapWeight: 0,
    soundWeight: 0,
    editWeight: 0,
    elementWeight: 0,
    sharedWords: 0,
    nameWords: 0,
    placePairWeight: 0,
    queryWords: 0,
    nameTopWeight: 0,
    queryTopWeight: 0,
    sharedElementWeight: 0,
  };
}

/**
 * True when class V reaches its High grade: the names look alike as a whole and in their
 * distinctive parts (both scores at least `visualHigh`). The trademark risk uses it too.
 */
export function visualHighGrade(visualScore: number, weightedVisual: number): boolean {
  return visualScore >= RISK_DEFAULTS.visualHigh && weightedVisual >= RISK_DEFAULTS.visualHigh;
}

/**
 * Risk level of a similar name: the highest level any of its classes gives.
 * E (identity not used as identityMatch) is High; P is High when a double-metaphone key and a
 * key spelling the whole core (its Cologne code) both match, unless the names are one word each
 * spelled less alike than not, else Medium;
 * V and S by score; the partial classes give Medium when their word weighs at least
 * `partialMedium` and Low below, except a one-edit difference in an otherwise equal name, which
 * is High; T (a translation) is High when an individual element is kept, else Medium; deleted
 * companies and former names are Low. Two one-word names of ordinary words with meanings apart
 * (similarity/meanings-apart.ts) are Medium at most, unless a translation.
 */
export function riskOf(input: RiskInput): RiskLevel {
  if (input.lowWeight) return "Low";
  const { classes } = input;
  if (classes & CLASS_BITS.E) return "High";
  let rank = 1;
  // Two one-word names of ordinary words: their meanings tell them apart (meanings-apart.ts).
  const meaningsApart = input.meaningsApart === true;
  if (classes & CLASS_BITS.P) {
    const keysHigh = input.metaphoneMatch && input.fullKeyMatch && input.spelledApart !== true;
    rank = Math.max(rank, keysHigh && !meaningsApart ? 3 : 2);
  }
  if (classes & CLASS_BITS.V) {
    // High only when the distinctive parts look alike too, not a long generic word alone.
    if (visualHighGrade(input.visualScore, input.weightedVisual) && !meaningsApart) rank = 3;
    else if (input.visualScore >= RISK_DEFAULTS.visualMedium) rank = Math.max(rank, 2);
  }
  if (classes & CLASS_BITS.S) {
    if (input.subsetWeight >= RISK_DEFAULTS.subsetHigh) rank = 3;
    else if (input.subsetWeight >= RISK_DEFAULTS.subsetMedium) rank = Math.max(rank, 2);
  }
  const partial = partialRank(input, input.queryWords);
  rank = Math.max(rank, meaningsApart ? Math.min(partial, 2) : partial);
  rank = Math.max(rank, translationRank(classes, input.conceptLiterals));
  return rank === 3 ? "High" : rank === 2 ? "Medium" : "Low";
}

/** Class letters of a mask, in E, P, V, S, O, W, D, C, T order (a near sound is a W, moved letters a D). */
export function classList(mask: number): MatchClass[] {
  const m = (mask & NEAR_SOUND_BIT ? CLASS_BITS.W : 0) | (mask & WEAK_EDIT_BITS ? CLASS_BITS.D : 0) | mask;
  return CLASS_ORDER.filter((c) => (m & CLASS_BITS[c]) !== 0);
}
