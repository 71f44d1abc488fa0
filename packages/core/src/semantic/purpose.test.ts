import { describe, expect, it } from "vitest";
import { analyzeRequest, codesFor } from "../../test/helpers/semantic.js";
import type { Language } from "../types.js";
import { NOGA_SECTIONS } from "./lexicon/noga.js";

const req = (companyName: string, language: Language, activityScope: string | null) => ({
  companyName,
  language,
  activityScope,
  legalForm: "stock_corporation" as const,
});

describe("WARN_DECEPTIVE_PURPOSE", () => {
  it.each<[Language, string, string]>([
    ["de", "AB Fenster + Türen AG", "Erwerb, Verwaltung und Veräusserung von Liegenschaften"],
    ["de", "Zubag Bau und Immobilien AG", "Ausführung von Bauarbeiten aller Art"],
    ["fr", "Boulangerie Dupont SA", "Conseil en informatique"],
    ["it", "Rossi Costruzioni SA", "Gestione di un ristorante"],
    ["en", "Kessler Software AG", "Operation of restaurants and hotels"],
  ])("%s: «%s» is not covered by «%s»", (language, name, scope) => {
    const analysis = analyzeRequest(req(name, language, scope));
    const finding = analysis.findings.find((f) => f.code === "WARN_DECEPTIVE_PURPOSE");
    expect(finding?.evidence.every((e) => e.startsWith("uncovered:"))).toBe(true);
  });

  it.each<[Language, string, string]>([
    ["de", "AB Fenster + Türen AG", "Herstellung und Montage von Fenstern und Türen"],
    ["de", "Bäckerei Huber AG", "Betrieb einer Bäckerei und Konditorei"],
    ["fr", "Dupont Transports SA", "Transport de marchandises par route"],
    ["it", "Rossi Costruzioni SA", "Esecuzione di lavori edili"],
    ["en", "Kessler Software AG", "Development and sale of software"],
    // Cross-language: the purpose may be written in another language than the name.
    ["fr", "Boulangerie Dupont SA", "Betrieb einer Bäckerei"],
    // Standard purpose wording: elided compounds and dative plurals (each a false warning before).
    ["de", "Alpha Bau AG", "Hoch- und Tiefbau"],
    ["de", "Alpha Bau AG", "Ausführung von Hoch- und Tiefbauarbeiten"],
    ["de", "Alpha Garage AG", "Handel mit und Reparatur von Motorfahrzeugen"],
    ["de", "Alpha Garage AG", "Handel mit Automobilen und Reparaturen"],
  ])("%s: «%s» is covered by «%s»", (language, name, scope) => {
    expect(codesFor(req(name, language, scope))).not.toContain("WARN_DECEPTIVE_PURPOSE");
  });

  it("needs a purpose, an activity in the name and a recognised activity in the purpose", () => {
    expect(codesFor(req("Zubag Immobilien AG", "de", null))).toEqual([]);
    expect(codesFor(req("Zubag AG", "de", "Handel mit Waren aller Art"))).toEqual([]);
    expect(codesFor(req("Zubag Immobilien AG", "de", "Die Gesellschaft bezweckt alles Mögliche"))).toEqual(
      [],
    );
  });

  it("reads a purpose of the maximum length in any language without trouble", () => {
    const scope = "Kauf und Verkauf von Liegenschaften; ".repeat(60).slice(0, 2000);
    expect(codesFor(req("Zubag Immobilien AG", "de", scope))).toEqual([]);
  });
});

describe("impliedActivities", () => {
  it("lists NOGA sections as '<letter>: <official title>', sorted, each once", () => {
    const analysis = analyzeRequest(req("Zubag Bau und Immobilien AG", "de", null));
    expect(analysis.impliedActivities).toEqual(["F: Construction", "L: Real estate activities"]);
  });

  it.each<[Language, string, string]>([
    ["de", "Zubag Bäckerei AG", "C"],
    ["fr", "Zubag Fiduciaire SA", "M"],
    ["it", "Zubag Trasporti SA", "H"],
    ["en", "Zubag Consulting AG", "M"],
  ])("%s: «%s» implies section %s", (language, name, section) => {
    const [label] = analyzeRequest(req(name, language, null)).impliedActivities;
    expect(label).toBe(`${section}: ${NOGA_SECTIONS[section as keyof typeof NOGA_SECTIONS]}`);
  });

  it("is empty for a fantasy name", () => {
    expect(analyzeRequest(req("Zubag AG", "de", null)).impliedActivities).toEqual([]);
  });
});
