import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelFromName, labelVariants } from "./label.js";
import { toUnicodeLabel } from "./punycode.js";

describe("labelFromName: names that give a label", () => {
  it.each([
    // [input, unicode label, ascii label]
    ["example", "example", "example"],
    ["Example", "example", "example"],
    ["Müller AG", "müller", "xn--mller-kva"],
    ["Alpha Beta GmbH", "alphabeta", "alphabeta"],
    ["Müller & Co. AG", "müller", "xn--mller-kva"],
    ["Boulangerie Dupont S.à r.l.", "boulangeriedupont", "boulangeriedupont"],
    ["Rossi Società a garanzia limitata", "rossi", "rossi"],
    ["Alpha-Beta Holding SA", "alpha-betaholding", "alpha-betaholding"],
    ["A&B Treuhand", "abtreuhand", "abtreuhand"],
    ["Straße 24 GmbH", "strasse24", "strasse24"],
    ["ＡＢＣ", "abc", "abc"], // NFKC folds full-width letters
    ["AG", "ag", "ag"], // never strip the whole name
    ["xn--mller-kva", "müller", "xn--mller-kva"],
    ["XN--MLLER-KVA", "müller", "xn--mller-kva"],
    ["Nestlé", "nestlé", "xn--nestl-fsa"],
    ["3M", "3m", "3m"],
    // Lower case gave "i" + U+0307 (combining dot), refused as not Latin.
    ["İnci Kebap GmbH", "incikebap", "incikebap"],
    ["I\u0307zmir Grill", "izmirgrill", "izmirgrill"],
  ])("%j → %s", (input, unicode, ascii) => {
    const outcome = labelFromName(input);
    expect(outcome).toMatchObject({ ok: true, label: { unicode, ascii } });
  });

  it("reports the legal forms it removed", () => {
    expect(labelFromName("Müller & Co. AG")).toMatchObject({ ok: true, removed: ["& co", "ag"] });
  });
});

describe("labelFromName: names that give no label", () => {
  it.each([
    ["", "has no letters or digits"],
    ["!!! ???", "has no letters or digits"],
    ["Москва", "Latin letters"],
    ["東京", "Latin letters"],
    ["ab--cd", "3rd and 4th position"],
    ["ab--müller", "3rd and 4th position"], // was checked as xn--ab--mller-u9a
    ["xn--ab-", "not a valid IDN A-label"],
    // A name that starts with the IDNA prefix is an A-label or nothing: "xn--" was checked as
    // "xn" (the hyphens dropped), "xn--mller-kva AG" was refused for its hyphens.
    ["xn--", "not a valid IDN A-label"],
    ["XN--", "not a valid IDN A-label"],
    ["xn-- ", "not a valid IDN A-label"],
    ["xn-- alpha", "not a valid IDN A-label"],
    ["xn--mller-kva AG", "not a valid IDN A-label"],
    ["xn--mller-kva!", "not a valid IDN A-label"],
    ["xn--MÜLLER", "not a valid IDN A-label"],
    ["xn--zzzz", "not a valid IDN A-label"], // not Punycode of anything
    ["xn--mller-kv", "not a valid IDN A-label"], // truncated
    ["xn--80ak6aa92e", "Latin letters"], // decodes to Cyrillic
    ["xn--a", "Latin letters"], // decodes to a control character
    ["a".repeat(64), "longer than 63"],
    ["zäöüéè".repeat(9), "longer than 63"], // 54 characters, 65 as an A-label,
  ])("%j is rejected (%s)", (input, message) => {
    const outcome = labelFromName(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain(message);
  });
});

describe("labelVariants", () => {
  const variantsOf = (name: string) => {
    const outcome = labelFromName(name);
    if (!outcome.ok) throw new Error(outcome.message);
    return labelVariants(outcome.label).map((l) => l.ascii);
  };

  it.each([
    ["Müller", ["mueller", "muller"]],
    ["Bäckerei Zürich AG", ["baeckereizuerich", "backereizurich"]],
    ["Nestlé", ["nestle"]],
    ["Øresund Æble", ["oresundaeble"]],
    ["mueller", []],
    ["example", []],
  ])("%s → %j", (name, expected) => {
    expect(variantsOf(name)).toEqual(expected);
  });
});

describe("labelFromName: properties", () => {
  // Whatever the input, an accepted label is a valid DNS label (RFC 1035/5891 LDH rules).
  it("only ever produces valid LDH A-labels that decode back to the U-label", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 63 }), (name) => {
        const outcome = labelFromName(name);
        if (!outcome.ok) return;
        const { ascii, unicode } = outcome.label;
        expect(ascii.length).toBeGreaterThan(0);
        expect(ascii.length).toBeLessThanOrEqual(63);
        expect(ascii).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
        if (ascii.slice(2, 4) === "--") expect(ascii.startsWith("xn--")).toBe(true);
        expect(toUnicodeLabel(ascii)).toBe(unicode);
        for (const v of labelVariants(outcome.label)) expect(v.ascii).toMatch(/^[a-z0-9-]{1,63}$|^xn--/);
      }),
      { numRuns: 2000 },
    );
  });
});
