/**
 * Building the index arrays (`NameIndexData`) from texts.
 *
 * Layout (all typed arrays, see docs/conflict-search.md):
 * - E: same-as key dictionary → entries; P: phonetic key dictionary → entries.
 * - S: token dictionary → entries; entry → token ids (ascending); token-set dictionary (the
 *   sorted distinct words of a core, space-joined) → entries, probed with every subset of a
 *   short query.
 * - V: trigram ids are numbered by rarity (ascending document frequency), so every entry row
 *   (entry → trigram ids, ascending) is in rarity order. The inverted postings hold each entry
 *   only under its *prefix*: its rarest b − o_min(b) + 1 trigrams, where o_min(b) is the least
 *   overlap any query can need with a size-b entry at the build threshold. Two sets with
 *   overlap ≥ o share their rarest common trigram inside both prefixes (AllPairs), so probing
 *   the query's prefix against these postings is lossless, and common trigrams ("er ", "  s")
 *   have short lists. Postings are sorted by entry size for the size filter.
 */

import { minOverlap, sizeRange, trigramKeysOf, VISUAL_THRESHOLD } from "../similarity/trigrams.js";
import type { Csr } from "./csr.js";
import { CsrBuilder, invert } from "./csr.js";
import { baseFeatures } from "./features.js";
import type { StringDict, StringTable } from "./strings.js";
import { buildStringDict, buildStringTable } from "./strings.js";

/** One text to index. */
export interface IndexInput {
  /** Caller's record number (company, trademark); several entries may share one. */
  record: number;
  /** Caller-defined flags (0..255). */
  tag: number;
  text: string;
}

/** The stored arrays of an index (what a snapshot holds). */
export interface NameIndexData {
  /** Dice threshold the trigram prefixes were built for; queries may use it or a higher one. */
  visualThreshold: number;
  record: Uint32Array;
  tag: Uint8Array;
  /** Original text, nameNorm and nameCore of each entry. */
  text: StringTable;
  norm: StringTable;
  core: StringTable;
  sameAs: StringDict;
  sameAsPostings: Csr;
  phonetic: StringDict;
  phoneticPostings: Csr;
  tokens: StringDict;
  entryTokens: Csr;
  tokenPostings: Csr;
  tokenSets: StringDict;
  tokenSetPostings: Csr;
  /** Trigram key (see `trigramKey`) of each trigram id; ids in rarity order (id 0 = rarest). */
  trigramKeys: Float64Array;
  entryTrigrams: Csr;
  /** Per trigram, the entries having it in their prefix, sorted by trigram count, then id. */
  trigramPostings: Csr;
  /**
   * Beside each trigram posting: the entry's trigram count and the trigram's position in the
   * entry's row, both capped at 255, so the size and positional filters need no random access.
   */
  trigramPostingSize: Uint8Array;
  trigramPostingPos: Uint8Array;
}

/** Build the index arrays from texts. Entry ids are positions in `inputs`. */
export function buildIndexData(
  inputs: readonly IndexInput[],
  visualThreshold: number = VISUAL_THRESHOLD,
): NameIndexData {
  const n = inputs.length;
  const record = new Uint32Array(n);
  const tag = new Uint8Array(n);
  const originals: string[] = new Array(n);
  const norms: string[] = new Array(n);
  const cores: string[] = new Array(n);
  const sameAs = new Interner();
  const phonetic = new Interner();
  const tokens = new Interner();
  const tokenSets = new Interner();
  const trigrams = new KeyInterner();
  const fSame = new CsrBuilder();
  const fPhon = new CsrBuilder();
  const fTok = new CsrBuilder();
  const fSet = new CsrBuilder();
  const fTri = new CsrBuilder();
  const keys: number[] = [];

  for (let i = 0; i < n; i++) {
    const input = inputs[i] as IndexInput;
    const f = baseFeatures(input.text);
    record[i] = input.record;
    tag[i] = input.tag;
    originals[i] = input.text;
    norms[i] = f.normalized.nameNorm;
    cores[i] = f.normalized.nameCore;
    fSame.push(sameAs.ids(f.sameAsKeys));
    fPhon.push(phonetic.ids(f.phoneticKeys));
    fTok.push(tokens.ids(f.tokens).sort((a, b) => a - b));
    fSet.push(f.tokens.length > 0 ? tokenSets.ids([f.tokens.join(" ")]) : []);
    fTri.push(trigrams.keyIds(trigramKeysOf(f.tokens, keys)));
  }

  const entryTokens = fTok.finish();
  const { keys: trigramKeys, rows: entryTrigrams } = byRarity(fTri.finish(), trigrams.values);
  const prefixes = prefixRows(entryTrigrams, visualThreshold);
  const trigramPostings = invert(prefixes, trigrams.values.length, orderBySize(entryTrigrams));
  const { size: trigramPostingSize, pos: trigramPostingPos } = postingFacts(trigramPostings, entryTrigrams);
  return {
    visualThreshold,
    record,
    tag,
    text: buildStringTable(originals),
    norm: buildStringTable(norms),
    core: buildStringTable(cores),
    sameAs: buildStringDict(sameAs.values),
    sameAsPostings: invert(fSame.finish(), sameAs.values.length),
    phonetic: buildStringDict(phonetic.values),
    phoneticPostings: invert(fPhon.finish(), phonetic.values.length),
    tokens: buildStringDict(tokens.values),
    entryTokens,
    tokenPostings: invert(entryTokens, tokens.values.length),
    tokenSets: buildStringDict(tokenSets.values),
    tokenSetPostings: invert(fSet.finish(), tokenSets.values.length),
    trigramKeys,
    entryTrigrams,
    trigramPostings,
    trigramPostingSize,
    trigramPostingPos,
  };
}

