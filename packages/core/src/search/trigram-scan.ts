/**
 * Class V of the name index: size filter, prefix filter (entry prefixes in the postings, the
 * query's prefix walked in rarity order) and positional filter, then exact verification of the
 * overlap. Holds its own per-entry scratch (verified mark and score), stamped per query.
 * See index-data.ts for why the filters are lossless.
 */
import { dice, minOverlap, sizeRange, trigramKey } from "../similarity/trigrams.js";
import type { NameIndexData } from "./index-data.js";

/** Trigram candidate generation and verification over one index. */
export class TrigramScanner {
  private readonly data: NameIndexData;
  private stamp = 0;
  private readonly vMark: Uint32Array;
  private readonly score: Float64Array;
  private readonly trigramIds = new Map<number, number>();
  /** Per trigram id: the stamp of the query that contains it (query membership in O(1)). */
  private readonly inQuery: Uint32Array;

  constructor(data: NameIndexData) {
    this.data = data;
    const n = data.record.length;
    this.vMark = new Uint32Array(n);
    this.score = new Float64Array(n);
    this.inQuery = new Uint32Array(data.trigramKeys.length);
    data.trigramKeys.forEach((key, id) => {
      this.trigramIds.set(key, id);
    });
  }

  /** Forget every stamp (called when the 32-bit stamp wraps). */
  reset(): void {
    this.vMark.fill(0);
    this.inQuery.fill(0);
  }

  /** Exact Dice score of an entry verified as similar in query `stamp`, or −1. */
  scoreOf(e: number, stamp: number): number {
    return this.vMark[e] === stamp ? (this.score[e] as number) : -1;
  }

  /**
   * Candidates of class V for one query (stamp), verified exactly; `onHit(e)` for each name at
   * or above the threshold. Returns the query's known trigram ids (ascending = rarest first).
   */
  scan(
    trigrams: readonly string[],
    threshold: number,
    stamp: number,
    onHit: (e: number) => void,
  ): Uint32Array {
    this.stamp = stamp;
    const a = trigrams.length;
    const ids: number[] = [];
    for (const t of trigrams) {
      const id = this.trigramIds.get(trigramKey(t));
      if (id !== undefined) ids.push(id);
    }
    const known = Uint32Array.from(ids).sort();
    if (a === 0 || known.length === 0) return known;
    const unknown = a - known.length; // never shared: they take the first prefix positions
    for (const id of known) this.inQuery[id] = this.stamp;
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
      const remaining = known.length - qi;
      for (let p = this.firstOfSize(id, bMin); p < end; p++) {
        const capped = sizes[p] as number;
        const e = postings.data[p] as number;
        const b = capped < 255 ? capped : (rows[e + 1] as number) - (rows[e] as number);
        if (b > bHigh) break;
        const need = needs[b - bMin] as number;
        // Positional filter (PPJoin): shared trigrams can only follow this, the rarest shared one.
        if (capped < 255 && Math.min(b - (positions[p] as number), remaining) < need) continue;
        if (this.vMark[e] === this.stamp) continue;
        this.vMark[e] = this.stamp;
        const pos = positions[p] as number;
        const overlap =
          capped < 255 ? this.overlapAt(e, pos, b, need) : this.overlapFrom(e, id, known, qi, need);
        const s = overlap < 0 ? 0 : dice(overlap, a, b);
        if (overlap < 0 || s < threshold) {
          this.score[e] = -1; // verified, not similar: the exact score is computed if another class hits
          continue;
        }
        this.score[e] = s;
        onHit(e);
      }
    }
    return known;
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
   * Overlap of an entry first found at position `pos` of its row (the rarest trigram it shares
   * with the query, see `overlapFrom`): count the row's trigrams from there that the query has,
   * stopping once `need` is out of reach. Returns −1 for "below need".
   */
  private overlapAt(e: number, pos: number, b: number, need: number): number {
    const data = this.data.entryTrigrams.data;
    const start = (this.data.entryTrigrams.offsets[e] as number) + pos;
    const stamp = this.stamp;
    let n = 0;
    for (let k = 0, left = b - pos; k < left; k++) {
      if (n + (left - k) < need) return -1;
      if (this.inQuery[data[start + k] as number] === stamp) n++;
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

  /** |entry trigrams ∩ query trigrams| by merge, or −1 as soon as `need` is out of reach. */
  overlap(e: number, query: Uint32Array, need = 0): number {
    const { offsets, data } = this.data.entryTrigrams;
    let p = offsets[e] as number;
    const end = offsets[e + 1] as number;
    let q = 0;
    let n = 0;
    while (p < end && q < query.length) {
      if (n + Math.min(end - p, query.length - q) < need) return -1;
      const x = data[p] as number;
      const y = query[q] as number;
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
