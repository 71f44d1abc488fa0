import { describe, expect, it } from "vitest";
import { analyzeRequest, codesFor } from "../../test/helpers/semantic.js";
import type { Language, LegalForm } from "../types.js";
import { readText } from "./read.js";

const form = (name: string): LegalForm =>
  /\b(GmbH|Sàrl|Sagl)$/.test(name) ? "limited_liability" : "stock_corporation";
const req = (companyName: string, language: Language) => ({
  companyName,
  language,
  legalForm: form(companyName),
});

describe("WARN_PURELY_DESCRIPTIVE", () => {
  it.each<[Language, string]>([
    ["de", "Grosshandels AG"],
    ["de", "Handelsgesellschaft GmbH"],
    ["de", "Immobilienverwaltung GmbH"],
    ["de", "Zürcher Treuhand AG"],
    ["de", "Neue Baeckerei GmbH"],
    ["fr", "Boulangerie Pâtisserie Sàrl"],
    ["fr", "Fiduciaire Genevoise SA"],
    ["fr", "Quincaillerie Générale SA"],
    ["it", "Costruzioni Generali SA"],
    ["it", "Trasporti Lugano SA"],
    ["en", "Real Estate Management AG"],
    ["en", "Global Trading GmbH"],
    ["it", "Costruzioni e Trasporti SA"],
  ])("%s: «%s» is purely descriptive", (language, name) => {
    expect(codesFor(req(name, language))).toContain("WARN_PURELY_DESCRIPTIVE");
    expect(analyzeRequest(req(name, language)).isPurelyDescriptive).toBe(true);
  });

  it.each<[Language, string]>([
    ["de", "Schreinerei Muster GmbH"],
    ["de", "ZUBAG Wohnungsbau AG"],
    ["de", "Garage 2000 AG"],
    ["de", "Blaue Blume AG"],
    ["de", "Panther AG"],
    ["de", "Zubaghandel AG"],
    ["fr", "Fondation Soleil Sàrl"],
    ["fr", "Boulangerie Dupont Sàrl"],
    ["it", "Luna Blu Costruzioni SA"],
    ["it", "Panetteria Bernasconi Sagl"],
    ["en", "Index Management AG"],
    ["en", "Red Fox Consulting GmbH"],
    // Initials that spell a function word (a, d, e, l, o): each was purely descriptive before.
    ["fr", "D&D SA"],
    ["fr", "A&O SA"],
    ["de", "A AG"],
    ["de", "E AG"],
    ["de", "L AG"],
    ["de", "A & D Immobilien AG"],
    ["de", "E + A Bau AG"],
  ])("%s: «%s» has an individualising element", (language, name) => {
    expect(codesFor(req(name, language))).not.toContain("WARN_PURELY_DESCRIPTIVE");
  });

  it("keeps the owner's surname as an individual element even when it is a lexicon word", () => {
    const request = req("Bäcker Garage AG", "de");
    expect(codesFor(request)).toContain("WARN_PURELY_DESCRIPTIVE");
    expect(codesFor({ ...request, ownerSurname: "Bäcker" })).not.toContain("WARN_PURELY_DESCRIPTIVE");
  });

  it.each<[Language, string]>([
    ["de", "AG"],
    ["de", "GmbH"],
    ["fr", "Sàrl"],
    ["it", "SA"],
  ])("%s: «%s», the legal form alone, has no individualising element", (language, name) => {
    const analysis = analyzeRequest(req(name, language));
    expect(analysis.isPurelyDescriptive).toBe(true);
    const finding = analysis.findings.find((f) => f.code === "WARN_PURELY_DESCRIPTIVE");
    expect(finding?.message).toContain("only of its legal form");
  });

  it("reads 'Sac' as the French word, not the Italian SAc (eaten as a legal form before)", () => {
    const reading = readText("Le Petit Sac SA", { language: "fr" });
    expect(reading.legalForms).toHaveLength(1);
    expect(reading.elements.map((e) => e.text)).toContain("sac");
  });

  it("reads a place name beside a family word as the family's surname (Trey is a municipality)", () => {
    expect(codesFor(req("Gebr. de Trey AG", "de"))).not.toContain("WARN_PURELY_DESCRIPTIVE");
    expect(codesFor(req("Trey & Co. AG", "de"))).not.toContain("WARN_PURELY_DESCRIPTIVE");
    expect(codesFor(req("Gebrüder Treuhand AG", "de"))).toContain("WARN_PURELY_DESCRIPTIVE");
    expect(codesFor(req("Trey Treuhand AG", "de"))).toContain("WARN_PURELY_DESCRIPTIVE");
  });

  it("leaves a name of geography alone to ERR_STANDALONE_GEOGRAPHY", () => {
    const analysis = analyzeRequest(req("Zürich AG", "de"));
    expect(analysis.isPurelyDescriptive).toBe(false);
    expect(analysis.containsGeographicTerm).toBe(true);
  });

  it.each<[string, Language, boolean]>([
    ["Berner Transport AG", "de", true],
    ["Nettoyage Léman Sàrl", "fr", true],
    ["Wetzikon Malerei GmbH", "de", true],
    ["Trasporti Rossi SA", "it", false],
    ["Swiss Quality Consulting AG", "en", true],
    ["Zubag AG", "de", false],
  ])("«%s» (%s) containsGeographicTerm = %s", (name, language, geographic) => {
    expect(analyzeRequest(req(name, language)).containsGeographicTerm).toBe(geographic);
  });
});
