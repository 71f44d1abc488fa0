/**
 * The words of an index in two sorted orders, so that the words having a given proper prefix or
 * suffix are one contiguous run of each (class C's affix lookups and an element's weight).
 *
 * A hash table of every (affix, word) pair held the same answers, but a word of length L has up
 * to 2(L − 3) proper affixes: 8 million pairs and 87 MB at a million marks. Two orders of the word
 * ids take 8 bytes a word, and a lookup is two binary searches over the stored UTF-8 bytes.
 * Suffixes are sorted by their bytes read backwards: not the order of reversed characters, but
 * the words sharing a byte suffix are still contiguous, and UTF-8 is self-synchronising, so a byte
 * suffix that is a whole string is a character suffix.
 */
import type { StringTable } from "./strings.js";
import { tableSize } from "./strings.js";

/** Word ids sorted by their UTF-8 bytes (`prefix`) and by those bytes read backwards (`suffix`). */
export interface AffixOrders {
  prefix: Uint32Array;
  suffix: Uint32Array;
}

/** Sort the words of a table into both orders (once per build; a snapshot stores them). */
export function buildAffixOrders(words: StringTable): AffixOrders {
  return { prefix: sortWords(words, false), suffix: sortWords(words, true) };
}

/** Words of up to this many ids are sorted by packed keys first (an id takes 21 bits of a double). */
const PACKED_IDS = 1 << 21;

/**
 * Word ids in byte order (read backwards when `backward`). A comparator sort of 700,000 words
 * takes over a second, so each id is packed with its first four bytes into one number
 * (bytes × 2^21 + id, exact in a double) and those numbers are sorted natively; only runs that
 * share their first four bytes are then sorted by the comparator. Words hold no zero byte, so a
 * shorter word packs below every longer word it starts (its missing bytes count as 0).
 */
function sortWords(words: StringTable, backward: boolean): Uint32Array {
  const n = tableSize(words);
  const { blob, offsets } = words;
  const at = (id: number) => offsets[id] as number;
  const size = (id: number) => (offsets[id + 1] as number) - at(id);
  const compare = (a: number, b: number) =>
    compareBytes(blob, at(a), size(a), blob, at(b), size(b), backward);
  if (n > PACKED_IDS) return Uint32Array.from(Array.from({ length: n }, (_, i) => i).sort(compare));
  const head = new Uint32Array(n);
  const packed = new Float64Array(n);
  for (let id = 0; id < n; id++) {
    const from = at(id);
    const len = size(id);
    let key = 0;
    for (let i = 0; i < 4; i++) {
      const byte = i < len ? (blob[backward ? from + len - 1 - i : from + i] as number) : 0;
      key = key * 256 + byte;
    }
    head[id] = key;
    packed[id] = key * PACKED_IDS + id;
  }
  packed.sort();
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = (packed[i] as number) % PACKED_IDS;
  // Runs of equal first bytes: their order past those bytes is the comparator's.
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && head[out[end] as number] === head[out[start] as number]) end++;
    if (end - start > 1) out.subarray(start, end).sort(compare);
    start = end;
  }
  return out;
}

const encoder = new TextEncoder();

/** Lookups of the words having a proper affix, over one table and its orders. */
export class AffixRuns {
  private readonly blob: Uint8Array;
  private readonly offsets: Uint32Array;
  private readonly orders: AffixOrders;
  private readonly df: (id: number) => number;
  /** Running sums of `df` along each order (`sums[i]` = the first i words'). */
  private readonly sums: { prefix: Float64Array; suffix: Float64Array };
  /** Where each two-byte start (forward) or end (backward) begins in its order. */
  private readonly starts: { prefix: Uint32Array; suffix: Uint32Array };

  /** `df`: each word's number of occurrences (`occurrences` sums it). */
  constructor(words: StringTable, orders: AffixOrders, df: (id: number) => number = () => 1) {
    this.blob = words.blob;
    this.offsets = words.offsets;
    this.orders = orders;
    this.df = df;
    this.sums = { prefix: this.runningSums(orders.prefix), suffix: this.runningSums(orders.suffix) };
    this.starts = {
      prefix: this.twoByteStarts(orders.prefix, true),
      suffix: this.twoByteStarts(orders.suffix, false),
    };
  }

  /**
   * Call `fn` once with every word that has `x` as a proper prefix or suffix (longer than x),
   * prefixes first; stop early when `fn` returns true. `prefixesOnly` leaves the suffixes out.
   */
  each(x: string, fn: (id: number) => boolean | undefined, prefixesOnly = false): void {
    const key = encoder.encode(x);
    const { prefix, suffix } = this.orders;
    const [p0, p1] = this.run(prefix, key, true);
    for (let i = p0; i < p1; i++) {
      const id = prefix[i] as number;
      if (this.length(id) > key.length && fn(id)) return;
    }
    if (prefixesOnly) return;
    const [s0, s1] = this.run(suffix, key, false);
    for (let i = s0; i < s1; i++) {
      const id = suffix[i] as number;
      // A word with x at both ends was called in the prefix run.
      if (this.length(id) > key.length && !this.startsWith(id, key) && fn(id)) return;
    }
  }

