/** Snapshot and delta: a reloaded or layered index answers exactly like a fresh build. */
import { describe, expect, it } from "vitest";
import type { RegisteredCompany } from "../conflicts/company-register.js";
import { companyIndexInputs } from "../conflicts/company-register.js";
import { NORMALIZATION_VERSION } from "../normalize/index.js";
import { readingFingerprint } from "../similarity/concept-key.js";
import { wordWeight } from "../similarity/weights.js";
import { generateCompanies } from "../synthetic/generator.js";
import { generateQueries } from "../synthetic/queries.js";
import { textFeatures } from "./features.js";
import { decodeDelta, encodeDelta, LayeredIndex } from "./layered.js";
import type { IndexHit } from "./name-index.js";
import { NameIndex } from "./name-index.js";
import { signatureBit } from "./prefix-postings.js";
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_FORMAT } from "./snapshot.js";

const companies = generateCompanies({ count: 4000, seed: 99 });
const queries = generateQueries(companies, 120, 5).map((q) => textFeatures(q.name));

/** Search `index`, weighing words by `weigher`'s statistics (default: its own). */
function run(
  index: NameIndex | LayeredIndex,
  f: ReturnType<typeof textFeatures>,
  weigher: LayeredIndex | null = null,
): IndexHit[] {
  const source = weigher ?? index;
  const total = source instanceof LayeredIndex ? source.weightTotal : source.records;
  const tokenWeights = f.tokens.map((t) => wordWeight(source.documentFrequency(t), total));
  const stats = weigher ? weigher.base.stats : undefined;
  return index
    .search(stats ? { features: f, tokenWeights, stats } : { features: f, tokenWeights })
    .sort((a, b) => a.entry - b.entry);
}

