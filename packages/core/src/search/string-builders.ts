/**
 * Incremental builders for the index's string storage: strings are written as UTF-8 straight
 * into a growing blob while the index is built, so millions of interned keys, names and cores
 * never live as JS strings (less memory and garbage-collection work at build time) and the
 * finished tables need no second encoding pass. The result is byte-identical to
 * `buildStringTable` / `buildStringDict` over the same values in the same order.
 */
import type { StringDict, StringTable } from "./strings.js";
import { hashBytes, slotCount } from "./strings.js";

const encoder = new TextEncoder();

/** Appends strings (UTF-8) to one blob; ids are positions in insertion order. */
export class StringTableBuilder {
  protected blob = new Uint8Array(1 << 16);
  protected offsets = new Uint32Array(1 << 12);
  protected count = 0;

  /** Number of strings added. */
  get size(): number {
    return this.count;
  }

  /** Append a string; returns its id. */
  add(value: string): number {
    let end = this.offsets[this.count] as number;
    if (end + value.length * 3 > this.blob.length) this.growBlob(end + value.length * 3);
    const blob = this.blob;
    let ascii = true;
    for (let i = 0; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if (c >= 0x80) {
        ascii = false;
        break;
      }
      blob[end + i] = c;
    }
    end += ascii ? value.length : encoder.encodeInto(value, blob.subarray(end)).written;
    return this.close(end);
  }

  /** End the string being written at blob position `end`; returns its id. */
  private close(end: number): number {
    if (this.count + 2 > this.offsets.length) {
      const next = new Uint32Array(this.offsets.length * 2);
      next.set(this.offsets);
      this.offsets = next;
    }
    this.offsets[++this.count] = end;
    return this.count - 1;
  }

  /** Append the UTF-8 string `bytes[start..end)`; returns its id. */
  addBytes(bytes: Uint8Array, start: number, end: number): number {
    const at = this.offsets[this.count] as number;
    if (at + end - start > this.blob.length) this.growBlob(at + end - start);
    const blob = this.blob;
    for (let i = start; i < end; i++) blob[at + i - start] = bytes[i] as number;
    return this.close(at + end - start);
  }

  /** The finished table (copies trimmed to size). */
  finish(): StringTable {
    const length = this.offsets[this.count] as number;
    return { blob: this.blob.slice(0, length), offsets: this.offsets.slice(0, this.count + 1) };
  }

  private growBlob(min: number): void {
    const next = new Uint8Array(Math.max(min, this.blob.length * 2));
    next.set(this.blob.subarray(0, this.offsets[this.count] as number));
    this.blob = next;
  }
}

/**
 * Interns strings into dense ids (first-seen order), stored as UTF-8 only. Open addressing
 * keyed by the FNV-1a hash of the UTF-8 bytes (the hash `lookup` uses), slots holding the hash
 * beside the id so most probes touch one array; equality compares the stored bytes.
 */
export class StringDictBuilder extends StringTableBuilder {
  private hashes = new Uint32Array(1 << 12);
  /** Pairs [hash, id + 1]; id + 1 = 0 marks an empty slot. */
  private slots = new Uint32Array(2 << 16);

  /** Ids of keys, interning new ones; written into `out` (resized to `keys.length`). */
  ids(keys: readonly string[], out: number[] = []): number[] {
    out.length = keys.length;
    for (let i = 0; i < keys.length; i++) out[i] = this.id(keys[i] as string);
    return out;
  }

  /** Id of a key, interning it when new. */
  id(key: string): number {
    const h = utf8Hash(key);
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    let slot = h & mask;
    for (;;) {
      const stored = slots[2 * slot + 1] as number;
      if (stored === 0) break;
      if (slots[2 * slot] === h && this.equals(stored - 1, key)) return stored - 1;
      slot = (slot + 1) & mask;
    }
    return this.intern(this.add(key), h, slot);
  }

  /**
   * `id` of the key whose UTF-8 bytes are `bytes[start..end)` and whose `utf8Hash` is `h`, as
   * another thread encoded and hashed it (a feature batch): no string is made.
   */
  idOfBytes(bytes: Uint8Array, start: number, end: number, h: number): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    let slot = h & mask;
    for (;;) {
      const stored = slots[2 * slot + 1] as number;
      if (stored === 0) break;
      if (slots[2 * slot] === h && this.equalsBytes(stored - 1, bytes, start, end)) return stored - 1;
      slot = (slot + 1) & mask;
    }
    return this.intern(this.addBytes(bytes, start, end), h, slot);
  }

  /** Record the new key `id` of hash `h` in the empty `slot` its probe ended on. */
  private intern(id: number, h: number, slot: number): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    if (id >= this.hashes.length) {
      const next = new Uint32Array(this.hashes.length * 2);
      next.set(this.hashes);
      this.hashes = next;
    }
    this.hashes[id] = h;
    slots[2 * slot] = h;
    slots[2 * slot + 1] = id + 1;
    if ((id + 1) * 2 > mask + 1) this.growSlots();
    return id;
  }

  /** The finished dictionary: the same slots `buildStringDict` lays out (ids inserted in order). */
  finishDict(): StringDict {
    const table = this.finish();
    const slots = new Uint32Array(slotCount(this.count));
    if (slots.length === this.slots.length >>> 1) {
      // Grown to the final size, the builder inserted the ids in order into a table of that size
      // (growing rehashes in id order too), so its slots are the layout: copied, not probed again
      // (a probe is a cache miss per id: 0.2-0.4 s per dictionary of a million keys).
      for (let slot = 0; slot < slots.length; slot++) slots[slot] = this.slots[2 * slot + 1] as number;
      return { ...table, slots };
    }
    const mask = slots.length - 1;
    for (let id = 0; id < this.count; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    return { ...table, slots };
  }

  private equalsBytes(id: number, bytes: Uint8Array, start: number, end: number): boolean {
    const from = this.offsets[id] as number;
    if ((this.offsets[id + 1] as number) - from !== end - start) return false;
    const blob = this.blob;
    for (let i = start; i < end; i++) if (blob[from + i - start] !== bytes[i]) return false;
    return true;
  }

  private equals(id: number, key: string): boolean {
    const start = this.offsets[id] as number;
    const end = this.offsets[id + 1] as number;
    const blob = this.blob;
    if (end - start === key.length) {
      let i = 0;
      for (; i < key.length; i++) {
        const c = key.charCodeAt(i);
        if (c >= 0x80 || blob[start + i] !== c) break;
      }
      if (i === key.length) return true;
      if ((key.charCodeAt(i) as number) < 0x80) return false;
    }
    // Non-ASCII key: compare its UTF-8 bytes (rare in folded keys).
    const bytes = encoder.encode(key);
    if (bytes.length !== end - start) return false;
    for (let i = 0; i < bytes.length; i++) if (blob[start + i] !== bytes[i]) return false;
    return true;
  }

  private growSlots(): void {
    const size = this.slots.length; // twice the slot count: double it
    const slots = new Uint32Array(size * 2);
    const mask = size - 1;
    for (let id = 0; id < this.count; id++) {
      const h = this.hashes[id] as number;
      let slot = h & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = h;
      slots[2 * slot + 1] = id + 1;
    }
    this.slots = slots;
  }
}

/** FNV-1a of a string's UTF-8 bytes (equal to `hashBytes(encode(s))`), ASCII without encoding. */
export function utf8Hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      const bytes = encoder.encode(s);
      return hashBytes(bytes, 0, bytes.length);
    }
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h >>> 0;
}
