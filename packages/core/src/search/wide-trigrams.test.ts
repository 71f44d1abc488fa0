/**
 * An index with more than 65,536 distinct trigrams stores its trigram rows in 32 bits (the
 * 16-bit rows of a Swiss register would overflow) and stays exact: it returns the oracle's hits,
 * built and reloaded from a snapshot.
 */
import { describe, expect, it } from "vitest";
import type { RegisteredCompany, RegisterHit } from "../conflicts/company-register.js";
import { companyIndexInputs, InMemoryCompanyRegister } from "../conflicts/company-register.js";
import { createRandom } from "../synthetic/prng.js";
import { BruteForceCompanyRegister } from "../testing/oracle.js";
import { textFeatures } from "./features.js";
import { LayeredIndex } from "./layered.js";
import { NameIndex } from "./name-index.js";
import { decodeSnapshot, encodeSnapshot } from "./snapshot.js";

// Latin and Cyrillic letters: random words over 58 letters have mostly distinct trigrams.
const LETTERS = [..."abcdefghijklmnopqrstuvwxyzабвгдежзиклмнопрстуфхцчшщыэюяёґєії"];

function randomWord(next: () => number): string {
  const length = 6 + Math.floor(next() * 5);
  return Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join("");
}

const random = createRandom(65_537);
const next = () => random.next();
const companies: RegisteredCompany[] = Array.from({ length: 9000 }, (_, i) => ({
  id: `W${i}`,
  uid: null,
  legalForm: "AG",
  soleProprietorship: false,
  legalSeat: null,
  canton: null,
  status: "active",
  names: [{ name: `${randomWord(next)} ${randomWord(next)} AG`, language: null, kind: "main" }],
}));

const canonical = (hits: RegisterHit[]) =>
  [...hits].sort((a, b) => a.entry - b.entry).map((h) => [h.entry, h.classes, h.visualScore]);

describe("an index with more than 65,536 distinct trigrams", () => {
  const built = NameIndex.build(companyIndexInputs(companies));
  const reloaded = new NameIndex(decodeSnapshot(encodeSnapshot(built.data)).data);
  const oracle = new BruteForceCompanyRegister(companies);
  const directory = { get: (r: number) => companies[r] };

  it("stores its trigram rows in 32 bits, also after a snapshot round trip", () => {
    expect(built.data.trigramKeys.length).toBeGreaterThan(65_536);
    expect(built.data.entryTrigrams.data).toBeInstanceOf(Uint32Array);
    expect(reloaded.data.entryTrigrams.data).toBeInstanceOf(Uint32Array);
  });

  it.each([
    ["built", built],
    ["reloaded", reloaded],
  ])("returns exactly the oracle's hits (%s)", (_, index) => {
    const register = new InMemoryCompanyRegister(new LayeredIndex(index), directory);
    for (let i = 0; i < 60; i++) {
      const name = ((companies[i * 150] as RegisteredCompany).names[0] as { name: string }).name;
      // The name itself and a one-letter substitution.
      for (const query of [name, `${name.slice(0, 3)}x${name.slice(4)}`]) {
        const f = textFeatures(query);
        expect(canonical(register.match(f)), query).toEqual(canonical(oracle.match(f)));
      }
    }
  });
});
