/**
 * Class T (translation): two names say the same thing in different words, as a name and its
 * translation do ("Schweizer Bäckereiverband" / "Association suisse des boulangers").
 *
 * The concept key of a core reads its words against the semantic lexicon and the everyday images
 * (semantic/lexicon/imagery.ts: "Stern" = "étoile" = "star"), in de, fr, it and en:
 * phrases first ("real estate"), then words, then compounds split into known parts
 * ("bäckereiverband" → bäckerei + verband) or into a known start and a coined rest ("hydropik" →
 * hydro + pik); each known piece becomes its concept ("#bakery"),
 * function words ("des", "the") drop out, and every other word stays as it is (surnames and
 * coined words must reappear unchanged in a translation). The elements are sorted, because
 * languages order adjectives differently ("Schweizer Bäckerei" / "Boulangerie suisse").
 * A core has a key only when at least one piece is a concept. T holds when the keys are equal
 * and the two cores' word sets differ (equal word sets are S or E, not a translation).
 * A form with several meanings takes its first concept id in sort order, so the key is the
 * same whatever the language of the name.
 */
import { contractDigraphs } from "../normalize/keys.js";
import { utf8Hash } from "../search/string-builders.js";
import type { KnownForms } from "../semantic/compound.js";
import { knownForms, splitCompletely } from "../semantic/compound.js";
import { FUNCTION_WORDS } from "../semantic/lexicon/generic.js";
import type { LexEntry } from "../semantic/lexicon/index.js";
import { conceptIndex } from "../semantic/lexicon/index.js";

/** Prefix of a concept element in a key (words never start with it). */
const CONCEPT = "#";
/** Words this long or longer are tried as compounds. */
const COMPOUND_MIN_LENGTH = 6;
/** A known start read before a coined rest has at least this many letters, the rest at least `HEAD_REST_MIN`. */
const HEAD_MIN_LENGTH = 4;
const HEAD_REST_MIN = 3;
/** Version of the reading's rules: raise it when a change of this file can change a concept key. */
const READING_VERSION = 4;
/** Each word's reading, shared by every key (the register repeats its words a great deal). */
const wordCache = new Map<string, readonly ConceptElement[]>();
const WORD_CACHE_LIMIT = 200_000;

/** One element of a core's reading: a concept ("#bakery") or a word kept as it is, and its words. */
export interface ConceptElement {
  element: string;
  /** The words of the core it was read from ("backerei", "real estate"). */
  source: string;
}

/** The concept key of a core (its words in order), or null when no word is a known concept. */
export function conceptKey(words: readonly string[]): string | null {
  const elements = conceptReading(words);
  if (!elements.some((e) => isConceptElement(e.element))) return null;
  return elements
    .map((e) => e.element)
    .sort()
    .join(" ");
}

