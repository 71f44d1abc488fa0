/**
 * Index snapshot: `NameIndexData` as one byte array, loaded without parsing.
 *
 * Layout: "NSIX" magic, u32 format version, u32 header length, a JSON header listing the
 * sections (name, element type, byte offset, element count), then each typed array at an
 * 8-byte-aligned offset. Decoding makes views into the given buffer (no copy) when it is
 * aligned, so loading 1.2M names costs little more than reading the file.
 */
import { NORMALIZATION_VERSION } from "../normalize/index.js";
import { readingFingerprint } from "../similarity/concept-key.js";
import type { Csr } from "./csr.js";
import type { NameIndexData } from "./index-data.js";
import type { StringDict, StringTable } from "./strings.js";
import type { HashedTable, VocabularyTables } from "./vocabulary.js";
import { VOCABULARY_TABLES } from "./vocabulary.js";

/**
 * Version of the snapshot layout; bump when `NameIndexData` changes (3: V postings by position
 * within a size; 4: no core table, 16-bit trigram rows; 5: concept keys of class T and the
 * partial classes' vocabulary tables; 6: phonetic keys of a core with its digits spelled out, so
 * a snapshot built before them is rebuilt, not searched without them; 7: 16-bit key hashes in
 * the vocabulary tables; 8: the words in prefix and suffix order instead of the affix table; 9:
 * the letter sets of the segment table; 10: the sorted letters of each word in the edit table;
 * 12: each trigram posting's entry signature; 13: entries stored in `entryOrder`, so an older
 * file, still exact, is rebuilt for the faster layout; 14: texts and norms by input position,
 * which a format-13 file holds in the stored order; 15: the keys of two edits in a short coined
 * word in the edit table; 16: a second sound code for words with "cc" before e, i or y in the
 * sound table).
 */
export const SNAPSHOT_FORMAT = 16;
const MAGIC = [0x4e, 0x53, 0x49, 0x58]; // "NSIX"

type Section = { name: string; type: "u8" | "u16" | "u32" | "f64"; offset: number; length: number };
type Column = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** Serialise index data (plus caller metadata, e.g. a source version) to bytes. */
export function encodeSnapshot(data: NameIndexData, meta: Record<string, unknown> = {}): Uint8Array {
  const arrays = flatten(data);
  const sections: Section[] = [];
  let offset = 0;
  for (const [name, array] of arrays) {
    const type =
      array instanceof Uint8Array
        ? "u8"
        : array instanceof Uint16Array
          ? "u16"
          : array instanceof Uint32Array
            ? "u32"
            : "f64";
    sections.push({ name, type, offset, length: array.length });
    offset = align(offset + array.byteLength);
  }
  const header = new TextEncoder().encode(
    JSON.stringify({
      meta,
      normalization: NORMALIZATION_VERSION,
      reading: readingFingerprint(),
      visualThreshold: data.visualThreshold,
      sections,
    }),
  );
  const base = align(12 + header.length);
  const out = new Uint8Array(base + offset);
  out.set(MAGIC, 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, SNAPSHOT_FORMAT, true);
  view.setUint32(8, header.length, true);
  out.set(header, 12);
  for (let i = 0; i < arrays.length; i++) {
    const array = (arrays[i] as [string, Column])[1];
    out.set(
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
      base + (sections[i] as Section).offset,
    );
  }
  return out;
}

/**
 * Read a snapshot. Throws on a wrong magic or format version, keys of another normalisation
 * version (rebuild from the register then: the stored keys would not match a query's), or a
 * truncated or corrupt snapshot.
 */
export function decodeSnapshot(bytes: Uint8Array): { data: NameIndexData; meta: Record<string, unknown> } {
  if (!(bytes instanceof Uint8Array) || bytes.length < 12 || MAGIC.some((b, i) => bytes[i] !== b))
    throw new Error("not a name index snapshot");
  // Typed-array views need aligned offsets; copy once if the buffer is not.
  const buf = bytes.byteOffset % 8 === 0 ? bytes : bytes.slice();
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const format = view.getUint32(4, true);
  if (format !== SNAPSHOT_FORMAT) throw new Error(`snapshot format ${format}, expected ${SNAPSHOT_FORMAT}`);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > buf.length) throw new Error("truncated snapshot");
  const header = headerOf(buf.subarray(12, 12 + headerLength));
  const base = align(12 + headerLength);
  const arrays = new Map<string, Column>();
  for (const s of header.sections) {
    const at = buf.byteOffset + base + s.offset;
    if (base + s.offset + s.length * WIDTH[s.type] > buf.length) throw new Error("truncated snapshot");
    arrays.set(
      s.name,
      s.type === "u8"
        ? new Uint8Array(buf.buffer, at, s.length)
        : s.type === "u16"
          ? new Uint16Array(buf.buffer, at, s.length)
          : s.type === "u32"
            ? new Uint32Array(buf.buffer, at, s.length)
            : new Float64Array(buf.buffer, at, s.length),
    );
  }
  return { data: unflatten(arrays, header.visualThreshold), meta: header.meta };
}

