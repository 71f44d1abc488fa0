/**
 * Vocabulary tables of the partial word classes (O, W, D, C; see similarity/partial.ts).
 *
 * They are built over the index's distinct words, not its entries, so they stay small (a real
 * register has a few hundred thousand distinct words for a million names), and a snapshot stores
 * them. Three tables map a 32-bit FNV-1a hash of each key to word ids: sound codes (W; a short
 * query word also probes every code one sound from its own, listed by search/sound-neighbours.ts),
 * the word and its one-deletion variants (D: two words one edit apart share a variant), and the
 * three segments of each long word (D at two edits: two edits leave one of the three segments of
 * a word intact, found in the other word where `SEGMENT_SHIFTS` says; pigeonhole filter). The
 * edit table also holds each word's sorted letters (moved letters, kind M: words of the same
 * letters share the key; similarity/moved-letters.ts).
 * A hash only proposes candidates; every candidate is checked by the class definition, so the
 * tables find exactly the pairs `relateWords` defines. The words having a proper affix (C, and
 * the occurrences that weigh an element) are found exactly in two sorted orders (affix-orders.ts).
 */
import { COLOGNE_PREFIX, wordSoundCodes } from "../phonetic/index.js";
import { bytesWithinTwoEdits } from "../similarity/edit-distance.js";
import { lookAlikeVariants } from "../similarity/look-alikes.js";
import { movableWord, movedLettersKey, movedLettersProbe } from "../similarity/moved-letters.js";
import { nearSoundLength, spelledMostlyAlike } from "../similarity/near-sound.js";
import type { WordStats } from "../similarity/partial.js";
import {
  AFFIX_MIN_LENGTH,
  beginningWeight,
  coinedWord,
  EDIT_MAX_LENGTH,
  EDIT_MIN_LENGTH,
  editOfWords,
  elementWeight,
  LONG_EDIT_MIN_LENGTH,
  movedLettersApart,
  oneEditApart,
  PARTIAL_MIN_WEIGHT,
  properAffixes,
  relatableWord,
  replacedLettersApart,
  SHARED_AFFIX_MIN_LENGTH,
  SHARED_PREFIX_MIN_LENGTH,
  sharedBeginning,
  shortTwoEditsApart,
  soundRelation,
  twoEditsApart,
  weightIn,
} from "../similarity/partial.js";
import { soundAndSpellingAlike } from "../similarity/place-words.js";
import { replacedLettersKeys } from "../similarity/replaced-letters.js";
import {
  CLASS_BITS,
  MOVED_LETTERS_BIT,
  NEAR_SOUND_BIT,
  PARTIAL_CLASSES,
  REPLACED_LETTERS_BIT,
  SHORT_TWO_EDITS_BIT,
  WORD_EDIT_BIT,
} from "../similarity/risk.js";
import { coinedForTwoEdits, shortTwoEditsKeys, shortTwoEditsShape } from "../similarity/short-two-edits.js";
import { wordWeight } from "../similarity/weights.js";
import type { AffixOrders } from "./affix-orders.js";
import { AffixRuns, buildAffixOrders } from "./affix-orders.js";
import { Uint32Builder } from "./csr.js";
import { RecentRelations } from "./recent-relations.js";
import { codeNeighbours } from "./sound-neighbours.js";
import type { StringDict, StringTable } from "./strings.js";
import { lookup, stringAt, tableSize } from "./strings.js";

/** Bits of the partial classes in a relation: the risk's own (CLASS_BITS and the bits D and W weigh apart). */
export const PARTIAL_BITS = {
  O: CLASS_BITS.O,
  W: CLASS_BITS.W,
  D: CLASS_BITS.D,
  C: CLASS_BITS.C,
  N: NEAR_SOUND_BIT,
  M: MOVED_LETTERS_BIT,
  R: REPLACED_LETTERS_BIT,
  L: SHORT_TWO_EDITS_BIT,
} as const;

const ALL_BITS = PARTIAL_CLASSES;