  /**
   * The summed `df` of the words having x as a proper affix: exact up to `cap`, and above `cap`
   * whenever the exact sum is. Two runs' sums come from the running sums; only the words with x
   * at both ends, counted twice, are looked for, in the shorter run, and only when the sum can
   * still be at most `cap`.
   */
  occurrences(x: string, cap = Number.POSITIVE_INFINITY): number {
    const key = encoder.encode(x);
    const { prefix, suffix } = this.orders;
    const sums = this.sums;
    const [p0, p1] = this.run(prefix, key, true);
    const [s0, s1] = this.run(suffix, key, false);
    // x itself, when a word, sorts first in both runs and is no proper affix of itself.
    const self =
      p0 < p1 && this.length(prefix[p0] as number) === key.length ? this.df(prefix[p0] as number) : 0;
    const a = (sums.prefix[p1] as number) - (sums.prefix[p0] as number) - self;
    const b = (sums.suffix[s1] as number) - (sums.suffix[s0] as number) - self;
    if (a > cap || b > cap) return Math.max(a, b);
    let both = 0;
    const [order, from, to, atOtherEnd] =
      p1 - p0 <= s1 - s0
        ? [prefix, p0, p1, (id: number) => this.endsWith(id, key)]
        : [suffix, s0, s1, (id: number) => this.startsWith(id, key)];
    for (let i = from; i < to; i++) {
      const id = order[i] as number;
      if (this.length(id) > key.length && atOtherEnd(id)) both += this.df(id);
    }
    return a + b - both;
  }

  private runningSums(order: Uint32Array): Float64Array {
    const out = new Float64Array(order.length + 1);
    for (let i = 0; i < order.length; i++) out[i + 1] = (out[i] as number) + this.df(order[i] as number);
    return out;
  }

  /**
   * The positions [from, to) of `order` whose words start (forward) or end with `key`: two binary
   * searches within the words sharing the key's first (or last) two bytes.
   */
  private run(order: Uint32Array, key: Uint8Array, forward: boolean): [number, number] {
    let lo = 0;
    let hi = order.length;
    if (key.length >= 2) {
      const starts = this.starts;
      const at = forward ? twoBytes(key[0], key[1]) : twoBytes(key[key.length - 1], key[key.length - 2]);
      const table = forward ? starts.prefix : starts.suffix;
      lo = table[at] as number;
      hi = table[at + 1] as number;
    }
    const from = this.bound(order, key, forward, false, lo, hi);
    return [from, this.bound(order, key, forward, true, from, hi)];
  }

  private twoByteStarts(order: Uint32Array, forward: boolean): Uint32Array {
    const out = new Uint32Array(65_537);
    for (const id of order) out[this.twoBytesOf(id, forward) + 1]!++;
    for (let k = 0; k < 65_536; k++) out[k + 1]! += out[k]!;
    return out;
  }

  /** A word's first two bytes (forward) or last two, read backwards; a missing byte counts as 0. */
  private twoBytesOf(id: number, forward: boolean): number {
    const start = this.offsets[id] as number;
    const end = this.offsets[id + 1] as number;
    if (end === start) return 0;
    if (forward) return twoBytes(this.blob[start], end - start > 1 ? this.blob[start + 1] : 0);
    return twoBytes(this.blob[end - 1], end - start > 1 ? this.blob[end - 2] : 0);
  }

  /**
   * First position in [lo, hi) whose word, cut to the key's length, is above `key` (`past`) or not
   * below it: the start or the end of the run of words beginning (or ending) with `key`.
   */
  private bound(
    order: Uint32Array,
    key: Uint8Array,
    forward: boolean,
    past: boolean,
    lo: number,
    hi: number,
  ): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const id = order[mid] as number;
      const c = forward ? this.compareCutForward(id, key) : this.compareCutBackward(id, key);
      if (c < 0 || (past && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private length(id: number): number {
    return (this.offsets[id + 1] as number) - (this.offsets[id] as number);
  }

  private startsWith(id: number, key: Uint8Array): boolean {
    return this.length(id) >= key.length && this.compareCutForward(id, key) === 0;
  }

  private endsWith(id: number, key: Uint8Array): boolean {
    return this.length(id) >= key.length && this.compareCutBackward(id, key) === 0;
  }

  /** Word `id`'s first bytes (as many as the key has) against `key`; a shorter word's bytes all. */
  private compareCutForward(id: number, key: Uint8Array): number {
    const m = Math.min(this.length(id), key.length);
    return compareBytes(this.blob, this.offsets[id] as number, m, key, 0, key.length, false);
  }

  /** The same from the end: word `id`'s last bytes against the key's last bytes. */
  private compareCutBackward(id: number, key: Uint8Array): number {
    const m = Math.min(this.length(id), key.length);
    return compareBytes(this.blob, (this.offsets[id + 1] as number) - m, m, key, 0, key.length, true);
  }
}

function twoBytes(first: number | undefined, second: number | undefined): number {
  return ((first ?? 0) << 8) | (second ?? 0);
}

/**
 * Byte strings a[aFrom..aFrom+aLen) and b[bFrom..bFrom+bLen) compared from their starts, or from
 * their ends (`backward`): the first difference, else the shorter first.
 */
function compareBytes(
  a: Uint8Array,
  aFrom: number,
  aLen: number,
  b: Uint8Array,
  bFrom: number,
  bLen: number,
  backward: boolean,
): number {
  const m = Math.min(aLen, bLen);
  for (let i = 0; i < m; i++) {
    const d = backward
      ? (a[aFrom + aLen - 1 - i] as number) - (b[bFrom + bLen - 1 - i] as number)
      : (a[aFrom + i] as number) - (b[bFrom + i] as number);
    if (d !== 0) return d;
  }
  return aLen - bLen;
}
