/**
 * The order entries are stored in, and moving the built per-entry rows into it.
 *
 * A search's cost is mostly cache misses on per-entry data (the touched stamp, record, tag,
 * word and trigram rows) of the ~1,000 entries it reaches, spread over the whole index. The
 * entries a query reaches mostly share one of its distinctive words, or a word spelled like it.
 * Stored in input order they sit on as many cache lines as they are; stored by their rarest word
 * (then their second rarest), in the words' alphabetical order, they share lines: a third as many
 * lines per search over the generated 1.2 M companies, a company search about a quarter faster and
 * a mark search about a seventh (docs/conflict-search.md, "Entry order"). The words are numbered in spelling order too, so the
 * words one query word relates to (spelled alike) have neighbouring ids and per-word data.
 */
import type { Csr } from "./csr.js";
import { rowCount } from "./csr.js";
import type { StringDict, StringTable } from "./strings.js";
import { buildStringDict, stringAt, tableSize } from "./strings.js";

/** Rows of any element type: `data[offsets[i]..offsets[i+1]]` is row i. */
export interface Rows<T extends Uint8Array | Uint16Array | Uint32Array> {
  offsets: Uint32Array;
  data: T;
}

/** `words` renumbered in spelling order (code units, as JavaScript compares): `renumber[old]` is the new id. */
export function wordsBySpelling(words: StringTable): { words: StringDict; renumber: Uint32Array } {
  const n = tableSize(words);
  const texts = Array.from({ length: n }, (_, id) => stringAt(words, id));
  const ids = Array.from({ length: n }, (_, id) => id);
  ids.sort((a, b) => {
    const x = texts[a] as string;
    const y = texts[b] as string;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const renumber = new Uint32Array(n);
  ids.forEach((id, r) => {
    renumber[id] = r;
  });
  return { words: buildStringDict(ids.map((id) => texts[id] as string)), renumber };
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
function countingSort(items: Uint32Array, key: Uint32Array, range: number): Uint32Array {
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