/** Which relations `Vocabulary.related` looks for (a floor asks for fewer). */
export interface RelatedOptions {
  /** PARTIAL_BITS of the classes searched; default all. */
  classes?: number;
  /** Relations of O, W (with the near sound), moved letters and C weighing less are left out, never D's; default 0. */
  minWeight?: number;
  /** Of class W, only the pairs that also look alike (`soundAndSpellingAlike`); default false. */
  highSoundsOnly?: boolean;
}

/** A registered word related to the query, with the best weight per partial class. */
export interface RelatedWord {
  id: number;
  /** PARTIAL_BITS mask. */
  bits: number;
  /** Best weight per class (0 when the class does not hold): O, W (with N), D (with M), C. */
  weights: [number, number, number, number];
}

/** What one `related` call decodes and weighs once for all its words. */
interface QueryMemo {
  text(id: number): string;
  elementWeight(x: string): number;
}

/** One hashed table: ids grouped by hash bucket, each with its key's hash (`HashedIds`). */
export interface HashedTable {
  offsets: Uint32Array;
  /**
   * The upper 16 bits of each key's 32-bit hash. The bucket is the hash's lower bits, so in a
   * table of 262,144 keys or more (16 bucket bits and up) the two give the whole hash, and
   * storing all 32 bits would repeat what the bucket already says (30 MB at 1 M marks).
   */
  high: Uint16Array;
  ids: Uint32Array;
  /**
   * The letter set of each id's word (`letterSet`), or empty: only the segment table keeps it,
   * so the many words sharing a common segment are mostly ruled out without reading them.
   */
  letters: Uint32Array;
}

/** The stored tables of the partial classes (part of `NameIndexData`, so snapshots keep them). */
export interface VocabularyTables {
  sounds: HashedTable;
  edits: HashedTable;
  segments: HashedTable;
  affixes: AffixOrders;
}

/** Names of the hashed tables, in snapshot order. */
export const VOCABULARY_TABLES = ["sounds", "edits", "segments"] as const;

/** One hashed table's keys from a range of words, in word order: each key's hash and word id. */
export interface KeyPairs {
  hashes: Uint32Array;
  ids: Uint32Array;
  /** Each id's letter set (segment table only, else empty). */
  letters: Uint32Array;
}

/** The keys of the three hashed tables for a range of words (`vocabularyKeys`). */
export interface VocabularyKeys {
  sounds: KeyPairs;
  edits: KeyPairs;
  segments: KeyPairs;
}

/** Build the tables over an index's words (once per build; a snapshot stores them). */
export function buildVocabularyTables(words: StringDict): VocabularyTables {
  return vocabularyTables(words, [vocabularyKeys(words, 0, tableSize(words))]);
}

/**
 * The keys of words `from` (inclusive) to `to`: the costly part of `buildVocabularyTables`, and
 * independent per word, so a parallel build computes ranges of words on other threads.
 */
export function vocabularyKeys(words: StringTable, from: number, to: number): VocabularyKeys {
  const sounds = new PairList();
  const edits = new PairList();
  const segments = new PairList(true);
  for (let id = from; id < to; id++) {
    const w = stringAt(words, id);
    for (const code of wordSoundCodes(w)) sounds.push(code, id);
    if (w.length >= EDIT_MIN_LENGTH && w.length <= EDIT_MAX_LENGTH) {
      for (const v of new Set(deletionVariants(w))) edits.push(v, id);
    }
    if (movableWord(w)) edits.push(movedLettersKey(w), id);
    for (const k of replacedLettersKeys(w)) edits.push(k, id);
    for (const k of shortTwoEditsKeys(w)) edits.push(k, id);
    if (w.length >= LONG_EDIT_MIN_LENGTH && w.length <= EDIT_MAX_LENGTH) {
      const letters = letterSet(w);
      segmentsOf(w.length).forEach(([start, end], i) => {
        segments.push(segmentKey(w.length, i, w.slice(start, end)), id, letters);
      });
    }
  }
  return { sounds: sounds.finish(), edits: edits.finish(), segments: segments.finish() };
}

/**
 * The tables from the keys of consecutive word ranges covering every word, in word order: the
 * tables a one-range build makes (the hashed tables keep each bucket's keys in word order).
 */
