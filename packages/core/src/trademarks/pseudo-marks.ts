/**
 * Pseudo-mark readings: how a sign is read aloud. "4U" is read "for you", "Kids2Go" "kids to go",
 * "Drei Könige" is the same sign as "3 Könige". Marks are compared under every reading of both
 * sides, so a query "for you" finds a mark "4U" and the other way round.
 *
 * Digits and number words need no reading: the shared normaliser (normalize/numbers.ts) already
 * writes "zwei", "deux", "two" as "2", so they are equal in every match class.
 *
 * Readings of a normalised text (lower case, folded, numbers as digits, single spaces):
 * 1. the text itself;
 * 2. the spoken reading: letter/digit runs split apart ("easy4u" → "easy 4 u", "f3" → "f 3"),
 *    then digits and letters that sound like words replaced ("4" → "for", "2" → "to",
 *    "u" → "you", "r" → "are", "n" → "and"), so "4U" reads "for you" and "Easy4U" "easy for you".
 * A reading equal to the text is dropped, so most names have one reading, and none has more
 * than two. Each reading is indexed (and queried) as a text of its own, through the same
 * normalisation and keys as the text itself.
 */

import { numberWordValue } from "../normalize/numbers.js";

/** One reading of a sign. */
export interface Reading {
  text: string;
  kind: "text" | "sound";
}

/** Digits and single letters read as English words in pseudo-marks. */
const SOUNDS: ReadonlyMap<string, string> = new Map([
  ["2", "to"],
  ["4", "for"],
  ["u", "you"],
  ["r", "are"],
  ["n", "and"],
]);

/** All distinct readings of a normalised text, the text itself first. Empty text gives none. */
export function readingsOf(norm: string): Reading[] {
  if (norm === "") return [];
  const out: Reading[] = [{ text: norm, kind: "text" }];
  const spoken = norm
    .split(" ")
    .flatMap(splitLetterDigitRuns)
    .map((t) => SOUNDS.get(t) ?? t)
    .join(" ");
  if (spoken !== norm) out.push({ text: spoken, kind: "sound" });
  return out;
}

/**
 * Cheap test on the raw text: false guarantees that the normalised text has a single reading,
 * so indexing a million marks needs no second normalisation for the few that have more.
 * A reading needs a digit, a one-letter word (u, r, n) or a number word that becomes 2 or 4.
 */
export function mayHaveReadings(raw: string): boolean {
  for (const token of raw.toLowerCase().split(NOT_WORD)) {
    if (token.length === 1 || hasDigit(token)) return true;
    const value = token.length > 1 ? numberWordValue(token) : undefined;
    if (value === 2 || value === 4) return true;
  }
  return false;
}

// --- Internal helpers ---

const NOT_WORD = /[^\p{L}\p{N}]+/u;
// Other scripts' digits and numeric signs ("²", "٣") that normalisation may turn into digits.
const NUMERIC = /\p{N}/u;

function hasDigit(token: string): boolean {
  for (const ch of token) if (isDigit(ch) || (ch > "\u007f" && NUMERIC.test(ch))) return true;
  return false;
}

function isDigit(ch: string): boolean {
  return ch >= "0" && ch <= "9";
}

/** "easy4u" → ["easy", "4", "u"]; "h2o" → ["h", "2", "o"]; "1000" → ["1000"]. */
function splitLetterDigitRuns(token: string): string[] {
  const runs: string[] = [];
  let run = "";
  let runIsDigit = false;
  for (const ch of token) {
    const d = isDigit(ch);
    if (run !== "" && d !== runIsDigit) {
      runs.push(run);
      run = "";
    }
    run += ch;
    runIsDigit = d;
  }
  if (run !== "") runs.push(run);
  return runs;
}
