/** The core's pure Punycode against Node's own IDNA conversion (node:url), on random Latin labels. */
import { domainToASCII, domainToUnicode } from "node:url";
import { labelFromName, toAsciiLabel, toUnicodeLabel } from "@namescreen/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const LATIN = [..."abcdefghijklmnopqrstuvwxyz0123456789äöüéèêàâçëïîôûùñßøæœå"];

describe("Punycode cross-check with node:url", () => {
  it("agrees with domainToASCII / domainToUnicode on valid labels", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LATIN), { minLength: 1, maxLength: 30 }), (chars) => {
        const outcome = labelFromName(chars.join(""));
        fc.pre(outcome.ok);
        if (!outcome.ok) return;
        const { unicode, ascii } = outcome.label;
        expect(toAsciiLabel(unicode)).toBe(ascii);
        expect(ascii).toBe(domainToASCII(`${unicode}.ch`).replace(/\.ch$/, ""));
        expect(toUnicodeLabel(ascii)).toBe(domainToUnicode(`${ascii}.ch`).replace(/\.ch$/, ""));
      }),
      { numRuns: 500 },
    );
  });
});
