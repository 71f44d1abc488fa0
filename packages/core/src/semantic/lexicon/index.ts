/**
 * The lexicon index: every concept's forms expanded ("base/s1/s2"), folded exactly like names
 * (normalizeName), and keyed by their token sequence. Built once, on first use.
 */
import { normalizeName } from "../../normalize/index.js";
import { COMMERCE } from "./commerce.js";
import { CONSTRUCTION } from "./construction.js";
import { EVERYDAY } from "./everyday.js";
import { FINANCE } from "./finance.js";
import { GENERIC } from "./generic.js";
import { GEOGRAPHY } from "./geography.js";
import { HEALTH } from "./health.js";
import { IMAGERY } from "./imagery.js";
import { DAILY_LIFE_IMAGERY } from "./imagery-daily-life.js";
import type { LegalFormWord } from "./legal-forms.js";
import { LEGAL_FORM_WORDS } from "./legal-forms.js";
import { SERVICES } from "./services.js";
import { SUPPORT_SERVICES } from "./support-services.js";
import { TRADES } from "./trades.js";
import type { Concept, LexiconLanguage } from "./types.js";

/** Every concept of the built-in lexicons. */
export const ALL_CONCEPTS: readonly Concept[] = [
  ...CONSTRUCTION,
  ...COMMERCE,
  ...SERVICES,
  ...SUPPORT_SERVICES,
  ...TRADES,
  ...EVERYDAY,
  ...FINANCE,
  ...HEALTH,
  ...GENERIC,
  ...GEOGRAPHY,
];

/** One meaning of a form: the concept and the language the form was listed under. */
export interface LexEntry {
  concept: Concept;
  language: LexiconLanguage;
}

/** Lookup structure over the folded forms. */
export interface LexiconIndex {
  /** Key: folded tokens joined by one space. */
  forms: ReadonlyMap<string, readonly LexEntry[]>;
  /** Longest phrase, in tokens. */
  maxPhrase: number;
  legalForms: ReadonlyMap<string, LegalFormWord>;
  maxLegalForm: number;
}

let cached: LexiconIndex | undefined;
let withImagery: LexiconIndex | undefined;

/** The shared index (built on first call). */
export function lexiconIndex(): LexiconIndex {
  cached ??= buildIndex(ALL_CONCEPTS, LEGAL_FORM_WORDS);
  return cached;
}

/**
 * The lexicon and the everyday images (imagery.ts, imagery-daily-life.ts): what the translation
 * class T reads names against. The assessment reads `lexiconIndex` only. The images share no
 * form with the lexicon but qualifiers they refine (imagery.test.ts: "klein", a scope qualifier
 * beside "gross" for the assessment, is the image "small" here), so the lexicon's index is joined
 * with the images' forms, the images' last so that they win, not built again.
 */
export function conceptIndex(): LexiconIndex {
  if (!withImagery) {
    const lexicon = lexiconIndex();
    const images = buildIndex([...IMAGERY, ...DAILY_LIFE_IMAGERY], []);
    withImagery = {
      ...lexicon,
      forms: new Map([...lexicon.forms, ...images.forms]),
      maxPhrase: Math.max(lexicon.maxPhrase, images.maxPhrase),
    };
  }
  return withImagery;
}

/** Fold a lexicon form the same way names are folded. */
export function foldForm(form: string): string {
  return normalizeName(form).nameNorm;
}

/**
 * Expand `"base/s1/s2"` into its forms: each suffix is appended (de "immobilie/n" → immobilien);
 * when the base ends in a, e, i or o and the suffix starts with a vowel or h, the suffix also
 * replaces that vowel, which is how Romance plurals inflect (it "costruzione/i" → costruzioni,
 * "elettrico/he" → elettriche; "servizio/i" → servizi). The extra appended form is then unused
 * but harmless.
 */
export function expandForm(spec: string): string[] {
  const [base = "", ...suffixes] = spec.split("/");
  const forms = [base];
  for (const suffix of suffixes) {
    forms.push(base + suffix);
    if (/[aeio]$/.test(base) && /^[aeiouh]/.test(suffix)) {
      // it "-io" nouns keep one i: servizio/i → servizi, not servizii.
      forms.push((base.slice(0, -1) + suffix).replace(/ii$/, "i"));
    }
  }
  return forms;
}

/** Build an index over the given concepts (exported for tests of lexicon consistency). */
export function buildIndex(concepts: readonly Concept[], legal: readonly LegalFormWord[]): LexiconIndex {
  const forms = new Map<string, LexEntry[]>();
  let maxPhrase = 1;
  for (const concept of concepts) {
    for (const [language, list] of Object.entries(concept.forms) as [LexiconLanguage, readonly string[]][]) {
      for (const spec of list) {
        for (const form of expandForm(spec)) {
          const key = foldForm(form);
          if (!key) continue;
          maxPhrase = Math.max(maxPhrase, key.split(" ").length);
          const entries = forms.get(key) ?? [];
          if (!entries.some((e) => e.concept === concept && e.language === language)) {
            entries.push({ concept, language });
          }
          forms.set(key, entries);
        }
      }
    }
  }
  const legalForms = new Map<string, LegalFormWord>();
  let maxLegalForm = 1;
  for (const word of legal) {
    legalForms.set(word.tokens.join(" "), word);
    maxLegalForm = Math.max(maxLegalForm, word.tokens.length);
  }
  return { forms, maxPhrase, legalForms, maxLegalForm };
}
