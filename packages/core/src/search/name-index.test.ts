/** The search's options: a visual threshold it can honour, and partial classes asked for. */
import { describe, expect, it } from "vitest";
import { CLASS_BITS, PARTIAL_CLASSES, WORD_EDIT_BIT } from "../similarity/risk.js";
import { generateCompanies } from "../synthetic/generator.js";
import { textFeatures } from "./features.js";
import { EmittedHit } from "./index-hit.js";
import { NameIndex } from "./name-index.js";

// Four names among 400 generated ones, so that their words are rare enough to weigh.
const texts = [
  "Kopa Bau AG",
  "Kopa Immobilien AG",
  "Kora Bau AG",
  "Sonnenhof Bau AG",
  ...generateCompanies({ count: 400, seed: 5 }).map((c) => c.names[0]?.name ?? "Alpha AG"),
];
const index = NameIndex.build(texts.map((text, record) => ({ record, tag: 0, text })));
const query = (name: string) => {
  const features = textFeatures(name);
  return { features, tokenWeights: features.tokens.map(() => 1) };
};

describe("NameIndex.search options", () => {
  it.each([0.5, 1.01, Number.NaN])("refuses the visual threshold %s with a RangeError", (t) => {
    expect(() => index.search({ ...query("Kopa Bau AG"), visualThreshold: t })).toThrow(
      /must be from the index's 0.7 to 1/,
    );
  });

  it.each([1.5, -0.5, Number.NaN])("refuses to build with the visual threshold %s", (t) => {
    expect(() => NameIndex.build([{ record: 0, tag: 0, text: "Kopa Bau AG" }], t)).toThrow(
      new RangeError(`visual threshold ${t} must be from 0 to 1`),
    );
  });

  it("accepts thresholds from the build's up to 1", () => {
    expect(index.search({ ...query("Kopa Bau AG"), visualThreshold: 1 }).length).toBeGreaterThan(0);
  });

  it("makes its hits with the EmittedHit class, every evidence field present", () => {
    // Not object literals: V8 pretenures a literal whose objects outlive a young collection, as a
    // search's hits do, and a batch then ran a fifth slower (index-hit.ts).
    const hits = index.search(query("Kopa Bau AG"));
    expect(hits.length).toBeGreaterThan(2);
    for (const h of hits) {
      expect(h).toBeInstanceOf(EmittedHit);
      expect(Object.keys(h)).toEqual(
        expect.arrayContaining(["subsetWeight", "queryTopWeight", "conceptLiterals"]),
      );
    }
  });

  it("relates words only through the partial classes asked for", () => {
    const all = index.search(query("Kopa Bau AG"));
    const dOnly = index.search({ ...query("Kopa Bau AG"), relatedClasses: CLASS_BITS.D });
    const partialBits = (hits: typeof all) =>
      hits.reduce((bits, h) => bits | (h.classes & PARTIAL_CLASSES), 0);
    expect(partialBits(all) & ~CLASS_BITS.D).not.toBe(0);
    // D, with the bit that marks a pair of words (not initials) beside it: "kopa" / "kora".
    expect(partialBits(dOnly)).toBe(CLASS_BITS.D | WORD_EDIT_BIT);
    expect(dOnly.some((h) => h.record === 2)).toBe(true); // "Kora": one edit from "Kopa"
  });

  it("leaves out Low partial names only where its record table is dense (sparse record numbers: none)", () => {
    const q = { ...query("Kopa Treuhand AG"), lowPartials: false };
    const full = index.search(query("Kopa Treuhand AG"));
    expect(index.search(q).length).toBeLessThan(full.length);
    // The same names under record numbers far apart: no table, nothing left out.
    const sparse = NameIndex.build(texts.map((text, i) => ({ record: i * 1_000_003, tag: 0, text })));
    expect(sparse.search(q).length).toBe(sparse.search(query("Kopa Treuhand AG")).length);
  });

  it("leaves out a name one edit apart whose other words differ, though the word counts agree", () => {
    // "Kora Immobilien" / "Kopa Bau": two words each, one pair one edit apart, nothing shared: Low.
    // Its word count alone would let the rest be equal ("Kora Bau" / "Kopa Bau", High): its rows tell.
    const full = index.search(query("Kora Immobilien AG"));
    const kopaBau = full.find((h) => h.record === 0);
    expect(kopaBau?.classes).toBe(CLASS_BITS.D | WORD_EDIT_BIT);
    expect(kopaBau?.sharedWords).toBe(0);
    const leftOut: number[] = [];
    const floored = index.search({ ...query("Kora Immobilien AG"), lowPartials: false, leftOut });
    expect(floored.some((h) => h.record === 0)).toBe(false);
    expect(leftOut).toContain(0);
    // Sharing the other word, the pair is High and stays.
    expect(index.search({ ...query("Kora Bau AG"), lowPartials: false }).some((h) => h.record === 0)).toBe(
      true,
    );
  });

  it("leaves out a Low partial name beside another name of its record only with lowPartialsAnyRecord", () => {
    // "Treuhand Bensol AG" shares only the common word "treuhand" with the query: Low by O alone.
    const bensol = texts.indexOf("Treuhand Bensol AG");
    // The same names, with a second name for that record.
    const twoNames = NameIndex.build([
      ...texts.map((text, record) => ({ record, tag: 0, text })),
      { record: bensol, tag: 0, text: "Zentrum Ost AG" },
    ]);
    const q = { ...query("Kopa Treuhand AG"), lowPartials: false };
    const found = (hits: { entry: number }[]) => hits.some((h) => h.entry === bensol);
    expect(bensol).toBeGreaterThan(3);
    expect(found(twoNames.search(query("Kopa Treuhand AG")))).toBe(true);
    expect(found(index.search(q))).toBe(false); // alone in its record: left out
    expect(found(twoNames.search(q))).toBe(true); // beside another name: kept
    expect(found(twoNames.search({ ...q, lowPartialsAnyRecord: true }))).toBe(false);
    // Never without lowPartials: false.
    expect(found(twoNames.search({ ...query("Kopa Treuhand AG"), lowPartialsAnyRecord: true }))).toBe(true);
  });
});

describe("NameIndex entries by input position", () => {
  it("reads an entry's text, norm and words by the position it was given in", () => {
    expect(index.text(0)).toBe("Kopa Bau AG");
    expect(index.text(3)).toBe("Sonnenhof Bau AG");
    expect(index.tokensOf(1)).toContain("kopa");
  });

  it.each([-1, texts.length, 0.5, Number.NaN])("refuses the entry %s with a RangeError", (entry) => {
    const refused = new RangeError(`entry ${entry} is not in this index of ${texts.length}`);
    expect(() => index.text(entry)).toThrow(refused);
    expect(() => index.norm(entry)).toThrow(refused);
    expect(() => index.tokensOf(entry)).toThrow(refused);
  });
});
