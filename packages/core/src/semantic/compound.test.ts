import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitCompletely, splitCompound } from "./compound.js";
import { lexiconIndex } from "./lexicon/index.js";

const forms = lexiconIndex().forms;
const lookup = (form: string) => forms.get(form);
const starts = new Set<string>();
for (const form of forms.keys()) for (let n = 3; n <= form.length; n++) starts.add(form.slice(0, n));
const startsForm = (prefix: string) => starts.has(prefix);

describe("splitCompletely", () => {
  it.each([
    ["treuhandberatung", ["treuhand", "beratung"]],
    ["reinigungsservice", ["reinigung", "service"]],
    ["zubaghandel", null],
  ])("%s → %j", (word, parts) => {
    expect(splitCompletely(word, lookup, startsForm)?.parts ?? null).toEqual(parts);
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
        expect(splitCompletely(word, lookup, startsForm)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
