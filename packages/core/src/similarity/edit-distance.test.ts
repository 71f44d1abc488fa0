import fc from "fast-check";
import { distance as levenshtein } from "fastest-levenshtein";
import { describe, expect, it } from "vitest";
import { bytesWithinTwoEdits, osaDistance, withinOneEdit } from "./edit-distance.js";

describe("withinOneEdit", () => {
  it.each([
    ["staxa", "stada", true],
    ["feyonce", "beyonce", true],
    ["abcd", "abdc", true],
    ["abcd", "acbd", true],
    ["abcd", "bacd", true],
    ["abcd", "abc", true],
    ["abcd", "bcd", true],
    ["abcd", "abxcd", true],
    ["abcd", "abcd", true],
    ["abcd", "badc", false],
    ["abcd", "ab", false],
    ["abcd", "dcba", false],
    ["abcd", "axcy", false],
  ])("%s / %s: %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it("agrees with the bounded OSA distance, for near and far pairs alike", () => {
    const text = fc
      .array(fc.constantFrom("a", "b", "c", "é", "\u{2284a}"), { maxLength: 7 })
      .map((l) => l.join(""));
    const edited = text.chain((a) =>
      fc
        .tuple(
          fc.nat(8),
          fc.constantFrom("insert", "delete", "substitute", "swap"),
          fc.constantFrom("a", "b", "x"),
        )
        .map(([at, kind, letter]) => {
          const i = a.length === 0 ? 0 : at % a.length;
          const b =
            kind === "insert"
              ? a.slice(0, i) + letter + a.slice(i)
              : kind === "delete"
                ? a.slice(0, i) + a.slice(i + 1)
                : kind === "substitute"
                  ? a.slice(0, i) + letter + a.slice(i + 1)
                  : a.slice(0, i) + a.slice(i + 1, i + 2) + a.slice(i, i + 1) + a.slice(i + 2);
          return [a, b] as const;
        }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.tuple(text, text), edited), ([a, b]) => {
        expect(withinOneEdit(a, b)).toBe(osaDistance(a, b, 1) <= 1);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("bytesWithinTwoEdits", () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  /** b stored inside a longer buffer, as in an index blob. */
  const within = (a: string, b: string) => {
    const stored = bytes(`xx${b}yy`);
    return bytesWithinTwoEdits(bytes(a), stored, 2, stored.length - 2);
  };

  it.each([
    ["dispermelt", "dispomelt", true],
    ["xxbarbarera", "barbarera", true],
    ["barbareraxx", "barbarera", true],
    ["abcdefghij", "abcdefghij", true],
    ["abcdefghij", "bacdefghji", false],
    ["abcdefghij", "abxdefghiz", true],
    ["abcdefghij", "badcfeghij", false],
    ["abcdefghij", "abcdefg", false],
    ["", "ab", true],
    ["", "abc", false],
  ])("%s / %s: %s", (a, b, expected) => {
    expect(within(a, b)).toBe(expected);
    expect(within(b, a)).toBe(expected);
  });

  it("agrees with Levenshtein distance on ASCII words", () => {
    const word = fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 14 }).map((l) => l.join(""));
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(within(a, b)).toBe(levenshtein(a, b) <= 2);
      }),
      { numRuns: 5000 },
    );
  });
});
