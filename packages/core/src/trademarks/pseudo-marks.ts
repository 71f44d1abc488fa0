/**
 * Pseudo-mark readings: how a sign is read aloud. "4U" is read "for you", "Kids2Go" "kids to go",
 * "Drei Könige" is the same sign as "3 Könige". Marks are compared under every reading of both
 * sides, so a query "for you" finds a mark "4U" and the other way round.
 *
 * Digits and number words need no reading: the shared normaliser (normalize/numbers.ts) already
 * writes "zwei", "deux", "two" as "2", so they are equal in every match class. Read aloud, though,
 * only a written digit or an English number word sounds like an English word: "4U" and "Four You"
 * read "for you", "Vier Pfoten" and "Quattro Stagioni" do not ("vier" is not "for").
 *
 * Readings of a normalised text (lower case, folded, numbers as digits, single spaces):
 * 1. the text itself;
 * 2. the spoken reading: letter/digit runs split apart ("easy4u" → "easy 4 u", "f3" → "f 3"),
 *    then digits and letters that sound like words replaced ("4" → "for", "2" → "to",
 *    "u" → "you", "r" → "are", "n" → "and"), so "4U" reads "for you" and "Easy4U" "easy for you";
 *    digits only when the sign itself has a digit or an English number word (`soundsDigits`).
 * A reading equal to the text is dropped, so most names have one reading, and none has more
 * than two. Each reading is indexed (and queried) as a text of its own, through the same
 * normalisation and keys as the text itself.
 */

/** One reading of a sign. */
export interface Reading {
  text: string;
  kind: "text" | "sound";
}

/** Every reading kind, in the order an index entry's tag numbers them. */
export const READING_KINDS: readonly Reading["kind"][] = ["text", "sound"];

/** Digits and single letters read as English words in pseudo-marks. */
const SOUNDS: ReadonlyMap<string, string> = new Map([
  ["2", "to"],
  ["4", "for"],
  ["u", "you"],
  ["r", "are"],
  ["n", "and"],
]);

/** English number words whose digit sounds like an English word ("two" → "2" → "to"). */
const ENGLISH_SOUNDED = new Set(["two", "four"]);

/**
 * All distinct readings of a normalised text (`norm`, of the sign `raw`), the text itself first.
 * Empty text gives none. Without `raw`, every digit of `norm` is read aloud (as before 1.1.7).
 */
export function readingsOf(norm: string, raw: string = norm): Reading[] {
  if (norm === "") return [];
  const out: Reading[] = [{ text: norm, kind: "text" }];
  const digits = soundsDigits(raw);
  const spoken = norm
    .split(" ")
    .flatMap(splitLetterDigitRuns)
    .map((t) => (!digits && isDigit(t[0] ?? "") ? t : (SOUNDS.get(t) ?? t)))
    .join(" ");
  if (spoken !== norm) out.push({ text: spoken, kind: "sound" });
  return out;
}

/**
 * Cheap test on the raw text: false guarantees that the normalised text has a single reading,
 * so indexing a million marks needs no second normalisation for the few that have more.
 * A reading needs a one-letter word (u, r, n) or a digit sounded (`soundsDigits`).
 */
export function mayHaveReadings(raw: string): boolean {
  for (const token of raw.toLowerCase().split(NOT_WORD)) if (token.length === 1) return true;
  return soundsDigits(raw);
}

/** Whether the sign's digits are read aloud as English words: it has a digit or says "two" or "four". */
export function soundsDigits(raw: string): boolean {
  for (const token of raw.toLowerCase().split(NOT_WORD)) {
    if (hasDigit(token) || ENGLISH_SOUNDED.has(token)) return true;
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
