/**
 * Class V of the name index: size filter, prefix filter (entry prefixes in the postings, the
 * query's prefix walked in rarity order) and positional filter, then exact verification of the
 * overlap. Holds its own per-entry scratch (the round an entry was verified in), and
 * verifies candidates in batches (see `verifyBatch`). Before a candidate's row is read, a
 * 64-bit signature of its trigrams bounds the overlap it can have (see `signatureBit`): most
 * candidates of the prefix filter share one or two trigrams and stop there. The signature is
 * kept beside each posting (prefix-postings.ts), so that test reads on along the posting list
 * instead of jumping to the entry (a cache miss per candidate).
 * See index-data.ts for why the filters are lossless.
 */
import { dice, minOverlap, sizeRange, trigramKey } from "../similarity/trigrams.js";
import type { NameIndexData } from "./index-data.js";
import { signatureBit } from "./prefix-postings.js";

const EMPTY = new Uint32Array(0);

/** Told each entry of class V and its exact Dice. */
type OnHit = (e: number, score: number) => void;

/** Candidates verified together (a few KB of scratch; enough to overlap the cache misses). */
const BATCH = 1024;

/** Trigram candidate generation and verification over one index. */
export class TrigramScanner {
  private readonly data: NameIndexData;
  /** Per entry: the 8-bit round in which it was verified (1 byte: stays in cache at 1M entries). */
  private readonly vMark: Uint8Array;
  private round = 0;
  private readonly trigramIds = new Map<number, number>();
  /** Candidates awaiting verification (see `verifyBatch`): entry, row position, size, overlap needed. */
  private readonly batchEntry = new Uint32Array(BATCH);
  private readonly batchStart = new Uint32Array(BATCH);
  private readonly batchPos = new Uint8Array(BATCH);
  private readonly batchSize = new Uint8Array(BATCH);
  private readonly batchNeed = new Uint8Array(BATCH);
  /** XOR of the trigrams the prefetch pass loaded: a use of those loads, so none is optimised away. */
  prefetched = 0;
  /** Known trigram ids of the current query (from `scan` until `endQuery`). */
  private query: Uint32Array = EMPTY;
  /** Per trigram id: 1 while the current query contains it (set by `scan`, cleared by `endQuery`). */
  private readonly inQuery: Uint8Array;
  /** The current query's signature, and how many of its known trigrams share a bit with another. */
  private qLo = 0;
  private qHi = 0;
  private qCollisions = 0;

  constructor(data: NameIndexData) {
    this.data = data;
    const n = data.record.length;
    this.vMark = new Uint8Array(n);
    this.inQuery = new Uint8Array(data.trigramKeys.length);
    data.trigramKeys.forEach((key, id) => {
      this.trigramIds.set(key, id);
    });
  }

  /**
   * Candidates of class V for one query, verified exactly; `onHit(e, dice)` for each name at
   * or above the threshold. Returns the query's known trigram ids (ascending = rarest first).
   */
  scan(trigrams: readonly string[], threshold: number, onHit: OnHit): Uint32Array {
    if (this.round === 255) {
      this.vMark.fill(0);
      this.round = 0;
    }
    const round = ++this.round;
    const a = trigrams.length;
    const ids: number[] = [];
    for (const t of trigrams) {
      const id = this.trigramIds.get(trigramKey(t));
      if (id !== undefined) ids.push(id);
    }
    const known = Uint32Array.from(ids).sort();
    if (a === 0 || known.length === 0) return known;
    this.query = known;
    for (const id of known) this.inQuery[id] = 1;
    this.querySignature(known);
    this.scanKnown(known, a, threshold, round, onHit);
    return known;
  }

  /** Forget the query of the last `scan` (call once its hits are scored). */
  endQuery(): void {
    for (const id of this.query) this.inQuery[id] = 0;
    this.query = EMPTY;
  }

  /** |entry trigrams ∩ query trigrams| for the query of the last `scan` (one pass over the row). */
  overlapWithQuery(e: number): number {
    const { offsets, data } = this.data.entryTrigrams;
    const inQuery = this.inQuery;
    let n = 0;
    for (let p = offsets[e] as number; p < (offsets[e + 1] as number); p++)
      n += inQuery[data[p] as number] as number;
    return n;
  }

