/**
 * Partial word classes: two names are alike through one pair of words, even when their other
 * words differ. Each class relates a query word q to a registered word n (docs/conflict-search.md):
 *
 * - O (overlap): q = n, a shared distinctive word ("Lumora Farben" / "LUMORA Bautechnik").
 * - W (word sound): q ≠ n with the same Cologne code ("Bavag" / "Pavag"), or, for short words,
 *   codes one sound apart with the same first sound ("Novello" / "Novilon"; near-sound.ts).
 * - D (edit): q ≠ n one edit apart (optimal string alignment: insert, delete, substitute, swap
 *   two neighbours, or a look-alike letter group: "rn" for "m"), both at least `EDIT_MIN_LENGTH`
 *   long ("Staxa" / "Stada", "KMT" / "KMR", "Clarnix" / "Clamix"); or,
 *   when both are at least `LONG_EDIT_MIN_LENGTH` long, at most two edits apart (Levenshtein:
 *   insert, delete, substitute; "Dispermelt" / "Dispomelt"). Long words leave room for two
 *   slips, short ones do not (docs/matching-design.md: ≤ 1 up to 8 letters, ≤ 2 above).
 *   Moved letters (kind "M", reported as D; moved-letters.ts): q and n not so close, but one
 *   holds the same letters as the other in another order, and both end alike
 *   ("Albéa" / "Balea"). Replaced letters (kind "R", reported as D; replaced-letters.ts): words
 *   of seven or eight letters, two letters apart before a shared three-letter ending
 *   ("Acofide" / "Axotide"). Two edits in a short coined word (kind "L", reported as D;
 *   short-two-edits.ts): coined words of six to eight letters, beginning alike, two edits apart
 *   ("Omeran" / "Omepral").
 * - C (compound element): q ≠ n share an element x that is n or q itself or a proper prefix or
 *   suffix of it, at least `AFFIX_MIN_LENGTH` long, and at least `SHARED_AFFIX_MIN_LENGTH` when it
 *   is a proper affix of both ("Newfenix" / "Fenix", "Handelsbank" / "Handels Bank",
 *   "RightChoice" / "ClearChoice"), or `SHARED_PREFIX_MIN_LENGTH` when it begins both words, both
 *   are coined (no place, no word of the semantic lexicon), they are not alike otherwise, and x is
 *   as rare as n (`beginsAlike`: "Adreg" / "Adrema").
 *
 * Neither word may be a single character or a function word ("of", "des", "der": `relatableWord`):
 * a shared article or initial relates nothing, however rare it is in a small register.
 * A relation counts only when its weight reaches `PARTIAL_MIN_WEIGHT`: the register weight of the
 * shared word (O), the smaller of the two words' weights (W, D), or for C the weight of the
 * element x counted both as a word and inside longer registered words. Common words ("Bau",
 * "Consulting") therefore never match by themselves; the bound also keeps the search fast.
 * The index finds these pairs through vocabulary tables (search/vocabulary.ts); the brute-force
 * oracle and the explanations use `relateWords` below.
 */
import { distance as levenshtein } from "fastest-levenshtein";
import { COLOGNE_PREFIX, wordSoundCodes } from "../phonetic/index.js";
import { placesNamed } from "../reference/gazetteer.js";
import { FUNCTION_WORDS } from "../semantic/lexicon/generic.js";
import { conceptIndex } from "../semantic/lexicon/index.js";
import { conceptKey } from "./concept-key.js";
import { withinOneEdit } from "./edit-distance.js";
import { lookAlikeApart } from "./look-alikes.js";
import { sameLettersMoved } from "./moved-letters.js";
import { codesOneSoundApart, nearSoundLength, spelledMostlyAlike } from "./near-sound.js";
import { twoLettersReplaced } from "./replaced-letters.js";
import { twoEditsInCoinedWords } from "./short-two-edits.js";
import { wordWeight } from "./weights.js";
import { inWordLists } from "./word-lists.js";

