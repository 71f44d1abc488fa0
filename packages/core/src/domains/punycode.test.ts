import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { punycodeDecode, punycodeEncode, toAsciiLabel, toUnicodeLabel } from "./punycode.js";

// Sample strings from RFC 3492 section 7.1 (the encodings are given there in mixed case;
// the encoder writes lower case digits, and the decoder accepts either).
const RFC_VECTORS: [string, string, string][] = [
  ["(A) Arabic (Egyptian)", "ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"],
  ["(B) Chinese (simplified)", "他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"],
  ["(C) Chinese (traditional)", "他們爲什麽不說中文", "ihqwctvzc91f659drss3x8bo0yb"],
  ["(I) Russian (Cyrillic)", "почемужеонинеговорятпорусски", "b1abfaaepdrnnbgefbadotcwatmq2g4l"],
  ["(L) 3年B組金八先生", "3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"],
  [
    "(M) 安室奈美恵-with-SUPER-MONKEYS",
    "安室奈美恵-with-SUPER-MONKEYS",
    "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n",
  ],
  ["(R) <sono><supiido><de>", "そのスピードで", "d9juau41awczczp"],
];

const LABELS: [string, string][] = [
  ["müller", "xn--mller-kva"],
  ["zürich", "xn--zrich-kva"],
  ["bücher", "xn--bcher-kva"],
  ["münchen", "xn--mnchen-3ya"],
  ["nestlé", "xn--nestl-fsa"],
  ["example", "example"],
];

describe("punycodeEncode / punycodeDecode (RFC 3492 7.1)", () => {
  it.each(RFC_VECTORS)("%s", (_name, unicode, encoded) => {
    expect(punycodeEncode(unicode)).toBe(encoded);
    expect(punycodeDecode(encoded)).toBe(unicode);
    expect(punycodeDecode(encoded.toLowerCase())?.toLowerCase()).toBe(unicode.toLowerCase());
  });

  it("decodes a very long input without overflowing the stack", () => {
    // Before: RangeError (a spread of 200,000 code points into String.fromCodePoint).
    const long = `${"a".repeat(200_000)}-`;
    expect(punycodeDecode(long)).toBe("a".repeat(200_000));
  });

  it("round-trips any string of code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        expect(punycodeDecode(punycodeEncode(s))).toBe(s);
      }),
    );
  });

  it.each(["ab!c", "é-abc", "a-é", "99999999999999"])("rejects invalid input %j", (bad) => {
    expect(punycodeDecode(bad)).toBeNull();
  });
});

describe("toAsciiLabel / toUnicodeLabel", () => {
  it.each(LABELS)("%s ⇄ %s", (unicode, ascii) => {
    expect(toAsciiLabel(unicode)).toBe(ascii);
    expect(toUnicodeLabel(ascii)).toBe(unicode);
  });

  it("rejects xn-- labels that do not decode or do not round-trip", () => {
    expect(toUnicodeLabel("xn--ab-")).toBeNull(); // decodes to ASCII only: not an A-label
    expect(toUnicodeLabel("xn--")).toBeNull();
    expect(toUnicodeLabel("xn--mller-kv!")).toBeNull();
  });
});
