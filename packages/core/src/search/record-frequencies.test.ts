import { describe, expect, it } from "vitest";
import { CountedWordStats } from "../testing/word-stats.js";
import { NameIndex } from "./name-index.js";
import { recordFrequencies } from "./record-frequencies.js";

/** Word → entries postings from rows of word ids. */
function postings(rows: number[][], words: number): { offsets: Uint32Array; data: Uint32Array } {
  const lists: number[][] = Array.from({ length: words }, () => []);
  rows.forEach((row, entry) => {
    for (const w of row) lists[w]?.push(entry);
  });
  const offsets = new Uint32Array(words + 1);
  lists.forEach((l, w) => {
    offsets[w + 1] = (offsets[w] as number) + l.length;
  });
  return { offsets, data: Uint32Array.from(lists.flat()) };
}

describe("word frequencies by record", () => {
  it("counts a word once per record, whatever the order of the entries", () => {
    // Entries 0 and 2 belong to record 7, entry 1 to record 3, entry 3 to record 9.
    const record = Uint32Array.from([7, 3, 7, 9]);
    const rows = [[0, 1], [0], [0, 1], [1]];
    const { records, wordDf } = recordFrequencies(record, postings(rows, 2));
    expect(records).toBe(3);
    expect(Array.from(wordDf)).toEqual([2, 2]);
  });

  it("counts records, in any order of the entries, as a brute-force count does", () => {
    // Deterministic pseudo-random rows: 2,000 entries of 1 to 3 entries per record, 50 words.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const record: number[] = [];
    const rows: number[][] = [];
    for (let r = 0; record.length < 2_000; r++) {
      for (let k = 0; k <= next(3); k++) {
        record.push(r);
        rows.push([...new Set(Array.from({ length: 1 + next(4) }, () => next(50)))]);
      }
    }
    const byWord = Array.from({ length: 50 }, () => new Set<number>());
    rows.forEach((row, e) => {
      for (const w of row) byWord[w]?.add(record[e] as number);
    });
    const { records, wordDf } = recordFrequencies(Uint32Array.from(record), postings(rows, 50));
    expect(records).toBe(new Set(record).size);
    expect(Array.from(wordDf)).toEqual(byWord.map((s) => s.size));
    // Stored in another order (as `entryOrder` stores them), a record's entries are apart.
    const order = record.map((_, e) => (e * 7919) % record.length);
    const moved = recordFrequencies(
      Uint32Array.from(order, (e) => record[e] as number),
      postings(
        order.map((e) => rows[e] as number[]),
        50,
      ),
    );
    expect(moved).toEqual({ records, wordDf });
  });

  it("renumbers sparse record numbers", () => {
    const record = Uint32Array.from([4_000_000_000, 4_000_000_000, 12]);
    const { records, wordDf } = recordFrequencies(record, postings([[0], [0], [0]], 1));
    expect(records).toBe(2);
    expect(Array.from(wordDf)).toEqual([2]);
  });

  it("weighs a company's language versions like one name", () => {
    const index = NameIndex.build([
      { record: 0, tag: 0, text: "Zolliker Treuhand AG" },
      { record: 0, tag: 0, text: "Zolliker Fiduciaire SA" },
      { record: 1, tag: 0, text: "Muster Treuhand AG" },
    ]);
    expect(index.size).toBe(3);
    expect(index.records).toBe(2);
    expect(index.documentFrequency("zolliker")).toBe(1);
    expect(index.documentFrequency("treuhand")).toBe(2);
    expect(index.stats.total).toBe(2);
  });

  it("the oracle's counts agree, and refuse records that are not grouped", () => {
    const stats = new CountedWordStats();
    stats.add(0, ["zolliker", "treuhand"]);
    stats.add(0, ["zolliker", "fiduciaire"]);
    stats.add(1, ["muster", "treuhand"]);
    expect([stats.total, stats.wordDf("zolliker"), stats.wordDf("treuhand")]).toEqual([2, 1, 2]);
    // "zoll" is a proper prefix of one word ("zolliker") of one record.
    expect(stats.affixDf("zoll")).toBe(1);
    expect(() => stats.add(0, ["late"])).toThrow(/not grouped/);
  });
});
