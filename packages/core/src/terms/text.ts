/**
 * Word tokens of a name with their spelling as written and their folded form. Folding is the
 * normaliser's own (normalize/tokenize.ts: NFKD, diacritics dropped, lower case, ß → ss, "&"/"+"
 * as "&", elided "l'"/"d'"), so restricted terms, place names and names meet on the same ground.
 */
import { TokenKind, tokenize as tokenizeName } from "../normalize/tokenize.js";

/** One word of a name. */
export interface NameToken {
  /** The word as written ("Zürich"). */
  raw: string;
  /** Folded: "zurich". */
  folded: string;
  /** UTF-16 offsets of `raw` in the original text. */
  start: number;
  end: number;
  /** All cased letters are upper case ("WHO", "UN"). */
  upper: boolean;
  /** The conjunction sign "&" or "+". */
  amp: boolean;
}

/** Split a text into word tokens (spaces and punctuation separate words). */
export function foldedWords(text: string): NameToken[] {
  return tokenizeName(text).tokens.map((t) => ({
    raw: text.slice(t.start, t.end),
    folded: t.fold,
    start: t.start,
    end: t.end,
    upper: t.upper,
    amp: t.kind === TokenKind.Amp,
  }));
}

/** The folded words of a text joined by single spaces: "Caisse d'Épargne" → "caisse d' epargne". */
export function foldText(text: string): string {
  return foldedWords(text)
    .map((t) => t.folded)
    .join(" ");
}

const UMLAUT: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };
const HAS_UMLAUT = /[äöüÄÖÜ]/;

/** `text` (NFC) with its umlauts written ae/oe/ue. */
function _transcribe(text: string): string {
  return text.replace(/[äöüÄÖÜ]/g, (c) => UMLAUT[c] ?? c);
}

/**
 * Spellings to index for a literal: the plain fold and, when it has umlauts, the ae/oe/ue
 * transcription ("Universität" → "universitat" and "universitaet"); the register treats both as equal.
 */
export function foldVariants(text: string): string[] {
  const plain = foldText(text);
  const transcribed = foldText(_transcribe(text.normalize("NFC")));
  return transcribed === plain ? [plain] : [plain, transcribed];
}

/** A word of a name folded with its umlauts as ae/oe/ue, and where the added "e"s are. */
export interface UmlautSpelling {
  /** "Kräuter" → "kraeuter". */
  folded: string;
  /** Offsets in `folded` of the "e"s the transcription added ({3} for "kraeuter"). */
  inserted: ReadonlySet<number>;
}

/**
 * The ae/oe/ue spelling of one word of a name (the `raw` of a NameToken), or null when it has no
 * umlaut. The plain fold drops the umlaut ("kräuter" → "krauter"), so without this a term written
 * "Kraeuter" would not match "Kräuter" although the duplicate check calls the two equal. Only a
 * word that really has an umlaut gets it: "Krauter" stays unmatched, "Michael" is not "Michal".
 */
export function umlautSpelling(raw: string): UmlautSpelling | null {
  const text = raw.normalize("NFC");
  if (!HAS_UMLAUT.test(text)) return null;
  const transcribed = _transcribe(text);
  const inserted = new Set<number>();
  let added = 0;
  for (let i = 0; i < text.length; i++) {
    if (UMLAUT[text[i] as string] === undefined) continue;
    added++;
    // The fold up to and including the vowel: its length is where the "e" lands.
    const before = foldedWords(transcribed.slice(0, i + added)).map((t) => t.folded);
    inserted.add(before.join("").length);
  }
  const folded = foldedWords(transcribed)
    .map((t) => t.folded)
    .join("");
  return { folded, inserted };
}
