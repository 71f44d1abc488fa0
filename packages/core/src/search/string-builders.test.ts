import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StringDictBuilder, StringTableBuilder, utf8Hash } from "./string-builders.js";
import { buildStringDict, buildStringTable, hashBytes, lookup, stringAt } from "./strings.js";

// The last four are two pairs of words with the same FNV-1a hash.
const tricky = [
  "",
  "a",
  "é",
  "Ã©",
  "zürich",
  "zuerich",
  "日本",
  "😀",
  "\ud800",
  "a b",
  "x".repeat(3000),
  "costarring",
  "liquid",
  "declinate",
  "macallums",
];

describe("stringAt", () => {
  it("reads back what UTF-8 stores, short ASCII by hand and the rest by the decoder", () => {
    const roundTrip = (v: string) => new TextDecoder().decode(new TextEncoder().encode(v));
    const ascii = Array.from({ length: 20 }, (_, n) => "abcdefghijklmnopqrst".slice(0, n));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(...tricky, ...ascii, "müller", "abcdefghijk\u00e9")), {
          maxLength: 80,
        }),
        (values) => {
          const table = new StringTableBuilder();
          for (const v of values) table.add(v);
          const built = table.finish();
          for (const [id, v] of values.entries()) expect(stringAt(built, id)).toBe(roundTrip(v));
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe("string builders", () => {
  it("intern like buildStringDict: same ids, byte-identical arrays", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...tricky)), { maxLength: 300 }), (keys) => {
        const builder = new StringDictBuilder();
        const firstSeen: string[] = [];
        for (const key of keys) {
          const id = builder.id(key);
          const known = firstSeen.indexOf(key);
          expect(id).toBe(known >= 0 ? known : firstSeen.length);
          if (known < 0) firstSeen.push(key);
        }
        const built = builder.finishDict();
        const expected = buildStringDict(firstSeen);
        expect(built.blob).toEqual(expected.blob);
        expect(built.offsets).toEqual(expected.offsets);
        expect(built.slots).toEqual(expected.slots);
        for (const [id, key] of firstSeen.entries()) expect(lookup(built, key)).toBe(id);
      }),
      { numRuns: 60 },
    );
  });

  it("intern encoded keys (a feature batch's bytes and hashes) as they intern strings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom(...tricky)), fc.boolean()), {
          maxLength: 200,
        }),
        (keys) => {
          const strings = new StringDictBuilder();
          const mixed = new StringDictBuilder();
          for (const [key, encoded] of keys) {
            const bytes = new TextEncoder().encode(key);
            // A few bytes of padding around the key, as in a batch's shared blob.
            const blob = new Uint8Array([7, ...bytes, 9]);
            const id = encoded
              ? mixed.idOfBytes(blob, 1, 1 + bytes.length, hashBytes(bytes, 0, bytes.length))
              : mixed.id(key);
            expect(id).toBe(strings.id(key));
          }
          const [a, b] = [strings.finishDict(), mixed.finishDict()];
          expect(b.blob).toEqual(a.blob);
          expect(b.offsets).toEqual(a.offsets);
          expect(b.slots).toEqual(a.slots);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("tells keys of the same hash and length apart, as strings and as bytes", () => {
    const builder = new StringDictBuilder();
    const encoded = (key: string) => {
      const bytes = new TextEncoder().encode(key);
      return builder.idOfBytes(bytes, 0, bytes.length, hashBytes(bytes, 0, bytes.length));
    };
    expect([
      builder.id("declinate"),
      encoded("macallums"),
      encoded("declinate"),
      builder.id("macallums"),
    ]).toEqual([0, 1, 0, 1]);
  });

  it("keeps Latin-1 look-alikes of UTF-8 bytes apart", () => {
    const builder = new StringDictBuilder();
    expect(builder.ids(["é", "Ã©", "é", "Ã©"])).toEqual([0, 1, 0, 1]);
  });

  it("grows past its initial capacity", () => {
    const builder = new StringDictBuilder();
    const keys = Array.from({ length: 200_000 }, (_, i) => `k${i}`);
    for (const key of keys) builder.id(key);
    expect(builder.id("k123456")).toBe(123_456);
    expect(builder.size).toBe(keys.length);
    const dict = builder.finishDict();
    expect(dict.slots).toEqual(buildStringDict(keys).slots);
  });

  it("append tables like buildStringTable", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(...tricky)), { maxLength: 200 }),
        (values) => {
          const builder = new StringTableBuilder();
          for (const v of values) builder.add(v);
          const built = builder.finish();
          const expected = buildStringTable(values);
          expect(built.blob).toEqual(expected.blob);
          expect(built.offsets).toEqual(expected.offsets);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("hash UTF-8 without encoding ASCII, equal to hashing the bytes", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...tricky)), (s) => {
        const bytes = new TextEncoder().encode(s);
        expect(utf8Hash(s)).toBe(hashBytes(bytes, 0, bytes.length));
      }),
    );
  });
});