  /** The filter-and-verify walk over the query's known trigram ids (rarest first). */
  private scanKnown(known: Uint32Array, a: number, threshold: number, round: number, onHit: OnHit): void {
    const vMark = this.vMark;
    const unknown = a - known.length; // never shared: they take the first prefix positions
    const postings = this.data.trigramPostings;
    const sizes = this.data.trigramPostingSize;
    const positions = this.data.trigramPostingPos;
    const rows = this.data.entryTrigrams.offsets;
    const [bMin, bMax] = sizeRange(a, threshold);
    const needs = new Int32Array(bMax - bMin + 1);
    for (let b = bMin; b <= bMax; b++) needs[b - bMin] = minOverlap(a, b, threshold);
    let bHigh = bMax;
    for (let i = unknown; i < a; i++) {
      // Largest size b whose query prefix (a − o(b) + 1 positions) still reaches position i.
      while (bHigh >= bMin && (needs[bHigh - bMin] as number) > a - i) bHigh--;
      if (bHigh < bMin) break;
      const qi = i - unknown;
      const id = known[qi] as number;
      const end = postings.offsets[id + 1] as number;
      const data = postings.data;
      let batched = 0;
      let p = this.firstOfSize(id, bMin);
      // Blocks of one exact size b (< 255), ordered by position: the positional filter of PPJoin
      // (the shared trigrams follow this one, the rarest shared one, so b − pos ≥ need) is a cut.
      // The query side (a − i ≥ need) holds for every b ≤ bHigh.
      while (p < end) {
        const b = sizes[p] as number;
        if (b === 255 || b > bHigh) break;
        const blockEnd = firstAbove(sizes, p, end, b);
        const need = needs[b - bMin] as number;
        const cut = firstAbove(positions, p, blockEnd, b - need);
        for (let q = p; q < cut; q++) {
          // The bound does not depend on the trigram: an entry it drops here is dropped again
          // wherever else it is met, so it needs no mark.
          if (this.overlapBound(q) < need) continue;
          const e = data[q] as number;
          if (vMark[e] === round) continue;
          vMark[e] = round;
          this.batchEntry[batched] = e;
          this.batchPos[batched] = positions[q] as number;
          this.batchSize[batched] = b;
          this.batchNeed[batched] = need;
          if (++batched === BATCH) batched = this.verifyBatch(batched, a, threshold, onHit);
        }
        p = blockEnd;
      }
      // Rows of 255+ trigrams (size and position capped): true size from the row, verified at
      // once by a merge from the rarest shared trigram.
      for (; p < end; p++) {
        const e = data[p] as number;
        const b = (rows[e + 1] as number) - (rows[e] as number);
        if (b > bHigh) break;
        if (vMark[e] === round) continue;
        vMark[e] = round;
        const need = needs[b - bMin] as number;
        this.report(e, this.overlapFrom(e, id, known, qi, need), a, b, threshold, onHit);
      }
      this.verifyBatch(batched, a, threshold, onHit);
    }
  }

  /**
   * Verify the batched candidates in discovery order. Verification is bound by cache misses
   * (the entry's row offset, then its row), and one candidate's misses do not depend on
   * another's: two tight passes first load every row start and touch every row's first and
   * last trigram, so the CPU overlaps those misses; the exact count then reads cached rows.
   * Returns 0 (the emptied batch size).
   */
  private verifyBatch(count: number, a: number, threshold: number, onHit: OnHit): number {
    const rows = this.data.entryTrigrams.offsets;
    const data = this.data.entryTrigrams.data;
    const entry = this.batchEntry;
    const start = this.batchStart;
    const pos = this.batchPos;
    const size = this.batchSize;
    for (let k = 0; k < count; k++) start[k] = (rows[entry[k] as number] as number) + (pos[k] as number);
    let touched = 0;
    for (let k = 0; k < count; k++) {
      const first = start[k] as number;
      touched ^=
        (data[first] as number) ^ (data[first + (size[k] as number) - (pos[k] as number) - 1] as number);
    }
    this.prefetched = touched;
    for (let k = 0; k < count; k++) {
      const b = size[k] as number;
      const overlap = this.countFrom(start[k] as number, b - (pos[k] as number), this.batchNeed[k] as number);
      this.report(entry[k] as number, overlap, a, b, threshold, onHit);
    }
    return 0;
  }

