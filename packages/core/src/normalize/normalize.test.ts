/**
 * Unit tests of the normalisation parts: tokenizer offsets and bad input, number words, umlaut
 * digraphs, official additions, and the explanation's agreement with normalizeName.
 */
import { describe, expect, it } from "vitest";
import { explainNormalization } from "./explain.js";
import { contractDigraphs, NORMALIZATION_VERSION, normalizeName, sameAsKeys } from "./index.js";
import { numbersToDigits } from "./numbers.js";
import { tokenize } from "./tokenize.js";

describe("tokenize", () => {
  it("keeps offsets into the original across surrogate pairs, marks and control characters", () => {
    const s = "😀Mu\u0308ller\u0000AG \ud800 H2O";
    const { tokens } = tokenize(s);
    expect(tokens.map((t) => [t.fold, s.slice(t.start, t.end)])).toEqual([
      ["muller", "Mu\u0308ller"],
      ["ag", "AG"],
      ["h2o", "H2O"],
    ]);
  });

  it("splits elided articles and joins other apostrophes", () => {
    expect(tokenize("L'Atelier d’Art Lion's").tokens.map((t) => t.fold)).toEqual([
      "l'",
      "atelier",
      "d'",
      "art",
      "lions",
    ]);
  });

  it("folds special letters", () => {
    expect(tokenize("Straße Œuvre Ærø Łódź ǣ ＡＧ").tokens.map((t) => t.fold)).toEqual([
      "strasse",
      "oeuvre",
      "aero",
      "lodz",
      "ae",
      "ag",
    ]);
  });
});

describe("numbersToDigits", () => {
  it.each([
    [["drei"], ["3"]],
    [["zwoelf"], ["12"]],
    [["fuenfundzwanzig"], ["25"]],
    [["dix", "sept"], ["17"]],
    [["soixante", "et", "onze"], ["71"]],
    [["quatre", "vingts"], ["80"]],
    [["septante", "sept"], ["77"]],
    [["huitante"], ["80"]],
    [["trentotto"], ["38"]],
    [["duecento"], ["200"]],
    [["two", "thousand", "and", "five"], ["2005"]],
    [["quindesch"], ["15"]],
    [
      ["un", "deux", "trois"],
      ["1", "2", "3"],
    ],
    [
      ["zero", "zero", "seven"],
      ["0", "0", "7"],
    ],
    [
      ["alpha", "et", "un"],
      ["alpha", "et", "1"],
    ],
  ])("%j → %j", (input, expected) => {
    expect(numbersToDigits(input)).toEqual(expected);
  });
});

describe("umlaut digraphs", () => {
  it.each([
    ["mueller", "muller"],
    ["zuerich", "zurich"],
    ["baeckerei", "backerei"],
    ["oehler", "ohler"],
    ["queen", "queen"],
    ["jacques", "jacques"],
    ["alpha", "alpha"],
  ])("%s → %s", (input, expected) => {
    expect(contractDigraphs(input)).toBe(expected);
  });

  it("gives one key for one word without digraphs and at most three keys", () => {
    expect(sameAsKeys(["muller"])).toEqual(["muller"]);
    expect(sameAsKeys(["zuerich", "treuhand"])).toEqual([
      "treuhand zuerich",
      "treuhand zurich",
      "zurichtreuhand",
    ]);
    expect(sameAsKeys([])).toEqual([]);
  });
});

describe("official additions", () => {
  it.each([
    ["Alpha AG in Liquidation", ["in Liquidation"], "alpha"],
    ["Alpha SA en liquidation", ["en liquidation"], "alpha"],
    ["Alpha SA en liquidaziun", ["en liquidaziun"], "alpha"],
    ["Alpha AG in Gründung", ["in Gründung"], "alpha"],
    ["Alpha Sagl in formazione", ["in formazione"], "alpha"],
    ["Alpha Sàrl (en formation)", ["(en formation)"], "alpha"],
    ["Alpha AG Zweigniederlassung in Zug", ["Zweigniederlassung in Zug"], "alpha"],
    ["Alpha SA, succursale d'Yverdon-les-Bains", ["succursale d'Yverdon-les-Bains"], "alpha"],
    ["Zweigniederlassung Bern der Alpha AG", ["Zweigniederlassung Bern"], "alpha"],
    ["Die Filiale GmbH", [], "filiale"],
  ])("%j", (name, additions, core) => {
    const r = normalizeName(name);
    expect(r.additions).toEqual(additions);
    expect(r.nameCore).toBe(core);
  });
});

describe("explainNormalization", () => {
  it.each([
    "L’Atelier Müller und Drei Söhne AG, Zweigniederlassung Bern",
    "Gamma-SA",
    "",
    "Die AG",
    "S.A. Müller",
    "Fit4Life & T3chno GmbH",
    "Ka Em AG",
    "Photostudio Centre SA",
  ])("agrees with normalizeName for %j", (name) => {
    const steps = explainNormalization(name);
    const r = normalizeName(name);
    const outputOf = (step: string): string | undefined => steps.find((s) => s.step === step)?.after;
    expect(steps.map((s) => s.step)).toEqual([
      "case-and-diacritics",
      "punctuation-and-spaces",
      "number-words",
      "official-additions",
      "legal-forms",
      "articles",
      "conjunctions",
      "digits-and-leet",
      "spelled-letters",
      "umlaut-digraphs",
      "generic-spellings",
      "word-order",
      "keys",
    ]);
    for (let i = 1; i < steps.length; i++) expect(steps[i]!.before).toBe(steps[i - 1]!.after);
    expect(steps[0]!.before).toBe(name);
    expect(outputOf("number-words")).toBe(r.nameNorm);
    expect(outputOf("spelled-letters")).toBe(r.nameCore);
    expect(outputOf("keys")).toBe(r.sameAsKeys.join(" | "));
  });

  it("is versioned", () => {
    expect(NORMALIZATION_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
