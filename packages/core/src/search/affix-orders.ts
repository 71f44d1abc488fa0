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
  const n = tableSize(words);
  const ids = Array.from({ length: n }, (_, i) => i);
  const { blob, offsets } = words;
  const forward = (a: number, b: number) => compareForward(blob, offsets, a, b);
  const backward = (a: number, b: number) => compareBackward(blob, offsets, a, b);
  return { prefix: Uint32Array.from(ids.sort(forward)), suffix: Uint32Array.from(ids.sort(backward)) };
}

const encoder = new TextEncoder();

/** Lookups of the words having a proper affix, over one table and its orders. */
export class AffixRuns {
  private readonly blob: Uint8Array;
  private readonly offsets: Uint32Array;
  private readonly orders: AffixOrders;

  constructor(words: StringTable, orders: AffixOrders) {
    this.blob = words.blob;
    this.offsets = words.offsets;
    this.orders = orders;
  }

  /**
   * Call `fn` once with every word that has `x` as a proper prefix or suffix (longer than x),
   * prefixes first; stop early when `fn` returns true.
   */
  each(x: string, fn: (id: number) => boolean | undefined): void {
    const key = encoder.encode(x);
    const { prefix, suffix } = this.orders;
    for (let i = this.lowerBound(prefix, key, true); i < prefix.length; i++) {
      const id = prefix[i] as number;
      if (!this.startsWith(id, key)) break;
      if (this.length(id) > key.length && fn(id)) return;
    }
    for (let i = this.lowerBound(suffix, key, false); i < suffix.length; i++) {
      const id = suffix[i] as number;
      if (!this.endsWith(id, key)) break;
      // A word with x at both ends was called in the prefix run.
      if (this.length(id) > key.length && !this.startsWith(id, key) && fn(id)) return;
    }
  }

  /** First position in `order` whose word is not below `key` (forward or backward bytes). */
  private lowerBound(order: Uint32Array, key: Uint8Array, forward: boolean): number {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const id = order[mid] as number;
      const c = forward ? this.compareKeyForward(id, key) : this.compareKeyBackward(id, key);
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private length(id: number): number {
    return (this.offsets[id + 1] as number) - (this.offsets[id] as number);
  }

  private startsWith(id: number, key: Uint8Array): boolean {
    const start = this.offsets[id] as number;
    if (this.length(id) < key.length) return false;
    for (let i = 0; i < key.length; i++) if (this.blob[start + i] !== key[i]) return false;
    return true;
  }

  private endsWith(id: number, key: Uint8Array): boolean {
    const end = this.offsets[id + 1] as number;
    if (this.length(id) < key.length) return false;
    for (let i = 1; i <= key.length; i++) if (this.blob[end - i] !== key[key.length - i]) return false;
    return true;
  }

  /** Word `id` against `key`, bytes from the start: negative when the word sorts first. */
  private compareKeyForward(id: number, key: Uint8Array): number {
    const start = this.offsets[id] as number;
    const len = this.length(id);
    const m = Math.min(len, key.length);
    for (let i = 0; i < m; i++) {
      const d = (this.blob[start + i] as number) - (key[i] as number);
      if (d !== 0) return d;
    }
    return len - key.length;
  }

  /** Word `id` against `key`, bytes from the end. */
  private compareKeyBackward(id: number, key: Uint8Array): number {
    const end = this.offsets[id + 1] as number;
    const len = this.length(id);
    const m = Math.min(len, key.length);
    for (let i = 1; i <= m; i++) {
      const d = (this.blob[end - i] as number) - (key[key.length - i] as number);
      if (d !== 0) return d;
    }
    return len - key.length;
  }
}

function compareForward(blob: Uint8Array, offsets: Uint32Array, a: number, b: number): number {
  const sa = offsets[a] as number;
  const sb = offsets[b] as number;
  const la = (offsets[a + 1] as number) - sa;
  const lb = (offsets[b + 1] as number) - sb;
  const m = Math.min(la, lb);
  for (let i = 0; i < m; i++) {
    const d = (blob[sa + i] as number) - (blob[sb + i] as number);
    if (d !== 0) return d;
  }
  return la - lb;
}

function compareBackward(blob: Uint8Array, offsets: Uint32Array, a: number, b: number): number {
  const ea = offsets[a + 1] as number;
  const eb = offsets[b + 1] as number;
  const la = ea - (offsets[a] as number);
  const lb = eb - (offsets[b] as number);
  const m = Math.min(la, lb);
  for (let i = 1; i <= m; i++) {
    const d = (blob[ea - i] as number) - (blob[eb - i] as number);
    if (d !== 0) return d;
  }
  return la - lb;
}