export function vocabularyTables(
  words: StringDict,
  parts: readonly VocabularyKeys[],
  affixes: AffixOrders = buildAffixOrders(words),
): VocabularyTables {
  return {
    sounds: hashedTable(parts.map((p) => p.sounds)),
    edits: hashedTable(parts.map((p) => p.edits)),
    segments: hashedTable(parts.map((p) => p.segments)),
    affixes,
  };
}

/** The hashed tables over one index's words. */
export class Vocabulary {
  private readonly words: StringDict;
  private readonly df: (id: number) => number;
  private readonly sounds: HashedIds;
  private readonly edits: HashedIds;
  private readonly segments: HashedIds;
  private readonly affixes: AffixRuns;
  /** Per word: the stamp of the last long-word probe that met it (made on first use). */
  private seen: Uint32Array | null = null;
  /** Relations of recently asked words (`related`), for the statistics in `recentStats`. */
  private readonly recent = new RecentRelations();
  private recentStats: WordStats | null = null;
  private stamp = 0;
  /** `relatable` of the words asked so far: 0 not yet, 1 yes, 2 no. */
  private shortWords: Uint8Array | null = null;

  /** Lookups over `words` and its tables; `df` is each word's document frequency in the index. */
  constructor(words: StringDict, df: (id: number) => number, tables: VocabularyTables) {
    this.words = words;
    this.df = df;
    this.sounds = new HashedIds(tables.sounds);
    this.edits = new HashedIds(tables.edits);
    this.segments = new HashedIds(tables.segments);
    this.affixes = new AffixRuns(words, tables.affixes, df);
  }

  /** Whether registered word `id` may relate names (`relatableWord`); only short words are decoded. */
  private relatable(id: number): boolean {
    const { offsets } = this.words;
    // Function words have at most seven letters of two bytes each.
    if ((offsets[id + 1] as number) - (offsets[id] as number) > 14) return true;
    this.shortWords ??= new Uint8Array(offsets.length - 1);
    let known = this.shortWords[id] as number;
    if (known === 0) {
      known = relatableWord(stringAt(this.words, id)) ? 1 : 2;
      this.shortWords[id] = known;
    }
    return known === 1;
  }

  /** Occurrences of x inside longer words (the summed df of the words having it as a proper affix), up to `cap`. */
  affixDf(x: string, cap = Number.POSITIVE_INFINITY): number {
    return this.affixes.occurrences(x, cap);
  }

  /**
   * Every registered word in class O, W, D or C with a query word, with weights from `stats`
   * (the base index's, so a delta index weighs like its base). `own` says `stats` counts this
   * vocabulary's index: a word's frequency is then read by its id, not looked up by its text.
   * `options` narrows the search to what a floor needs.
   */
  related(
    queryWords: readonly string[],
    stats: WordStats,
    own = false,
    options: RelatedOptions = {},
  ): RelatedWord[] {
    const { classes = ALL_BITS, minWeight = 0, highSoundsOnly = false } = options;
    const least = Math.max(PARTIAL_MIN_WEIGHT, minWeight);
    const byId = new Map<number, RelatedWord>();
    const merge = (id: number, bit: number, slot: number, weight: number) => {
      // D counts at any weight in an otherwise equal name: `minWeight` never drops it.
      if (weight < (bit & PARTIAL_BITS.D ? PARTIAL_MIN_WEIGHT : least)) return;
      let r = byId.get(id);
      if (!r) {
        r = { id, bits: 0, weights: [0, 0, 0, 0] };
        byId.set(id, r);
      }
      r.bits |= bit;
      if (weight > r.weights[slot]!) r.weights[slot] = weight;
    };
    // A word's relations are remembered (own statistics only: another's may weigh differently
    // from call to call), so the same word asked again soon is answered from `recent`.
    const recent = own ? this.recentFor(stats) : null;
    const memo = this.queryMemo(stats);
    for (const q of queryWords) {
      if (!relatableWord(q)) continue;
      const key = `${classes}:${highSoundsOnly ? 1 : 0}:${q}`;
      // Asked again: moved to the back, so a batch's frequent words stay while rare ones go.
      let relations = recent?.get(key);
      if (!relations) {
        relations = this.relationsOf(q, stats, own, classes, highSoundsOnly, memo);
        recent?.set(key, relations);
      }
      for (let i = 0; i < relations.length; i += 4) {
        merge(
          relations[i] as number,
          relations[i + 1] as number,
          relations[i + 2] as number,
          relations[i + 3] as number,
        );
      }
    }
    return [...byId.values()];
  }