/** Least weight of a word (or element) for O, W, D and C (see docs/conflict-search.md). */
export const PARTIAL_MIN_WEIGHT = 0.55;
/** Shortest word compared by sound (W). */
export const SOUND_MIN_LENGTH = 3;
/** Shortest word compared by edit distance (D), and the longest. */
export const EDIT_MIN_LENGTH = 3;
export const EDIT_MAX_LENGTH = 24;
/** Shortest words of a D pair that can stand for a whole name spelled otherwise (risk.ts, `WORD_EDIT_BIT`). */
export const EDIT_WORD_MIN_LENGTH = 4;
/** Shortest words compared at two edits (D). */
export const LONG_EDIT_MIN_LENGTH = 9;
/** Shortest compound element (C); an element that is a proper affix of both words is longer. */
export const AFFIX_MIN_LENGTH = 3;
export const SHARED_AFFIX_MIN_LENGTH = 5;
/**
 * Shortest shared beginning (C): a proper prefix of both words counts from four letters, one
 * letter less than an ending, since the beginning of a word is what is heard and remembered
 * ("Adreg" / "Adrema", BGE 88 II 176).
 */
export const SHARED_PREFIX_MIN_LENGTH = 4;

/**
 * Function words that may also be acronyms or brands ("MIT", "AUS", "UNO") stay relatable; the
 * other articles, prepositions and conjunctions of de, fr, it and en never relate two names.
 */
const RELATABLE_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "mit",
  "aus",
  "uno",
  "con",
  "per",
  "oder",
  "sich",
]);

/** True when a word may relate two names in a partial class: two characters or more, no function word. */
export function relatableWord(word: string): boolean {
  return word.length >= 2 && (!FUNCTION_WORDS.has(word) || RELATABLE_FUNCTION_WORDS.has(word));
}

/** One word pair that relates two names, with its class and weight. */
export interface WordRelation {
  /**
   * The class; "N" is a near sound (codes one final sound apart), reported as W; "M" are moved
   * letters, "R" replaced letters and "L" two edits in a short coined word, all three reported as D.
   */
  kind: "O" | "W" | "N" | "D" | "M" | "R" | "L" | "C";
  /** Query word. */
  q: string;
  /** Registered word. */
  n: string;
  /** The shared element (C), else the registered word. */
  element: string;
  weight: number;
}

/** Every partial class (explanations may ask for fewer). */
const ALL_KINDS: ReadonlySet<WordRelation["kind"]> = new Set(["O", "W", "N", "D", "M", "R", "L", "C"]);

/** Register statistics the weights come from. */
export interface WordStats {
  /** Number of indexed names (N of the weights). */
  total: number;
  /** Number of names containing the word. */
  wordDf(word: string): number;
  /**
   * Occurrences of `x` inside longer words (C): the document frequencies of the registered
   * words having `x` as a proper prefix or suffix, summed.
   */
  affixDf(x: string): number;
}

/** Proper prefixes and suffixes of a word that are at least `AFFIX_MIN_LENGTH` long. */
export function properAffixes(word: string): string[] {
  const out: string[] = [];
  for (let len = AFFIX_MIN_LENGTH; len < word.length; len++) {
    out.push(word.slice(0, len));
    const suffix = word.slice(word.length - len);
    if (suffix !== word.slice(0, len)) out.push(suffix);
  }
  return out;
}

/** True when x is a proper prefix or suffix of w. */
export function isProperAffix(x: string, w: string): boolean {
  return x.length < w.length && (w.startsWith(x) || w.endsWith(x));
}

/** Elements of a word for C: the word itself and its proper affixes. */
function elementsOf(word: string): string[] {
  return [word, ...properAffixes(word)];
}

/** The shared elements of two different words (C, before weights). */
export function sharedElements(q: string, n: string): string[] {
  if (q === n || !mayShareElement(q, n)) return [];
  const ofN = new Set(elementsOf(n));
  return elementsOf(q).filter(
    (x) =>
      ofN.has(x) && (x === q || x === n || x.length >= SHARED_AFFIX_MIN_LENGTH || sharedBeginning(x, q, n)),
  );
}

/**
 * True when x, shorter than a shared affix, is the beginning of both words (a proper prefix, long
 * enough to count), the words are coined (neither names a place, "Heritage" / "Herisau", nor is a
 * word of the semantic lexicon, "Prophina" / "Property"), and they are not alike otherwise: sound
 * and spelling say more, and their evidence names the pair already.
 */
export function sharedBeginning(x: string, q: string, n: string): boolean {
  return (
    x.length >= SHARED_PREFIX_MIN_LENGTH &&
    x.length < SHARED_AFFIX_MIN_LENGTH &&
    x.length < Math.min(q.length, n.length) &&
    q.startsWith(x) &&
    n.startsWith(x) &&
    !alikeOtherwise(q, n) &&
    coinedWord(q) &&
    coinedWord(n)
  );
}

