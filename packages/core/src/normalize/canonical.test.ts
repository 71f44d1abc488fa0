/**
 * Table tests of the token canonicalisation (canonical.ts): for each rule, names that must come
 * out identical (valid) and names that must not be touched or must stay apart (invalid).
 * Identity is checked through normalizeName, so the same-as keys and the core tokens agree.
 */
import { describe, expect, it } from "vitest";
import { identical } from "../../test/helpers/same-as.js";
import { dropConjunctions } from "./conjunctions.js";
import { readDigits } from "./digits.js";
import { normalizeName } from "./index.js";
import { joinSpelledLetters } from "./spelled-letters.js";

const core = (name: string): string => normalizeName(name).nameCore;

describe("conjunctions between words are dropped", () => {
  it.each([
    ["Müller & Meier AG", "Müller und Meier AG"],
    ["Müller + Meier AG", "Müller and Meier AG"],
    ["Dupont et Martin SA", "Dupont & Martin SA"],
    ["Rossi e Bianchi SA", "Rossi + Bianchi SA"],
    ["Rossi ed Associati SA", "Rossi Associati SA"],
    ["García y López SA", "García & López SA"],
    ["Alpha & und Beta AG", "Alpha Beta AG"],
  ])("valid: %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
    expect(core(a)).toBe(core(b));
  });

  it.each([
    ["Capital Y SA", "capital y"],
    ["E Alpha AG", "e alpha"],
    ["Und AG", "und"],
  ])("invalid (not between words): %j keeps its core %j", (name, expected) => {
    expect(core(name)).toBe(expected);
  });

  // Before (1.1.9), the "E" of dotted initials was dropped as the Italian "and": "A.E.B. Treuhand
  // AG" was the identity of another firm, "A.B. Treuhand AG".
  it.each([
    ["R.E.M. Haustechnik GmbH", "REM Haustechnik GmbH"],
    ["E.C. Consulting AG", "EC Consulting AG"],
    ["P.Y.M. AG", "PYM AG"],
    // Ending or starting a run of spaced letters.
    ["D J E Finanz AG", "DJE Finanz AG"],
    ["E F G Bau AG", "EFG Bau AG"],
  ])("initials: an E or Y among single letters is a letter, %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
  });

  it.each([
    ["A.E.B. Treuhand AG", "A.B. Treuhand AG"],
    ["R.Y.M. Haustechnik GmbH", "R.M. Haustechnik GmbH"],
    ["H.E.C. Partners SA", "H.C. Partners SA"],
  ])("initials: %j is not %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });

  it("returns the same array when nothing is dropped", () => {
    const tokens = ["alpha", "beta"];
    expect(dropConjunctions(tokens)).toBe(tokens);
  });
});

describe("words with digits are read", () => {
  it.each([
    ["T3chno AG", "techno"],
    ["Sol@r GmbH", "solar"],
    ["Ca$h AG", "cash"],
    ["Fit4Life GmbH", "fit for life"],
    ["FIT4LIFE GMBH", "fit for life"],
    ["Go2Market AG", "go to market"],
    ["TRUE1 AG", "true 1"],
    ["3Könige AG", "3 konige"],
    ["zero18 SA", "018"],
    ["H2O AG", "h2o"],
    ["B2B AG", "b2b"],
    ["i9 AG", "i9"],
    ["DV8 AG", "dv8"],
    ["2trade group ltd", "2 trade group"],
  ])("core of %j is %j", (name, expected) => {
    expect(core(name)).toBe(expected);
  });

  it.each([
    ["T3chno AG", "Techno AG"],
    ["Sol@r GmbH", "Solar GmbH"],
    ["Fit4Life GmbH", "Fit for Life GmbH"],
    ["Fit4Life GmbH", "Fit 4 Life GmbH"],
    ["Fit 4 Life GmbH", "Fit for Life GmbH"],
    ["Fit Four Life GmbH", "Fit for Life GmbH"],
    ["Go2Market AG", "Go to Market AG"],
    ["A1pha AG", "Alpha AG"],
    ["A1pha AG", "Aipha AG"],
    ["TRUE1 AG", "True One AG"],
    ["TRUE1 AG", "True Eins AG"],
    ["zero18 SA", "018 SA"],
    ["Null18 SA", "018 SA"],
    ["3Könige AG", "Drei Könige AG"],
  ])("valid: %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
  });

  it.each([
    ["H2O AG", "HO AG"],
    ["B2B AG", "B to B AG"],
    ["Alpha 4 AG", "Alpha for AG"],
    ["T3chno AG", "T Chno AG"],
    ["TRUE1 AG", "TRUE11 AG"],
    ["Fit4Life GmbH", "Fit Life GmbH"],
  ])("invalid: %j ≠ %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });

  it("gives a word with a digit letters to read (a phonetic code)", () => {
    for (const name of ["T3chno", "Fit4Life", "TRUE1", "Sol@r"]) {
      expect(normalizeName(name).coreTokens.some((t) => /^[a-z]{2,}$/.test(t))).toBe(true);
    }
  });

  it("returns the same array and no readings without digits", () => {
    const tokens = ["alpha", "beta"];
    expect(readDigits(tokens)).toEqual({ tokens, extra: [] });
    expect(readDigits(tokens).tokens).toBe(tokens);
  });
});