  /** Words decoded and elements weighed once per query: several tables reach the same words. */
  private queryMemo(stats: WordStats): QueryMemo {
    const texts = new Map<number, string>();
    const elements = new Map<string, number>();
    return {
      text: (id) => {
        let n = texts.get(id);
        if (n === undefined) {
          n = stringAt(this.words, id);
          texts.set(id, n);
        }
        return n;
      },
      elementWeight: (x) => {
        let w = elements.get(x);
        if (w === undefined) {
          w = elementWeight(x, stats);
          elements.set(x, w);
        }
        return w;
      },
    };
  }

  /**
   * The relations of one query word, before any least weight: four numbers each (word id, class
   * bit, weight slot, weight), as `related` merges them.
   */
  private relationsOf(
    q: string,
    stats: WordStats,
    own: boolean,
    classes: number,
    highSoundsOnly: boolean,
    { text, elementWeight: weightOfElement }: QueryMemo,
  ): number[] {
    const out: number[] = [];
    const add = (id: number, bit: number, slot: number, weight: number) => {
      if (this.relatable(id)) out.push(id, bit, slot, weight);
    };
    const weightOf = (id: number, n: string) => wordWeight(own ? this.df(id) : stats.wordDf(n), stats.total);
    const qId = lookup(this.words, q);
    const qWeight = weightIn(q, stats);
    if (qId >= 0 && classes & PARTIAL_BITS.O) add(qId, PARTIAL_BITS.O, 0, qWeight);
    // The weight of a pair (W, D) is the smaller of its two words' (`pairWeight`).
    const pair = (id: number, n: string) => Math.min(qWeight, weightOf(id, n));
    if (classes & PARTIAL_BITS.W) {
      for (const code of wordSoundCodes(q)) {
        this.sounds.each(code, (id) => {
          const n = text(id);
          if (soundRelation(q, n) !== "same") return;
          if (!highSoundsOnly || soundAndSpellingAlike(q, n)) add(id, PARTIAL_BITS.W, 1, pair(id, n));
        });
      }
    }
    if (classes & PARTIAL_BITS.N) {
      for (const code of nearSoundLookups(q)) {
        this.sounds.each(code, (id) => {
          const n = text(id);
          // The spelling bound first: it is cheaper than the code, and it drops most candidates.
          if (nearSoundLength(n) && spelledMostlyAlike(q, n) && soundRelation(q, n) === "near") {
            add(id, PARTIAL_BITS.N, 1, pair(id, n));
          }
        });
      }
    }
    if (classes & PARTIAL_BITS.D && q.length >= EDIT_MIN_LENGTH && q.length <= EDIT_MAX_LENGTH) {
      for (const v of new Set(deletionVariants(q))) {
        this.edits.each(v, (id) => {
          const n = text(id);
          if (oneEditApart(q, n)) add(id, editBits(q, n), 2, pair(id, n));
        });
      }
      // A look-alike letter group is one edit too, but two apart for the deletion table.
      for (const v of lookAlikeVariants(q)) {
        const id = lookup(this.words, v);
        if (id >= 0 && oneEditApart(q, v)) add(id, editBits(q, v), 2, pair(id, v));
      }
    }
    const moved = classes & PARTIAL_BITS.M ? movedLettersProbe(q) : null;
    if (moved !== null) {
      this.edits.each(moved, (id) => {
        const n = text(id);
        if (movedLettersApart(q, n)) add(id, PARTIAL_BITS.M, 2, pair(id, n));
      });
    }
    if (classes & PARTIAL_BITS.R) {
      // Two words in the relation share exactly one key: each is found once.
      for (const k of replacedLettersKeys(q)) {
        this.edits.each(k, (id) => {
          const n = text(id);
          if (replacedLettersApart(q, n)) add(id, PARTIAL_BITS.R, 2, pair(id, n));
        });
      }
    }
    if (classes & PARTIAL_BITS.L && shortTwoEditsShape(q) && coinedForTwoEdits(q)) {
      // Two words in the relation may share several keys: each is checked once.
      const met = new Set<number>();
      for (const k of shortTwoEditsKeys(q)) {
        this.edits.each(k, (id) => {
          if (met.has(id)) return;
          met.add(id);
          const n = text(id);
          if (shortTwoEditsApart(q, n)) add(id, PARTIAL_BITS.L, 2, pair(id, n));
        });
      }
    }
    if (classes & PARTIAL_BITS.D && q.length >= LONG_EDIT_MIN_LENGTH && q.length <= EDIT_MAX_LENGTH) {
      // Thousands of candidates share a common segment: ASCII pairs are measured on the stored
      // bytes, undecoded (letters are bytes there); the others by the definition.
      const qBytes = isAscii(q) ? encoder.encode(q) : null;
      const { blob, offsets } = this.words;
      this.eachLongNeighbour(q, (id) => {
        if (id === qId) return;
        const from = offsets[id] as number;
        const to = offsets[id + 1] as number;
        const near =
          qBytes && asciiBytes(blob, from, to)
            ? bytesWithinTwoEdits(qBytes, blob, from, to)
            : twoEditsApart(q, text(id));
        if (near) add(id, editBits(q, text(id)), 2, pair(id, text(id)));
      });
    }
    if ((classes & PARTIAL_BITS.C) === 0) return out;
    // C (a): a proper affix of q is a registered word.
    for (const x of properAffixes(q)) {
      const id = lookup(this.words, x);
      if (id >= 0) add(id, PARTIAL_BITS.C, 3, weightOfElement(x));
    }
    // C (b): q is a proper affix of registered words; (c): they share a long proper affix.
    for (const x of [q, ...properAffixes(q).filter((a) => a.length >= SHARED_AFFIX_MIN_LENGTH)]) {
      if (x.length < AFFIX_MIN_LENGTH) continue;
      const w = weightOfElement(x);
      if (w < PARTIAL_MIN_WEIGHT) continue;
      // Words are distinct in the dictionary: the id tells the query word apart, no text needed.
      this.affixes.each(x, (id) => {
        if (id !== qId) add(id, PARTIAL_BITS.C, 3, w);
        return false;
      });
    }
    // C (d): they begin alike (`beginsAlike`), which only a coined query word can. The beginning's
    // rarity is weighed once and compared first, the cheap part of the definition.
    if (!coinedWord(q)) return out;
    for (let len = SHARED_PREFIX_MIN_LENGTH; len < Math.min(SHARED_AFFIX_MIN_LENGTH, q.length); len++) {
      const x = q.slice(0, len);
      const w = weightOfElement(x);
      if (w < PARTIAL_MIN_WEIGHT) continue;
      const rarity = beginningWeight(x, q, stats);
      const prefixesOnly = true;
      this.affixes.each(
        x,
        (id) => {
          if (id === qId) return false;
          const nWeight = wordWeight(own ? this.df(id) : stats.wordDf(text(id)), stats.total);
          if (rarity >= nWeight && sharedBeginning(x, q, text(id))) add(id, PARTIAL_BITS.C, 3, w);
          return false;
        },
        prefixesOnly,
      );
    }
    return out;
  }