/** True when a word names no place of the gazetteer and is no word of the semantic lexicon. */
export function coinedWord(word: string): boolean {
  return placesNamed(word).length === 0 && conceptKey([word]) === null;
}

/**
 * True when the shared beginning x relates q to the registered word n: x must be as rare in the
 * register as n itself, so that it all but names n, the query word's own registrations aside (they
 * are no other word that begins so). A beginning many registered words share says little about any
 * one of them. Called once x weighs at least `PARTIAL_MIN_WEIGHT`, where its counts are exact.
 */
export function beginsAlike(x: string, q: string, n: string, stats: WordStats): boolean {
  return beginningWeight(x, q, stats) >= weightIn(n, stats) && sharedBeginning(x, q, n);
}

/** Weight of the beginning x of q by the registered words that begin so, q's own registrations aside. */
export function beginningWeight(x: string, q: string, stats: WordStats): number {
  return wordWeight(stats.wordDf(x) + stats.affixDf(x) - stats.wordDf(q), stats.total);
}

/** True when two words sound alike or are spelled alike (W, D and its moved or replaced letters). */
function alikeOtherwise(q: string, n: string): boolean {
  return (
    soundRelation(q, n) !== null || editApart(q, n) || sameLettersMoved(q, n) || twoLettersReplaced(q, n)
  );
}

/**
 * Cheap necessary condition of a shared element: it starts or ends both words, or the other
 * word contains the start of an element that begins one of them.
 */
function mayShareElement(q: string, n: string): boolean {
  const k = AFFIX_MIN_LENGTH;
  if (q.length < k || n.length < k) return false;
  const qs = q.slice(0, k);
  const ns = n.slice(0, k);
  return qs === ns || q.slice(q.length - k) === n.slice(n.length - k) || n.includes(qs) || q.includes(ns);
}

/** Weight of a word by the register statistics `stats`. */
export function weightIn(word: string, stats: WordStats): number {
  return wordWeight(stats.wordDf(word), stats.total);
}

/** Weight of an element: as rare as its occurrences, as a word and inside longer words. */
export function elementWeight(x: string, stats: WordStats): number {
  return wordWeight(stats.wordDf(x) + stats.affixDf(x), stats.total);
}

/** Weight of a word pair (W, D): the more common of the two words decides. */
export function pairWeight(q: string, n: string, stats: WordStats): number {
  return Math.min(weightIn(q, stats), weightIn(n, stats));
}

/** True when the two words sound alike (W): the same Cologne code, or codes one sound apart. */
export function soundAlike(q: string, n: string): boolean {
  return soundRelation(q, n) !== null;
}

/**
 * How two words sound alike (W): `"same"` Cologne code, `"near"` when one code is the other plus
 * a final sound and the words are spelled mostly alike (near-sound.ts), else null.
 */
export function soundRelation(q: string, n: string): "same" | "near" | null {
  if (q === n || q.length < SOUND_MIN_LENGTH || n.length < SOUND_MIN_LENGTH) return null;
  const codesQ = wordSoundCodes(q);
  const a = codesQ[0];
  if (a === undefined) return null;
  const codesN = wordSoundCodes(n);
  const b = codesN[0];
  if (b === undefined) return null;
  // Any code of one equal to any of the other's ("cc" read as "ks" has a second code).
  if (codesQ.some((c) => codesN.includes(c))) return "same";
  if (!nearSoundLength(q) || !nearSoundLength(n)) return null;
  const near = codesOneSoundApart(a.slice(COLOGNE_PREFIX.length), b.slice(COLOGNE_PREFIX.length));
  return near && spelledMostlyAlike(q, n) ? "near" : null;
}

/**
 * True when the two words are one edit apart (D, before weights), a look-alike letter group
 * ("rn" for "m", look-alikes.ts) counting as one edit.
 */
export function oneEditApart(q: string, n: string): boolean {
  const lq = q.length;
  const ln = n.length;
  if (lq < EDIT_MIN_LENGTH || ln < EDIT_MIN_LENGTH || lq > EDIT_MAX_LENGTH || ln > EDIT_MAX_LENGTH)
    return false;
  return q !== n && (withinOneEdit(q, n) || lookAlikeApart(q, n));
}