// --- Internal helpers ---

const TABLES = ["text", "norm"] as const;
const DICTS = ["sameAs", "phonetic", "concepts", "tokens", "tokenSets"] as const;
const WIDTH = { u8: 1, u16: 2, u32: 4, f64: 8 } as const;
const CSRS = [
  "sameAsPostings",
  "phoneticPostings",
  "conceptPostings",
  "entryTokens",
  "tokenPostings",
  "tokenSetPostings",
  "trigramPostings",
] as const;

const HASHED_FIELDS = ["offsets", "high", "ids", "letters"] as const;

function align(n: number): number {
  return (n + 7) & ~7;
}

type Header = {
  meta: Record<string, unknown>;
  visualThreshold: number;
  sections: Section[];
};

/**
 * The parsed header, checked: corrupt bytes would otherwise surface as a SyntaxError, a
 * TypeError, or a RangeError from a typed-array view at an unaligned offset.
 */
function headerOf(bytes: Uint8Array): Header {
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Error("corrupt snapshot: the header is not JSON");
  }
  if (!isObject(header)) throw new Error("corrupt snapshot: the header is not an object");
  if (header.normalization !== NORMALIZATION_VERSION) {
    throw new Error(
      `snapshot of normalisation ${header.normalization ?? "before 1.1.2"}, expected ${NORMALIZATION_VERSION}`,
    );
  }
  if (header.reading !== readingFingerprint()) {
    throw new Error(
      `snapshot of lexicon ${header.reading ?? "unknown"}, expected ${readingFingerprint()} (its concept keys are stale)`,
    );
  }
  const { meta, visualThreshold, sections } = header;
  if (!isObject(meta)) throw new Error("corrupt snapshot: meta is not an object");
  if (typeof visualThreshold !== "number" || !(visualThreshold >= 0 && visualThreshold <= 1))
    throw new Error("corrupt snapshot: visualThreshold is not a number from 0 to 1");
  if (!Array.isArray(sections) || !sections.every(isSection))
    throw new Error("corrupt snapshot: a section is not { name, type, offset, length } at an aligned offset");
  return { meta, visualThreshold, sections };
}

function isSection(s: unknown): s is Section {
  if (!isObject(s) || typeof s.name !== "string" || !Object.hasOwn(WIDTH, s.type as string)) return false;
  const width = WIDTH[s.type as Section["type"]];
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  return count(s.offset) && count(s.length) && (s.offset as number) % width === 0;
}

/**
 * The slots of a dictionary of `count` strings, checked as `lookup` needs them: a power-of-two
 * size at least twice the count and every entry a string id + 1, so a probe always meets an
 * empty slot. A corrupt size made `lookup` probe for ever, blocking the process.
 */
function slotTable(name: string, slots: Uint32Array, count: number): Uint32Array {
  const size = slots.length;
  if (size < 2 * count || size === 0 || (size & (size - 1)) !== 0) {
    throw new Error(`corrupt snapshot: ${name} has ${size} slots for ${count} strings`);
  }
  let used = 0;
  for (let i = 0; i < size; i++) {
    const entry = slots[i] as number;
    if (entry > count) throw new Error(`corrupt snapshot: ${name} points past its ${count} strings`);
    if (entry !== 0) used++;
  }
  if (used !== count) throw new Error(`corrupt snapshot: ${name} holds ${used} of its ${count} strings`);
  return slots;
}

/** The offsets column `name`, checked to rise from 0 and stay within `length`; else a corrupt snapshot. */
function bounded(name: string, offsets: Uint32Array, length: number): Uint32Array {
  let previous = 0;
  for (let i = 0; i < offsets.length; i++) {
    const at = offsets[i] as number;
    if (at < previous || at > length || (i === 0 && at !== 0)) {
      throw new Error(`corrupt snapshot: ${name} is not a rising list of offsets within its data`);
    }
    previous = at;
  }
  return offsets;
}

