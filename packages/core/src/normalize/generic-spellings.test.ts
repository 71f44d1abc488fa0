/**
 * Spelling variants of generic terms (generic-spellings.ts): names that differ only by the
 * spelling of a generic term are identical (valid); other words, translations and look-alikes
 * that are not listed variants stay apart (invalid). Identity is checked through normalizeName.
 */
import { describe, expect, it } from "vitest";
import { identical } from "../../test/helpers/same-as.js";
import { usualSpelling } from "./generic-spellings.js";
import { normalizeName } from "./index.js";

describe("generic spellings", () => {
  it.each([
    ["Photo Müller AG", "Foto Müller AG"],
    ["Center Alpha AG", "Centre Alpha AG"],
    ["Photostudio Alpha AG", "Fotostudio Alpha AG"],
    ["Photographie Meier GmbH", "Fotografie Meier GmbH"],
    ["Photograph Meier", "Fotograf Meier"],
    ["Graphik Atelier AG", "Grafik Atelier AG"],
    ["Webgraphik Sagl", "Webgrafik Sagl"],
    ["Typographie Bern AG", "Typografie Bern AG"],
    ["Telephon Service AG", "Telefon Service AG"],
    ["Einkaufscentre Nord AG", "Einkaufscenter Nord AG"],
    ["Théâtre du Jorat SA", "Theater du Jorat SA"],
    ["Photocentre SA", "Fotocenter AG"],
    // With the other key rules: word order, umlauts.
    ["Grafik Müller AG", "Mueller Graphik AG"],
    // Written out or abbreviated (1.1.10).
    ["Sankt Ursen Treuhand GmbH", "St. Ursen Treuhand GmbH"],
    ["Saint-Blaise Immobilier SA", "St-Blaise Immobilier SA"],
    ["Sainte-Croix Bijoux SA", "Ste-Croix Bijoux SA"],
  ])("valid: %j = %j", (a, b) => {
    expect(identical(a, b)).toBe(true);
  });

  it.each([
    // A translation, not a spelling: similarity decides (class T), not identity.
    ["Zentrum Alpha AG", "Center Alpha AG"],
    // Names and other words: only listed generic terms are respelled.
    ["Philipp AG", "Filipp AG"],
    ["Stephan Bau AG", "Stefan Bau AG"],
    ["Phantom AG", "Fantom AG"],
    // English "telephone" is another word than German "Telefon".
    ["Telephone Service AG", "Telefon Service AG"],
    // A variant inside a word is not at its edge.
    ["Alphotop AG", "Alfotop AG"],
    ["Foto Müller AG", "Foto Miller AG"],
  ])("invalid: %j ≠ %j", (a, b) => {
    expect(identical(a, b)).toBe(false);
  });

  it("keeps the core as written: only the keys read the usual spelling", () => {
    expect(normalizeName("Photo Müller AG").nameCore).toBe("photo muller");
    expect(normalizeName("Photo Müller AG").sameAsKeys[0]).toBe("muller photo");
  });

  it("respells once at each edge and leaves other tokens as they are", () => {
    expect(usualSpelling("photocentre")).toBe("fotocenter");
    expect(usualSpelling("foto")).toBe("foto");
    expect(usualSpelling("philipp")).toBe("philipp");
    expect(usualSpelling("")).toBe("");
  });
});