describe("spelled letters", () => {
  it.each([
    ["Ka Em AG", "K & M AG"],
    ["Ka Em AG", "KM AG"],
    ["K.M. AG", "KM AG"],
    ["Ha Es AG", "H & S AG"],
    ["Be Ce De SA", "BCD SA"],
    ["Effe Gi Sagl", "FG Sagl"],
    ["Acca Erre SA", "HR SA"],
    ["Ix Ypsilon AG", "XY AG"],
    ["Zet Fau AG", "ZV AG"],
  ])("valid: %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
    expect(core(a)).toBe(core(b));
  });

  it.each([
    ["Ka Em Bau AG", "KM Bau AG"],
    ["Em AG", "M AG"],
    ["Ka Em AG", "MK AG"],
  ])("invalid (not a whole core of letters): %j ≠ %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });

  // Separated letters are elements, whose order does not distinguish (as "H & S Treuhand" =
  // "S & H Treuhand"); letters written as one word are one element ("HS" ≠ "SH").
  it.each([
    ["H & S AG", "S & H AG"],
    ["F&A", "A&F"],
    ["K. M. SA", "M. K. SA"],
    ["Ka Em AG", "Em Ka AG"],
    ["A.B.C. AG", "C & B & A AG"],
  ])("valid (separated letters in another order): %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
  });

  it.each([
    ["HS AG", "SH AG"],
    ["KM AG", "Em Ka AG"],
    ["ABC AG", "A.C.B. AG"],
    ["H & S AG", "H & T AG"],
    ["A B AG", "A B C AG"],
    // Not transitive, as order and spacing together are not: "S & H" = "H & S" = "HS", "S & H" ≠ "HS".
    ["S & H AG", "HS AG"],
  ])("invalid (letters written as one word, or other letters): %j ≠ %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });

  it("leaves a core with any other word alone", () => {
    const tokens = ["ka", "em", "bau"];
    expect(joinSpelledLetters(tokens)).toBe(tokens);
    expect(joinSpelledLetters(["em"])).toEqual(["em"]);
  });
});

describe("foreign legal forms leave the core", () => {
  it.each([
    ["Alpha Public Limited Company", "Alpha AG"],
    ["Alpha PLC", "Alpha AG"],
    ["Alpha Co. Ltd", "Alpha AG"],
    ["Alpha Pty Ltd", "Alpha AG"],
    ["Alpha Inc.", "Alpha AG"],
    ["Alpha Corporation", "Alpha AG"],
    ["Alpha LLC", "Alpha AG"],
    ["Alpha S.p.A.", "Alpha AG"],
    ["Alpha S.r.l.", "Alpha AG"],
    ["Alpha B.V.", "Alpha AG"],
    ["Alpha BV", "Alpha AG"],
    ["Alpha N.V.", "Alpha AG"],
    ["Alpha S.A.S.", "Alpha AG"],
    ["Alpha SARL", "Alpha AG"],
    ["Alpha S.L.", "Alpha AG"],
    ["Alpha Oy", "Alpha AG"],
    ["Alpha A/S", "Alpha AG"],
    ["Alpha ApS", "Alpha AG"],
  ])("valid: %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
  });

  it.each([
    ["APS Treuhand AG", "Treuhand AG"],
    ["Oy Alpha AG", "Alpha AG"],
    ["Volvo AB", "Volvo AG"],
    ["Alpha SL", "Alpha AG"],
  ])("invalid (initials, or case-dependent and kept): %j ≠ %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });
});
