import { describe, expect, it } from "vitest";
import { ruleTester } from "../../test/helpers/rule-tester.js";
import { assess } from "../assessment/assess.js";
import { punctuationProblems } from "./syntax.js";

ruleTester("ERR_PROHIBITED_SYMBOL", "syntax.symbols", {
  valid: [
    "Alpenblick Treuhand AG",
    "AB Fenster + Türen AG",
    "Bloch & Cie. AG",
    "L'Atelier du Goût Sàrl",
    "Caffè Nazionale Sagl",
    "Müller-Meier (Zürich) AG",
    '"Commercial" Treuhand- und Verwaltungs AG',
    "1:1 Consulting GmbH",
    "Qui? Quoi! SA",
    "Peter’s Bistro GmbH",
    "Casa «Bella» SA",
    "Alpha/Beta Holding AG",
    "24/7 Services AG",
  ],
  invalid: [
    // Characters that render as nothing: before, these passed every rule (CLEAR_TO_FILE).
    { name: "Zeta\u034F Bau AG", note: "combining grapheme joiner" },
    { name: "Zeta Ba\uFE0Fu AG", note: "variation selector" },
    { name: "Zeta Bau AG\u{E0100}", note: "supplementary variation selector" },
    "Alpha § AG",
    "100% Natur AG",
    "Dollar$ GmbH",
    "info@alpha AG",
    "Nummer #1 AG",
    "Star* Sàrl",
    "Alpha_Beta SA",
    "Alpha | Beta Sagl",
    "Euro€ AG",
    "Brand™ AG",
    "Marque® SA",
    "Copy© Sagl",
    "Sunny ☀ AG",
    "Happy 😀 GmbH",
    "Alpha [Beta] AG",
    "Alpha {Beta} AG",
    "Alpha <Beta> AG",
    "Tilde~ SA",
    "½ Preis AG",
    { name: "A\u20DD Treuhand AG", note: "an enclosing circle" },
    "Alpha = Beta AG",
  ],
});

ruleTester("ERR_INVALID_PUNCTUATION", "syntax.punctuation", {
  valid: [
    "Alpha AG",
    "Bloch & Cie.",
    "Gebr. Müller AG",
    "S.A. Fratelli de Trey",
    "Frédéric Hänni S.A., installations électriques",
    "(Alpha) Beta AG",
    '"Commercial" Treuhand AG',
    "„Sonne“ Bäckerei AG",
    "«La Belle» Sàrl",
    "Alpha - Beta AG",
    "Qui? SA",
    "Hallo! GmbH",
    "Müller & Co., Zürich",
    "d'Alpha Sagl",
    "Alpha - Beta - Gamma AG",
    "A. + B. Muster AG",
  ],
  invalid: [
    ".Alpha AG",
    "-Beta GmbH",
    ", Gamma SA",
    "&Delta Sagl",
    "Alpha!! AG",
    "Beta.. AG",
    "Gamma -- Delta SA",
    "Alpha... Sàrl",
    "Alpha,, Beta Sagl",
    "Alpha (Beta AG",
    "Alpha) Beta AG",
    "Alpha ((Beta) AG",
    '"Alpha AG',
    "«Alpha Sàrl",
    "„Alpha AG",
    "Alpha AG,",
    "Alpha AG -",
    "Alpha & ",
    "Alpha , Beta SA",
    "Banca ?? Sagl",
    // The same mark twice with only a space between (each cleared before).
    "Alpha & & Beta AG",
    "Alpha - - Beta AG",
    "Alpha + + Beta AG",
    "Alpha / / Beta AG",
  ],
});

ruleTester("ERR_MULTIPLE_SPACES", "syntax.spaces", {
  valid: [
    "Alpha Beta AG",
    "Société Générale de Surveillance SA",
    "Caffè del Ponte Sagl",
    "Ustaria Grischuna SA",
  ],
  invalid: [
    "Alpha  AG",
    "Alpha Beta   GmbH",
    " Alpha AG",
    "Alpha AG ",
    "Alpha\tAG",
    "Alpha\u00a0AG",
    "Alpha\u2009SA",
    "Alpha\u202fSàrl",
    "Alpha\u3000Sagl",
    "Alpha\u200bBeta AG",
    "Société\u00a0Anonyme Alpha SA",
  ],
});