describe("index snapshot", () => {
  const built = NameIndex.build(companyIndexInputs(companies));

  it("round-trips: the decoded index gives identical hits and texts", () => {
    const bytes = encodeSnapshot(built.data, { source: "test" });
    const { data, meta } = decodeSnapshot(bytes);
    expect(meta).toEqual({ source: "test" });
    const loaded = new NameIndex(data);
    expect(loaded.size).toBe(built.size);
    for (const f of queries) expect(run(loaded, f)).toEqual(run(built, f));
    expect(loaded.text(17)).toBe(built.text(17));
    expect(loaded.tokensOf(17)).toEqual(built.tokensOf(17));
  });

  it("round-trips an index built without texts: the same hits, no texts to read", () => {
    const bare = NameIndex.build(companyIndexInputs(companies), undefined, { texts: false });
    const loaded = new NameIndex(decodeSnapshot(encodeSnapshot(bare.data)).data);
    for (const f of queries) expect(run(loaded, f)).toEqual(run(built, f));
    expect(loaded.tokensOf(17)).toEqual(built.tokensOf(17));
    expect(() => loaded.text(17)).toThrow(/built without its texts/);
    expect(() => bare.norm(0)).toThrow(/built without its texts/);
    expect(bare.data.text.blob.length + bare.data.norm.blob.length).toBe(0);
  });

  it("loads from an unaligned buffer (copying once)", () => {
    const bytes = encodeSnapshot(built.data);
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const loaded = new NameIndex(decodeSnapshot(shifted.subarray(3)).data);
    expect(run(loaded, queries[0] as ReturnType<typeof textFeatures>)).toEqual(
      run(built, queries[0] as ReturnType<typeof textFeatures>),
    );
  });

  it("refuses bytes that are not a snapshot, or are truncated", () => {
    expect(() => decodeSnapshot(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toThrow(
      /not a name index snapshot/,
    );
    const bytes = encodeSnapshot(built.data);
    expect(() => decodeSnapshot(bytes.subarray(0, bytes.length - 64))).toThrow(/truncated/);
  });

  describe("refuses a corrupt snapshot with a plain Error naming the problem", () => {
    // Before, these surfaced as a SyntaxError, a TypeError or a RangeError from the views.
    const bytes = encodeSnapshot(NameIndex.build(companyIndexInputs(companies.slice(0, 50))).data);
    const section = (edit: Record<string, unknown>) =>
      withHeader(bytes, (h) => ({
        ...h,
        sections: (h.sections as { type: string }[]).map((s) => (s.type === "u32" ? { ...s, ...edit } : s)),
      }));
    const headerLength = (n: number) => {
      const copy = bytes.slice();
      new DataView(copy.buffer).setUint32(8, n, true);
      return copy;
    };
    it.each([
      ["the header cut off", bytes.subarray(0, 40), /^truncated snapshot$/],
      ["a header length past the end", headerLength(0xffff_ffff), /^truncated snapshot$/],
      ["an empty header", headerLength(0), /^corrupt snapshot: the header is not JSON$/],
      ["a header that is no object", withHeader(bytes, () => 5), /the header is not an object/],
      ["no meta", withHeader(bytes, (h) => ({ ...h, meta: null })), /meta is not an object/],
      [
        "a threshold that is no number",
        withHeader(bytes, (h) => ({ ...h, visualThreshold: "x" })),
        /visualThreshold/,
      ],
      ["sections that are no list", withHeader(bytes, (h) => ({ ...h, sections: 7 })), /a section is not/],
      ["a section at an unaligned offset", section({ offset: 1 }), /a section is not/],
      ["a section of an unknown type", section({ type: "u64" }), /a section is not/],
      ["a section of a negative length", section({ length: -1 }), /a section is not/],
      ["not bytes", "NSIX" as unknown as Uint8Array, /^not a name index snapshot$/],
      ["null", null as unknown as Uint8Array, /^not a name index snapshot$/],
    ])("%s", (_what, corrupt, message) => {
      const error = (() => {
        try {
          decodeSnapshot(corrupt);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).constructor).toBe(Error);
      expect((error as Error).message).toMatch(message);
    });
  });

  it.each([
    ["entryTokens.offsets", 0xffff_fff0],
    ["entryTrigrams.offsets", 0xffff_fff0],
    ["tokens.offsets", 0],
    ["vocabulary.edits.offsets", 0xffff_fff0],
  ])("refuses a corrupt offsets column (%s), which sent searches looping past its data", (name, value) => {
    const bytes = encodeSnapshot(NameIndex.build(companyIndexInputs(companies.slice(0, 50))).data).slice();
    const view = new DataView(bytes.buffer);
    const headerLength = view.getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as {
      sections: { name: string; offset: number; length: number }[];
    };
    const column = header.sections.find((x) => x.name === name);
    if (!column) throw new Error(`no section ${name}`);
    // One offset in the middle: far past the data, or back to 0 after rising.
    const at = ((12 + headerLength + 7) & ~7) + column.offset + 4 * Math.floor(column.length / 2);
    view.setUint32(at, value, true);
    expect(() => decodeSnapshot(bytes)).toThrow(
      new RegExp(`^corrupt snapshot: ${name.replaceAll(".", "\\.")} is not a rising list of offsets`),
    );
  });

  it.each([
    ["an entry given twice", (v: Uint32Array) => v.fill(v[0] as number, 1, 2)],
    ["an entry past the index", (v: Uint32Array) => v.fill(v.length, 0, 1)],
  ] as const)(
    "refuses an entryInput column that is no permutation (%s): hits would name other entries",
    (_what, rewrite) => {
      const bytes = encodeSnapshot(NameIndex.build(companyIndexInputs(companies.slice(0, 50))).data).slice();
      const view = new DataView(bytes.buffer);
      const headerLength = view.getUint32(8, true);
      const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as {
        sections: { name: string; offset: number; length: number }[];
      };
      const column = header.sections.find((x) => x.name === "entryInput");
      if (!column) throw new Error("no section entryInput");
      const base = (12 + headerLength + 7) & ~7;
      const values = new Uint32Array(bytes.buffer, base + column.offset, column.length);
      expect(decodeSnapshot(bytes.slice()).data.entryInput).toEqual(values);
      rewrite(values);
      expect(() => decodeSnapshot(bytes)).toThrow(
        /^corrupt snapshot: entryInput is not a permutation of the entries$/,
      );
    },
  );

  it.each([
    // A slot table whose size is no power of two: the helper session's bit flip (16 → 56), with
    // which the first search probed for ever and blocked the process.
    ["a size that is no power of two", (slots: Uint32Array) => slots.length + 40, null],
    // Every slot taken: no probe for a missing string meets an empty one.
    ["no empty slot", null, (slots: Uint32Array) => slots.fill(1)],
    ["an entry past the strings", null, (slots: Uint32Array) => slots.fill(0xffff, 0, 1)],
  ] as const)("refuses a corrupt dictionary slot table (%s)", (_what, resize, rewrite) => {
    const bytes = encodeSnapshot(NameIndex.build(companyIndexInputs(companies.slice(0, 50))).data).slice();
    const view = new DataView(bytes.buffer);
    const headerLength = view.getUint32(8, true);
    const headerText = new TextDecoder().decode(bytes.subarray(12, 12 + headerLength));
    const header = JSON.parse(headerText) as { sections: { name: string; offset: number; length: number }[] };
    const column = header.sections.find((x) => x.name === "tokens.slots");
    if (!column) throw new Error("no section tokens.slots");
    const base = (12 + headerLength + 7) & ~7;
    const slots = new Uint32Array(bytes.buffer, base + column.offset, column.length);
    let corrupt = bytes;
    if (rewrite) rewrite(slots);
    if (resize) {
      // The same header length, another section length (the section still lies within the file).
      const from = `"name":"tokens.slots","type":"u32","offset":${column.offset},"length":${column.length}`;
      const to = from.replace(`"length":${column.length}`, `"length":${resize(slots)}`);
      const text = headerText.replace(from, to).padEnd(headerText.length, " ");
      corrupt = bytes.slice();
      if (new TextEncoder().encode(text).length !== headerLength) throw new Error("header length changed");
      corrupt.set(new TextEncoder().encode(text), 12);
    }
    expect(() => decodeSnapshot(corrupt)).toThrow(/^corrupt snapshot: tokens\.slots /);
  });

  it.each([
    ["trigramPostingSignature", "u32"],
    ["trigramPostingSize", "u8"],
    ["trigramPostingPos", "u8"],
    ["entryInput", "u32"],
  ])("refuses a column shorter than the rows it stands beside (%s)", (name) => {
    const bytes = encodeSnapshot(NameIndex.build(companyIndexInputs(companies.slice(0, 50))).data);
    const short = withHeader(bytes, (h) => ({
      ...h,
      sections: (h.sections as { name: string; length: number }[]).map((s) =>
        s.name === name ? { ...s, length: s.length - 1 } : s,
      ),
    }));
    expect(() => decodeSnapshot(short)).toThrow(
      new RegExp(`^corrupt snapshot: ${name} has \\d+ values, expected \\d+$`),
    );
  });

  it("refuses a snapshot of an older format (format 2 postings were not ordered by position)", () => {
    const bytes = encodeSnapshot(built.data).slice();
    new DataView(bytes.buffer).setUint32(4, SNAPSHOT_FORMAT - 1, true);
    expect(() => decodeSnapshot(bytes)).toThrow(new RegExp(`snapshot format ${SNAPSHOT_FORMAT - 1}`));
  });

  it("refuses a snapshot whose keys another normalisation version made", () => {
    const bytes = encodeSnapshot(built.data).slice();
    const field = new TextEncoder().encode(`"normalization":"${NORMALIZATION_VERSION}"`);
    const at = indexOf(bytes, field);
    expect(at).toBeGreaterThan(0);
    // The same length, another version: "1.1.3" → "0.1.3".
    bytes[at + field.length - 1 - NORMALIZATION_VERSION.length] = "0".charCodeAt(0);
    expect(() => decodeSnapshot(bytes)).toThrow(/snapshot of normalisation 0\./);
  });

  it("refuses a snapshot whose concept keys another lexicon made", () => {
    const bytes = encodeSnapshot(built.data).slice();
    const field = new TextEncoder().encode(`"reading":"${readingFingerprint()}"`);
    const at = indexOf(bytes, field);
    expect(at).toBeGreaterThan(0);
    // The same length, another fingerprint: its first hex digit changed.
    const first = at + '"reading":"'.length;
    bytes[first] = bytes[first] === "0".charCodeAt(0) ? "1".charCodeAt(0) : "0".charCodeAt(0);
    expect(() => decodeSnapshot(bytes)).toThrow(/snapshot of lexicon [0-9a-f]{8}, expected/);
  });

  it("orders each trigram's postings by entry size, then position, then entry, each with its entry's signature", () => {
    const {
      trigramPostings: postings,
      trigramPostingSize: size,
      trigramPostingPos: pos,
      trigramPostingSignature: signature,
    } = built.data;
    const rows = built.data.entryTrigrams;
    // The entry's 64-bit signature: the bit of each of its trigrams, in two words.
    const signatureOf = (e: number): [number, number] => {
      const words: [number, number] = [0, 0];
      for (let p = rows.offsets[e] as number; p < (rows.offsets[e + 1] as number); p++) {
        const bit = signatureBit(rows.data[p] as number);
        words[bit >> 5] = ((words[bit >> 5] as number) | (1 << (bit & 31))) >>> 0;
      }
      return words;
    };
    let checked = 0;
    for (let id = 0; id + 1 < postings.offsets.length; id++) {
      for (let p = postings.offsets[id] as number; p < (postings.offsets[id + 1] as number); p++) {
        const e = postings.data[p] as number;
        const start = rows.offsets[e] as number;
        expect(size[p]).toBe(Math.min(255, (rows.offsets[e + 1] as number) - start));
        expect(rows.data[start + (pos[p] as number)]).toBe(id);
        expect([signature[2 * p], signature[2 * p + 1]]).toEqual(signatureOf(e));
        if (p === postings.offsets[id]) continue;
        const key = (q: number): [number, number, number] => {
          const f = postings.data[q] as number; // true size: the stored one is capped at 255
          return [(rows.offsets[f + 1] as number) - (rows.offsets[f] as number), pos[q] as number, f];
        };
        const [s0, p0, e0] = key(p - 1);
        const [s1, p1, e1] = key(p);
        expect(s0 < s1 || (s0 === s1 && (p0 < p1 || (p0 === p1 && e0 < e1)))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("index delta", () => {
  // Change the register: drop every 10th company, rename every 7th, add 50 new ones.
  const added = generateCompanies({ count: 60, seed: 123, firstUid: 90_000_000 });
  const changed: RegisteredCompany[] = companies.map((c, i) =>
    i % 7 === 0
      ? { ...c, names: [{ name: `${c.names[0]?.name ?? ""} Nova`, language: "de", kind: "main" }] }
      : c,
  );
  const removed = new Set(companies.map((_, i) => i).filter((i) => i % 10 === 0));
  const touchedRecords = companies.map((_, i) => i).filter((i) => removed.has(i) || i % 7 === 0);
  const finalCompanies = [...changed, ...added];
  const live = (record: number) => !removed.has(record);

  it("base + delta + tombstones finds exactly the names a fresh build finds", () => {
    const deltaInputs = [
      ...companyIndexInputs(changed).filter((x) => x.record % 7 === 0 && live(x.record)),
      ...companyIndexInputs(added, (i) => companies.length + i),
    ];
    const delta = decodeDelta(encodeDelta({ added: deltaInputs, removedRecords: touchedRecords }));
    const layered = new LayeredIndex(NameIndex.build(companyIndexInputs(companies)), delta);
    const fresh = NameIndex.build(companyIndexInputs(finalCompanies).filter((x) => live(x.record)));
    const key = (h: IndexHit, texts: (e: number) => string) =>
      `${h.record}|${texts(h.entry)}|${h.classes}|${h.visualScore}|${h.overlapWeight}|${h.editWeight}|${h.soundWeight}|${h.elementWeight}`;
    for (const f of [...queries, ...added.slice(0, 20).map((c) => textFeatures(c.names[0]?.name ?? ""))]) {
      // Word weights (and so the partial classes' bound) come from the base until the next
      // rebuild: the fresh build is asked with the base's statistics and query weights.
      const got = run(layered, f)
        .map((h) => key(h, (e) => layered.text(e)))
        .sort();
      const want = run(fresh, f, layered)
        .map((h) => key(h, (e) => fresh.text(e)))
        .sort();
      expect(got).toEqual(want);
    }
  });

  it("rejects bytes that are not a delta", () => {
    expect(() => decodeDelta(new TextEncoder().encode("{}"))).toThrow(/not an index delta/);
    // Truncated bytes were a SyntaxError; a malformed entry was accepted and failed the build.
    const bytes = encodeDelta({ added: [{ record: 0, tag: 0, text: "Alpha AG" }], removedRecords: [1] });
    expect(() => decodeDelta(bytes.subarray(0, bytes.length - 2))).toThrow(/^not an index delta$/);
    const noText = { format: 1, added: [{ record: 0, tag: 0 }], removedRecords: [] };
    expect(() => decodeDelta(new TextEncoder().encode(JSON.stringify(noText)))).toThrow(
      /^not an index delta$/,
    );
  });
});

/** First position of `needle` in `bytes`, or -1. */
/** `bytes` with its JSON header replaced by `edit(header)`, the sections moved to follow it. */
function withHeader(bytes: Uint8Array, edit: (header: Record<string, unknown>) => unknown): Uint8Array {
  const align = (n: number) => (n + 7) & ~7;
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + length)));
  const json = new TextEncoder().encode(JSON.stringify(edit(header)));
  const sections = bytes.subarray(align(12 + length));
  const out = new Uint8Array(align(12 + json.length) + sections.length);
  out.set(bytes.subarray(0, 8));
  new DataView(out.buffer).setUint32(8, json.length, true);
  out.set(json, 12);
  out.set(sections, align(12 + json.length));
  return out;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
