/** Entries stored by their rarest words, and every per-entry row moved with its entry. */
import { describe, expect, it } from "vitest";
import { companyIndexInputs } from "../conflicts/company-register.js";
import { generateCompanies } from "../synthetic/generator.js";
import {
  entryOrder,
  renumberRows,
  reorderRows,
  reorderValues,
  storedPositions,
  wordsBySpelling,
} from "./entry-order.js";
import { textFeatures } from "./features.js";
import { NameIndex } from "./name-index.js";
import { buildStringDict, buildStringTable, lookup, stringAt } from "./strings.js";

// Word ids in spelling order, as the build numbers them (`wordsBySpelling`).
const spellings = ["alpha", "bau", "kopa", "mira", "zeta"];
/** Word rows from names written as words ("bau zeta|alpha"), one name per `|`. */
const rows = (names: string) => {
  const list = names.split("|").map((n) => (n === "" ? [] : n.split(" ").map((w) => spellings.indexOf(w))));
  const offsets = new Uint32Array(list.length + 1);
  list.forEach((r, i) => {
    offsets[i + 1] = (offsets[i] as number) + r.length;
  });
  return { offsets, data: Uint32Array.from(list.flat()) };
};

describe("entryOrder", () => {
  it.each([
    ["the rarest word, by spelling", "bau zeta|bau alpha|bau mira", [1, 2, 0]],
    // bau and mira in two names each, alpha and zeta in three: bau's names, then mira's by alpha, zeta.
    ["the second rarest word", "mira zeta|mira alpha|zeta alpha bau|zeta alpha bau", [2, 3, 1, 0]],
    ["input position among equal keys", "alpha|alpha|alpha", [0, 1, 2]],
    ["entries without words last", "|zeta|bau", [2, 1, 0]],
    // bau is in three names, zeta and kopa in one: "bau zeta" sorts under zeta, after kopa.
    ["a word's count over the whole index", "bau|bau|bau zeta|kopa", [0, 1, 3, 2]],
  ])("sorts by %s", (_what, names, expected) => {
    expect(Array.from(entryOrder(rows(names), spellings.length))).toEqual(expected);
  });

  it("numbers words in spelling order and renumbers the word rows, each ascending again", () => {
    const { words, renumber } = wordsBySpelling(buildStringTable(["zeta", "bau", "mira", "alpha"]));
    expect(Array.from({ length: 4 }, (_, id) => stringAt(words, id))).toEqual([
      "alpha",
      "bau",
      "mira",
      "zeta",
    ]);
    expect(lookup(words, "mira")).toBe(2);
    expect(Array.from(renumber)).toEqual([3, 1, 2, 0]);
    const renumbered = renumberRows(
      { offsets: Uint32Array.from([0, 3, 4]), data: Uint32Array.from([0, 1, 3, 2]) },
      renumber,
    );
    expect(Array.from(renumbered.data)).toEqual([0, 1, 3, 2]); // zeta bau alpha → alpha bau zeta; mira
  });

  it("orders words as their bytes, as a string sort orders them (shared beginnings, accents, prefixes)", () => {
    const spelled = [
      "internationale",
      "international",
      "internat",
      "intern",
      "inter",
      "müller",
      "mueller",
      "muller",
      "zürich",
      "zurich",
      "a",
      "ab",
      "abcdefgz",
      "abcdefg",
      "abcdefgh",
      "abcdef",
      "éclair",
      "ecl",
      "ça",
      "ßo",
    ];
    const { words, renumber } = wordsBySpelling(buildStringTable(spelled));
    const sorted = [...spelled].sort();
    expect(words).toEqual(buildStringDict(sorted));
    spelled.forEach((w, old) => {
      expect(renumber[old]).toBe(sorted.indexOf(w));
    });
  });

  it("moves rows and values together", () => {
    const order = Uint32Array.from([2, 0, 1]);
    const position = storedPositions(order);
    expect(Array.from(position)).toEqual([1, 2, 0]);
    const moved = reorderRows(rows("bau|kopa alpha|"), order, position, new Uint32Array(3));
    expect(moved).toEqual(rows("|bau|kopa alpha"));
    const narrow = reorderRows(rows("bau|kopa alpha|"), order, position, new Uint16Array(3));
    expect(Array.from(narrow.data)).toEqual(Array.from(moved.data));
    expect(Array.from(reorderValues(Uint8Array.from([5, 6, 7]), order))).toEqual([7, 5, 6]);
  });
});

describe("an index stores its entries in that order", () => {
  const inputs = companyIndexInputs(generateCompanies({ count: 300, seed: 23 }));
  const index = NameIndex.build(inputs);

  it("keeps each input's text, record and tag under its input position", () => {
    const stored = index.data.entryInput;
    expect([...stored].sort((a, b) => a - b)).toEqual(inputs.map((_, i) => i));
    expect(Array.from(stored)).not.toEqual(inputs.map((_, i) => i)); // not input order
    inputs.forEach((input, i) => {
      expect(index.text(i)).toBe(input.text);
    });
    stored.forEach((input, e) => {
      expect(index.data.record[e]).toBe(inputs[input]?.record);
      expect(index.data.tag[e]).toBe(inputs[input]?.tag);
    });
  });

  it("reports hits by input position", () => {
    inputs.slice(0, 40).forEach((input, i) => {
      const features = textFeatures(input.text);
      const hits = index.search({ features, tokenWeights: features.tokens.map(() => 1) });
      expect(hits.some((h) => h.entry === i && h.record === input.record)).toBe(true);
    });
  });

  it("refuses an entry outside the index", () => {
    expect(() => index.text(inputs.length)).toThrow(RangeError);
  });
});