/** Prefix length of a size-b entry: b − o_min(b) + 1 (o_min over every query size that can match). */
export function entryPrefixLength(b: number, threshold: number): number {
  // One size below the smallest admissible query size: a safety margin against rounding.
  const aMin = Math.max(1, sizeRange(b, threshold)[0] - 1);
  return b - minOverlap(aMin, b, threshold) + 1;
}

// --- Internal helpers ---

/**
 * Assigns dense ids to strings in first-seen order. An own open-addressing table (FNV-1a over
 * code units) instead of a Map: with millions of keys it is several times faster to build.
 */
class Interner {
  readonly values: string[] = [];
  private slots = new Int32Array(1 << 16).fill(-1);
  private hashes: number[] = [];

  ids(keys: readonly string[]): number[] {
    const out = new Array<number>(keys.length);
    for (let i = 0; i < keys.length; i++) out[i] = this.id(keys[i] as string);
    return out;
  }

  private id(key: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h >>>= 0;
    const mask = this.slots.length - 1;
    let slot = h & mask;
    for (;;) {
      const id = this.slots[slot] as number;
      if (id < 0) break;
      if (this.hashes[id] === h && this.values[id] === key) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.values.length;
    this.values.push(key);
    this.hashes.push(h);
    this.slots[slot] = id;
    if (this.values.length * 2 > this.slots.length) this.grow();
    return id;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let id = 0; id < this.values.length; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while ((this.slots[slot] as number) >= 0) slot = (slot + 1) & mask;
      this.slots[slot] = id;
    }
  }
}

/** Assigns dense ids to trigram keys: a direct table for ASCII trigrams, a map for the rest. */
class KeyInterner {
  readonly values: number[] = [];
  private readonly ascii = new Int32Array(128 * 128 * 128).fill(-1);
  private readonly map = new Map<number, number>();

  keyIds(keys: readonly number[]): number[] {
    const out = new Array<number>(keys.length);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as number;
      const c = key % 65536;
      const b = ((key - c) / 65536) % 65536;
      const a = Math.floor(key / 4294967296);
      const slot = a < 128 && b < 128 && c < 128 ? (a * 128 + b) * 128 + c : -1;
      let id = slot >= 0 ? (this.ascii[slot] as number) : (this.map.get(key) ?? -1);
      if (id < 0) {
        id = this.values.length;
        this.values.push(key);
        if (slot >= 0) this.ascii[slot] = id;
        else this.map.set(key, id);
      }
      out[i] = id;
    }
    return out;
  }
}

/** Renumber trigrams by ascending document frequency (ties by first appearance); rows sorted ascending. */
function byRarity(rows: Csr, values: readonly number[]): { keys: Float64Array; rows: Csr } {
  const df = new Uint32Array(values.length);
  for (let i = 0; i < rows.data.length; i++) {
    const id = rows.data[i] as number;
    df[id] = (df[id] as number) + 1;
  }
  const order = Uint32Array.from(values.keys()).sort(
    (x, y) => (df[x] as number) - (df[y] as number) || x - y,
  );
  const rank = new Uint32Array(values.length);
  order.forEach((old, r) => {
    rank[old] = r;
  });
  const data = rows.data.map((id) => rank[id] as number);
  for (let e = 0; e + 1 < rows.offsets.length; e++)
    data.subarray(rows.offsets[e], rows.offsets[e + 1]).sort();
  return {
    keys: Float64Array.from(order, (old) => values[old] as number),
    rows: { offsets: rows.offsets, data },
  };
}

/** Entry size and position of the trigram in the entry's row, for every trigram posting (capped at 255). */
function postingFacts(postings: Csr, rows: Csr): { size: Uint8Array; pos: Uint8Array } {
  const size = new Uint8Array(postings.data.length);
  const pos = new Uint8Array(postings.data.length);
  for (let id = 0; id + 1 < postings.offsets.length; id++) {
    for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
      const e = postings.data[p] as number;
      const start = rows.offsets[e] as number;
      size[p] = Math.min(255, (rows.offsets[e + 1] as number) - start);
      // Prefix positions are small; the row is short: a linear scan is fine at build time.
      let j = 0;
      while (rows.data[start + j] !== id) j++;
      pos[p] = Math.min(255, j);
    }
  }
  return { size, pos };
}

/** Each entry's rarest `entryPrefixLength` trigrams. */
function prefixRows(rows: Csr, threshold: number): Csr {
  const out = new CsrBuilder();
  for (let e = 0; e + 1 < rows.offsets.length; e++) {
    const start = rows.offsets[e] as number;
    const b = (rows.offsets[e + 1] as number) - start;
    out.push(rows.data.subarray(start, start + Math.min(b, entryPrefixLength(b, threshold))));
  }
  return out.finish();
}

/** Entry ids sorted by row length, then id (a stable counting sort). */
function orderBySize(rows: Csr): Uint32Array {
  const n = rows.offsets.length - 1;
  let max = 0;
  for (let i = 0; i < n; i++)
    max = Math.max(max, (rows.offsets[i + 1] as number) - (rows.offsets[i] as number));
  const start = new Uint32Array(max + 2);
  for (let i = 0; i < n; i++) {
    const s = (rows.offsets[i + 1] as number) - (rows.offsets[i] as number) + 1;
    start[s] = (start[s] as number) + 1;
  }
  for (let s = 0; s <= max; s++) start[s + 1] = (start[s + 1] as number) + (start[s] as number);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const size = (rows.offsets[i + 1] as number) - (rows.offsets[i] as number);
    order[start[size] as number] = i;
    start[size] = (start[size] as number) + 1;
  }
  return order;
}