/** The elements of a core, in order: phrases first, then words, then compound parts. */
export function conceptReading(words: readonly string[]): ConceptElement[] {
  const index = conceptIndex();
  const out: ConceptElement[] = [];
  let i = 0;
  const starts = phraseStarts();
  while (i < words.length) {
    let matched = 0;
    // Most words start no phrase: skip building the joined candidates for them.
    const longest = starts.has(words[i] as string) ? Math.min(index.maxPhrase, words.length - i) : 1;
    for (let n = longest; n >= 2; n--) {
      const source = words.slice(i, i + n).join(" ");
      const entries = index.forms.get(source);
      if (entries) {
        out.push({ element: conceptOf(entries), source });
        matched = n;
        break;
      }
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    for (const piece of readWord(words[i] as string)) out.push(piece);
    i++;
  }
  return out;
}

/**
 * Number of words kept as they are in a concept key that individualise a name: two letters or
 * more (a lone initial does not).
 */
export function literalCount(key: string): number {
  return key.split(" ").filter((e) => e.length >= 2 && !isConceptElement(e)).length;
}

/** True when a key element is a concept (not a word kept as it is). */
export function isConceptElement(element: string): boolean {
  return element.startsWith(CONCEPT);
}

/**
 * The translated words behind a T match, as a sentence: "translation: backerei = boulangerie,
 * schweizer = suisse". Empty when the two cores do not share their concept key.
 */
export function translationEvidence(query: readonly string[], name: readonly string[]): string {
  const a = conceptReading(query);
  const b = conceptReading(name);
  const pairs: string[] = [];
  for (const e of a) {
    if (!isConceptElement(e.element)) continue;
    const other = b.find((x) => x.element === e.element);
    if (other && other.source !== e.source) pairs.push(`${e.source} = ${other.source}`);
  }
  return pairs.length === 0 ? "" : `translation: ${[...new Set(pairs)].join(", ")}`;
}

let fingerprint: string | undefined;

/**
 * A fingerprint of everything a concept key is read from: each lexicon and imagery form with
 * its concept, and the function words. Indexes store concept keys, so a snapshot built with
 * another lexicon is stale (a word added to the lexicon would not be found) even when the
 * normalisation version is the same; the snapshot header carries this to tell.
 */
export function readingFingerprint(): string {
  if (fingerprint === undefined) {
    const forms = [...conceptIndex().forms].map(([form, entries]) => `${form}=${conceptOf(entries)}`).sort();
    const text = [
      ...forms,
      "|",
      ...[...FUNCTION_WORDS].sort(),
      "|",
      COMPOUND_MIN_LENGTH,
      HEAD_MIN_LENGTH,
      HEAD_REST_MIN,
      READING_VERSION,
      ...CONSONANT_ONSETS,
    ].join("\n");
    fingerprint = utf8Hash(text).toString(16).padStart(8, "0");
  }
  return fingerprint;
}

// --- Internal helpers ---

/**
 * Two consonants that start words in German, French, Italian or English ("street", "schloss",
 * "gnocchi"); any other pair of consonants ("nv", "ht", "tl") starts none.
 */
const CONSONANT_ONSETS = new Set(
  "bl br ch cl cr dr fl fr gl gn gr kl kn kr pf ph pl pr ps qu sc sh sk sl sm sn sp st sv sw th tr ts tw wh wr zw".split(
    " ",
  ),
);

/** Whether a coined rest could be a word of its own: a vowel or one consonant first, or a usual pair. */
function startsLikeWord(rest: string): boolean {
  return /^[aeiouy]|^.[aeiouy]/.test(rest) || CONSONANT_ONSETS.has(rest.slice(0, 2));
}

let phraseStartWords: ReadonlySet<string> | undefined;

/** First words of the lexicon's phrases ("real" of "real estate"), built on first use. */
function phraseStarts(): ReadonlySet<string> {
  phraseStartWords ??= new Set(
    [...conceptIndex().forms.keys()].filter((k) => k.includes(" ")).map((k) => k.slice(0, k.indexOf(" "))),
  );
  return phraseStartWords;
}

/**
 * The pieces of one word: its concept, its compound's parts, itself, or nothing; each with the
 * letters it was read from (the part of a compound, so evidence says "backerei = boulangerie").
 */
function readWord(word: string): readonly ConceptElement[] {
  const cached = wordCache.get(word);
  if (cached) return cached;
  const pieces = readUncached(word);
  if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
  wordCache.set(word, pieces);
  return pieces;
}

function readUncached(word: string): readonly ConceptElement[] {
  if (FUNCTION_WORDS.has(word) || !/[\p{L}\p{N}]/u.test(word)) return [];
  const pieces = readForms(word);
  // An umlaut written as its digraph ("gebaeude", "baeckerei") reads as the umlaut the lexicon
  // folds ("gebaude"), as the same-as keys read it: before, the ASCII spelling of a name had no
  // concept key, so its translations and T matches were lost. A word kept as it is is kept
  // contracted too, so "Mueller Bäckerei" and "Müller Boulangerie" share their key.
  const contracted = contractDigraphs(word);
  if (contracted === word || pieces.some((p) => isConceptElement(p.element))) return pieces;
  const again = readForms(contracted);
  return again.some((p) => isConceptElement(p.element))
    ? again
    : again.map((p) => (p.element === contracted ? { element: contracted, source: word } : p));
}

/** `readUncached` of a word that is no function word. */
function readForms(word: string): readonly ConceptElement[] {
  const index = conceptIndex();
  const entries = index.forms.get(word);
  if (entries) return [{ element: conceptOf(entries), source: word }];
  if (word.length >= COMPOUND_MIN_LENGTH) {
    const known = knownForms(index.forms);
    const split = splitCompletely(word, known);
    if (split)
      return split.entries.map((e, k) => ({ element: conceptOf(e), source: split.parts[k] ?? word }));
    // A known start and a coined rest ("hydropik" = hydro + pik): the start is translated, the
    // rest must reappear unchanged ("waterpik"). An unknown start before a known rest is not
    // read: names share endings such as "-bau" or "-tec" far more often than beginnings.
    const head = longestKnownHead(word, known);
    if (head) {
      const rest = word.slice(head.length);
      return [
        { element: conceptOf(head.entries), source: word.slice(0, head.length) },
        { element: rest, source: rest },
      ];
    }
  }
  return [{ element: word, source: word }];
}

/**
 * The longest start of `word` that is a known form, leaving a rest of `HEAD_REST_MIN` letters or
 * more that could start a word: "firstleap" is not "firs" + "tleap", nor "brightside" the town
 * of Brig + "htside".
 */
function longestKnownHead(
  word: string,
  known: KnownForms,
): { length: number; entries: readonly LexEntry[] } | null {
  let best: { length: number; entries: readonly LexEntry[] } | null = null;
  for (let end = HEAD_MIN_LENGTH; end <= word.length - HEAD_REST_MIN; end++) {
    const head = word.slice(0, end);
    // No form starts with this head: none starts with a longer one either.
    if (known.startsForm && !known.startsForm(head)) break;
    const entries = known.get(head);
    if (entries && startsLikeWord(word.slice(end))) best = { length: end, entries };
  }
  return best;
}

function conceptOf(entries: readonly LexEntry[]): string {
  let best = "";
  for (const e of entries) if (best === "" || e.concept.id < best) best = e.concept.id;
  return CONCEPT + best;
}