  /** The recorded relations for `stats`, emptied when another index's statistics come. */
  private recentFor(stats: WordStats): RecentRelations {
    if (this.recentStats !== stats) {
      this.recent.clear();
      this.recentStats = stats;
    }
    return this.recent;
  }

  /**
   * Every long registered word sharing an intact segment with q where two edits can have moved
   * it (`SEGMENT_SHIFTS`; each candidate once; the caller verifies the distance).
   */
  private eachLongNeighbour(q: string, fn: (id: number) => void): void {
    // Common segments give thousands of candidates: a stamp per word, not a set, keeps each once,
    // and each probe's hash continues the key's head over q's letters (no key string made).
    this.seen ??= new Uint32Array(tableSize(this.words));
    const seen = this.seen;
    const stamp = ++this.stamp;
    if (stamp === 0xffffffff) {
      seen.fill(0);
      this.stamp = 0;
    }
    const lq = q.length;
    const letters = letterSet(q);
    for (let ln = Math.max(LONG_EDIT_MIN_LENGTH, lq - 2); ln <= Math.min(EDIT_MAX_LENGTH, lq + 2); ln++) {
      segmentsOf(ln).forEach(([start, end], i) => {
        const head = hashString(segmentKey(ln, i, ""));
        for (const shift of segmentShifts(i, lq - ln)) {
          const from = start + shift;
          const to = end + shift;
          if (from < 0 || to > lq) continue;
          this.segments.eachHashNear(hashOn(head, q, from, to), letters, (id) => {
            if (seen[id] === stamp) return;
            seen[id] = stamp;
            fn(id);
          });
        }
      });
    }
  }
}

