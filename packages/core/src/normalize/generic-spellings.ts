/**
 * Spelling variants of generic terms. The register's identity check does not tell two names
 * apart by the spelling of a generic term ("Photo" / "Foto", "Center" / "Centre":
 * docs/normalization.md, "Generic spellings"), so the key gets a reading with each such term in
 * one usual spelling. Only the listed variants count, whole or at a word's edge ("Fotostudio",
 * "Einkaufscentre"): a general ph→f rule would also equate personal names ("Philipp" / "Filipp").
 */

/**
 * Variant → usual spelling, where the variant may start a word (a compound's head: "photostudio").
 * German variant spellings of the Duden (ph/f) and the English/French "-re" of "center" and
 * "theater", folded as keys are (lower case, no diacritics).
 */
const AT_START: readonly (readonly [string, string])[] = [
  ["photograph", "fotograf"],
  ["photo", "foto"],
  ["graphik", "grafik"],
  ["graphisch", "grafisch"],
  ["geograph", "geograf"],
  ["telephon", "telefon"],
  ["centre", "center"],
  ["theatre", "theater"],
];

/** Variant → usual spelling, where the variant may end a word ("einkaufscentre", "typographie"). */
const AT_END: readonly (readonly [string, string])[] = [
  ["graphie", "grafie"],
  ["graphik", "grafik"],
  ["centre", "center"],
  ["theatre", "theater"],
];

/**
 * Whole words written out or abbreviated: "Sankt Ursen" = "St. Ursen", "Saint-Blaise" =
 * "St-Blaise" (the abbreviation is both languages', so the key reads both as it).
 */
const WHOLE: ReadonlyMap<string, string> = new Map([
  ["sankt", "st"],
  ["saint", "st"],
  ["sainte", "ste"],
]);

/**
 * A key token with a generic term's variant spelling in its usual spelling (else itself): a
 * whole word written out in its abbreviation, else the first variant found at its start, then
 * the first at its end ("photocentre" → "fotocenter").
 */
export function usualSpelling(token: string): string {
  const whole = WHOLE.get(token);
  if (whole !== undefined) return whole;
  let t = token;
  for (const [variant, usual] of AT_START) {
    if (t.startsWith(variant)) {
      t = usual + t.slice(variant.length);
      break;
    }
  }
  for (const [variant, usual] of AT_END) {
    if (t.endsWith(variant)) {
      t = t.slice(0, t.length - variant.length) + usual;
      break;
    }
  }
  return t;
}