  /** Signature of the query's known trigrams (see `signatureBit`). */
  private querySignature(known: Uint32Array): void {
    let lo = 0;
    let hi = 0;
    for (const id of known) {
      const bit = signatureBit(id);
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
    this.qLo = lo;
    this.qHi = hi;
    this.qCollisions = known.length - popcount(lo) - popcount(hi);
  }

  /**
   * Upper bound of |entry ∩ query| for the entry of posting `q`: every shared trigram sets a bit
   * in both signatures, and a bit stands for one query trigram unless query trigrams collide
   * (counted in full).
   */
  private overlapBound(q: number): number {
    const sig = this.data.trigramPostingSignature;
    return (
      popcount((sig[2 * q] as number) & this.qLo) +
      popcount((sig[2 * q + 1] as number) & this.qHi) +
      this.qCollisions
    );
  }

  /** Record a verified candidate: a hit when the overlap reaches the threshold. */
  private report(e: number, overlap: number, a: number, b: number, threshold: number, onHit: OnHit): void {
    if (overlap < 0) return; // not similar: the exact score is computed if another class hits
    const s = dice(overlap, a, b);
    if (s < threshold) return;
    onHit(e, s);
  }

  /** First position in a trigram's postings whose entry has at least `size` trigrams (binary search). */
  private firstOfSize(id: number, size: number): number {
    const { offsets, data } = this.data.trigramPostings;
    const sizes = this.data.trigramPostingSize;
    const rows = this.data.entryTrigrams.offsets;
    let lo = offsets[id] as number;
    let hi = offsets[id + 1] as number;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const capped = sizes[mid] as number;
      const e = data[mid] as number;
      const b = capped < 255 ? capped : (rows[e + 1] as number) - (rows[e] as number);
      if (b < size) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Overlap of an entry first found at row index `start` (the rarest trigram it shares with the
   * query, see `overlapFrom`): count the `left` trigrams from there that the query has,
   * stopping once `need` is out of reach. Returns −1 for "below need".
   */
  private countFrom(start: number, left: number, need: number): number {
    const data = this.data.entryTrigrams.data;
    const inQuery = this.inQuery;
    let n = 0;
    for (let k = 0; k < left; k++) {
      if (n + (left - k) < need) return -1;
      n += inQuery[data[start + k] as number] as number; // 0 or 1: no branch to mispredict
    }
    return n >= need ? n : -1;
  }

  /**
   * Overlap of an entry first found under trigram `id` (query position `qi`). Scanning in rarity
   * order, the first trigram an entry is found under is the rarest one it shares with the query
   * (rarer shared ones would sit earlier in both prefixes), so both merges start there, and
   * when what is left on either side cannot reach `need` the entry is dropped at once
   * (the positional filter of PPJoin). Returns −1 for "below need".
   */
  private overlapFrom(e: number, id: number, known: Uint32Array, qi: number, need: number): number {
    const { offsets, data } = this.data.entryTrigrams;
    let lo = offsets[e] as number;
    const end = offsets[e + 1] as number;
    let hi = end;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((data[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    if (Math.min(end - lo, known.length - qi) < need) return -1;
    let p = lo;
    let q = qi;
    let n = 0;
    while (p < end && q < known.length) {
      if (n + Math.min(end - p, known.length - q) < need) return -1;
      const x = data[p] as number;
      const y = known[q] as number;
      if (x === y) {
        n++;
        p++;
        q++;
      } else if (x < y) p++;
      else q++;
    }
    return n >= need ? n : -1;
  }
}

/** Number of set bits of a 32-bit word. */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** First index in [lo, hi) whose value exceeds `limit` (`values` ascending there), or hi. */
function firstAbove(values: Uint8Array, lo: number, hi: number, limit: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