// --- Internal helpers ---

/** The sound-table keys a short query word probes for near sounds (W): its code's neighbours. */
function nearSoundLookups(q: string): string[] {
  const own = wordSoundCodes(q)[0];
  if (own === undefined || !nearSoundLength(q)) return [];
  return codeNeighbours(own.slice(COLOGNE_PREFIX.length)).map((c) => COLOGNE_PREFIX + c);
}

/**
 * Where segment i of a registered word must be looked for in a query word `d` letters longer
 * (at most two edits, Levenshtein). Take an edit script of at most two edits. If nothing is
 * inserted before the first segment and no edit touches it, it sits where it was (shift 0).
 * Likewise the last segment sits at its place counted from the end (shift d). Otherwise one edit
 * disturbs the first segment's side and another the last's, so the middle one is intact, moved by
 * the net s of the first edit while the second makes up d − s: |s| + |d − s| ≤ 2. That is 23 probes
 * over the five lengths, instead of 75 for every shift from −2 to 2 in every segment.
 */
const SEGMENT_SHIFTS: readonly (readonly number[])[][] = [-2, -1, 0, 1, 2].map((d) => [
  [0],
  [-2, -1, 0, 1, 2].filter((s) => Math.abs(s) + Math.abs(d - s) <= 2),
  [d],
]);

function segmentShifts(segment: number, d: number): readonly number[] {
  return SEGMENT_SHIFTS[d + 2]?.[segment] ?? [];
}

/** The three segments [start, end) of a word of length `length` (D at two edits). */
function segmentsOf(length: number): [number, number][] {
  const a = Math.floor(length / 3);
  const b = Math.floor((2 * length) / 3);
  return [
    [0, a],
    [a, b],
    [b, length],
  ];
}

/** Key of segment `i` of a word of length `length`. */
function segmentKey(length: number, i: number, text: string): string {
  return `${length}\u0000${i}\u0000${text}`;
}

const encoder = new TextEncoder();

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

function asciiBytes(blob: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if ((blob[i] as number) >= 0x80) return false;
  return true;
}

/** FNV-1a over UTF-16 code units. */
function hashString(s: string): number {
  return hashOn(0x811c9dc5, s, 0, s.length);
}

