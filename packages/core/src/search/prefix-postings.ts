/**
 * The class-V inverted postings (see index-data.ts): each entry listed under the trigrams of
 * its prefix, grouped by entry size and, within one size, ordered by the trigram's position
 * in the entry's row (then entry id). With that order the positional filter is a cut instead
 * of a test: for a size b that needs an overlap o, only positions ≤ b − o can lead to a match,
 * and those form the front of the size's block (found by binary search in `TrigramScanner`).
 */
import type { CompactCsr, Csr } from "./csr.js";

/** The prefix postings and, beside each posting, the entry's size, the trigram's position and the entry's signature. */
export interface PrefixPostings {
  postings: Csr;
  /** Entry trigram count, capped at 255 (longer rows: look the size up in the rows). */
  size: Uint8Array;
  /** Position of the trigram in the entry's row, capped at 255. */
  pos: Uint8Array;
  /** Two words per posting: the entry's 64-bit trigram signature (`signatureBit`). */
  signature: Uint32Array;
}

/**
 * Bit (0..63) of a trigram id in an entry's signature: a multiplicative hash, so ids spread
 * evenly. An entry's signature sets the bit of each of its trigrams; the scanner bounds a
 * candidate's overlap with the query by the bits both set.
 */
export function signatureBit(id: number): number {
  return Math.imul(id, 0x9e3779b1) >>> 26;
}

/**
 * Build the postings from the entry rows (trigram ids in rarity order), `prefixLength(b)` the
 * prefix length of a size-b entry. Two counting passes, no comparison sort.
 */
export function buildPrefixPostings(
  rows: CompactCsr,
  columns: number,
  prefixLength: (b: number) => number,
): PrefixPostings {
  const n = rows.offsets.length - 1;
  const order = orderBySize(rows);
  const entrySignature = signatures(rows);
  const counts = new Uint32Array(columns + 1);
  let total = 0;
  for (let e = 0; e < n; e++) {
    const start = rows.offsets[e] as number;
    const len = Math.min((rows.offsets[e + 1] as number) - start, prefixLength(rowLen(rows, e)));
    for (let j = 0; j < len; j++) {
      const c = (rows.data[start + j] as number) + 1;
      counts[c] = (counts[c] as number) + 1;
    }
    total += len;
  }
  for (let c = 0; c < columns; c++) counts[c + 1] = (counts[c + 1] as number) + (counts[c] as number);
  const cursor = counts.slice(0, columns);
  const data = new Uint32Array(total);
  const size = new Uint8Array(total);
  const pos = new Uint8Array(total);
  const signature = new Uint32Array(2 * total);
  // Entries in size order; within one size, position by position, so every column receives
  // (size, position, entry id) in ascending order.
  for (let g = 0; g < n; ) {
    const b = rowLen(rows, order[g] as number);
    let h = g;
    while (h < n && rowLen(rows, order[h] as number) === b) h++;
    const len = Math.min(b, prefixLength(b));
    for (let j = 0; j < len; j++) {
      for (let k = g; k < h; k++) {
        const e = order[k] as number;
        const col = rows.data[(rows.offsets[e] as number) + j] as number;
        const at = cursor[col] as number;
        data[at] = e;
        size[at] = Math.min(255, b);
        pos[at] = Math.min(255, j);
        signature[2 * at] = entrySignature[2 * e] as number;
        signature[2 * at + 1] = entrySignature[2 * e + 1] as number;
        cursor[col] = at + 1;
      }
    }
    g = h;
  }
  return { postings: { offsets: counts, data }, size, pos, signature };
}

// --- Internal helpers ---

/** Two words per entry: its 64-bit trigram signature. */
function signatures(rows: CompactCsr): Uint32Array {
  const n = rows.offsets.length - 1;
  const sig = new Uint32Array(2 * n);
  for (let e = 0; e < n; e++) {
    let lo = 0;
    let hi = 0;
    for (let p = rows.offsets[e] as number; p < (rows.offsets[e + 1] as number); p++) {
      const bit = signatureBit(rows.data[p] as number);
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
    sig[2 * e] = lo;
    sig[2 * e + 1] = hi;
  }
  return sig;
}

function rowLen(rows: CompactCsr, e: number): number {
  return (rows.offsets[e + 1] as number) - (rows.offsets[e] as number);
}

/** Entry ids sorted by row length, then id (a stable counting sort). */
function orderBySize(rows: CompactCsr): Uint32Array {
  const n = rows.offsets.length - 1;
  let max = 0;
  for (let i = 0; i < n; i++) max = Math.max(max, rowLen(rows, i));
  const start = new Uint32Array(max + 2);
  for (let i = 0; i < n; i++) {
    const s = rowLen(rows, i) + 1;
    start[s] = (start[s] as number) + 1;
  }
  for (let s = 0; s <= max; s++) start[s + 1] = (start[s + 1] as number) + (start[s] as number);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const s = rowLen(rows, i);
    order[start[s] as number] = i;
    start[s] = (start[s] as number) + 1;
  }
  return order;
}
