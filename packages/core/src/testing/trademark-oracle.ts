/**
 * The brute-force trademark oracle: a `TrademarkRegister` that compares every reading of every
 * mark with every reading of the query by the class definitions, with no index, no filters and
 * no gate. The completeness tests and the benchmark compare `InMemoryTrademarkRegister` with it.
 */
import type { TextFeatures } from "../search/features.js";
import { textFeatures } from "../search/features.js";
import { literalCount } from "../similarity/concept-key.js";
import { sharedElementWeight } from "../similarity/descriptive-words.js";
import { joinedOverlaps } from "../similarity/joined-overlap.js";
import { oneWordsMeaningsApart } from "../similarity/meanings-apart.js";
import { containedWeight } from "../similarity/ordinary-words.js";
import type { WordRelation, WordStats } from "../similarity/partial.js";
import { relateWords } from "../similarity/partial.js";
import { placePairWeight } from "../similarity/place-words.js";
import type { PartialEvidence } from "../similarity/risk.js";
import { CLASS_BITS } from "../similarity/risk.js";
import { dice, VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import { weightedVisualOf } from "../similarity/weighted-visual.js";
import { wordWeight } from "../similarity/weights.js";
import type { TrademarkHit, TrademarkMatchQuery, TrademarkRegister } from "../trademarks/port.js";
import { decodeTrademarkTag, trademarkIndexInputs } from "../trademarks/register.js";
import type { TrademarkRecord } from "../trademarks/types.js";
import type { JoinedSubset } from "./joined-subset.js";
import { joinedSubset } from "./joined-subset.js";
import { spelledApartOf } from "./spelled-apart.js";
import { bestWeights, CountedWordStats, partialBits, topWeight } from "./word-stats.js";

interface OracleEntry extends PairEntry {
  record: number;
  tag: number;
}

/** Exact, slow register: every entry is compared with every query reading. Ignores the gate. */
export class BruteForceTrademarkRegister implements TrademarkRegister {
  private readonly entries: OracleEntry[] = [];
  private readonly stats = new CountedWordStats();
  private readonly classMasks: Uint32Array;
  private readonly records: readonly TrademarkRecord[];

  /** Entries are the same texts as `trademarkIndexInputs` makes (every reading of every mark). */
  constructor(records: readonly TrademarkRecord[]) {
    this.records = records;
    const { inputs, classMasks } = trademarkIndexInputs(records);
    this.classMasks = classMasks;
    for (const input of inputs) {
      const entry = { record: input.record, tag: input.tag, ...pairEntry(input.text) };
      this.entries.push(entry);
      this.stats.add(input.record, entry.features.tokens);
    }
  }

  match(query: TrademarkMatchQuery): TrademarkHit[] {
    const out: TrademarkHit[] = [];
    query.readings.forEach((q, queryReading) => {
      for (const hit of this.matchOne(q)) out.push({ ...hit, queryReading });
    });
    return out;
  }

  describe(records: readonly number[]): TrademarkRecord[] {
    return records.map((r) => {
      const mark = this.records[r];
      if (!mark) throw new Error(`trademark record ${r} missing`);
      return mark;
    });
  }

  private matchOne(q: TextFeatures): Omit<TrademarkHit, "queryReading">[] {
    const weights = new Map(q.tokens.map((t) => [t, wordWeight(this.stats.wordDf(t), this.stats.total)]));
    const hits: Omit<TrademarkHit, "queryReading">[] = [];
    const pairCache = new Map<string, WordRelation[]>();
    this.entries.forEach((e, entry) => {
      const pair = comparePair(q, e, this.stats, pairCache);
      if (!pair) return;
      hits.push({
        entry,
        record: e.record,
        tag: e.tag,
        classes: pair.classes,
        visualScore: pair.visualScore,
        weightedVisual: pair.weightedVisual,
        sameAsMask: pair.sameAsMask,
        phoneticMask: pair.phoneticMask,
        spelledApart: spelledApartOf(pair.phoneticMask, q, e.features.tokens),
        meaningsApart: oneWordsMeaningsApart(q.tokens, e.features.tokens),
        subset: pair.subset,
        subsetWeight: subsetWeightOf(pair, weights),
        conceptLiterals: pair.conceptLiterals,
        ...partialFields(pair, q, e, this.stats),
        ...decodeTrademarkTag(e.tag),
        classLo: this.classMasks[e.record * 2] ?? 0,
        classHi: this.classMasks[e.record * 2 + 1] ?? 0,
      });
    });
    return hits;
  }
}

/**
 * Class S's weight of a compared pair, as the index reports it: the shared words' weight by
 * `containedWeight` (a single ordinary word weighs at most 0.5; `weights`: the query's words by
 * the register's frequencies), or the joined S's weight.
 */
export function subsetWeightOf(pair: PairResult, weights: ReadonlyMap<string, number>): number {
  if (pair.joined) return pair.joined.weight;
  const words = pair.subset ? pair.shared : [];
  return containedWeight(words, (t) => weights.get(t) ?? 1);
}

/** The partial-class evidence of a compared pair, as the index reports it on a hit. */
export function partialFields(
  pair: PairResult,
  q: TextFeatures,
  e: PairEntry,
  stats: WordStats,
): PartialEvidence {
  const partial = pair.partial.some((w) => w > 0);
  return {
    overlapWeight: pair.partial[0],
    soundWeight: pair.partial[1],
    editWeight: pair.partial[2],
    elementWeight: pair.partial[3],
    sharedWords: partial ? pair.shared.length : 0,
    nameWords: partial ? e.features.tokens.length : 0,
    placePairWeight:
      pair.classes & (CLASS_BITS.D | CLASS_BITS.W) ? placePairWeight(q.tokens, e.features.tokens, stats) : 0,
    nameTopWeight: partial ? topWeight(e.features.tokens, stats) : 0,
    queryTopWeight: partial ? topWeight(q.tokens, stats) : 0,
    sharedElementWeight:
      pair.classes & CLASS_BITS.O
        ? sharedElementWeight(q.tokens, e.features.tokens, (t) => wordWeight(stats.wordDf(t), stats.total))
        : 0,
  };
}

/** The texts of one entry, prepared for pair comparisons. */
export interface PairEntry {
  features: TextFeatures;
  trigramSet: Set<string>;
  tokenSet: Set<string>;
}

/** Prepare an entry text for {@link comparePair}. */
export function pairEntry(text: string): PairEntry {
  const features = textFeatures(text);
  return { features, trigramSet: new Set(features.trigrams), tokenSet: new Set(features.tokens) };
}

/** What one query reading and one entry share, by the class definitions; null when no class holds. */
export interface PairResult {
  classes: number;
  visualScore: number;
  /** The weighed Dice where `visualScore` reaches `visualHigh` (with statistics; else 0). */
  weightedVisual: number;
  sameAsMask: number;
  phoneticMask: number;
  subset: number;
  /** Query words the entry has (weights are applied by the caller, who knows the frequencies). */
  shared: string[];
  /** S holds only with the words joined (joined-words.ts): its side and weight, else null. */
  joined: JoinedSubset | null;
  /** Best weights of the partial classes O, W, D, C (0 when absent). */
  partial: [number, number, number, number];
  /** Words kept as they are in the shared concept key when T holds, else 0. */
  conceptLiterals: number;
}

/**
 * Compare a query reading with one entry by the definitions of E, P, V, S, T and, given the
 * register's word statistics, of the partial classes O, W, D and C.
 */
export function comparePair(
  q: TextFeatures,
  e: PairEntry,
  stats?: WordStats,
  pairCache?: Map<string, WordRelation[]>,
): PairResult | null {
  const f = e.features;
  const sameAsMask = maskOf(q.sameAsKeys, f.sameAsKeys);
  const phoneticMask = maskOf(q.phoneticKeys, f.phoneticKeys);
  let overlap = 0;
  for (const t of q.trigrams) if (e.trigramSet.has(t)) overlap++;
  const visualScore = dice(overlap, q.trigrams.length, f.trigrams.length);
  const shared = q.tokens.filter((t) => e.tokenSet.has(t));
  let subset = 0;
  if (q.tokens.length > 0 && f.tokens.length > 0) {
    if (shared.length === q.tokens.length) subset |= 1;
    if (shared.length === f.tokens.length) subset |= 2;
  }
  // S with the words joined, where plain S does not hold (joined-words.ts).
  const joined = subset === 0 ? joinedSubset(q, f, stats) : null;
  if (joined) subset = joined.subset;
  const relations = stats
    ? [
        ...relateWords(q.tokens, f.tokens, stats, pairCache),
        ...joinedOverlaps(q.normalized.coreTokens, f.tokens, stats),
      ]
    : [];
  const partial = bestWeights(relations);
  // T: the same concept key, in words that differ (equal word sets are S or E).
  const qKey = q.conceptKeys[0] ?? null;
  const translation = qKey !== null && qKey === (f.conceptKeys[0] ?? null) && subset !== 3;
  const classes =
    (sameAsMask ? CLASS_BITS.E : 0) |
    (phoneticMask ? CLASS_BITS.P : 0) |
    (visualScore >= VISUAL_THRESHOLD ? CLASS_BITS.V : 0) |
    (subset ? CLASS_BITS.S : 0) |
    partialBits(relations) |
    (translation ? CLASS_BITS.T : 0);
  const conceptLiterals = translation ? literalCount(qKey as string) : 0;
  return classes === 0
    ? null
    : {
        classes,
        visualScore,
        weightedVisual: stats ? weightedVisualOf(q.tokens, f.tokens, visualScore, stats) : 0,
        sameAsMask,
        phoneticMask,
        subset,
        shared,
        joined,
        partial,
        conceptLiterals,
      };
}

/** Bit j set when query key j is among the entry's keys. */
function maskOf(queryKeys: readonly string[], entryKeys: readonly string[]): number {
  let mask = 0;
  for (let j = 0; j < queryKeys.length && j < 32; j++) {
    if (entryKeys.includes(queryKeys[j] as string)) mask |= 1 << j;
  }
  return mask;
}
