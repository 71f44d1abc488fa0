import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AMBIGUOUS_PLACE_WORDS, placesNamed } from "../../reference/gazetteer.js";
import { analyzeName } from "../analyzer.js";
import { readText } from "../read.js";
import { ALL_CONCEPTS, conceptIndex, expandForm, foldForm, lexiconIndex } from "./index.js";
import { LEGAL_FORM_WORDS } from "./legal-forms.js";
import type { LexiconLanguage } from "./types.js";

const LANGS: readonly LexiconLanguage[] = ["de", "fr", "it", "en"];

describe("lexicon consistency", () => {
  it("has unique concept ids", () => {
    const ids = ALL_CONCEPTS.map((c) => c.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("gives every non-geographic concept forms in all four languages", () => {
    const missing = ALL_CONCEPTS.filter((c) => c.kind !== "geo").flatMap((c) =>
      LANGS.filter((l) => (c.forms[l] ?? []).length === 0).map((l) => `${c.id}:${l}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives every activity a NOGA section, and only activities have one", () => {
    expect(
      ALL_CONCEPTS.filter((c) => (c.kind === "activity") !== (c.noga !== undefined)).map((c) => c.id),
    ).toEqual([]);
  });

  it("never lists a legal-form designation as a word (it would be read as the legal form)", () => {
    const legal = new Set(LEGAL_FORM_WORDS.map((w) => w.tokens.join(" ")));
    const clashes = [...lexiconIndex().forms.keys()].filter((k) => legal.has(k) && k !== "genossenschaft");
    expect(clashes).toEqual([]);
  });

  it("never lets a word of a non-geographic concept read as a place alone (the gazetteer lists it as ambiguous)", () => {
    // "Zürich Bank AG" was refused as purely geographic: "bank" is also the hamlet Bänk, folded.
    const clashes = [...conceptIndex().forms]
      .filter(([form, entries]) => !form.includes(" ") && entries.some((e) => e.concept.kind !== "geo"))
      .map(([form]) => form)
      .filter((form) => placesNamed(form).length > 0 && !AMBIGUOUS_PLACE_WORDS.has(form));
    expect(clashes).toEqual([]);
  });

  it("expands inflections, replacing a Romance final vowel", () => {
    expect(expandForm("immobilie/n")).toEqual(["immobilie", "immobilien"]);
    expect(expandForm("costruzione/i")).toEqual(["costruzione", "costruzionei", "costruzioni"]);
    expect(expandForm("servizio/i")).toEqual(["servizio", "servizioi", "servizi"]);
    expect(foldForm("Bäckerei")).toBe("backerei");
  });
});

describe("reading", () => {
  it("splits German compounds against the lexicon", () => {
    const reading = readText("Liegenschaftsverwaltung", { language: "de" });
    expect(reading.elements.map((e) => (e.type === "concept" ? e.concept.id : e.text))).toEqual([
      "real_estate",
    ]);
    const split = readText("Immobilienhandelsgesellschaft", { language: "de" });
    expect(split.elements.map((e) => (e.type === "concept" ? e.concept.id : e.text))).toEqual([
      "real_estate",
      "trade",
      "company",
    ]);
  });

  it("keeps an unknown start of a compound as an individual element", () => {
    const reading = readText("Zubaghandel", { language: "de" });
    expect(reading.elements.map((e) => e.type)).toEqual(["literal", "concept"]);
    // Tails shorter than four letters are not split off ("Burkhart" is not Burkh + art).
    expect(readText("Burkhart", { language: "de" }).elements.map((e) => e.type)).toEqual(["literal"]);
  });

  it("takes out legal forms, function words and punctuation", () => {
    const reading = readText("Bureau d'architecture & Cie S.A.", { language: "fr" });
    expect(reading.legalForms.map((f) => f.tokens.join(" "))).toEqual(["sa"]);
    expect(reading.elements.map((e) => e.text)).toEqual(["bureau d architecture", "cie"]);
  });

  it("never throws and stays quick on arbitrary text (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom<LexiconLanguage>(...LANGS),
        (text, language) => {
          const reading = readText(text, { language });
          expect(Array.isArray(reading.elements)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("analyses arbitrary inputs without throwing (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.option(fc.string({ maxLength: 500 })),
        fc.array(
          fc.record({
            language: fc.constantFrom("de", "fr", "it", "en", "rm" as const),
            companyName: fc.string({ maxLength: 60 }),
          }),
          { maxLength: 4 },
        ),
        (companyName, activityScope, languageVariants) => {
          const analysis = analyzeName({
            companyName,
            nameCore: companyName,
            legalForm: "stock_corporation",
            language: "de",
            activityScope,
            legalSeat: null,
            ownerSurname: null,
            languageVariants,
          });
          expect(analysis.findings.every((f) => f.message.length > 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
