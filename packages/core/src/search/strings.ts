/**
 * Compact string storage for the index: one UTF-8 blob plus offsets (`StringTable`), and a
 * string → id dictionary over such a table with an open-addressing hash (`StringDict`).
 * Both are plain typed arrays, so a snapshot stores and loads them without parsing.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8");

/** Strings by id: `blob[offsets[i]..offsets[i+1]]` is string i in UTF-8. */
export interface StringTable {
  blob: Uint8Array;
  offsets: Uint32Array;
}

/** A string table with a hash index for lookups by value. */
export interface StringDict extends StringTable {
  /** Open addressing, power-of-two size; 0 = empty, otherwise id + 1. */
  slots: Uint32Array;
}

/** Pack strings into a table (ids are positions in `values`). */
export function buildStringTable(values: readonly string[]): StringTable {
  let bytes = 0;
  for (const v of values) bytes += v.length * 3;
  const buffer = new Uint8Array(Math.max(16, bytes));
  const offsets = new Uint32Array(values.length + 1);
  let pos = 0;
  for (let i = 0; i < values.length; i++) {
    pos += encoder.encodeInto(values[i] as string, buffer.subarray(pos)).written;
    offsets[i + 1] = pos;
  }
  return { blob: buffer.slice(0, pos), offsets };
}

/** Build a dictionary whose ids are positions in `values` (values must be distinct). */
export function buildStringDict(values: readonly string[]): StringDict {
  return dictOfTable(buildStringTable(values));
}

/** A dictionary over a table of distinct strings (ids stay the table's). */
export function dictOfTable(table: StringTable): StringDict {
  const n = tableSize(table);
  const slots = new Uint32Array(slotCount(n));
  const mask = slots.length - 1;
  for (let id = 0; id < n; id++) {
    let slot = hashBytes(table.blob, table.offsets[id] as number, table.offsets[id + 1] as number) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  }
  return { ...table, slots };
}

/** Number of strings in a table. */
export function tableSize(table: StringTable): number {
  return table.offsets.length - 1;
}

/**
 * The byte length of a table's longest string: no longer text can be one of them, counted in
 * UTF-16 units or in bytes (a unit takes one byte or more).
 */
export function longestString(table: StringTable): number {
  let longest = 0;
  for (let i = 1; i < table.offsets.length; i++) {
    longest = Math.max(longest, (table.offsets[i] as number) - (table.offsets[i - 1] as number));
  }
  return longest;
}

/** String `id` of a table. */
export function stringAt(table: StringTable, id: number): string {
  const start = table.offsets[id] as number;
  const end = table.offsets[id + 1] as number;
  return end - start <= SHORT_ASCII
    ? (shortAscii(table.blob, start, end) ?? decode(table.blob, start, end))
    : decode(table.blob, start, end);
}

/** Up to this many bytes, ASCII is read by hand: a call into the decoder costs more than the loop. */
const SHORT_ASCII = 24;

function shortAscii(blob: Uint8Array, start: number, end: number): string | undefined {
  let s = "";
  for (let i = start; i < end; i++) {
    const b = blob[i] as number;
    if (b >= 0x80) return undefined;
    s += String.fromCharCode(b);
  }
  return s;
}

function decode(blob: Uint8Array, start: number, end: number): string {
  return decoder.decode(blob.subarray(start, end));
}

/** Id of `value` in the dictionary, or -1. */
export function lookup(dict: StringDict, value: string): number {
  // Folded words are ASCII: their bytes are their char codes, written into a reused buffer
  // (encoding allocated an array per look-up, a few per cent of a batch row).
  if (value.length <= asciiScratch.length) {
    let i = 0;
    for (; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if (c >= 0x80) break;
      asciiScratch[i] = c;
    }
    if (i === value.length) return lookupBytes(dict, asciiScratch, 0, i);
  }
  const bytes = encoder.encode(value);
  return lookupBytes(dict, bytes, 0, bytes.length);
}

const asciiScratch = new Uint8Array(256);

/**
 * Id of the string whose UTF-8 is `bytes[start..end]`, or -1: many parts of one text looked up
 * without encoding each part again (joined-words.ts).
 */
export function lookupBytes(dict: StringDict, bytes: Uint8Array, start: number, end: number): number {
  const mask = dict.slots.length - 1;
  let slot = hashBytes(bytes, start, end) & mask;
  for (;;) {
    const entry = dict.slots[slot] as number;
    if (entry === 0) return -1;
    if (sameBytes(dict, entry - 1, bytes, start, end)) return entry - 1;
    slot = (slot + 1) & mask;
  }
}

/** The UTF-8 of a text, and where each of its characters (UTF-16 units) starts in it. */
export function utf8Positions(text: string): { bytes: Uint8Array; at: Uint32Array } {
  const bytes = encoder.encode(text);
  const at = new Uint32Array(text.length + 1);
  let b = 0;
  for (let i = 0; i < text.length; i++) {
    at[i] = b;
    const c = text.charCodeAt(i);
    // A surrogate pair's four bytes are counted at its first unit; its second adds none.
    b += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : c >= 0xdc00 && c < 0xe000 ? 0 : 3;
  }
  at[text.length] = b;
  return { bytes, at };
}

/** Slot count of a dictionary of n strings: a power of two, at least 2n (load ≤ 0.5). */
export function slotCount(n: number): number {
  let size = 16;
  while (size < n * 2) size *= 2;
  return size;
}

/** FNV-1a, 32 bit, of `bytes[start..end]`. */
export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    h ^= bytes[i] as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// --- Internal helpers ---

function sameBytes(dict: StringDict, id: number, bytes: Uint8Array, from: number, to: number): boolean {
  const start = dict.offsets[id] as number;
  const end = dict.offsets[id + 1] as number;
  if (end - start !== to - from) return false;
  for (let i = 0; i < to - from; i++) if (dict.blob[start + i] !== bytes[from + i]) return false;
  return true;
}
