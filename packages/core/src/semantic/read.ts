/**
 * Reading a name or a purpose text: fold and tokenise (normalizeName), take out legal-form
 * designations, then turn the rest into elements: known concepts (phrases first, then words,
 * then compounds) and literals (unknown words, numbers, surnames, initials) that individualise a
 * name.
 */
import { normalizeName } from "../normalize/index.js";
import { AMBIGUOUS_PLACE_WORDS, placesNamed } from "../reference/gazetteer.js";
import type { VariantLanguage } from "../types.js";
import { knownForms, splitCompound } from "./compound.js";
import { FUNCTION_WORDS } from "./lexicon/generic.js";
import type { LexEntry } from "./lexicon/index.js";
import { lexiconIndex } from "./lexicon/index.js";
import type { LegalFormWord } from "./lexicon/legal-forms.js";
import type { Concept } from "./lexicon/types.js";

/** One meaningful piece of a name. */
export type Element =
  | { type: "concept"; concept: Concept; text: string; fromCompound: boolean }
  | { type: "literal"; text: string; reason: "unknown" | "number" | "surname" | "initial" };

/** What a text says, as far as the lexicons know. */
export interface Reading {
  /** Folded text (normalizeName's `nameNorm`). */
  norm: string;
  legalForms: LegalFormWord[];
  elements: Element[];
}

/** Options of `readText`. */
export interface ReadOptions {
  /** Language of the text: breaks ties between homographs ("pension": de hotel, en pension). */
  language: VariantLanguage;
  /** Folded surnames to keep as literals even if they are lexicon words ("Schneider"). */
  surnames?: readonly string[];
  /** Recognise legal-form designations (names: yes; purpose texts: no). */
  legalForms?: boolean;
  /**
   * Read an unknown word ending in "-en" as the plural it is the dative of ("Motorfahrzeugen",
   * "Automobilen" after "mit", "von"): purpose texts are written so, names rarely.
   */
  datives?: boolean;
}

