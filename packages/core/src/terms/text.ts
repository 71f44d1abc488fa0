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

/**
 * Spellings to index for a literal: the plain fold and, when it has umlauts, the ae/oe/ue
 * transcription ("Universität" → "universitat" and "universitaet"); the register treats both as equal.
 */
export function foldVariants(text: string): string[] {
  const plain = foldText(text);
  const transcribed = foldText(text.normalize("NFC").replace(/[äöüÄÖÜ]/g, (c) => UMLAUT[c] ?? c));
  return transcribed === plain ? [plain] : [plain, transcribed];
}
