import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownForms, splitCompletely, splitCompound } from "./compound.js";
import { lexiconIndex } from "./lexicon/index.js";

const forms = lexiconIndex().forms;
/** The forms without their starts: every split reads to the end of the word. */
const lookup = { get: (form: string) => forms.get(form) };
const withStarts = knownForms(forms);

describe("splitCompletely", () => {
  it.each([
    ["treuhandberatung", ["treuhand", "beratung"]],
    ["reinigungsservice", ["reinigung", "service"]],
    ["zubaghandel", null],
    // A final linking "s" only after endings whose plural never ends in "s".
    ["ruckversicherungs", ["ruckversicherung"]],
    ["vermogensverwaltungs", ["vermogensverwaltung"]],
    ["treuhands", null],
  ])("%s → %j", (word, parts) => {
    expect(splitCompletely(word, withStarts)?.parts ?? null).toEqual(parts);
  });

  it("is the complete split of splitCompound, with or without stopping early at unknown starts", () => {
    const known = [...forms.keys()].filter((f) => !f.includes(" ") && f.length >= 3);
    const piece = fc.oneof(fc.constantFrom(...known), fc.constantFrom("s", "x", "ab", "zzz", "e"));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const word = pieces.join("");
        const full = splitCompound(word, lookup);
        const expected = full && full.unknown === null ? full : null;
        expect(splitCompletely(word, lookup)).toEqual(expected);
        expect(splitCompletely(word, withStarts)).toEqual(expected);
        expect(splitCompound(word, withStarts)).toEqual(full);
      }),
      { numRuns: 2000 },
    );
  });
});
