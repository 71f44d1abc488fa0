/**
 * Token canonicalisation of the core, shared by the same-as keys and every match class (the
 * search reads `coreTokens`): conjunctions dropped, words with digits read, spelled letters
 * joined. Alternative readings become extra same-as keys rather than a guess.
 *
 * Joined letters keep a reading as separate letters, so their order does not distinguish, as
 * the order of words does not ("H & S" = "S & H", like "H & S Treuhand" = "S & H Treuhand");
 * letters written as one word ("HS") have no such reading ("HS" ≠ "SH").
 */
import { dropConjunctions } from "./conjunctions.js";
import { readDigits } from "./digits.js";
import { joinSpelledLetters } from "./spelled-letters.js";

/** The canonical core tokens and the extra readings (token lists) that also get keys. */
export interface CanonicalCore {
  tokens: string[];
  readings: string[][];
}

/** Canonicalise the core tokens of a name (after legal forms, additions and articles). */
export function canonicalCore(core: readonly string[]): CanonicalCore {
  const { tokens, extra } = readDigits(dropConjunctions(core));
  const primary = [...joinSpelledLetters(tokens)];
  const key = primary.join(" ");
  const readings: string[][] = [];
  if (primary.length === 1 && tokens.length > 1) readings.push([...(primary[0] as string)]);
  for (const r of extra) {
    const reading = [...joinSpelledLetters(r)];
    if (reading.length > 0 && reading.join(" ") !== key) readings.push(reading);
  }
  return { tokens: primary, readings };
}
