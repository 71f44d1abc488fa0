/**
 * Readings of words that mix letters and digits. The core gets one reading (letters where a
 * reading exists, so the word has a phonetic code); the other plausible readings become extra
 * same-as keys instead of a guess:
 *
 * | written      | core                 | extra readings          | why                          |
 * |--------------|----------------------|-------------------------|------------------------------|
 * | `T3chno`     | `techno`             |                         | leet digit inside letters    |
 * | `A1pha`      | `aipha`              | `alpha`                 | 1 reads as i or l            |
 * | `Fit4Life`   | `fit for life`       | `fit 4 life`, `fitalife`| 4 = "for" between two words  |
 * | `Go2Market`  | `go to market`       | `go 2 market`           | 2 = "to" between two words   |
 * | `Fit 4 Life` | `fit 4 life`         | `fit for life`          | the same pun, spaced         |
 * | `TRUE1`      | `true 1`             |                         | a number glued to a word     |
 * | `zero18`     | `018`                | (digits agree)          | a number word glued to digits|
 * | `H2O`, `i9`, `DV8` | as written         |                         | codes, not words: kept       |
 *
 * Readings never depend on letter case (the key must not), so `FIT4LIFE` reads as `Fit4Life`.
 */
import { numberWordValue } from "./numbers.js";

/** The core reading and up to two extra readings of a token list. */
export interface DigitReadings {
  tokens: readonly string[];
  /** Extra readings (whole token lists), each different from `tokens`; often empty. */
  extra: (readonly string[])[];
}

/** Leet digits and the letter they stand for; 1 also reads as "l" (second reading). */
const LEET: Readonly<Record<string, string>> = { 0: "o", 1: "i", 3: "e", 4: "a", 5: "s", 7: "t" };
const VOWEL = /[aeiouy]/;
/** Digits that sound like a short word between two words ("Fit4Life", "Go2Market"). */
const HOMOPHONES: Readonly<Record<string, string>> = { 2: "to", 4: "for" };

/** Read every mixed letter-digit token; returns the input itself when there is none. */
export function readDigits(tokens: readonly string[]): DigitReadings {
  let touched = false;
  for (const t of tokens) if (_hasDigit(t)) touched = true;
  if (!touched) return { tokens, extra: [] };
  // Three parallel readings: the core one and two alternatives, built token by token.
  const readings: string[][] = [[], [], []];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const texts = _isWord(t) || !_hasDigit(t) ? [t, t, t] : _readToken(t, tokens[k - 1], tokens[k + 1]);
    for (let r = 0; r < 3; r++) readings[r]!.push(...texts[r]!.split(" ").filter((w) => w.length > 0));
  }
  const [core, ...alts] = readings as [string[], string[], string[]];
  const seen = new Set([core.join(" ")]);
  const extra: string[][] = [];
  for (const alt of alts) {
    const key = alt.join(" ");
    if (!seen.has(key)) {
      seen.add(key);
      extra.push(alt);
    }
  }
  return { tokens: core, extra };
}

// --- Internal helpers ---

function _hasDigit(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** Only letters (no digit at all). */
function _isWord(t: string | undefined): boolean {
  return t !== undefined && t.length >= 2 && !_hasDigit(t);
}

/** Three readings (space-separated words) of one token with a digit. */
function _readToken(
  t: string,
  before: string | undefined,
  after: string | undefined,
): [string, string, string] {
  const runs = t.match(/\d+|\D+/g) ?? [t];
  if (runs.length === 1) return _readNumber(t, before, after);
  _numberWordsToDigits(runs);
  const out: [string, string, string] = ["", "", ""];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const digit = run.charCodeAt(0) >= 48 && run.charCodeAt(0) <= 57;
    const inner = i > 0 && i < runs.length - 1;
    let texts: [string, string, string];
    if (!digit) texts = [run, run, run];
    else if (!inner) {
      // A number glued to a word is a word of its own ("TRUE1"); glued to one letter or to letters
      // without a vowel it is a code ("i9", "4U", "DV8", "BS51").
      const word = runs[i === 0 ? 1 : i - 1];
      const text = word !== undefined && word.length >= 2 && VOWEL.test(word) ? ` ${run} ` : run;
      texts = [text, text, text];
    } else texts = _readInner(run, runs[i - 1]!, runs[i + 1]!);
    out[0] += texts[0];
    out[1] += texts[1];
    out[2] += texts[2];
  }
  return out;
}

/** A digit run between two letter runs. */
function _readInner(run: string, left: string, right: string): [string, string, string] {
  const homophone = run.length === 1 ? HOMOPHONES[run] : undefined;
  const leet = [...run].every((d) => LEET[d] !== undefined)
    ? [...run].map((d) => LEET[d]).join("")
    : undefined;
  if (homophone !== undefined && left.length >= 2 && right.length >= 2)
    return [` ${homophone} `, ` ${run} `, leet ?? ` ${run} `];
  if (leet !== undefined) {
    const alt = homophone !== undefined ? ` ${homophone} ` : leet.replaceAll("i", "l");
    return [
      leet,
      run.includes("1") ? leet.replaceAll("i", "l") : alt,
      homophone !== undefined ? ` ${run} ` : alt,
    ];
  }
  return [run, run, run];
}

/** A standalone number: "4"/"2" between two words also reads as "for"/"to". */
function _readNumber(
  t: string,
  before: string | undefined,
  after: string | undefined,
): [string, string, string] {
  const homophone = HOMOPHONES[t];
  if (homophone !== undefined && _isWord(before) && _isWord(after)) return [t, homophone, t];
  return [t, t, t];
}

/** A number word glued to digits is digits too ("zero18" → "018"): rewrite those runs in place. */
function _numberWordsToDigits(runs: string[]): void {
  for (let i = 0; i < runs.length; i++) {
    const v = numberWordValue(runs[i]!);
    if (v === undefined || v > 9) continue;
    const nextDigit = i + 1 < runs.length && /^\d/.test(runs[i + 1]!);
    const prevDigit = i > 0 && /^\d/.test(runs[i - 1]!);
    if (nextDigit || prevDigit) runs[i] = String(v);
  }
  // Merge neighbouring digit runs created above.
  for (let i = runs.length - 1; i > 0; i--) {
    if (/^\d/.test(runs[i]!) && /^\d/.test(runs[i - 1]!)) runs.splice(i - 1, 2, runs[i - 1]! + runs[i]!);
  }
}
