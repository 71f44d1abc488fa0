import { describe, expect, it } from "vitest";
import { analyzeRequest, codesFor } from "../../test/helpers/semantic.js";
import type { AssessmentRequest, Language, LegalForm, VariantLanguage } from "../types.js";

/** Only the translation flags (other semantic flags may apply to the same names). */
const translationCodes = (request: AssessmentRequest) =>
  codesFor(request).filter((c) => c.startsWith("ERR_TRANSLATION_"));

const MISMATCH = "ERR_TRANSLATION_MISMATCH";
const UNTRANSLATABLE = "ERR_TRANSLATION_UNTRANSLATABLE";

const req = (
  companyName: string,
  language: Language,
  variants: [VariantLanguage, string][],
  legalForm: LegalForm = "stock_corporation",
): AssessmentRequest => ({
  companyName,
  language,
  legalForm,
  languageVariants: variants.map(([l, n]) => ({ language: l, companyName: n })),
});

describe("translation checks: corresponding versions", () => {
  it.each<[string, Language, [VariantLanguage, string][], LegalForm?]>([
    [
      "Zubag Immobilien AG",
      "de",
      [
        ["fr", "Zubag Immobilier SA"],
        ["it", "Zubag Immobiliare SA"],
        ["en", "Zubag Real Estate Ltd"],
      ],
    ],
    ["Boulangerie Dupont SA", "fr", [["de", "Bäckerei Dupont AG"]]],
    [
      "Rossi Costruzioni SA",
      "it",
      [
        ["de", "Rossi Bau AG"],
        ["fr", "Rossi Constructions SA"],
      ],
    ],
    [
      "Kessler Software AG",
      "en",
      [
        ["de", "Kessler Software AG"],
        ["fr", "Kessler Logiciels SA"],
      ],
    ],
    [
      "Zubag Treuhand GmbH",
      "de",
      [
        ["en", "Zubag Trust LLC"],
        ["fr", "Zubag Fiduciaire Sàrl"],
      ],
      "limited_liability",
    ],
    ["Garage 2000 AG", "de", [["fr", "Garage 2000 SA"]]],
    ["Blaue Blume AG", "de", [["fr", "Blaue Blume SA"]]],
    ["Zürcher Treuhand AG", "de", [["fr", "Fiduciaire Zurichoise SA"]]],
    ["Huber Malerei", "de", [["fr", "Huber Peinture"]], "sole_proprietorship"],
    // Family and partnership words are translated (real registrations).
    ["Gebr. de Trey, Aktiengesellschaft", "de", [["fr", "de Trey frères, Société anonyme"]]],
    [
      "Muster & Söhne AG",
      "de",
      [
        ["fr", "Muster & Fils SA"],
        ["it", "Muster & Figli SA"],
        ["en", "Muster & Sons Ltd"],
      ],
    ],
    ["Muster Gebrüder AG", "de", [["it", "Muster Fratelli SA"]]],
    ["Muster Erben AG", "de", [["fr", "Muster Héritiers SA"]]],
    ["Muster & Co. AG", "de", [["fr", "Muster & Cie SA"]]],
    // A hyphenated compound's first half ends in a linking "s".
    [
      "Schweizerische Rückversicherungs-Gesellschaft AG",
      "de",
      [["fr", "Compagnie Suisse de Réassurances SA"]],
    ],
    [
      "Die Schweizerische Post AG",
      "de",
      [
        ["fr", "La Poste Suisse SA"],
        ["it", "La Posta Svizzera SA"],
      ],
    ],
    // A foreign city by its exonym (was "altered": Mailand → Milano).
    ["Zubag Mailand AG", "de", [["it", "Zubag Milano SA"]]],
  ])("«%s» (%s) and its versions correspond", (name, language, variants, legalForm) => {
    expect(translationCodes(req(name, language, variants, legalForm))).toEqual([]);
  });
});

describe("ERR_TRANSLATION_MISMATCH", () => {
  it.each<[string, Language, [VariantLanguage, string][]]>([
    ["Zubag Immobilien AG", "de", [["fr", "Zubag Construction SA"]]],
    ["Zubag Immobilien AG", "de", [["fr", "Immobilier SA"]]], // fantasy element dropped
    ["Boulangerie Dupont SA", "fr", [["de", "Metzgerei Dupont AG"]]],
    ["Rossi Costruzioni SA", "it", [["en", "Rossi Construction and Real Estate Ltd"]]],
    ["Kessler Software AG", "en", [["it", "Kessler SA"]]],
    ["Muster Söhne AG", "de", [["fr", "Muster Frères SA"]]], // sons are not brothers
    ["Muster Söhne AG", "de", [["fr", "Muster SA"]]], // family word dropped
    ["Zubag Immobilien AG", "de", [["de", "Zubag Liegenschaften AG"]]], // same language
    [
      "Zubag Immobilien AG",
      "de",
      [
        ["fr", "Zubag Immobilier SA"],
        ["fr", "Zubag Biens SA"],
      ],
    ], // language twice
  ])("«%s» (%s) with %j does not say the same", (name, language, variants) => {
    expect(translationCodes(req(name, language, variants))).toEqual([MISMATCH]);
  });
});