/** `values` when it holds each of 0 to its length − 1 once (hits report entries through it). */
function permutation(name: string, values: Uint32Array): Uint32Array {
  const seen = new Uint8Array(values.length);
  for (const v of values) {
    if (v >= values.length || seen[v] === 1) {
      throw new Error(`corrupt snapshot: ${name} is not a permutation of the entries`);
    }
    seen[v] = 1;
  }
  return values;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function flatten(d: NameIndexData): [string, Column][] {
  const out: [string, Column][] = [
    ["trigramKeys", d.trigramKeys],
    ["trigramPostingSize", d.trigramPostingSize],
    ["trigramPostingPos", d.trigramPostingPos],
    ["trigramPostingSignature", d.trigramPostingSignature],
    ["record", d.record],
    ["tag", d.tag],
    ["entryInput", d.entryInput],
  ];
  for (const k of TABLES) out.push([`${k}.blob`, d[k].blob], [`${k}.offsets`, d[k].offsets]);
  for (const k of DICTS)
    out.push([`${k}.blob`, d[k].blob], [`${k}.offsets`, d[k].offsets], [`${k}.slots`, d[k].slots]);
  for (const k of CSRS) out.push([`${k}.offsets`, d[k].offsets], [`${k}.data`, d[k].data]);
  out.push(["entryTrigrams.offsets", d.entryTrigrams.offsets], ["entryTrigrams.data", d.entryTrigrams.data]);
  for (const k of VOCABULARY_TABLES) {
    const t = d.vocabulary[k];
    for (const f of HASHED_FIELDS) out.push([`vocabulary.${k}.${f}`, t[f]]);
  }
  const { prefix, suffix } = d.vocabulary.affixes;
  out.push(["vocabulary.affixes.prefix", prefix], ["vocabulary.affixes.suffix", suffix]);
  return out;
}

function unflatten(a: Map<string, Column>, visualThreshold: number): NameIndexData {
  const u8 = (name: string): Uint8Array => {
    const v = a.get(name);
    if (!(v instanceof Uint8Array)) throw new Error(`snapshot section ${name} missing`);
    return v;
  };
  const u32 = (name: string): Uint32Array => {
    const v = a.get(name);
    if (!(v instanceof Uint32Array)) throw new Error(`snapshot section ${name} missing`);
    return v;
  };
  const u16 = (name: string): Uint16Array => {
    const v = a.get(name);
    if (!(v instanceof Uint16Array)) throw new Error(`snapshot section ${name} missing`);
    return v;
  };
  const f64 = (name: string): Float64Array => {
    const v = a.get(name);
    if (!(v instanceof Float64Array)) throw new Error(`snapshot section ${name} missing`);
    return v;
  };
  const ids = (name: string): Uint16Array | Uint32Array => {
    const v = a.get(name);
    if (!(v instanceof Uint16Array || v instanceof Uint32Array))
      throw new Error(`snapshot section ${name} missing`);
    return v;
  };
  // Every offsets column indexes its data: a corrupt one would send a search's loops billions of
  // places past the end, so each is checked once at load (a pass over the offsets, not the data).
  const offsets = (name: string, length: number): Uint32Array => bounded(name, u32(name), length);
  const table = (k: string): StringTable => {
    const blob = u8(`${k}.blob`);
    return { blob, offsets: offsets(`${k}.offsets`, blob.length) };
  };
  const dict = (k: string): StringDict => {
    const strings = table(k);
    return { ...strings, slots: slotTable(`${k}.slots`, u32(`${k}.slots`), strings.offsets.length - 1) };
  };
  // A column kept beside another (one value or two per posting) must be as long as that one.
  const beside = <T extends Column>(name: string, read: (name: string) => T, length: number): T => {
    const v = read(name);
    if (v.length !== length)
      throw new Error(`corrupt snapshot: ${name} has ${v.length} values, expected ${length}`);
    return v;
  };
  const csr = (k: string): Csr => {
    const data = u32(`${k}.data`);
    return { offsets: offsets(`${k}.offsets`, data.length), data };
  };
  const hashed = (k: string): HashedTable => {
    const ids = u32(`${k}.ids`);
    return {
      offsets: offsets(`${k}.offsets`, ids.length),
      high: u16(`${k}.high`),
      letters: u32(`${k}.letters`),
      ids,
    };
  };
  const entryTrigramData = ids("entryTrigrams.data");
  const trigramPostings = csr("trigramPostings");
  const record = u32("record");
  return {
    visualThreshold,
    record,
    tag: u8("tag"),
    entryInput: permutation("entryInput", beside("entryInput", u32, record.length)),
    text: table("text"),
    norm: table("norm"),
    sameAs: dict("sameAs"),
    sameAsPostings: csr("sameAsPostings"),
    concepts: dict("concepts"),
    conceptPostings: csr("conceptPostings"),
    phonetic: dict("phonetic"),
    phoneticPostings: csr("phoneticPostings"),
    tokens: dict("tokens"),
    entryTokens: csr("entryTokens"),
    tokenPostings: csr("tokenPostings"),
    tokenSets: dict("tokenSets"),
    tokenSetPostings: csr("tokenSetPostings"),
    trigramKeys: f64("trigramKeys"),
    trigramPostingSize: beside("trigramPostingSize", u8, trigramPostings.data.length),
    trigramPostingPos: beside("trigramPostingPos", u8, trigramPostings.data.length),
    entryTrigrams: {
      offsets: offsets("entryTrigrams.offsets", entryTrigramData.length),
      data: entryTrigramData,
    },
    trigramPostings,
    trigramPostingSignature: beside("trigramPostingSignature", u32, 2 * trigramPostings.data.length),
    vocabulary: {
      ...(Object.fromEntries(VOCABULARY_TABLES.map((k) => [k, hashed(`vocabulary.${k}`)])) as Record<
        (typeof VOCABULARY_TABLES)[number],
        HashedTable
      >),
      affixes: { prefix: u32("vocabulary.affixes.prefix"), suffix: u32("vocabulary.affixes.suffix") },
    } satisfies VocabularyTables,
  };
}
