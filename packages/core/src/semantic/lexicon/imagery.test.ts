import { describe, expect, it } from "vitest";
import { normalizeName } from "../../normalize/index.js";
import { conceptKey, translationEvidence } from "../../similarity/concept-key.js";
import { FUNCTION_WORDS } from "./generic.js";
import { IMAGERY } from "./imagery.js";
import { DAILY_LIFE_IMAGERY } from "./imagery-daily-life.js";

const IMAGES = [...IMAGERY, ...DAILY_LIFE_IMAGERY];

import { ALL_CONCEPTS, conceptIndex, expandForm, foldForm, lexiconIndex } from "./index.js";
import { LEGAL_FORM_WORDS } from "./legal-forms.js";

const core = (name: string) => normalizeName(name).coreTokens;
const key = (name: string) => conceptKey(core(name));

describe("everyday images (class T only)", () => {
  it("are image concepts with ids of their own and forms in at least three languages", () => {
    const ids = new Set(ALL_CONCEPTS.map((c) => c.id));
    for (const c of IMAGES) {
      expect(c.kind).toBe("image");
      expect(ids.has(c.id)).toBe(false);
      ids.add(c.id);
      expect(Object.values(c.forms).filter((list) => (list ?? []).length > 0).length).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it("never take a form the lexicon, the legal forms or the function words hold (its meaning stays), but may refine a qualifier", () => {
    const lexicon = lexiconIndex().forms;
    const legal = new Set(LEGAL_FORM_WORDS.map((w) => w.tokens.join(" ")));
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of IMAGES) {
      for (const spec of Object.values(c.forms).flat()) {
        for (const form of expandForm(spec)) {
          const folded = foldForm(form);
          const other = owner.get(folded);
          // "klein" is a scope qualifier beside "gross" and "lokal" for the assessment; the
          // concept keys read it as the image "small", so "Kleine Krone" is "Little Crown".
          const meanings = lexicon.get(folded) ?? [];
          const refines = meanings.length > 0 && meanings.every((m) => m.concept.kind === "qualifier");
          if ((meanings.length > 0 && !refines) || legal.has(folded) || FUNCTION_WORDS.has(folded)) {
            clashes.push(folded);
          }
          if (other !== undefined && other !== c.id) clashes.push(`${folded}: ${other} and ${c.id}`);
          owner.set(folded, c.id);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("are unknown to the assessment's lexicon, known to the concept keys'", () => {
    for (const word of ["lowe", "etoile", "secolo", "sonnenberg"]) {
      expect(lexiconIndex().forms.has(word)).toBe(false);
    }
    expect(conceptIndex().forms.get("lowe")?.[0]?.concept.id).toBe("image_lion");
  });

  it.each([
    ["Roter Löwe AG", "Lion Rouge SA"],
    ["Red Lion Ltd", "Leone Rosso Sagl"],
    ["Century", "Secolo"],
    ["Sonnenberg AG", "Mont Soleil SA"],
    ["Goldstern GmbH", "Golden Star AG"],
    ["Weisser Schwan", "Cygne Blanc"],
    ["Blaue Welle Immobilien AG", "Vague Bleue Immobilier SA"],
    ["Stern Müller AG", "Étoile Müller SA"],
    // Combining forms, before a coined rest.
    ["Hydropik", "Waterpik"],
    ["Astrolux AG", "Sternlux AG"],
    ["Pyrotek", "Feuertek"],
    // Words of daily life and the possessives (imagery-daily-life.ts).
    ["Mein kleiner Garten", "My Little Garden"],
    ["Mon petit jardin", "My Little Garden"],
    ["Liebe", "Amore"],
    ["Alte Mühle AG", "Vieux Moulin SA"],
    ["Süsse Kirsche", "Sweet Cherry"],
    ["Unsere Familie AG", "Notre Famille SA"],
  ])("read %s and %s as one key", (a, b) => {
    expect(key(a)).not.toBeNull();
    expect(key(a)).toBe(key(b));
  });

  it.each([
    // Another image, or another individual word, is another key.
    ["Roter Löwe AG", "Roter Adler AG"],
    ["Stern Müller AG", "Étoile Meier SA"],
    ["Goldstern GmbH", "Silberstern GmbH"],
    // A word the images leave out keeps its other meaning: "Ours" is not a bear, "Tag" not a day.
    ["Ours Consulting", "Bären Consulting"],
    ["Tag Design", "Jour Design"],
    // A coined rest must reappear unchanged; "Foto" is a photograph, not light.
    ["Hydropik", "Wasserpak"],
    ["Fotopik", "Lichtpik"],
    // "klein" refines the assessment's scope qualifier: small is not big.
    ["Kleine Krone", "Grosse Krone"],
    // "Mann" ends surnames: it stays the individual element of "Bergmann".
    ["Bergmann Treuhand AG", "Mountain Man Fiduciaire SA"],
  ])("keep %s and %s apart", (a, b) => {
    expect(key(a)).not.toBe(key(b));
  });

  it("names the translated images in the evidence", () => {
    expect(translationEvidence(core("Roter Löwe"), core("Lion Rouge"))).toBe(
      "translation: roter = rouge, lowe = lion",
    );
    // A compound's parts, and a known start before a coined rest, are named as the parts.
    expect(translationEvidence(core("Sonnenberg AG"), core("Mont Soleil SA"))).toBe(
      "translation: sonnen = soleil, berg = mont",
    );
    expect(translationEvidence(core("Hydropik"), core("Waterpik"))).toBe("translation: hydro = water");
    expect(translationEvidence(core("Mein kleiner Garten"), core("Mon petit jardin"))).toBe(
      "translation: mein = mon, kleiner = petit, garten = jardin",
    );
  });
});