ruleTester("ERR_NON_LATIN_CHARACTERS", "syntax.script", {
  valid: [
    "Zürich Öl AG",
    "Çà et là Sàrl",
    "Ælfric Œuvre SA",
    "Ñandú Sagl",
    "Caffè Società Sagl",
    "Łódź Import GmbH",
    "Straße 7 GmbH",
    "Ustareia Bündner SA",
    // Decomposed national letters, as macOS writes them, compose to the standard letter.
    { name: "Zu\u0308rich O\u0308l AG", note: "decomposed ü and Ö" },
    { name: "C\u0327a\u0300 et la\u0300 Sa\u0300rl", note: "decomposed ç and à" },
    { name: "Pho\u0323\u0302 Viet Sagl", note: "ộ decomposed, two marks that compose" },
  ],
  invalid: [
    { name: "Аlpha AG", note: "Cyrillic А homoglyph" },
    { name: "Alphа AG", note: "Cyrillic а homoglyph" },
    { name: "Βeta GmbH", note: "Greek Beta homoglyph" },
    "Москва AG",
    "Αθήνα SA",
    "東京 GmbH",
    "شركة Sàrl",
    "שלום Sagl",
    "Ｆｕｌｌｗｉｄｔｈ AG",
    "Alpha ٣ AG",
    "𝐁𝐨𝐥𝐝 AG",
    // Marks that make no standard letter: before, these passed every rule (CLEAR_TO_FILE).
    { name: "Zu\u0308\u0308rich Treuhand AG", note: "a second diaeresis on ü" },
    { name: "Alpha\u0301\u0301\u0301\u0301 AG", note: "stacked acute accents" },
    { name: "Z\u0336u\u0336g Bau AG", note: "letters struck through" },
    { name: "Alpha \u0301Beta AG", note: "a mark on a space" },
    { name: "\u0301Alpha AG", note: "a mark on nothing" },
  ],
});

describe("punctuationProblems", () => {
  it("names each problem", () => {
    expect(punctuationProblems("Alpha!! (AG")).toEqual(['repeated "!!"', "unbalanced brackets"]);
    expect(punctuationProblems("Alpha AG")).toEqual([]);
  });
});

describe("combining marks", () => {
  it("report an enclosing mark once, as a symbol, and a mark on a letter it makes no letter with by code points", async () => {
    const codes = async (companyName: string) =>
      (
        await assess({ companyName, legalForm: "stock_corporation", language: "de", checkLevel: "basic" })
      ).result.flags
        .map((f) => f.code)
        .filter((c) => c.startsWith("ERR_"));
    expect(await codes("A\u20DD Treuhand AG")).toEqual(["ERR_PROHIBITED_SYMBOL"]);
    expect(await codes("Zeta\u034F Bau AG")).toEqual(["ERR_PROHIBITED_SYMBOL"]);
    const { result } = await assess({
      companyName: "Zu\u0308\u0308rich Bau AG",
      legalForm: "stock_corporation",
      language: "de",
    });
    expect(result.flags.find((f) => f.code === "ERR_NON_LATIN_CHARACTERS")?.message).toBe(
      'The name contains letters with marks that make no standard letter: "u\u0308\u0308" (U+0075 U+0308 U+0308).',
    );
  });
});

describe("spelling rules read the language versions too", () => {
  it("reports a non-Latin letter in a variant and names the version", async () => {
    const { result } = await assess({
      companyName: "Alpha AG",
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
      languageVariants: [{ language: "fr", companyName: "Аlpha SA" }],
    });
    const flag = result.flags.find((f) => f.code === "ERR_NON_LATIN_CHARACTERS");
    expect(flag?.message).toContain('The fr version "Аlpha SA"');
  });
  it("leaves clean variants alone", async () => {
    const { result } = await assess({
      companyName: "Alpha AG",
      legalForm: "stock_corporation",
      language: "de",
      checkLevel: "basic",
      languageVariants: [
        { language: "fr", companyName: "Alpha SA" },
        { language: "it", companyName: "Alpha SA" },
      ],
    });
    expect(result.flags).toEqual([]);
  });
});
