/**
 * Building the index arrays (`NameIndexData`) from texts.
 *
 * Layout (all typed arrays, see docs/conflict-search.md):
 * - E: same-as key dictionary → entries; P: phonetic key dictionary → entries; T: concept key
 *   dictionary → entries.
 * - S: token dictionary → entries; entry → token ids (ascending); token-set dictionary (the
 *   sorted distinct words of a core, space-joined) → entries, probed with every subset of a
 *   short query.
 * - V: trigram ids are numbered by rarity (ascending document frequency), so every entry row
 *   (entry → trigram ids, ascending) is in rarity order. The inverted postings hold each entry
 *   only under its *prefix*: its rarest b − o_min(b) + 1 trigrams, where o_min(b) is the least
 *   overlap any query can need with a size-b entry at the build threshold. Two sets with
 *   overlap ≥ o share their rarest common trigram inside both prefixes (AllPairs), so probing
 *   the query's prefix against these postings is lossless, and common trigrams ("er ", "  s")
 *   have short lists. Postings are sorted by entry size for the size filter.
 */

import { minOverlap, sizeRange, trigramKeysOf, VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import type { CompactCsr, Csr } from "./csr.js";
import { CsrBuilder, invert, Uint32Builder } from "./csr.js";
import {
  entryOrder,
  renumberRows,
  reorderRows,
  reorderValues,
  storedPositions,
  wordsBySpelling,
} from "./entry-order.js";
import { baseFeatures } from "./features.js";
import { buildPrefixPostings } from "./prefix-postings.js";
import { StringDictBuilder, StringTableBuilder } from "./string-builders.js";
import type { StringDict, StringTable } from "./strings.js";
import type { VocabularyTables } from "./vocabulary.js";
import { buildVocabularyTables } from "./vocabulary.js";

/** One text to index. */
export interface IndexInput {
  /** Caller's record number (company, trademark); several entries may share one. */
  record: number;
  /** Caller-defined flags (0..255). */
  tag: number;
  text: string;
}

/** Choices of a build. */
export interface IndexBuildOptions {
  /**
   * Keep each entry's text and `nameNorm` (default true). A caller whose own records hold the
   * texts (the trademark register) leaves them out: 34 MB less at 1 M marks.
   */
  texts?: boolean;
}

/** The stored arrays of an index (what a snapshot holds). */
export interface NameIndexData {
  /** Dice threshold the trigram prefixes were built for; queries may use it or a higher one. */
  visualThreshold: number;
  record: Uint32Array;
  tag: Uint8Array;
  /**
   * Per entry, its input's position (`IndexHit.entry`). Entries are stored in `entryOrder`, not
   * in input order, so what a search touches shares cache lines.
   */
  entryInput: Uint32Array;
  /**
   * Original text and nameNorm of each entry by input position, as hits report it (the core is
   * derived again where needed); both empty when the index was built without texts
   * (`IndexBuildOptions.texts`). Only reported hits read them, so they stay in input order.
   */
  text: StringTable;
  norm: StringTable;
  sameAs: StringDict;
  sameAsPostings: Csr;
  phonetic: StringDict;
  phoneticPostings: Csr;
  /** T: concept key dictionary → entries. */
  concepts: StringDict;
  conceptPostings: Csr;
  tokens: StringDict;
  entryTokens: Csr;
  tokenPostings: Csr;
  tokenSets: StringDict;
  tokenSetPostings: Csr;
  /** Trigram key (see `trigramKey`) of each trigram id; ids in rarity order (id 0 = rarest). */
  trigramKeys: Float64Array;
  /** Entry → trigram ids, ascending (16-bit while fewer than 65,536 distinct trigrams). */
  entryTrigrams: CompactCsr;
  /**
   * Per trigram, the entries having it in their prefix, sorted by trigram count, then by the
   * trigram's position in the entry's row, then id (see prefix-postings.ts).
   */
  trigramPostings: Csr;
  /**
   * Beside each trigram posting: the entry's trigram count and the trigram's position in the
   * entry's row, both capped at 255, so the size and positional filters need no random access.
   */
  trigramPostingSize: Uint8Array;
  trigramPostingPos: Uint8Array;
  /**
   * Beside each trigram posting, two words: the entry's 64-bit trigram signature
   * (prefix-postings.ts), so the scanner bounds a candidate's overlap without leaving the list.
   */
  trigramPostingSignature: Uint32Array;
  /** Hashed tables of the partial word classes over `tokens` (vocabulary.ts). */
  vocabulary: VocabularyTables;
}

/**
 * What the build needs of one entry's text (a subset of `TextFeatures`): computed apart from the
 * interning, so a caller may compute it on other threads (the server's parallel build) and feed
 * the results to an `IndexDataBuilder` in entry order.
 */
export interface EntryFeatures {
  nameNorm: string;
  sameAsKeys: readonly string[];
  phoneticKeys: readonly string[];
  conceptKeys: readonly string[];
  /** Distinct core tokens, sorted. */
  tokens: readonly string[];
}

/**
 * The features of consecutive texts, read on another thread and encoded as a few typed arrays
 * (`featureBatch`): a structured clone copies them between threads as memory, and the thread that
 * interns them makes no string and hashes nothing.
 */
export interface FeatureBatch {
  /**
   * Every string, UTF-8 (`offsets` as in a `StringTable`). Per text: its nameNorm, its same-as,
   * phonetic and concept keys and its tokens, then its tokens joined by spaces (the token set's
   * key) when it has tokens.
   */
  strings: StringTable;
  /** Per string, `utf8Hash` of its bytes: the hash the index's dictionaries intern by. */
  hashes: Uint32Array;
  /** Per text, five counts: same-as keys, phonetic keys, concept keys, tokens, trigram keys. */
  counts: Uint32Array;
  /** Per text, its trigram keys (`trigramKeysOf` its tokens), one text after another. */
  trigrams: Float64Array;
}

/** Where the next text's strings and trigram keys begin in a feature batch. */
export interface BatchCursor {
  string: number;
  trigram: number;
}

/** The build's features of one text. */
export function entryFeatures(text: string): EntryFeatures {
  const f = baseFeatures(text);
  return {
    nameNorm: f.normalized.nameNorm,
    sameAsKeys: f.sameAsKeys,
    phoneticKeys: f.phoneticKeys,
    conceptKeys: f.conceptKeys,
    tokens: f.tokens,
  };
}

/**
 * Build the index arrays from texts (entries stored in `entryOrder`, each with its input's
 * record). Any iterable will do: a caller streaming rows from storage keeps a million input
 * objects out of the heap, which saves most of the garbage collector's work during the build.
 */
export function buildIndexData(
  inputs: Iterable<IndexInput>,
  visualThreshold: number = VISUAL_THRESHOLD,
  options: IndexBuildOptions = {},
): NameIndexData {
  const builder = new IndexDataBuilder(visualThreshold, options);
  for (const input of inputs) builder.add(input, entryFeatures(input.text));
  return builder.finish();
}

/**
 * Begins the vocabulary tables over an index's finished words and returns their completion. A
 * parallel build computes the words' keys on other threads while `finish` lays out the rest.
 */
export type VocabularyBuild = (words: StringDict) => () => VocabularyTables;

/**
 * Interns the entries' features into the index's tables, one entry after another, then stores the
 * entries in `entryOrder` and finishes the postings, trigram order and vocabulary tables.
 */
export class IndexDataBuilder {
  private readonly texts: boolean;
  private readonly records = new Uint32Builder();
  private readonly tags: number[] = [];
  private readonly originals = new StringTableBuilder();
  private readonly norms = new StringTableBuilder();
  private readonly sameAs = new StringDictBuilder();
  private readonly phonetic = new StringDictBuilder();
  private readonly concepts = new StringDictBuilder();
  private readonly tokens = new StringDictBuilder();
  private readonly tokenSets = new StringDictBuilder();
  private readonly trigrams = new KeyInterner();
  private readonly fSame = new CsrBuilder();
  private readonly fPhon = new CsrBuilder();
  private readonly fConcept = new CsrBuilder();
  private readonly fTok = new CsrBuilder();
  private readonly fSet = new CsrBuilder();
  private readonly fTri = new CsrBuilder();
  private readonly keys: number[] = [];
  private readonly ids: number[] = [];
  private readonly visualThreshold: number;

  constructor(visualThreshold: number = VISUAL_THRESHOLD, options: IndexBuildOptions = {}) {
    // Above 1 the V postings' prefix length went negative (an "Invalid typed array length");
    // NaN built an index every search then refused.
    if (!(visualThreshold >= 0 && visualThreshold <= 1)) {
      throw new RangeError(`visual threshold ${visualThreshold} must be from 0 to 1`);
    }
    this.visualThreshold = visualThreshold;
    this.texts = options.texts ?? true;
  }

  /** Add the next entry: its input and the features of its text. */
  add(input: IndexInput, f: EntryFeatures): void {
    const ids = this.ids;
    this.records.push(input.record);
    this.tags.push(input.tag);
    if (this.texts) {
      this.originals.add(input.text);
      this.norms.add(f.nameNorm);
    }
    this.fSame.push(this.sameAs.ids(f.sameAsKeys, ids));
    this.fPhon.push(this.phonetic.ids(f.phoneticKeys, ids));
    this.fConcept.push(this.concepts.ids(f.conceptKeys, ids));
    this.fTok.push(this.tokens.ids(f.tokens, ids)); // sorted by `renumberRows` in `finish`
    ids.length = 0;
    if (f.tokens.length > 0) ids.push(this.tokenSets.id(f.tokens.join(" ")));
    this.fSet.push(ids);
    this.fTri.push(this.trigrams.keyIds(trigramKeysOf(f.tokens, this.keys)));
  }

  /**
   * `add` for text `text` of a feature batch, whose strings and trigram keys begin at `at`;
   * moves `at` past them. The same tables as `add` with the text's `entryFeatures`.
   */
  addEncoded(input: IndexInput, batch: FeatureBatch, text: number, at: BatchCursor): void {
    const { strings, counts } = batch;
    const c = text * 5;
    this.records.push(input.record);
    this.tags.push(input.tag);
    if (this.texts) {
      this.originals.add(input.text);
      this.norms.addBytes(
        strings.blob,
        strings.offsets[at.string] as number,
        strings.offsets[at.string + 1] as number,
      );
    }
    at.string++;
    this.fSame.push(this.internRun(this.sameAs, batch, at, counts[c] as number));
    this.fPhon.push(this.internRun(this.phonetic, batch, at, counts[c + 1] as number));
    this.fConcept.push(this.internRun(this.concepts, batch, at, counts[c + 2] as number));
    const tokens = counts[c + 3] as number;
    this.fTok.push(this.internRun(this.tokens, batch, at, tokens));
    this.fSet.push(this.internRun(this.tokenSets, batch, at, tokens > 0 ? 1 : 0));
    const trigrams = counts[c + 4] as number;
    this.fTri.push(this.trigrams.keyIds(batch.trigrams, at.trigram, at.trigram + trigrams));
    at.trigram += trigrams;
  }

  /** Ids of the next `n` strings of a batch in `dict` (in the reused `ids`); moves `at` past them. */
  private internRun(dict: StringDictBuilder, batch: FeatureBatch, at: BatchCursor, n: number): number[] {
    const { strings, hashes } = batch;
    const ids = this.ids;
    ids.length = n;
    for (let k = 0; k < n; k++, at.string++) {
      const i = at.string;
      ids[k] = dict.idOfBytes(
        strings.blob,
        strings.offsets[i] as number,
        strings.offsets[i + 1] as number,
        hashes[i] as number,
      );
    }
    return ids;
  }

  /**
   * The finished tables (call once). `startVocabulary` begins the vocabulary tables over the
   * finished words; its completion is called after the other tables are laid out.
   */
  finish(startVocabulary: VocabularyBuild = (words) => () => buildVocabularyTables(words)): NameIndexData {
    const { visualThreshold, trigrams, sameAs, phonetic, concepts, tokens, tokenSets } = this;
    // Words in spelling order, entries in locality order (entry-order.ts): every per-entry row
    // moves with its entry.
    const { words: tokenDict, renumber } = wordsBySpelling(tokens.finish());
    const unordered = renumberRows(this.fTok.finish(), renumber);
    const order = entryOrder(unordered, tokens.size);
    const position = storedPositions(order);
    const entryTokens = reorderRows(unordered, order, position, new Uint32Array(unordered.data.length));
    const vocabulary = startVocabulary(tokenDict);
    const { keys: trigramKeys, rows: entryTrigrams } = byRarity(
      this.fTri.finish(),
      trigrams.values,
      order,
      position,
    );
    const {
      postings: trigramPostings,
      size: trigramPostingSize,
      pos: trigramPostingPos,
      signature: trigramPostingSignature,
    } = buildPrefixPostings(entryTrigrams, trigrams.values.length, (b) =>
      entryPrefixLength(b, visualThreshold),
    );
    return {
      visualThreshold,
      record: reorderValues(this.records.view(), order),
      tag: reorderValues(Uint8Array.from(this.tags), order),
      entryInput: order,
      text: this.originals.finish(),
      norm: this.norms.finish(),
      sameAs: sameAs.finishDict(),
      sameAsPostings: invert(this.fSame.finish(), sameAs.size, position),
      phonetic: phonetic.finishDict(),
      phoneticPostings: invert(this.fPhon.finish(), phonetic.size, position),
      concepts: concepts.finishDict(),
      conceptPostings: invert(this.fConcept.finish(), concepts.size, position),
      tokens: tokenDict,
      entryTokens,
      tokenPostings: invert(entryTokens, tokens.size),
      tokenSets: tokenSets.finishDict(),
      tokenSetPostings: invert(this.fSet.finish(), tokenSets.size, position),
      trigramKeys,
      entryTrigrams,
      trigramPostings,
      trigramPostingSize,
      trigramPostingPos,
      trigramPostingSignature,
      vocabulary: vocabulary(),
    };
  }
}

/** Prefix length of a size-b entry: b − o_min(b) + 1 (o_min over every query size that can match). */
export function entryPrefixLength(b: number, threshold: number): number {
  // One size below the smallest admissible query size: a safety margin against rounding.
  const aMin = Math.max(1, sizeRange(b, threshold)[0] - 1);
  return b - minOverlap(aMin, b, threshold) + 1;
}

// --- Internal helpers ---

/** Assigns dense ids to trigram keys: a direct table for ASCII trigrams, a map for the rest. */
class KeyInterner {
  readonly values: number[] = [];
  private readonly ascii = new Int32Array(128 * 128 * 128).fill(-1);
  private readonly map = new Map<number, number>();

  keyIds(keys: ArrayLike<number>, from = 0, to = keys.length): number[] {
    const out = new Array<number>(to - from);
    for (let i = from; i < to; i++) {
      const key = keys[i] as number;
      const c = key % 65536;
      const b = ((key - c) / 65536) % 65536;
      const a = Math.floor(key / 4294967296);
      const slot = a < 128 && b < 128 && c < 128 ? (a * 128 + b) * 128 + c : -1;
      let id = slot >= 0 ? (this.ascii[slot] as number) : (this.map.get(key) ?? -1);
      if (id < 0) {
        id = this.values.length;
        this.values.push(key);
        if (slot >= 0) this.ascii[slot] = id;
        else this.map.set(key, id);
      }
      out[i - from] = id;
    }
    return out;
  }
}

/**
 * Renumber trigrams by ascending document frequency (ties by first appearance); rows moved into
 * the entries' stored order (`stored[k]` is the row stored at k, `position` its inverse), sorted
 * ascending, stored in 16 bits when the ids fit. The rows are renumbered and sorted where they
 * are, so moving them only copies.
 */
function byRarity(
  rows: Csr,
  values: readonly number[],
  stored: Uint32Array,
  position: Uint32Array,
): { keys: Float64Array; rows: CompactCsr } {
  const df = new Uint32Array(values.length);
  for (let i = 0; i < rows.data.length; i++) {
    const id = rows.data[i] as number;
    df[id] = (df[id] as number) + 1;
  }
  const order = Uint32Array.from(values.keys()).sort(
    (x, y) => (df[x] as number) - (df[y] as number) || x - y,
  );
  const rank = new Uint32Array(values.length);
  order.forEach((old, r) => {
    rank[old] = r;
  });
  renumberRows(rows, rank);
  const data =
    values.length <= 0x10000 ? new Uint16Array(rows.data.length) : new Uint32Array(rows.data.length);
  return {
    keys: Float64Array.from(order, (old) => values[old] as number),
    rows: reorderRows(rows, stored, position, data),
  };
}
