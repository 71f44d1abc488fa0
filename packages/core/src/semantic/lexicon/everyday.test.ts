import { describe, expect, it } from "vitest";
import { analyzeRequest, codesFor } from "../../../test/helpers/semantic.js";
import type { AssessmentRequest, Language, VariantLanguage } from "../../types.js";
import { readText } from "../read.js";
import { ALL_CONCEPTS, lexiconIndex } from "./index.js";

const DESCRIPTIVE = "WARN_PURELY_DESCRIPTIVE";
const MISMATCH = "ERR_TRANSLATION_MISMATCH";

const name = (companyName: string, language: Language): AssessmentRequest => ({
  companyName,
  language,
  legalForm:
    companyName.endsWith("GmbH") || companyName.endsWith("Sàrl") ? "limited_liability" : "stock_corporation",
});

const withVariant = (
  companyName: string,
  language: Language,
  variant: [VariantLanguage, string],
): AssessmentRequest => ({
  ...name(companyName, language),
  languageVariants: [{ language: variant[0], companyName: variant[1] }],
});

describe("everyday vocabulary (lexicon coverage)", () => {
  it("gives one meaning per form within a language (no same-language homographs added)", () => {
    const clashes = [...lexiconIndex().forms.entries()].filter(([, entries]) => {
      const byLanguage = new Map<string, Set<string>>();
      for (const e of entries)
        byLanguage.set(e.language, (byLanguage.get(e.language) ?? new Set()).add(e.concept.id));
      return [...byLanguage.values()].some((ids) => ids.size > 1);
    });
    // The known ones predate this file and are harmless (en "brokerage", de "Spitex", "Betriebs").
    expect(clashes.map(([k]) => k).sort()).toEqual(["betriebs", "brokerage", "spitex"]);
  });

  it.each<[string, Language]>([
    ["Gebäudetechnik Planung AG", "de"],
    ["Landmaschinen Service AG", "de"],
    ["Getränke Abholmarkt GmbH", "de"],
    ["Steuerberatung Winterthur GmbH", "de"],
    ["Bestattungsdienst Emmental GmbH", "de"],
    ["Kieswerk Oberaargau AG", "de"],
    ["Cabinet dentaire de la Gare Sàrl", "fr"],
    ["Fiduciaire et conseils fiscaux SA", "fr"],
    ["Pompes funèbres du Chablais SA", "fr"],
    ["Forniture Alberghiere SA", "it"],
    ["Studio Dentistico Lugano SA", "it"],
    ["Executive Search Partners AG", "en"],
  ])("reads %s as purely descriptive", (companyName, language) => {
    expect(codesFor(name(companyName, language))).toContain(DESCRIPTIVE);
  });

  it.each<[string, Language]>([
    ["Bestattungen Aebischer GmbH", "de"],
    ["Marbrerie Favre SA", "fr"],
    ["Radio Zubag AG", "de"],
  ])("keeps %s distinctive (surname or fantasy word)", (companyName, language) => {
    expect(codesFor(name(companyName, language))).not.toContain(DESCRIPTIVE);
  });

  it("tells removals from transport and tax advice from accounting in translations", () => {
    expect(codesFor(withVariant("Rochat Déménagements SA", "fr", ["de", "Rochat Umzüge AG"]))).not.toContain(
      MISMATCH,
    );
    expect(codesFor(withVariant("Rochat Déménagements SA", "fr", ["de", "Rochat Transporte AG"]))).toContain(
      MISMATCH,
    );
    expect(
      codesFor(withVariant("Widmer Steuerberatung AG", "de", ["en", "Widmer Tax Advisory Ltd"])),
    ).not.toContain(MISMATCH);
    expect(
      codesFor(withVariant("Widmer Steuerberatung AG", "de", ["en", "Widmer Accounting Ltd"])),
    ).toContain(MISMATCH);
  });

  it("still covers a removals name with a transport purpose (same NOGA division)", () => {
    const analysis = analyzeRequest({
      ...name("Rochat Déménagements SA", "fr"),
      activityScope: "Transport de marchandises et déménagements",
    });
    expect(analysis.findings.map((f) => f.code)).not.toContain("WARN_DECEPTIVE_PURPOSE");
    expect(analysis.impliedActivities).toEqual(["H: Transportation and storage"]);
  });

  it("recognises disease adjectives after anti (Antitumorali)", () => {
    expect(codesFor(name("Zubag Rimedi Antitumorali SA", "it"))).toContain("WARN_HEALTH_CLAIM_HMG");
  });

  it("reads locators as geography, not as individual elements", () => {
    const reading = readText("Garage de la Gare", { language: "fr" });
    expect(reading.elements.map((e) => (e.type === "concept" ? e.concept.kind : e.type))).toEqual([
      "activity",
      "geo",
    ]);
  });

  it("keeps new short forms from splitting off real surnames (Probst, Löwenzahn)", () => {
    for (const word of ["Probst", "Löwenzahn", "Substanz"]) {
      expect(readText(word, { language: "de" }).elements.map((e) => e.type)).toEqual(["literal"]);
    }
  });

  it("lists every concept of the everyday file in all four languages", () => {
    const everyday = ALL_CONCEPTS.filter((c) =>
      [
        "removals",
        "tax_advice",
        "supplies",
        "funeral",
        "stone",
        "mining",
        "broadcasting",
        "geo_locator",
      ].includes(c.id),
    );
    expect(everyday).toHaveLength(8);
    for (const c of everyday) expect(Object.keys(c.forms).sort()).toEqual(["de", "en", "fr", "it"]);
  });
});