/** True when two long words are at most two edits apart (D, before weights; Levenshtein). */
export function twoEditsApart(q: string, n: string): boolean {
  const lq = q.length;
  const ln = n.length;
  if (lq < LONG_EDIT_MIN_LENGTH || ln < LONG_EDIT_MIN_LENGTH || lq > EDIT_MAX_LENGTH || ln > EDIT_MAX_LENGTH)
    return false;
  return q !== n && Math.abs(lq - ln) <= 2 && levenshtein(q, n) <= 2;
}

/** True when two words are in class D before weights: one edit apart, or two for long words. */
export function editApart(q: string, n: string): boolean {
  return oneEditApart(q, n) || twoEditsApart(q, n);
}

/**
 * True when a D pair is a slip in a word: both at least `EDIT_WORD_MIN_LENGTH` long (not
 * initials, "JTS" / "JTP"), and not two words of ordinary language with meanings of their own
 * ("tree" / "true", "ideas" / "ideal"): a clear difference in meaning tells such words apart
 * however alike they look (the same word inflected, "idea" / "ideas", is no such pair).
 */
export function editOfWords(q: string, n: string): boolean {
  if (q.length < EDIT_WORD_MIN_LENGTH || n.length < EDIT_WORD_MIN_LENGTH) return false;
  return !(hasOwnMeaning(q) && hasOwnMeaning(n)) || inflectedAlike(q, n);
}

/**
 * True when two different words are both of ordinary language, with meanings of their own, and
 * neither the same word inflected nor one concept in two languages ("closet" / "closed", "tree" /
 * "true"; not "idea" / "ideas", not "sonne" / "soleil").
 */
export function meaningsApart(q: string, n: string): boolean {
  if (q === n || !hasOwnMeaning(q) || !hasOwnMeaning(n) || inflectedAlike(q, n)) return false;
  // Two forms of one verb ("host" / "hosted", "hosting" / "hosted") are one word.
  const stems = [q, ...verbStems(q)];
  if ([n, ...verbStems(n)].some((s) => stems.includes(s))) return false;
  const concept = conceptKey([q]);
  return concept === null || concept !== conceptKey([n]);
}

/**
 * True when a word is in the ordinary-language lists or the semantic lexicon, or is an English
 * verb form of a listed word ("closed", "hosting"): the lists hold base forms and plurals.
 */
export function hasOwnMeaning(word: string): boolean {
  return inWordLists(word) || conceptIndex().forms.has(word) || verbFormOfListed(word);
}

/** Shortest stem a verb form is read back to: "bed" and "ring" are no forms of "b" and "r". */
const VERB_STEM_MIN_LENGTH = 3;

/** True when a word is "-ed" or "-ing" on a listed word ("closed", "hosting", "stopped", "closing"). */
function verbFormOfListed(word: string): boolean {
  return verbStems(word).some(inWordLists);
}

/** The words an "-ed" or "-ing" form may come from ("closed": "clos", "close"; "stopped": "stopp", "stoppe", "stop"). */
function verbStems(word: string): string[] {
  const ending = word.endsWith("ed") ? 2 : word.endsWith("ing") ? 3 : 0;
  if (ending === 0) return [];
  const stem = word.slice(0, -ending);
  if (stem.length < VERB_STEM_MIN_LENGTH) return [];
  const doubled = stem.length > VERB_STEM_MIN_LENGTH && stem.at(-1) === stem.at(-2);
  return doubled ? [stem, `${stem}e`, stem.slice(0, -1)] : [stem, `${stem}e`];
}

/** Endings that inflect a word without changing what it means (plurals, German and Italian forms). */
const INFLECTION_ENDINGS: ReadonlySet<string> = new Set(["s", "e", "n", "r", "i", "o", "a"]);

/** True when one word is the other with an inflection ending added or changed ("idea" / "ideas", "sonne" / "sonnen"). */
function inflectedAlike(q: string, n: string): boolean {
  const [short, long] = q.length <= n.length ? [q, n] : [n, q];
  if (long.length === short.length + 1) {
    return long.startsWith(short) && INFLECTION_ENDINGS.has(long.slice(-1));
  }
  // The same length: the last letter changed between two endings ("libro" / "libri").
  return (
    long.length === short.length &&
    long.slice(0, -1) === short.slice(0, -1) &&
    INFLECTION_ENDINGS.has(long.slice(-1)) &&
    INFLECTION_ENDINGS.has(short.slice(-1))
  );
}

