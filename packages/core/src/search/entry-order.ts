/**
 * The order entries are stored in, and moving the built per-entry rows into it.
 *
 * A search's cost is mostly cache misses on per-entry data (the touched stamp, record, tag,
 * word and trigram rows) of the ~1,000 entries it reaches, spread over the whole index. The
 * entries a query reaches mostly share one of its distinctive words, or a word spelled like it.
 * Stored in input order they sit on as many cache lines as they are; stored by their rarest word
 * (then their second rarest), in the words' alphabetical order, they share lines: a third as many
 * lines per search over the generated 1.2 M companies, a company search about a quarter faster
 * and a mark search about a seventh (docs/conflict-search.md, "Entry order"). The words are
 * numbered in spelling order too, so the words one query word relates to (spelled alike) have
 * neighbouring ids and per-word data.
 */
import type { Csr } from "./csr.js";
import { rowCount } from "./csr.js";
import type { StringDict, StringTable } from "./strings.js";
import { dictOfTable, tableSize } from "./strings.js";

/** Rows of any element type: `data[offsets[i]..offsets[i+1]]` is row i. */
export interface Rows<T extends Uint8Array | Uint16Array | Uint32Array> {
  offsets: Uint32Array;
  data: T;
}

/**
 * `words` renumbered in spelling order, their UTF-8 bytes compared (which is code-point order):
 * `renumber[old]` is the new id. Sorted as bytes, not as strings: the 665,000 words of 1 M marks
 * took 1.3 s to decode and sort as strings, and 0.25-0.37 s with the dictionary laid out this way.
 */
export function wordsBySpelling(words: StringTable): { words: StringDict; renumber: Uint32Array } {
  const ids = byteOrder(words);
  const renumber = storedPositions(ids);
  const { offsets, data: blob } = reorderRows(
    { offsets: words.offsets, data: words.blob },
    ids,
    renumber,
    new Uint8Array(words.blob.length),
  );
  return { words: dictOfTable({ blob, offsets }), renumber };
}

/**
 * Rows with each id renumbered and each row sorted ascending, whatever its order before, in place
 * (the build's own rows: a second array of a million rows costs more than it keeps).
 */
export function renumberRows(rows: Csr, renumber: Uint32Array): Csr {
  const data = rows.data;
  for (let e = 0; e + 1 < rows.offsets.length; e++) {
    const from = rows.offsets[e] as number;
    const to = rows.offsets[e + 1] as number;
    // Rows hold a few ids: an insertion sort, no view per row. Ids before p are renumbered.
    for (let p = from; p < to; p++) {
      const id = renumber[data[p] as number] as number;
      let q = p;
      while (q > from && (data[q - 1] as number) > id) {
        data[q] = data[q - 1] as number;
        q--;
      }
      data[q] = id;
    }
  }
  return rows;
}

/**
 * The storage order of entries with the word rows `entryTokens`, word ids in spelling order
 * (`wordsBySpelling`): `order[k]` is the entry stored at position k. Entries are sorted by their
 * rarest word (fewest entries; a tie by spelling), then their second rarest, then input
 * position, the words compared by spelling, so entries sharing a word, or words that begin alike,
 * are neighbours. Entries without words come last. Deterministic for the same inputs.
 */
export function entryOrder(entryTokens: Csr, wordCount: number): Uint32Array {
  const entries = rowCount(entryTokens);
  const df = new Uint32Array(wordCount);
  for (const id of entryTokens.data) df[id] = (df[id] as number) + 1;
  // Each entry's two rarest words; `wordCount` (after every id) when absent.
  const first = new Uint32Array(entries).fill(wordCount);
  const second = new Uint32Array(entries).fill(wordCount);
  const rarer = (a: number, b: number) => (df[a] as number) - (df[b] as number) || a - b;
  for (let e = 0; e < entries; e++) {
    let best = -1;
    let next = -1;
    for (let p = entryTokens.offsets[e] as number; p < (entryTokens.offsets[e + 1] as number); p++) {
      const id = entryTokens.data[p] as number;
      if (best < 0 || rarer(id, best) < 0) {
        next = best;
        best = id;
      } else if (next < 0 || rarer(id, next) < 0) {
        next = id;
      }
    }
    if (best >= 0) first[e] = best;
    if (next >= 0) second[e] = next;
  }
  // Two stable counting sorts, least significant key first: linear in entries and words.
  const identity = Uint32Array.from({ length: entries }, (_, e) => e);
  return countingSort(countingSort(identity, second, wordCount + 1), first, wordCount + 1);
}