describe("ERR_TRANSLATION_UNTRANSLATABLE", () => {
  it.each<[string, Language, [VariantLanguage, string][], LegalForm?]>([
    ["Blaue Blume AG", "de", [["fr", "Fleur Bleue SA"]]],
    ["Müller Bäckerei GmbH", "de", [["fr", "Boulangerie Meunier Sàrl"]], "limited_liability"],
    ["Panther AG", "de", [["it", "Pantera SA"]]],
    ["Rossi Costruzioni SA", "it", [["de", "Rot Bau AG"]]],
    ["Roter Drache AG", "de", [["en", "Red Dragon Ltd"]]],
    ["Zubag Immobilien AG", "de", [["fr", "Zubag Immobilier Sàrl"]]], // legal form
    ["Zubag Treuhand GmbH", "de", [["en", "Zubag Trust Inc"]], "limited_liability"],
    ["Zubag Immobilien AG", "de", [["fr", "Zubag Immobilier Ltd"]]], // English form outside an English version
    ["Zubag Immobilien AG", "de", [["fr", "Zubag Immobilier"]]], // legal form missing
    ["Huber Malerei", "de", [["fr", "Huber Peinture Sàrl"]], "sole_proprietorship"],
    ["Zubag Immobilien AG", "de", [["rm", "Zubag Immobiglias Sagl"]]],
    // A translated fantasy element with a place word in it: one cause, one finding.
    ["Alpenglühen Reisen AG", "de", [["en", "Alpine Glow Travel Ltd"]]],
  ])("«%s» (%s) with %j", (name, language, variants, legalForm) => {
    expect(translationCodes(req(name, language, variants, legalForm))).toEqual([UNTRANSLATABLE]);
  });
});

describe("variant rules", () => {
  it("an identical variant is not checked", () => {
    expect(translationCodes(req("Zubag Immobilien AG", "de", [["fr", "Zubag Immobilien AG"]]))).toEqual([]);
  });

  it("a Romansh variant is checked for literals and legal form only", () => {
    expect(translationCodes(req("Zubag Immobilien AG", "de", [["rm", "Zubag Immobiglias SA"]]))).toEqual([]);
    expect(translationCodes(req("Blaue Blume AG", "de", [["rm", "Flur Blaua SA"]]))).toEqual([
      UNTRANSLATABLE,
    ]);
  });

  it("names the variant, its language and the reason in the evidence", () => {
    const analysis = analyzeRequest(
      req("Zubag Immobilien AG", "de", [
        ["fr", "Zubag Immobilier SA"],
        ["it", "Zubag Costruzioni SA"],
      ]),
    );
    expect(analysis.findings).toHaveLength(1);
    expect(analysis.findings[0]?.evidence).toEqual(["variant:1:it:meaning:-real_estate+construction"]);
  });

  it("without variants raises no translation flag", () => {
    expect(translationCodes(req("Blaue Blume AG", "de", []))).toEqual([]);
  });
});

describe("trade words of unknown meaning", () => {
  it("may stand for the other version's words, since they cannot be compared", () => {
    expect(translationCodes(req("Zubag Quincaillerie SA", "fr", [["de", "Zubag Eisenwaren AG"]]))).toEqual(
      [],
    );
    expect(translationCodes(req("Zubag Quincaillerie SA", "fr", [["de", "Zubag Bäckerei AG"]]))).toEqual([]);
    // ...but not for an added concept as well.
    expect(
      translationCodes(req("Zubag Quincaillerie SA", "fr", [["de", "Zubag Bäckerei und Transporte AG"]])),
    ).toEqual([MISMATCH]);
  });
});

describe("invalid variants are refused before analysis (HTTP 422)", () => {
  it.each([
    [{ language: "fr", companyName: "" }, "languageVariants.0.companyName"],
    [{ language: "fr", companyName: "   " }, "languageVariants.0.companyName"],
    [{ language: "es", companyName: "Zubag SA" }, "languageVariants.0.language"],
    [{ language: "fr" }, "languageVariants.0.companyName"],
  ])("%j", async (variant, path) => {
    const { assess } = await import("../assessment/assess.js");
    const { ValidationError } = await import("../errors.js");
    const base = { companyName: "Zubag AG", legalForm: "stock_corporation", language: "de" } as const;
    const error = await assess({ ...base, languageVariants: [variant as never] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as InstanceType<typeof ValidationError>).issues.map((i) => i.path)).toContain(path);
  });
});