/** Read a name or purpose text into legal forms and elements. Never throws. */
export function readText(text: string, options: ReadOptions): Reading {
  const index = lexiconIndex();
  const norm = normalizeName(text).nameNorm;
  // Elisions are separate words here ("d'architecture" → d, architecture); "&" and other
  // punctuation tokens the normaliser keeps carry no meaning, but a letter beside one is an
  // initial ("D&D", "A & D Immobilien"), not the article or conjunction it spells.
  const parts = norm.split(/[ ']/);
  const tokens: string[] = [];
  const besideAmp: boolean[] = [];
  parts.forEach((p, k) => {
    if (!WORDLIKE.test(p)) return;
    tokens.push(p);
    besideAmp.push(p.length === 1 && (parts[k - 1] === "&" || parts[k + 1] === "&"));
  });
  const skippedLetters: string[] = [];
  const surnames = new Set((options.surnames ?? []).map((s) => normalizeName(s).nameNorm).filter(Boolean));
  const legalForms: LegalFormWord[] = [];
  const elements: Element[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (options.legalForms !== false) {
      const lf = longestMatch(tokens, i, index.maxLegalForm, (k) => index.legalForms.get(k));
      if (lf) {
        legalForms.push(lf.value);
        i += lf.length;
        continue;
      }
    }
    if (surnames.has(token)) {
      elements.push({ type: "literal", text: token, reason: "surname" });
      i++;
      continue;
    }
    const phrase = longestMatch(tokens, i, index.maxPhrase, (k) => index.forms.get(k));
    if (phrase) {
      const text = tokens.slice(i, i + phrase.length).join(" ");
      elements.push({
        type: "concept",
        concept: pick(phrase.value, options.language),
        text,
        fromCompound: false,
      });
      i += phrase.length;
      continue;
    }
    const functionWord = FUNCTION_WORDS.has(token) && !besideAmp[i];
    const place = functionWord ? null : placeAt(tokens, i);
    if (place) {
      elements.push({ type: "concept", concept: place.concept, text: place.text, fromCompound: false });
      i += place.length;
      continue;
    }
    i++;
    if (besideAmp[i - 1]) {
      elements.push({ type: "literal", text: token, reason: "initial" });
      continue;
    }
    if (functionWord) {
      if (token.length === 1) skippedLetters.push(token);
      continue;
    }
    if (/^\d+$/.test(token)) {
      elements.push({ type: "literal", text: token, reason: "number" });
      continue;
    }
    elements.push(...readWordOrDative(token, options));
  }
  // A name of nothing but single letters ("A AG", "E AG") is made of initials.
  if (elements.length === 0)
    for (const text of skippedLetters) elements.push({ type: "literal", text, reason: "initial" });
  return { norm, legalForms, elements };
}

/** Concepts of a reading (each once, in order of appearance). */
export function conceptsOf(reading: Reading): Concept[] {
  const seen = new Set<Concept>();
  for (const e of reading.elements) if (e.type === "concept") seen.add(e.concept);
  return [...seen];
}

/**
 * An unknown word with the ending of a trade or workshop noun (de "-erei", fr "-erie", it "-eria",
 * as in Spenglerei, quincaillerie, salumeria): descriptive, but of unknown activity and
 * meaning, so it implies no NOGA section and translation checks cannot compare it.
 */
export const TRADE_WORD: Concept = { id: "trade_word", kind: "generic", forms: {} };

// --- Internal helpers ---

const TRADE_NOUN = /^[a-z]{3,}(?:erei|erie)$/;
/** A dative plural of a plural in "-e" ("fahrzeugen" of "fahrzeuge"). */
const DATIVE = /^[a-z]{3,}en$/;
const WORDLIKE = /[\p{L}\p{N}]/u;
const MAX_PLACE_WORDS = 4;
const placeConcepts = new Map<string, Concept>();

/**
 * A Swiss place or country from the gazetteer (packages/core/src/reference) at `at`, for words
 * the lexicons do not know; place names that are also ordinary words ("Wald", "Horn") are not.
 */
function placeAt(
  tokens: readonly string[],
  at: number,
): { concept: Concept; text: string; length: number } | null {
  for (let n = Math.min(MAX_PLACE_WORDS, tokens.length - at); n >= 1; n--) {
    const text = tokens.slice(at, at + n).join(" ");
    if (n === 1 && AMBIGUOUS_PLACE_WORDS.has(text)) continue;
    const places = placesNamed(text);
    const first = places[0];
    if (!first) continue;
    let concept = placeConcepts.get(first.id);
    if (!concept) {
      concept = { id: `place_${first.id}`, kind: "geo", forms: {} };
      placeConcepts.set(first.id, concept);
    }
    return { concept, text, length: n };
  }
  return null;
}

/** `readWord`, and for an unknown dative plural (`options.datives`) the plural's reading. */
function readWordOrDative(token: string, options: ReadOptions): Element[] {
  const read = readWord(token, options.language);
  if (options.datives !== true || !DATIVE.test(token) || read.some((e) => e.type === "concept")) return read;
  const plural = readWord(token.slice(0, -1), options.language);
  if (!plural.some((e) => e.type === "concept")) return read;
  return plural.map((e) => (e.type === "literal" ? { ...e, text: token } : e));
}

function readWord(token: string, language: VariantLanguage): Element[] {
  const lookup = (form: string) => lexiconIndex().forms.get(form);
  // Transcribed umlauts ("baeckerei") are tried folded ("backerei").
  const transcribed = token.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
  if (transcribed !== token) {
    const hit = lookup(transcribed);
    if (hit) return [{ type: "concept", concept: pick(hit, language), text: token, fromCompound: false }];
  }
  const split = splitCompound(token, knownForms(lexiconIndex().forms));
  if (!split) {
    if (TRADE_NOUN.test(token) || (token.length >= 8 && token.endsWith("eria"))) {
      return [{ type: "concept", concept: TRADE_WORD, text: token, fromCompound: false }];
    }
    return [{ type: "literal", text: token, reason: "unknown" }];
  }
  const out: Element[] = [];
  if (split.unknown !== null) out.push({ type: "literal", text: token, reason: "unknown" });
  split.parts.forEach((part, k) => {
    const entries = split.entries[k];
    if (entries && entries.length > 0) {
      out.push({ type: "concept", concept: pick(entries, language), text: part, fromCompound: true });
    }
  });
  return out;
}

/** The meaning listed under the text's language, else the first one. */
function pick(entries: readonly LexEntry[], language: VariantLanguage): Concept {
  return (entries.find((e) => e.language === language) ?? entries[0])?.concept as Concept;
}

function longestMatch<T>(
  tokens: readonly string[],
  at: number,
  max: number,
  get: (key: string) => T | undefined,
): { value: T; length: number } | null {
  for (let n = Math.min(max, tokens.length - at); n >= 1; n--) {
    const value = get(tokens.slice(at, at + n).join(" "));
    if (value !== undefined) return { value, length: n };
  }
  return null;
}