/**
 * Rows moved into the stored order, their ids written to `into`: row r goes to `position[r]`
 * (`order`, its inverse, names the row stored at k). The rows are read in their own order and
 * written where they go: reading them in the stored order cost a cache miss per row more (0.9 s
 * against 0.45 s for the trigram rows of 1.2 M names).
 */
export function reorderRows<T extends Uint8Array | Uint16Array | Uint32Array>(
  rows: Rows<Uint8Array | Uint16Array | Uint32Array>,
  order: Uint32Array,
  position: Uint32Array,
  into: T,
): Rows<T> {
  const offsets = new Uint32Array(order.length + 1);
  for (let k = 0; k < order.length; k++) {
    const row = order[k] as number;
    offsets[k + 1] =
      (offsets[k] as number) + (rows.offsets[row + 1] as number) - (rows.offsets[row] as number);
  }
  for (let row = 0; row < order.length; row++) {
    let at = offsets[position[row] as number] as number;
    for (let p = rows.offsets[row] as number; p < (rows.offsets[row + 1] as number); p++) {
      into[at++] = rows.data[p] as number;
    }
  }
  return { offsets, data: into };
}

/** Where each input is stored: the inverse of `order` (`positions[order[k]] = k`). */
export function storedPositions(order: Uint32Array): Uint32Array {
  const positions = new Uint32Array(order.length);
  for (let k = 0; k < order.length; k++) positions[order[k] as number] = k;
  return positions;
}

/** Per-entry values moved into `order`. */
export function reorderValues<T extends Uint8Array | Uint32Array>(values: T, order: Uint32Array): T {
  const out = new (values.constructor as new (n: number) => T)(order.length);
  for (let k = 0; k < order.length; k++) out[k] = values[order[k] as number] as number;
  return out;
}

// --- Internal helpers ---

/** `items` stably sorted by `key[item]` (each below `range`). */
function countingSort(items: Uint32Array, key: Uint16Array | Uint32Array, range: number): Uint32Array {
  const starts = new Uint32Array(range + 1);
  for (const item of items) {
    const k = (key[item] as number) + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 0; k < range; k++) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const out = new Uint32Array(items.length);
  for (const item of items) {
    const k = key[item] as number;
    out[starts[k] as number] = item;
    starts[k] = (starts[k] as number) + 1;
  }
  return out;
}

/** Bytes of a word the radix passes sort by; words that begin alike are ordered by `compareWords`. */
const RADIX_BYTES = 6;

/** The ids of a table's strings in byte order: a radix sort of their first bytes, then ties. */
function byteOrder(table: StringTable): Uint32Array {
  const n = tableSize(table);
  const { blob, offsets } = table;
  // Two bytes per digit (0 past a word's end, below any byte a word holds), least significant first.
  let ids: Uint32Array = Uint32Array.from({ length: n }, (_, id) => id);
  const digit = new Uint16Array(n);
  for (let at = RADIX_BYTES - 2; at >= 0; at -= 2) {
    for (let id = 0; id < n; id++) {
      const from = (offsets[id] as number) + at;
      const end = offsets[id + 1] as number;
      const hi = from < end ? (blob[from] as number) : 0;
      const lo = from + 1 < end ? (blob[from + 1] as number) : 0;
      digit[id] = (hi << 8) | lo;
    }
    ids = countingSort(ids, digit, 0x10000);
  }
  // Runs of words whose first bytes agree: sorted by the rest of their bytes.
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && compareWords(table, ids[i] as number, ids[j] as number, RADIX_BYTES) === 0) j++;
    if (j - i > 1) ids.subarray(i, j).sort((a, b) => compareWords(table, a, b));
    i = j;
  }
  return ids;
}

/** Byte order of strings `a` and `b` of a table, over at most their first `limit` bytes. */
function compareWords(table: StringTable, a: number, b: number, limit = Number.POSITIVE_INFINITY): number {
  const { blob, offsets } = table;
  const from = offsets[a] as number;
  const to = offsets[b] as number;
  const aLength = Math.min((offsets[a + 1] as number) - from, limit);
  const bLength = Math.min((offsets[b + 1] as number) - to, limit);
  for (let i = 0; i < aLength && i < bLength; i++) {
    const d = (blob[from + i] as number) - (blob[to + i] as number);
    if (d !== 0) return d;
  }
  return aLength - bLength;
}
