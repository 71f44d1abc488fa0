/**
 * A core's digits read as number words, for the joined-core sound key of class P (features.ts).
 * The normaliser writes number words as digits ("True One" and "TRUE1" both give `true 1`), so a
 * name that glues the number word into a word ("Truone") shares no word and no key with them.
 * Read back in each language the normaliser reads, the joined core sounds like it: "true 1" as
 * "trueone" has the Cologne code 276, as "truone" has.
 */
import { joinedKeys, phoneticIndexKeys, phoneticKeys } from "../phonetic/index.js";

/** The number words of 0 to 9, folded, per language (the forms normalize/numbers.ts reads first). */
const DIGIT_WORDS: readonly (readonly string[])[] = [
  ["null", "eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun"],
  ["zero", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
  ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
  ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
];

/**
 * The core words with every one-digit word spelled out, once per language (one language at a
 * time: a name is written in one), distinct; none when the core has no one-digit word.
 */
export function spelledDigitReadings(words: readonly string[]): string[][] {
  if (!hasDigitWord(words)) return [];
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const table of DIGIT_WORDS) {
    const reading = words.map((w) => (isDigit(w) ? (table[Number(w)] as string) : w));
    const key = reading.join(" ");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(reading);
    }
  }
  return out;
}

/**
 * The digit readings ("true un", "true one") through which `key` is a phonetic key of a core's
 * `words`, or [] when the words have the key without one (explanations name what matched).
 */
export function digitReadingsOf(words: readonly string[], key: string): string[] {
  if (!hasDigitWord(words)) return [];
  if (phoneticIndexKeys(phoneticKeys(words)).includes(key) || joinedKeys(words).includes(key)) return [];
  return spelledDigitReadings(words)
    .filter((r) => joinedKeys(r).includes(key))
    .map((r) => r.join(" "));
}

/**
 * Which side's digits, read as number words, gave a phonetic key: `the query's digits read as
 * words: "true un" or "true one"`, the same for `other` ("registered name", "mark"), or null.
 * `otherWords` is called only when the query's own words do not explain the key.
 */
export function digitReadingNote(
  key: string,
  queryWords: readonly string[],
  otherWords: () => readonly string[],
  other: string,
): string | null {
  const quoted = (readings: string[]) => readings.map((r) => `"${r}"`).join(" or ");
  const query = digitReadingsOf(queryWords, key);
  if (query.length > 0) return `the query's digits read as words: ${quoted(query)}`;
  const theirs = digitReadingsOf(otherWords(), key);
  return theirs.length > 0 ? `the ${other}'s digits read as words: ${quoted(theirs)}` : null;
}

/** True when one of `words` is a one-digit word (only then can digits have been read as words). */
export function hasDigitWord(words: readonly string[]): boolean {
  return words.some(isDigit);
}

function isDigit(word: string): boolean {
  return word.length === 1 && word >= "0" && word <= "9";
}