/** True when two words are two replaced letters apart and not already one edit apart (kind "R"). */
export function replacedLettersApart(q: string, n: string): boolean {
  return twoLettersReplaced(q, n) && !editApart(q, n);
}

/**
 * True when two short coined words are two edits apart and no closer relation of D holds between
 * them: no edit, no moved or replaced letters (kind "L").
 */
export function shortTwoEditsApart(q: string, n: string): boolean {
  return (
    twoEditsInCoinedWords(q, n) && !editApart(q, n) && !sameLettersMoved(q, n) && !twoLettersReplaced(q, n)
  );
}

/** True when two words are related by moved letters and not already by an edit (kind "M"). */
export function movedLettersApart(q: string, n: string): boolean {
  return sameLettersMoved(q, n) && !editApart(q, n);
}

/**
 * Every relation between the words of a query and of a registered name, by the definitions
 * above (the brute-force oracle; the index reaches the same set). A caller comparing one query
 * with many names may pass a cache of word-pair results.
 */
export function relateWords(
  query: readonly string[],
  name: readonly string[],
  stats: WordStats,
  cache?: Map<string, WordRelation[]>,
): WordRelation[] {
  if (!cache) return query.flatMap((q) => name.flatMap((n) => relatePair(q, n, stats)));
  const out: WordRelation[] = [];
  for (const q of query) {
    for (const n of name) {
      const key = `${q}\u0000${n}`;
      let found = cache.get(key);
      if (!found) {
        found = relatePair(q, n, stats);
        cache.set(key, found);
      }
      out.push(...found);
    }
  }
  return out;
}

/**
 * The relations of one word pair by the definitions above. With `stats` they are weighed and
 * only those reaching the bound are kept (C: its heaviest element); without, every relation is
 * kept with weight 0 (C: its longest element).
 */
function relatePair(q: string, n: string, stats: WordStats | null, kinds = ALL_KINDS): WordRelation[] {
  const out: WordRelation[] = [];
  if (!relatableWord(q) || !relatableWord(n)) return out;
  const keep = (kind: WordRelation["kind"], element: string, weight: number) => {
    if (!stats || weight >= PARTIAL_MIN_WEIGHT) out.push({ kind, q, n, element, weight });
  };
  if (q === n) {
    keep("O", n, stats ? weightIn(n, stats) : 0);
    return out;
  }
  const sound = kinds.has("W") || kinds.has("N") ? soundRelation(q, n) : null;
  const soundKind = sound === "same" ? "W" : sound === "near" ? "N" : null;
  if (soundKind && kinds.has(soundKind)) keep(soundKind, n, stats ? pairWeight(q, n, stats) : 0);
  if (kinds.has("D") && editApart(q, n)) keep("D", n, stats ? pairWeight(q, n, stats) : 0);
  if (kinds.has("M") && movedLettersApart(q, n)) keep("M", n, stats ? pairWeight(q, n, stats) : 0);
  if (kinds.has("R") && replacedLettersApart(q, n)) keep("R", n, stats ? pairWeight(q, n, stats) : 0);
  if (kinds.has("L") && shortTwoEditsApart(q, n)) keep("L", n, stats ? pairWeight(q, n, stats) : 0);
  if (!kinds.has("C")) return out;
  let best: string | null = null;
  let bestScore = -1;
  for (const x of sharedElements(q, n)) {
    const w = stats ? elementWeight(x, stats) : 0;
    if (stats && w < PARTIAL_MIN_WEIGHT) continue;
    // A shared beginning counts only as rare as n (`beginsAlike`; sharedElements checked the rest).
    if (stats && sharedBeginning(x, q, n) && beginningWeight(x, q, stats) < weightIn(n, stats)) continue;
    const score = stats ? w : x.length;
    if (score > bestScore) {
      best = x;
      bestScore = score;
    }
  }
  if (best !== null) keep("C", best, stats ? bestScore : 0);
  return out;
}

/**
 * The word pairs of the given partial classes between two names, before weights (for
 * explanations: only the classes a hit holds are worked out).
 */
export function partialPairs(
  query: readonly string[],
  name: readonly string[],
  kinds: ReadonlySet<WordRelation["kind"]> = ALL_KINDS,
): WordRelation[] {
  return query.flatMap((q) => name.flatMap((n) => relatePair(q, n, null, kinds)));
}
