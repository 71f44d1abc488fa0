/**
 * `NameIndex`: exact filter-and-verify candidate generation over `NameIndexData`.
 *
 * - E and P: exact hash postings (dictionary lookups compare the stored bytes: no false hits).
 * - S, query ⊆ name: walk the rarest query word's postings and check the other words by merge.
 *   S, name ⊆ query: probe the token-set dictionary with every subset of the query's words
 *   (up to `MAX_SUBSET_WORDS` words; beyond that a ScanCount over the word postings).
 * - V: size filter + prefix filter against the prefix postings (see index-data.ts), then exact
 *   Dice on the entry's trigram ids with early exit once the needed overlap is out of reach.
 * A query's findings are kept by position of first touch (touched.ts), reused from query to query.
 */

import { literalCount } from "../similarity/concept-key.js";
import { isDescriptiveWord, sharedElementWeightOf } from "../similarity/descriptive-words.js";
import { joinedWordsOf } from "../similarity/joined-overlap.js";
import { oneWordsMeaningsApart } from "../similarity/meanings-apart.js";
import { oneWordsSpelledApart } from "../similarity/near-sound.js";
import { containmentWeight } from "../similarity/ordinary-words.js";
import type { WordStats } from "../similarity/partial.js";
import { hasOwnMeaning, PARTIAL_MIN_WEIGHT, weightIn } from "../similarity/partial.js";
import { isPlaceWord, placePairWeight } from "../similarity/place-words.js";
import {
  blankRiskInput,
  CLASS_BITS,
  PARTIAL_CLASSES,
  partialRank,
  RISK_DEFAULTS,
  WORD_EDIT_BIT,
} from "../similarity/risk.js";
import { dice, VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import type { WeighedTrigrams, WeighedWord } from "../similarity/weighted-visual.js";
import { weighedDice, weighTrigrams, wordTrigramKeys } from "../similarity/weighted-visual.js";
import { wordWeight } from "../similarity/weights.js";
import { storedPositions } from "./entry-order.js";
import type { PhoneticKeyBits, TextFeatures } from "./features.js";
import { phoneticKeyBits, throughBothKeys } from "./features.js";
import type { IndexBuildOptions, IndexInput, NameIndexData } from "./index-data.js";
import { buildIndexData } from "./index-data.js";
import type { IndexHit } from "./index-hit.js";
import { EmittedHit } from "./index-hit.js";
import type { JoinedPart } from "./joined-words.js";
import {
  coreWords,
  JOINED_PART_MIN_LENGTH,
  joinedRuns,
  partsOnSplit,
  queryJoined,
  runCounts,
  runWeight,
  splitParts,
} from "./joined-words.js";
import type { RecordFrequencies } from "./record-frequencies.js";
import { recordFrequencies } from "./record-frequencies.js";
import { longestString, lookup, lookupBytes, stringAt, utf8Positions } from "./strings.js";
import { TouchedEntries } from "./touched.js";
import { TrigramScanner } from "./trigram-scan.js";
import type { RelatedWord } from "./vocabulary.js";
import { Vocabulary } from "./vocabulary.js";

/** A query: its features and the weight of each of `features.tokens`. */
export interface IndexQuery {
  features: TextFeatures;
  /** Weights of `features.tokens` (same order), from the register's word frequencies. */
  tokenWeights: readonly number[];
  /**
   * Dice threshold of the V scan: at least the index's build threshold; default `VISUAL_THRESHOLD`.
   * Above `VISUAL_THRESHOLD` (a floor) it limits which entries V finds: an entry another class
   * finds still gets V when its Dice reaches `VISUAL_THRESHOLD` (or the build threshold, if higher).
   */
  visualThreshold?: number;
  /** Partial classes whose related words are searched (`PARTIAL_CLASSES` bits); default all. */
  relatedClasses?: number;
  /**
   * Related words of classes O, W (with the near sound) and C that weigh less are not searched;
   * those of D always are (one edit in an otherwise equal name counts at any weight). Default 0.
   */
  partialMinWeight?: number;
  /**
   * Related words of class W only where the pair also looks alike (the sound-alike pairs that
   * can give High: `soundAndSpellingAlike`, similarity/place-words.ts). Default false.
   */
  highSoundsOnly?: boolean;
  /** Word statistics of the partial classes' weights; default this index's own. */
  stats?: WordStats;
  /**
   * False: leave out the names that are Low by O, W, C and D alone and are their record's only
   * entry (`isLowPartialOnly`): most hits of a common word, and what a search whose list is
   * filled by better names never reports. Default true. Not applied with another index's
   * `stats`. The test comes before the Dice of the hit, so under a raised `visualThreshold` a
   * name left out may also be in V below that threshold (at the default threshold it is not in V).
   */
  lowPartials?: boolean;
  /**
   * With `lowPartials: false`: leave such names out whatever other names their record has. For a
   * caller that ranks each record by its best name alone and explains each name by its own
   * evidence (the conflict search): a name Low by those classes never decides its record's rank
   * in a list that better names fill. Default false: only a record's only name is left out.
   */
  lowPartialsAnyRecord?: boolean;
  /**
   * With `lowPartials: false`: leave out, too, the names found by S alone (or with partial
   * evidence that leaves them Low) when every known query word weighs less than this, so that
   * S gives them Low (`subsetMedium` in the conflict search). A common word alone ("Holding AG")
   * is in tens of thousands of names, every one of them Low. Default 0: S names are kept.
   */
  subsetMinWeight?: number;
  /**
   * With `lowPartials: false`: the record of each name left out is pushed here. A caller that
   * merges several searches by record needs it: a record another search found lacks the Low
   * evidence (and the Dice below class V) of the name this one left out.
   */
  leftOut?: number[] | undefined;
  /**
   * With `subsetMinWeight`: the records of the names left out because S gives them Low go here,
   * not to `leftOut`: a caller that ranks by score needs to tell them apart, as S's Low can score
   * more than the partial classes' Low. A search given `leftOut` without this keeps S names.
   */
  subsetLeftOut?: number[] | undefined;
}

/**
 * The least evidence a caller needs (a verdict asks only what could reach its risk level): class V
 * from this Dice up, related words of these partial classes only, of O, W and C only from
 * `partialMinWeight` up, and of W only the pairs that also look alike (`highSoundsOnly`). Every
 * hit found under a floor is still correct evidence; the evidence left out is missing, not wrong.
 */
export type MatchFloor = Required<Pick<IndexQuery, "visualThreshold" | "relatedClasses">> &
  Pick<
    IndexQuery,
    "partialMinWeight" | "highSoundsOnly" | "lowPartials" | "lowPartialsAnyRecord" | "subsetMinWeight"
  >;

/** How an index is built from a stream of inputs (`NameIndex.build`, or the server's parallel build). */
export type IndexBuilder = (inputs: Iterable<IndexInput>, options: IndexBuildOptions) => NameIndex;

export type { IndexHit } from "./index-hit.js";

/** Filter applied to every hit by its record and tag (tombstones, Nice classes, ...). */
export type EntryFilter = (record: number, tag: number) => boolean;

/** The partial classes whose Low hits `lowPartials: false` may leave out (not a near sound: it weighs apart). */
const LOW_PARTIAL_CLASSES = CLASS_BITS.O | CLASS_BITS.W | CLASS_BITS.C | CLASS_BITS.D | WORD_EDIT_BIT;

/** Which names Low by partial classes alone a search leaves out (`lowPartials`, `lowPartialsAnyRecord`). */
type Drop = "none" | "alone" | "any";

/** Which certainly-Low names a search leaves out, and where it reports their records. */
interface DropRule {
  mode: Drop;
  subsetMinWeight: number;
  leftOut: number[] | undefined;
  subsetLeftOut: number[] | undefined;
}

/** Queries with more distinct words than this use ScanCount instead of subset probes. */
export const MAX_SUBSET_WORDS = 10;

/** `TouchedEntries.sub` of an entry in S only with its words joined (joined-words.ts): the name in the query. */
const JOINED = 4;
/** The same, the query in the name. */
const JOINED_IN_NAME = 8;
/** Splits of a query's words run together searched one by one; more are checked by a cut. */
const MAX_SPLITS = 32;

/** The searchable index over one set of entries. */
export class NameIndex {
  readonly data: NameIndexData;
  readonly size: number;
  /** What the current query found, by entry touched. */
  private readonly touched: TouchedEntries;
  private count: Uint16Array | null = null;
  /** Per word id: 0 not looked at yet, 1 a place word, 2 not (filled as the place rule of D and W needs it). */
  private placeWord: Uint8Array | null = null;
  /** Per word id: 0 not looked at yet, 1 descriptive, 2 not (filled as class O's element rule needs it). */
  private descriptiveWord: Uint8Array | null = null;
  private ownStats: WordStats | null = null;
  /** Per entry: its largest word weight by this index's own counts, NaN until first needed. */
  private entryTops: Float64Array | null = null;
  /** Per entry: 0 not looked at yet, 1 it holds a place word, 2 not. */
  private entryPlaces: Uint8Array | null = null;
  /** Per record: its number of entries, at most 2 (filled on the first search that drops hits). */
  private recordEntries: Uint8Array | null = null;
  /** The partial-class weights of the current query (`scanRelated`), reused from query to query. */
  private bestWeights = new Float64Array(1024);
  /** Per input position, where its entry is stored (`stored`). */
  private storedAt: Uint32Array | null = null;
  /**
   * S with the words joined, for the current query: by entry, its runs' weight; the parts of the
   * query's words run together (`splitParts`, among every word of the index) and that text's
   * length; the word that text is when it is too short for a part (else -1); each word's weight.
   */
  private readonly joinedRunWeights = new Map<number, number>();
  private joinedParts: JoinedPart[] = [];
  private joinedLength = 0;
  private joinedWhole = -1;
  private readonly joinedWordWeights = new Map<number, number>();
  /**
   * `placePairWeight` of the current query by the entry's word ids: for one query it depends on
   * the entry's word set alone, and a query beside a place word meets the same few sets again and
   * again ("Nolar AG", "Nolar GmbH", "Nolar Suisse SA"; 1,400 D and W hits cost 20 ms uncached).
   */
  private readonly placePairs = new Map<string, number>();
  /** Byte lengths of the longest same-as key and word (found on first use). */
  private longest: { key: number; word: number } | null = null;
  /** The evidence `isLowPartialOnly` ranks, reused from hit to hit. */
  private readonly mostEvidence = blankRiskInput();
  /** Word frequencies by record (a record's several entries count once). */
  private readonly frequencies: RecordFrequencies;
  private readonly trigrams: TrigramScanner;
  /** The vocabulary tables of the partial classes. */
  readonly vocabulary: Vocabulary;

  constructor(data: NameIndexData) {
    this.data = data;
    this.size = data.record.length;
    this.touched = new TouchedEntries(this.size);
    this.trigrams = new TrigramScanner(data);
    const frequencies = recordFrequencies(data.record, data.tokenPostings);
    this.frequencies = frequencies;
    this.vocabulary = new Vocabulary(data.tokens, (id) => frequencies.wordDf[id] as number, data.vocabulary);
  }

  /** This index's word statistics (the partial classes' weights). */
  get stats(): WordStats {
    if (!this.ownStats) {
      const total = this.records;
      const cap = Math.ceil(total ** (1 - PARTIAL_MIN_WEIGHT)) + 2;
      this.ownStats = {
        total,
        wordDf: (w) => this.documentFrequency(w),
        affixDf: (x) => this.vocabulary.affixDf(x, cap),
      };
    }
    return this.ownStats;
  }

  /** Build an index from texts (an array or a stream; entries are stored in `entryOrder`). */
  static build(
    inputs: Iterable<IndexInput>,
    visualThreshold?: number,
    options?: IndexBuildOptions,
  ): NameIndex {
    return new NameIndex(buildIndexData(inputs, visualThreshold, options));
  }

  /** Original text of an entry. Throws for an index built without texts. */
  text(entry: number): string {
    return stringAt(this.texts(this.data.text), this.input(entry));
  }

  /** `nameNorm` of an entry. Throws for an index built without texts. */
  norm(entry: number): string {
    return stringAt(this.texts(this.data.norm), this.input(entry));
  }

  /** Distinct core words of an entry, sorted. */
  tokensOf(entry: number): string[] {
    return this.wordsAt(this.stored(entry));
  }

  /** Distinct core words of the entry stored at `e`, sorted. */
  private wordsAt(e: number): string[] {
    const { offsets, data } = this.data.entryTokens;
    const out: string[] = [];
    for (let p = offsets[e] as number; p < (offsets[e + 1] as number); p++) {
      out.push(stringAt(this.data.tokens, data[p] as number));
    }
    return out.sort();
  }

  /** Number of distinct records (the total of the word weights). */
  get records(): number {
    return this.frequencies.records;
  }

  /** Number of records containing a word (0 when unknown). */
  documentFrequency(token: string): number {
    const id = lookup(this.data.tokens, token);
    return id < 0 ? 0 : (this.frequencies.wordDf[id] as number);
  }

  /** Every entry in class E, P, V or S for the query (complete), in order of discovery. */
  search(query: IndexQuery, accept?: EntryFilter): IndexHit[] {
    const threshold = query.visualThreshold ?? VISUAL_THRESHOLD;
    // A floor or caller may raise the threshold up to 1; below the build's, V would be incomplete.
    if (!(threshold >= this.data.visualThreshold && threshold <= 1)) {
      throw new RangeError(
        `visual threshold ${threshold} must be from the index's ${this.data.visualThreshold} to 1`,
      );
    }
    // A fresh array even when empty: callers may add to what a search returns.
    if (this.size === 0) return [];
    const touched = this.touched;
    touched.begin();
    this.placePairs.clear();
    const f = query.features;
    this.probeKeys(f.sameAsKeys, this.data.sameAs, this.data.sameAsPostings, CLASS_BITS.E, "sameAsMask");
    this.probeKeys(
      f.phoneticKeys,
      this.data.phonetic,
      this.data.phoneticPostings,
      CLASS_BITS.P,
      "phoneticMask",
    );
    this.probeConcepts(f.conceptKeys);
    const words = this.queryWords(f.tokens, query.tokenWeights);
    this.scanContaining(words);
    this.scanContained(words);
    this.scanJoined(f.normalized.coreTokens, words);
    // Another index's statistics (a delta weighs its words by its base's); this index's own, passed
    // in (a layered search passes the base its own), are not foreign.
    const foreignStats = query.stats && query.stats !== this.stats ? query.stats : null;
    const stats = foreignStats ?? this.stats;
    const classes = query.relatedClasses ?? PARTIAL_CLASSES;
    const related = this.vocabulary.related(f.tokens, stats, foreignStats === null, {
      classes,
      minWeight: query.partialMinWeight ?? 0,
      highSoundsOnly: query.highSoundsOnly ?? false,
    });
    if (classes & CLASS_BITS.O) {
      this.addJoinedOverlaps(related, f.normalized.coreTokens, stats, query.partialMinWeight ?? 0);
    }
    const best = this.scanRelated(related);
    this.trigrams.scan(f.trigrams, threshold, (e, score) => {
      const i = touched.mark(e, CLASS_BITS.V);
      touched.visualScore[i] = score;
    });
    try {
      const conceptKey = f.conceptKeys[0] ?? "";
      // A caller that collects `leftOut` but not `subsetLeftOut` would take S's Low for the
      // partial classes' Low: S names are then kept.
      const subsetUnreported = query.leftOut !== undefined && query.subsetLeftOut === undefined;
      const drop: DropRule = {
        mode:
          query.lowPartials !== false || foreignStats ? "none" : query.lowPartialsAnyRecord ? "any" : "alone",
        subsetMinWeight: subsetUnreported ? 0 : (query.subsetMinWeight ?? 0),
        leftOut: query.leftOut,
        subsetLeftOut: query.subsetLeftOut,
      };
      const highKeys = phoneticKeyBits(f.phoneticKeys);
      return this.emit(words, f.trigrams.length, best, conceptKey, foreignStats, accept, drop, highKeys);
    } finally {
      this.trigrams.endQuery();
    }
  }

  // --- Internal helpers ---

  private texts(table: NameIndexData["text"]): NameIndexData["text"] {
    if (table.offsets.length <= this.size) throw new Error("this index was built without its texts");
    return table;
  }

  private probeKeys(
    keys: readonly string[],
    dict: NameIndexData["sameAs"],
    postings: NameIndexData["sameAsPostings"],
    bit: number,
    masks: "sameAsMask" | "phoneticMask",
  ): void {
    for (let j = 0; j < keys.length && j < 32; j++) {
      const id = lookup(dict, keys[j] as string);
      if (id < 0) continue;
      for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
        const i = this.touched.mark(postings.data[p] as number, bit);
        const m = this.touched[masks]; // after `mark`, which may grow the arrays
        m[i] = (m[i] as number) | (1 << j);
      }
    }
  }

  /** T: entries with the query's concept key (kept only when their word sets differ, in emit). */
  private probeConcepts(keys: readonly string[]): void {
    const postings = this.data.conceptPostings;
    for (const key of keys) {
      const id = lookup(this.data.concepts, key);
      if (id < 0) continue;
      for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
        this.touched.mark(postings.data[p] as number, CLASS_BITS.T);
      }
    }
  }

  private queryWords(tokens: readonly string[], weights: readonly number[]): QueryWords {
    const known: { id: number; weight: number; token: string }[] = [];
    let unknownDescriptive = true;
    for (let j = 0; j < tokens.length; j++) {
      const id = lookup(this.data.tokens, tokens[j] as string);
      if (id >= 0) known.push({ id, weight: weights[j] ?? 1, token: tokens[j] as string });
      else if (unknownDescriptive) unknownDescriptive = isDescriptiveWord(tokens[j] as string);
    }
    const byId = [...known].sort((a, b) => a.id - b.id);
    return {
      ids: Uint32Array.from(byId, (k) => k.id),
      weights: Float64Array.from(byId, (k) => k.weight),
      subsetWeights: Float64Array.from(byId, (k) => containmentWeight(k.token, k.weight)),
      descriptive: Uint8Array.from(byId, (k) => (isDescriptiveWord(k.token) ? 1 : 0)),
      elementWeights: Float64Array.from(byId, (k) => sharedElementWeightOf(k.token, k.weight)),
      maxElementWeight: Math.max(0, ...known.map((k) => sharedElementWeightOf(k.token, k.weight))),
      unknownDescriptive,
      sortedTokens: known.map((k) => k.token), // `tokens` is sorted, so this is too
      total: tokens.length,
      allWeights: tokens.map((_, j) => weights[j] ?? 1),
      tokens,
      places: tokens.some(isPlaceWord),
    };
  }

  /**
   * S with the words joined (joined-words.ts), where plain S does not hold: entries one of whose
   * same-as keys is a run of the query's words run together (`JOINED`), then entries with the
   * query's words run together as a word (`JOINED_IN_NAME`).
   */
  private scanJoined(coreTokens: readonly string[], words: QueryWords): void {
    const core = coreWords(coreTokens);
    const runWeights = this.joinedRunWeights;
    runWeights.clear();
    this.joinedWordWeights.clear();
    this.longest ??= { key: longestString(this.data.sameAs), word: longestString(this.data.tokens) };
    const longest = this.longest;
    const dict = this.data.sameAs;
    const keyPostings = this.data.sameAsPostings;
    const touched = this.touched;
    let queryWeight: Map<string, number> | null = null;
    // The runs and the parts are ranges of the words run together, encoded once.
    const joined = core.join("");
    const { bytes, at } = utf8Positions(joined);
    for (const run of joinedRuns(core, longest.key)) {
      const key = lookupBytes(dict, bytes, at[run.start] as number, at[run.end] as number);
      if (key < 0) continue;
      queryWeight ??= new Map(words.tokens.map((t, j) => [t, words.allWeights[j] as number]));
      const weights = queryWeight;
      const weight = runWeight(run, core, (t) => weights.get(t) ?? 1);
      for (let p = keyPostings.offsets[key] as number; p < (keyPostings.offsets[key + 1] as number); p++) {
        const e = keyPostings.data[p] as number;
        if (!runCounts(run, this.nameWordCount(e))) continue;
        const i = touched.at(e);
        const sub = touched.sub[i] as number;
        if (sub !== 0 && sub !== JOINED) continue;
        touched.mark(e, CLASS_BITS.S);
        touched.sub[i] = JOINED;
        runWeights.set(e, Math.max(runWeights.get(e) ?? 0, weight));
      }
    }
    // The words run together as one word of the name; from three letters on, a split of one part.
    const short = queryJoined(core) !== null && joined.length < JOINED_PART_MIN_LENGTH;
    const id = short ? lookupBytes(this.data.tokens, bytes, 0, bytes.length) : -1;
    this.joinedWhole = id;
    const postings = this.data.tokenPostings;
    for (let p = postings.offsets[id] as number; id >= 0 && p < (postings.offsets[id + 1] as number); p++) {
      this.markJoinedInName(postings.data[p] as number);
    }
    const parts = splitParts(
      joined,
      (from, to) => lookupBytes(this.data.tokens, bytes, at[from] as number, at[to] as number),
      longest.word,
    );
    this.joinedParts = parts;
    this.joinedLength = joined.length;
    if (parts.length > 0) this.scanSplits(parts, joined.length, words);
  }

  /**
   * Class S's weight of a name found with the words joined: the weaker writing's, the lesser of
   * the largest word weights of the two sides (joined-words.ts).
   */
  private joinedWeight(e: number, sub: number, queryTop: number, foreignStats: WordStats | null): number {
    if (sub === JOINED) return Math.min(this.topWeight(e, foreignStats), this.joinedRunWeights.get(e) ?? 0);
    // The name's words the query's run together are (`queryInNameWords`), found by their ids.
    const rows = this.data.entryTokens;
    const holds = (id: number) => rowHolds(rows, e, id);
    let top =
      this.joinedWhole >= 0 && holds(this.joinedWhole)
        ? this.joinedWordWeight(this.joinedWhole, foreignStats)
        : 0;
    for (const part of partsOnSplit(this.joinedParts, this.joinedLength, holds)) {
      top = Math.max(top, this.joinedWordWeight(part.id, foreignStats));
    }
    return Math.min(queryTop, top);
  }

  /** A word's weight (by the search's statistics), computed once a search. */
  private joinedWordWeight(id: number, foreignStats: WordStats | null): number {
    let weight = this.joinedWordWeights.get(id);
    if (weight === undefined) {
      weight = weightIn(stringAt(this.data.tokens, id), foreignStats ?? this.stats);
      this.joinedWordWeights.set(id, weight);
    }
    return weight;
  }

  /** S with the query in the name, its words joined otherwise, where no S holds yet. */
  private markJoinedInName(e: number): void {
    const i = this.touched.at(e);
    if ((this.touched.sub[i] as number) !== 0) return;
    this.touched.mark(e, CLASS_BITS.S);
    this.touched.sub[i] = JOINED_IN_NAME;
  }

  /**
   * Entries holding every word of one split of the query's words run together (`splitParts`):
   * each split's two rarest words' postings merged, the other words checked in the row. A text
   * with more splits than `MAX_SPLITS` (made of many short words) has the entries of its rarest
   * cut checked instead: every split has a part over each position.
   */
  private scanSplits(parts: readonly JoinedPart[], length: number, words: QueryWords): void {
    const postings = this.data.tokenPostings;
    const rows = this.data.entryTokens;
    const splits = splitsOf(parts, length, MAX_SPLITS);
    if (splits === null) {
      for (const id of rarestCut(parts, length, (w) => span(postings, w))) {
        for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
          const e = postings.data[p] as number;
          if (partsOnSplit(parts, length, (w) => rowHolds(rows, e, w)).length > 0) this.markJoinedInName(e);
        }
      }
      return;
    }
    // A split holding every query word finds only names plain S has found (`scanContaining`).
    const plain = words.ids.length === words.total;
    for (const ids of splits) {
      if (plain && words.ids.every((id) => holds(ids, id))) continue;
      this.eachHolding(ids, (e) => this.markJoinedInName(e));
    }
  }

  /**
   * S, query ⊆ name: merge the postings of the two rarest query words (both ascending by entry),
   * then check the other words of each survivor against its word row.
   */
  private scanContaining(words: QueryWords): void {
    if (words.total === 0 || words.ids.length !== words.total) return;
    this.eachHolding(words.ids, (e) => {
      const i = this.touched.mark(e, CLASS_BITS.S);
      this.touched.sub[i] = (this.touched.sub[i] as number) | 1;
    });
  }

  /**
   * Every entry whose words hold all of `ids` (ascending): the postings of the two rarest merged
   * (both ascending by entry), the other words checked in each survivor's row.
   */
  private eachHolding(ids: Uint32Array, fn: (e: number) => void): void {
    const postings = this.data.tokenPostings;
    const rows = this.data.entryTokens;
    const byRarity = Array.from(ids).sort((x, y) => span(postings, x) - span(postings, y));
    const first = byRarity[0] as number;
    const second = byRarity[1] ?? first;
    let p = postings.offsets[first] as number;
    const pEnd = postings.offsets[first + 1] as number;
    let q = postings.offsets[second] as number;
    const qEnd = postings.offsets[second + 1] as number;
    while (p < pEnd && q < qEnd) {
      const e = postings.data[p] as number;
      const f = postings.data[q] as number;
      if (e < f) p++;
      else if (f < e) q++;
      else {
        p++;
        q++;
        if (ids.length <= 2 || countShared(rows, e, ids) === ids.length) fn(e);
      }
    }
  }

  /** S, name ⊆ query: token-set probes for every subset of the known words, or ScanCount. */
  private scanContained(words: QueryWords): void {
    const k = words.sortedTokens.length;
    if (k === 0) return;
    const touched = this.touched;
    const mark = (e: number): void => {
      const i = touched.mark(e, CLASS_BITS.S);
      touched.sub[i] = (touched.sub[i] as number) | 2;
    };
    if (k <= MAX_SUBSET_WORDS) {
      const sets = this.data.tokenSetPostings;
      const parts: string[] = [];
      for (let m = 1; m < 1 << k; m++) {
        parts.length = 0;
        for (let j = 0; j < k; j++) if (m & (1 << j)) parts.push(words.sortedTokens[j] as string);
        const id = lookup(this.data.tokenSets, parts.join(" "));
        if (id < 0) continue;
        for (let p = sets.offsets[id] as number; p < (sets.offsets[id + 1] as number); p++)
          mark(sets.data[p] as number);
      }
      return;
    }
    const count = this.countScratch();
    const seen: number[] = [];
    const postings = this.data.tokenPostings;
    const rows = this.data.entryTokens.offsets;
    for (const id of words.ids) {
      for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
        const e = postings.data[p] as number;
        if (count[e] === 0) seen.push(e);
        count[e] = (count[e] as number) + 1;
      }
    }
    for (const e of seen) {
      if (count[e] === (rows[e + 1] as number) - (rows[e] as number)) mark(e);
      count[e] = 0;
    }
  }

  /**
   * O, W, D, C: every entry holding a related word, with the best weight per class. Kept per
   * query for the entries reached (a few hundred), not in arrays over the whole index: four
   * 32-bit slots per entry cost 19 MB at 1.2 M names. The weights go to a typed array reused from
   * query to query (a growing list of numbers was 3.7 % of a trademark search).
   */
  /**
   * Class O through a word break (similarity/joined-overlap.ts): the registered words that two
   * adjacent query words run together spell, merged into the related words as a shared word is.
   */
  private addJoinedOverlaps(
    related: RelatedWord[],
    coreTokens: readonly string[],
    stats: WordStats,
    minWeight: number,
  ): void {
    for (const { word } of joinedWordsOf(coreTokens)) {
      const id = lookup(this.data.tokens, word);
      if (id < 0) continue;
      const weight = weightIn(word, stats);
      if (weight < Math.max(PARTIAL_MIN_WEIGHT, minWeight)) continue;
      const known = related.find((r) => r.id === id);
      if (!known) related.push({ id, bits: CLASS_BITS.O, weights: [weight, 0, 0, 0] });
      else {
        known.bits |= CLASS_BITS.O;
        known.weights[0] = Math.max(known.weights[0], weight);
      }
    }
  }

  private scanRelated(related: readonly RelatedWord[]): BestWeights {
    const postings = this.data.tokenPostings;
    const touched = this.touched;
    let weights = this.bestWeights;
    let used = 0;
    for (const r of related) {
      for (let p = postings.offsets[r.id] as number; p < (postings.offsets[r.id + 1] as number); p++) {
        const i = touched.mark(postings.data[p] as number, r.bits);
        let at = touched.slot[i] as number;
        if (at < 0) {
          at = used;
          used += 4;
          if (used > weights.length) {
            const next = new Float64Array(weights.length * 2);
            next.set(weights);
            weights = next;
            this.bestWeights = next;
          }
          touched.slot[i] = at;
          weights[at] = 0;
          weights[at + 1] = 0;
          weights[at + 2] = 0;
          weights[at + 3] = 0;
        }
        for (let k = 0; k < 4; k++) {
          const w = r.weights[k] as number;
          if (w > (weights[at + k] as number)) weights[at + k] = w;
        }
      }
    }
    return { weights };
  }

  /** `entry` when it is an input position of this index. */
  private input(entry: number): number {
    if (Number.isInteger(entry) && entry >= 0 && entry < this.size) return entry;
    throw new RangeError(`entry ${entry} is not in this index of ${this.size}`);
  }

  /** Where the entry of input position `entry` is stored (the inverse of `entryInput`, made on first use). */
  private stored(entry: number): number {
    this.storedAt ??= storedPositions(this.data.entryInput);
    return this.storedAt[this.input(entry)] as number;
  }

  /** Largest weight of an entry's words, by the given statistics (a delta weighs like its base). */
  private topWeight(e: number, stats: WordStats | null): number {
    const { offsets, data } = this.data.entryTokens;
    let top = 0;
    for (let p = offsets[e] as number; p < (offsets[e + 1] as number); p++) {
      const id = data[p] as number;
      const w = this.weightOf(id, stats);
      if (w > top) top = w;
    }
    return top;
  }

  /**
   * Whether a hit is certainly Low and alone in its record (or in any record: `anyRecord`), read
   * from cached per-entry facts instead of the entry's rows. Found by O, W, C and D only (not a
   * near sound), it is ranked by `partialRank` (similarity/risk.ts) on the most its rows could
   * show: one edit in an otherwise equal name wherever the word counts agree, a pair beside a
   * seat wherever a place word is on either side; a heavy shared word with descriptive words
   * beside it is read from the row. Low on that is Low. `classes` without S when
   * S gives Low (`subsetMinWeight`): nothing left is Low too.
   */
  private isLowPartialOnly(
    e: number,
    classes: number,
    slot: number,
    best: BestWeights,
    words: QueryWords,
    queryTop: number,
    anyRecord: boolean,
  ): boolean {
    if (classes === 0) return anyRecord || this.aloneInRecord(e);
    if ((classes & ~LOW_PARTIAL_CLASSES) !== 0 || slot < 0) return false;
    const most = this.mostEvidence;
    most.classes = classes;
    most.overlapWeight = best.weights[slot] as number;
    most.soundWeight = best.weights[slot + 1] as number;
    most.editWeight = best.weights[slot + 2] as number;
    most.elementWeight = best.weights[slot + 3] as number;
    const nameWords = this.nameWordCount(e);
    most.nameWords = nameWords;
    most.sharedWords = nameWords === words.total ? nameWords - 1 : -1;
    const seat = classes & (CLASS_BITS.D | CLASS_BITS.W) && (words.places || this.hasPlace(e));
    most.placePairWeight = seat ? 1 : 0;
    // O, W, C and an edit between words weigh the names' largest words (initials one edit apart do not).
    most.nameTopWeight =
      classes & (CLASS_BITS.O | CLASS_BITS.W | CLASS_BITS.C | WORD_EDIT_BIT) ? this.entryTop(e) : 0;
    most.queryTopWeight = queryTop;
    most.sharedElementWeight = 0;
    if (partialRank(most, words.total) > 1) {
      // Not Low on the facts its rows could show: read the two it guessed from the rows (shared
      // words, a pair beside a seat), which most entries of a query's word count fail.
      if (most.sharedWords < 0 && !seat) return false;
      if (most.sharedWords >= 0) most.sharedWords = countShared(this.data.entryTokens, e, words.ids);
      if (seat && !this.mayPairBesidePlaces(e, words, null)) most.placePairWeight = 0;
      if (partialRank(most, words.total) > 1) return false;
    }
    // A heavy shared word may be the distinctive element with only descriptive words beside it
    // (High): read from the row, for the entries whose O and query can weigh that much.
    if (
      classes & CLASS_BITS.O &&
      most.overlapWeight >= RISK_DEFAULTS.subsetHigh &&
      words.maxElementWeight >= RISK_DEFAULTS.subsetHigh &&
      this.sharedElementWeight(this.data.entryTokens, e, words) >= RISK_DEFAULTS.subsetHigh
    ) {
      return false;
    }
    return anyRecord || this.aloneInRecord(e);
  }

  private nameWordCount(e: number): number {
    const offsets = this.data.entryTokens.offsets;
    return (offsets[e + 1] as number) - (offsets[e] as number);
  }

  /** The entry's largest word weight (its `nameTopWeight`), cached. */
  private entryTop(e: number): number {
    this.entryTops ??= new Float64Array(this.size).fill(Number.NaN);
    let top = this.entryTops[e] as number;
    if (Number.isNaN(top)) {
      top = this.topWeight(e, null);
      this.entryTops[e] = top;
    }
    return top;
  }

  /** Whether the entry holds a place word, cached. */
  private hasPlace(e: number): boolean {
    this.entryPlaces ??= new Uint8Array(this.size);
    if (this.entryPlaces[e] === 0) {
      const { offsets, data } = this.data.entryTokens;
      let place = false;
      for (let p = offsets[e] as number; p < (offsets[e + 1] as number) && !place; p++) {
        place = this.isPlace(data[p] as number);
      }
      this.entryPlaces[e] = place ? 1 : 2;
    }
    return this.entryPlaces[e] === 1;
  }

  /** Whether the entry's record has no other entry (a mark's other readings, a company's other names). */
  private aloneInRecord(e: number): boolean {
    if (!this.recordEntries) {
      let max = 0;
      for (const r of this.data.record) if (r > max) max = r;
      // Counts by record number: record numbers are positions or row ids, so about as many as the
      // entries. Far sparser ones get no table, and no name is left out (slower, still exact).
      const sparse = max > 16 * this.size + 65_536;
      const counts = new Uint8Array(sparse ? 0 : max + 1);
      if (!sparse) {
        for (const r of this.data.record)
          if ((counts[r] as number) < 2) counts[r] = (counts[r] as number) + 1;
      }
      this.recordEntries = counts;
    }
    return this.recordEntries[this.data.record[e] as number] === 1;
  }

  /** Register weight of word `id`: this index's own counts, or another's (a delta's base) by word. */
  private weightOf(id: number, stats: WordStats | null): number {
    return stats
      ? weightIn(stringAt(this.data.tokens, id), stats)
      : wordWeight(this.frequencies.wordDf[id] as number, this.records);
  }

  /**
   * `sharedElementWeight` (similarity/risk.ts) of entry e: the largest weight of a word it shares
   * with the query as an element when every other word of both is descriptive and it reaches
   * `subsetHigh`, else 0. Rows and
   * query ids are ascending: one merge.
   */
  private sharedElementWeight(
    rows: { offsets: Uint32Array; data: Uint32Array },
    e: number,
    words: QueryWords,
  ): number {
    if (!words.unknownDescriptive) return 0;
    const { ids, descriptive, elementWeights } = words;
    let p = rows.offsets[e] as number;
    const end = rows.offsets[e + 1] as number;
    let q = 0;
    let best = 0;
    while (p < end || q < ids.length) {
      const x = p < end ? (rows.data[p] as number) : Number.POSITIVE_INFINITY;
      const y = q < ids.length ? (ids[q] as number) : Number.POSITIVE_INFINITY;
      if (x === y) {
        best = Math.max(best, elementWeights[q] as number);
        p++;
        q++;
      } else if (x < y) {
        if (!this.isDescriptive(x)) return 0;
        p++;
      } else {
        if (descriptive[q] !== 1) return 0;
        q++;
      }
    }
    return best >= RISK_DEFAULTS.subsetHigh ? best : 0;
  }

  /** Whether word `id` is descriptive (`isDescriptiveWord`, cached per word). */
  private isDescriptive(id: number): boolean {
    this.descriptiveWord ??= new Uint8Array(this.data.tokens.offsets.length);
    if (this.descriptiveWord[id] === 0)
      this.descriptiveWord[id] = isDescriptiveWord(stringAt(this.data.tokens, id)) ? 1 : 2;
    return this.descriptiveWord[id] === 1;
  }

  /** Whether word `id` is a place word (cached per word). */
  private isPlace(id: number): boolean {
    this.placeWord ??= new Uint8Array(this.data.tokens.offsets.length);
    if (this.placeWord[id] === 0) this.placeWord[id] = isPlaceWord(stringAt(this.data.tokens, id)) ? 1 : 2;
    return this.placeWord[id] === 1;
  }

  /**
   * The entry's side of `placePairWeight` (place-words.ts), read from word ids before any word is
   * decoded: one word the query lacks that is not a place word, weighing at least the partial
   * bound, no place word the query lacks weighing more, and a place word on one side. A
   * necessary condition that most entries beside a place word fail ("Founex Voyages": the place
   * outweighs "voyages"); computing the rule for every D and W hit beside a place word cost 6 %
   * of a search.
   */
  private mayPairBesidePlaces(e: number, words: QueryWords, stats: WordStats | null): boolean {
    const { offsets, data } = this.data.entryTokens;
    let left = -1;
    let placeTop = -1;
    for (let p = offsets[e] as number; p < (offsets[e + 1] as number); p++) {
      const id = data[p] as number;
      if (holds(words.ids, id)) continue;
      if (!this.isPlace(id)) {
        if (left >= 0) return false;
        left = id;
      } else {
        placeTop = Math.max(placeTop, this.weightOf(id, stats));
      }
    }
    if (left < 0 || (placeTop < 0 && !words.places)) return false;
    const w = this.weightOf(left, stats);
    return w >= PARTIAL_MIN_WEIGHT && placeTop <= w;
  }

  /** `placePairWeight` of the query and the entry stored at `e`, remembered by the entry's word ids. */
  private placePairOf(e: number, words: QueryWords, stats: WordStats): number {
    const { offsets, data } = this.data.entryTokens;
    const key = data.subarray(offsets[e] as number, offsets[e + 1] as number).join(",");
    let weight = this.placePairs.get(key);
    if (weight === undefined) {
      weight = placePairWeight(words.tokens, this.wordsAt(e), stats);
      this.placePairs.set(key, weight);
    }
    return weight;
  }

  /**
   * An entry's weighed trigrams for class V's weighed Dice, its words sorted as the oracle's are
   * (the sums then add up in the same order), weighed by id from this index's own counts or by
   * word from another's (a delta weighs like its base).
   */
  private weighedEntry(
    e: number,
    stats: WordStats | null,
    cache: Map<number, WeighedWord & { word: string }>,
  ): WeighedTrigrams {
    const { offsets, data } = this.data.entryTokens;
    const words: (WeighedWord & { word: string })[] = [];
    for (let p = offsets[e] as number; p < (offsets[e + 1] as number); p++) {
      const id = data[p] as number;
      let w = cache.get(id);
      if (!w) {
        const word = stringAt(this.data.tokens, id);
        const weight = this.weightOf(id, stats);
        w = { word, keys: wordTrigramKeys(word), weight };
        cache.set(id, w);
      }
      words.push(w);
    }
    words.sort((x, y) => (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
    return weighTrigrams(words);
  }

  private countScratch(): Uint16Array {
    if (!this.count) this.count = new Uint16Array(this.size);
    return this.count;
  }

  private emit(
    words: QueryWords,
    a: number,
    best: BestWeights,
    conceptKey: string,
    foreignStats: WordStats | null,
    accept: EntryFilter | undefined,
    drop: DropRule,
    highKeys: PhoneticKeyBits,
  ): IndexHit[] {
    const queryTop = words.total === 0 ? 0 : Math.max(...words.allWeights);
    // An S hit's weight is its largest shared known word's: below the bound for every S hit.
    const subsetLow = drop.mode !== "none" && Math.max(0, ...words.weights) < drop.subsetMinWeight;
    const conceptLiterals = conceptKey === "" ? 0 : literalCount(conceptKey);
    const hits: IndexHit[] = [];
    const triRows = this.data.entryTrigrams.offsets;
    const rows = this.data.entryTokens;
    // Three passes: the work is bound by cache misses on per-entry data spread over the whole
    // index, and one entry's misses do not depend on another's. The first pass reads each
    // entry's fixed facts (independent loads the CPU overlaps), the second touches each entry's
    // trigram and word rows, the third computes the evidence from rows now in cache.
    const touched = this.touched;
    const slots: number[] = [];
    const stored: number[] = [];
    const joinedAt: number[] = [];
    for (let i = 0; i < touched.size; i++) {
      const e = touched.entry[i] as number;
      let classes = touched.bits[i] as number;
      const sub = touched.sub[i] as number;
      const joined = sub === JOINED || sub === JOINED_IN_NAME;
      const subset = sub === JOINED ? 2 : sub === JOINED_IN_NAME ? 1 : sub;
      // Equal word sets say the same words, not a translation (S or E report them).
      if (classes & CLASS_BITS.T && subset === 3) classes &= ~CLASS_BITS.T;
      if (classes === 0 || (accept && !accept(this.data.record[e] as number, this.data.tag[e] as number))) {
        continue;
      }
      // A joined name weighs by its own words, not the query's: never below the bound by them.
      const stripS = subsetLow && !joined && (classes & CLASS_BITS.S) !== 0;
      if (
        drop.mode !== "none" &&
        this.isLowPartialOnly(
          e,
          stripS ? classes & ~CLASS_BITS.S : classes,
          touched.slot[i] as number,
          best,
          words,
          queryTop,
          drop.mode === "any",
        )
      ) {
        (stripS ? drop.subsetLeftOut : drop.leftOut)?.push(this.data.record[e] as number);
        continue;
      }
      slots.push(touched.slot[i] as number);
      stored.push(e);
      joinedAt.push(sub);
      hits.push(
        new EmittedHit(
          this.data.entryInput[e] as number,
          this.data.record[e] as number,
          this.data.tag[e] as number,
          classes,
          touched.visualScore[i] as number,
          touched.sameAsMask[i] as number,
          touched.phoneticMask[i] as number,
          subset,
          classes & CLASS_BITS.T ? conceptLiterals : 0,
        ),
      );
    }
    const triData = this.data.entryTrigrams.data;
    const vClass = Math.max(VISUAL_THRESHOLD, this.data.visualThreshold);
    // Class V's weighed Dice (weighted-visual.ts): the query's side once, on the first hit that needs it.
    const stats = foreignStats ?? this.stats;
    let visualQuery: WeighedTrigrams | undefined;
    let visualWords: Map<number, WeighedWord & { word: string }> | undefined;
    let queryOrdinary: boolean | undefined;
    let warm = 0;
    for (const e of stored) {
      warm ^=
        ((triData[triRows[e] as number] as number) ^ (rows.data[rows.offsets[e] as number] as number)) | 0;
    }
    this.trigrams.prefetched ^= warm; // the scanner's sink for loads made ahead: kept, not optimised away
    for (let k = 0; k < hits.length; k++) {
      const h = hits[k] as IndexHit;
      const e = stored[k] as number;
      if (h.visualScore < 0) {
        const b = (triRows[e + 1] as number) - (triRows[e] as number);
        h.visualScore = dice(this.trigrams.overlapWithQuery(e), a, b);
        // A floor's higher threshold limits which entries V finds, not what V is.
        if (h.visualScore >= vClass) h.classes |= CLASS_BITS.V;
      }
      if (h.visualScore >= RISK_DEFAULTS.visualHigh) {
        visualQuery ??= weighTrigrams(
          words.tokens.map((t) => ({
            keys: wordTrigramKeys(t),
            weight: weightIn(t, stats),
          })),
        );
        visualWords ??= new Map();
        h.weightedVisual = weighedDice(visualQuery, this.weighedEntry(e, foreignStats, visualWords));
      }
      const sub = joinedAt[k] as number;
      if (sub === JOINED || sub === JOINED_IN_NAME)
        h.subsetWeight = this.joinedWeight(e, sub, queryTop, foreignStats);
      else if (h.subset) h.subsetWeight = sharedWeight(rows, e, words);
      const at = slots[k] as number;
      if (at >= 0) {
        h.overlapWeight = best.weights[at] as number;
        h.soundWeight = best.weights[at + 1] as number;
        h.editWeight = best.weights[at + 2] as number;
        h.elementWeight = best.weights[at + 3] as number;
      }
      if (h.classes & PARTIAL_CLASSES) {
        h.sharedWords = countShared(rows, e, words.ids);
        h.nameWords = (rows.offsets[e + 1] as number) - (rows.offsets[e] as number);
        h.nameTopWeight = this.topWeight(e, foreignStats);
        h.queryTopWeight = queryTop;
        if (
          h.classes & CLASS_BITS.O &&
          h.overlapWeight >= RISK_DEFAULTS.subsetHigh &&
          words.maxElementWeight >= RISK_DEFAULTS.subsetHigh
        ) {
          h.sharedElementWeight = this.sharedElementWeight(rows, e, words);
        }
      }
      if (words.total === 1 && this.nameWordCount(e) === 1) {
        const bothKeys = throughBothKeys(h.phoneticMask, highKeys);
        // Whether the query word is ordinary is asked once per search, not once per hit.
        queryOrdinary ??= hasOwnMeaning(words.tokens[0] ?? "");
        const name = bothKeys || queryOrdinary ? this.wordsAt(e) : null;
        if (name && bothKeys) h.spelledApart = oneWordsSpelledApart(words.tokens, name);
        if (name && queryOrdinary) h.meaningsApart = oneWordsMeaningsApart(words.tokens, name);
      }
      if (h.classes & (CLASS_BITS.D | CLASS_BITS.W) && this.mayPairBesidePlaces(e, words, foreignStats)) {
        h.placePairWeight = this.placePairOf(e, words, stats);
      }
    }
    return hits;
  }
}

// --- Internal helpers ---

/** Best weight per partial class (O, W, D, C) of the entries a query's related words reach. */
interface BestWeights {
  /**
   * Four weights per entry reached, at the offset `TouchedEntries.slot` keeps for the entry (the
   * index's scratch: valid until its next search).
   */
  weights: Float64Array;
}

interface QueryWords {
  /** Known query word ids, ascending, with their weights. */
  ids: Uint32Array;
  weights: Float64Array;
  /** The weights a word contained alone has in class S (`containmentWeight`: an ordinary word weighs at most 0.5). */
  subsetWeights: Float64Array;
  /** Known query words as strings, sorted. */
  sortedTokens: string[];
  /** Number of distinct query words, known or not. */
  total: number;
  /** Per known word (as `ids`), 1 when it is descriptive (`isDescriptiveWord`). */
  descriptive: Uint8Array;
  /** Per known word (as `ids`), its weight as a shared element (`sharedElementWeightOf`), and the largest. */
  elementWeights: Float64Array;
  maxElementWeight: number;
  /** Every query word the index does not hold is descriptive (such a word is never shared). */
  unknownDescriptive: boolean;
  /** Weights of all query words, known or not. */
  allWeights: number[];
  /** All query words, and whether one of them is a place word (class D's place rule). */
  tokens: readonly string[];
  places: boolean;
}

/** Whether the ascending `ids` hold `id` (a query has few words: a linear scan). */
function holds(ids: Uint32Array, id: number): boolean {
  for (let i = 0; i < ids.length; i++) {
    const x = ids[i] as number;
    if (x >= id) return x === id;
  }
  return false;
}

/** The word ids of every split the parts make (distinct, ascending), or null past `max` splits. */
function splitsOf(parts: readonly JoinedPart[], length: number, max: number): Uint32Array[] | null {
  const out: Uint32Array[] = [];
  const path: number[] = [];
  const walk = (at: number): boolean => {
    if (at === length) {
      out.push(Uint32Array.from(new Set(path)).sort());
      return out.length <= max;
    }
    for (const part of parts) {
      if (part.from !== at) continue;
      path.push(part.id);
      const more = walk(part.to);
      path.pop();
      if (!more) return false;
    }
    return true;
  };
  return walk(0) ? out : null;
}

/** The word ids of the parts over the position whose parts' postings are fewest. */
function rarestCut(parts: readonly JoinedPart[], length: number, size: (id: number) => number): number[] {
  let best: number[] = [];
  let bestSize = Number.POSITIVE_INFINITY;
  for (let at = 0; at < length; at++) {
    const over = [...new Set(parts.filter((part) => part.from <= at && at < part.to).map((part) => part.id))];
    const total = over.reduce((sum, id) => sum + size(id), 0);
    if (total < bestSize) {
      best = over;
      bestSize = total;
    }
  }
  return best;
}

/** Whether the entry's row (ascending word ids) holds `id`. */
function rowHolds(rows: { offsets: Uint32Array; data: Uint32Array }, e: number, id: number): boolean {
  for (let p = rows.offsets[e] as number; p < (rows.offsets[e + 1] as number); p++) {
    const x = rows.data[p] as number;
    if (x >= id) return x === id;
  }
  return false;
}

function span(csr: { offsets: Uint32Array }, id: number): number {
  return (csr.offsets[id + 1] as number) - (csr.offsets[id] as number);
}

/** Number of ids (ascending) that the entry's row (ascending) contains. */
function countShared(rows: { offsets: Uint32Array; data: Uint32Array }, e: number, ids: Uint32Array): number {
  let p = rows.offsets[e] as number;
  const end = rows.offsets[e + 1] as number;
  let q = 0;
  let n = 0;
  while (p < end && q < ids.length) {
    const x = rows.data[p] as number;
    const y = ids[q] as number;
    if (x === y) {
      n++;
      p++;
      q++;
    } else if (x < y) p++;
    else q++;
  }
  return n;
}

/**
 * Class S's weight: the largest weight among the query words the entry has (entry word ids are
 * ascending), or, when it has one only, that word's containment weight (`containmentWeight`).
 */
function sharedWeight(
  rows: { offsets: Uint32Array; data: Uint32Array },
  e: number,
  words: QueryWords,
): number {
  let p = rows.offsets[e] as number;
  const end = rows.offsets[e + 1] as number;
  let q = 0;
  let best = 0;
  let shared = 0;
  let alone = 0;
  while (p < end && q < words.ids.length) {
    const x = rows.data[p] as number;
    const y = words.ids[q] as number;
    if (x === y) {
      best = Math.max(best, words.weights[q] as number);
      alone = words.subsetWeights[q] as number;
      shared++;
      p++;
      q++;
    } else if (x < y) p++;
    else q++;
  }
  return shared === 1 ? alone : best;
}