/** FNV-1a continued from `h` over the code units of s[from..to). */
function hashOn(h: number, s: string, from: number, to: number): number {
  let x = h;
  for (let i = from; i < to; i++) {
    x ^= s.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return x >>> 0;
}

/** A word and each of its one-deletion variants. */
function deletionVariants(w: string): string[] {
  const out = [w];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/** Growing (key hash, id) pairs. */
class PairList {
  private readonly hashes = new Uint32Builder();
  private readonly ids = new Uint32Builder();
  private readonly letters = new Uint32Builder(16);
  private readonly withLetters: boolean;

  /** `withLetters`: keep each id's letter set (see `HashedTable.letters`). */
  constructor(withLetters = false) {
    this.withLetters = withLetters;
  }

  push(key: string, id: number, letters = 0): void {
    this.hashes.push(hashString(key));
    this.ids.push(id);
    if (this.withLetters) this.letters.push(letters);
  }

  finish(): KeyPairs {
    return { hashes: this.hashes.finish(), ids: this.ids.finish(), letters: this.letters.finish() };
  }
}

/**
 * Keys per bucket, on average, at most: a lookup compares a few keys in one or two cache lines,
 * and the offsets take a quarter of the memory one bucket per key takes (50 MB less at 1 M marks).
 */
const KEYS_PER_BUCKET = 4;

/** Group (key hash, id) pairs by hash bucket (a stable counting sort; a power of two of buckets). */
function hashedTable(parts: readonly KeyPairs[]): HashedTable {
  let total = 0;
  for (const p of parts) total += p.hashes.length;
  const withLetters = parts.some((p) => p.letters.length > 0);
  let buckets = 1;
  while (buckets * KEYS_PER_BUCKET < total) buckets *= 2;
  const mask = buckets - 1;
  const offsets = new Uint32Array(buckets + 1);
  for (const { hashes } of parts) for (const h of hashes) offsets[(h & mask) + 1]!++;
  for (let b = 0; b < buckets; b++) offsets[b + 1]! += offsets[b]!;
  const fill = offsets.slice(0, buckets);
  const outHigh = new Uint16Array(total);
  const outIds = new Uint32Array(total);
  const outLetters = new Uint32Array(withLetters ? total : 0);
  for (const { hashes, ids, letters } of parts) {
    for (let i = 0; i < hashes.length; i++) {
      const h = hashes[i] as number;
      const at = fill[h & mask]!++;
      outHigh[at] = h >>> 16;
      outIds[at] = ids[i] as number;
      if (withLetters) outLetters[at] = letters[i] as number;
    }
  }
  return { offsets, high: outHigh, ids: outIds, letters: outLetters };
}

/** Lookups in one hashed table. */
class HashedIds {
  private readonly mask: number;
  private readonly offsets: Uint32Array;
  private readonly high: Uint16Array;
  private readonly ids: Uint32Array;
  private readonly letters: Uint32Array;

  constructor(table: HashedTable) {
    this.mask = table.offsets.length - 2;
    this.offsets = table.offsets;
    this.high = table.high;
    this.ids = table.ids;
    this.letters = table.letters;
  }

  /** Call `fn` with every id stored under the hash of `key` (a candidate, to be checked). */
  each(key: string, fn: (id: number) => void): void {
    this.eachHash(hashString(key), fn);
  }

  /** `each` for a key's hash computed by the caller. */
  eachHash(full: number, fn: (id: number) => void): void {
    const b = full & this.mask;
    const h = full >>> 16;
    const end = this.offsets[b + 1] as number;
    for (let p = this.offsets[b] as number; p < end; p++) if (this.high[p] === h) fn(this.ids[p] as number);
  }

  /**
   * `eachHash` for the ids whose word may be two edits from a word with the letter set `near`
   * (`mayBeTwoEditsApart`); a table without letter sets gives every id.
   */
  eachHashNear(full: number, near: number, fn: (id: number) => void): void {
    if (this.letters.length === 0) {
      this.eachHash(full, fn);
      return;
    }
    const b = full & this.mask;
    const h = full >>> 16;
    const end = this.offsets[b + 1] as number;
    for (let p = this.offsets[b] as number; p < end; p++) {
      if (this.high[p] === h && mayBeTwoEditsApart(this.letters[p] as number, near))
        fn(this.ids[p] as number);
    }
  }
}

/**
 * A word's letter set: bit (c mod 32) for each code unit c (a–z get bits 1–26 of their own). Only
 * ever used as a necessary condition, so letters sharing a bit cost selectivity, never a match.
 */
export function letterSet(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits >>> 0;
}

/**
 * False when two words cannot be two edits apart: every letter of one missing from the other
 * needs an edit of its own (a deletion or a substitution of each of its places), so neither
 * letter set may have more than two bits the other lacks.
 */
export function mayBeTwoEditsApart(a: number, b: number): boolean {
  return bitCount(a & ~b) <= 2 && bitCount(b & ~a) <= 2;
}

function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The bits of a D pair: D, and `WORD_EDIT_BIT` when it is of words, not initials. */
function editBits(q: string, n: string): number {
  return PARTIAL_BITS.D | (editOfWords(q, n) ? WORD_EDIT_BIT : 0);
}
