/**
 * Character classes for the spelling rules (EHRA directive 2021, "Schreibweise der Firma"):
 * Latin letters with national diacritics, Arabic numerals, one normal space, and the punctuation
 * a Swiss typewriter has. ASCII is classified by table; other code points by Unicode properties.
 */

/** What a spelling rule sees in one code point. */
export type CharKind =
  | "latin" // a Latin letter (incl. diacritics) or a combining diacritic (see letterForms)
  | "digit" // 0-9
  | "space" // U+0020
  | "odd_space" // tab, NBSP, other Unicode or zero-width spaces
  | "punct" // admissible punctuation
  | "non_latin" // a letter or digit of another script, or a non-standard Latin letter form
  | "symbol"; // anything else: § % $ @ # * _ | ~ <> {} [] = ^ \ € © ® ™, emoji, fractions, ...

/** Admissible punctuation: `. , - & + ' ( ) / : ! ? "`, typographic apostrophes (’ ʼ ´), quotes and the en dash. */
export const PUNCTUATION: ReadonlySet<string> = new Set([
  ".",
  ",",
  "-",
  "&",
  "+",
  "'",
  "(",
  ")",
  "/",
  ":",
  "!",
  "?",
  '"',
  "’",
  "‘",
  "«",
  "»",
  "„",
  "“",
  "”",
  "‹",
  "›",
  "–",
  "ʼ",
  "´",
]);

const LETTER = /^\p{L}$/u;
const LATIN = /^\p{Script=Latin}$/u;
const MARK = /^\p{M}$/u;
const ENCLOSING = /^\p{Me}$/u;
// A run of diacritic marks with the character before it. Enclosing marks and invisible ones
// (the grapheme joiner, variation selectors) are symbols of their own, reported once as such.
const MARKS_AFTER = /(\P{M})?((?:(?!\p{Default_Ignorable_Code_Point})[\p{Mn}\p{Mc}])+)/gu;
const DECIMAL = /^\p{Nd}$/u;
const WHITE = /^\s$/u;
// Zero-width and other invisible spacing characters that \s does not cover.
const INVISIBLE_SPACES = new Set([0x200b, 0x2060, 0x180e]);
// Other characters that render as nothing (the combining grapheme joiner, variation selectors,
// joiners, the soft hyphen): a name that looks like another is not another.
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

const ascii: CharKind[] = [];
for (let cp = 0; cp < 128; cp++) {
  const ch = String.fromCharCode(cp);
  ascii.push(
    /[A-Za-z]/.test(ch)
      ? "latin"
      : /[0-9]/.test(ch)
        ? "digit"
        : ch === " "
          ? "space"
          : WHITE.test(ch)
            ? "odd_space"
            : PUNCTUATION.has(ch)
              ? "punct"
              : "symbol",
  );
}
const cache = new Map<number, CharKind>();

/** Classify one code point. */
export function charKind(cp: number): CharKind {
  if (cp < 128) return ascii[cp] as CharKind;
  let kind = cache.get(cp);
  if (kind === undefined) {
    kind = _classify(cp);
    if (cache.size < 4096) cache.set(cp, kind);
  }
  return kind;
}

/** Latin letters of the standard blocks (Basic Latin to Latin Extended-B, Latin Extended Additional). */
export function isStandardLatin(cp: number): boolean {
  return cp < 0x250 || (cp >= 0x1e00 && cp <= 0x1eff);
}

// --- Internal helpers ---

function _classify(cp: number): CharKind {
  const ch = String.fromCodePoint(cp);
  if (WHITE.test(ch) || INVISIBLE_SPACES.has(cp)) return "odd_space";
  if (PUNCTUATION.has(ch)) return "punct";
  if (IGNORABLE.test(ch)) return "symbol";
  // An enclosing mark draws a circle or a keycap around a letter: a symbol, not a diacritic.
  if (ENCLOSING.test(ch)) return "symbol";
  if (MARK.test(ch)) return "latin";
  if (LETTER.test(ch)) return LATIN.test(ch) && isStandardLatin(cp) ? "latin" : "non_latin";
  if (DECIMAL.test(ch)) return "non_latin";
  return "symbol";
}

/**
 * Letters written with combining marks that make no standard letter: a mark on a letter that has
 * no precomposed Latin form with it ("ü" + a second diaeresis, "Z" + a stroke through it), or on
 * no letter at all. Decomposed national letters ("u" + diaeresis, as macOS writes "ü") compose
 * to one and pass. Each such letter with its marks, at most 8.
 */
export function oddLetterForms(text: string): string[] {
  const found: string[] = [];
  for (const [form, base] of text.matchAll(MARKS_AFTER)) {
    if (found.length >= 8) break;
    const composed = form.normalize("NFC");
    const cp = composed.codePointAt(0) ?? 0;
    const standard =
      base !== undefined &&
      composed.length === String.fromCodePoint(cp).length &&
      LATIN.test(composed) &&
      isStandardLatin(cp);
    if (!standard && !found.includes(form)) found.push(form);
  }
  return found;
}

/** A readable name of a character's script, for messages. */
export function scriptOf(ch: string): string {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return LATIN.test(ch) ? "non-standard Latin form" : "non-Latin";
}

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ["Cyrillic", /^\p{Script=Cyrillic}$/u],
  ["Greek", /^\p{Script=Greek}$/u],
  ["Arabic", /^\p{Script=Arabic}$/u],
  ["Hebrew", /^\p{Script=Hebrew}$/u],
  ["Han", /^\p{Script=Han}$/u],
  ["Hiragana", /^\p{Script=Hiragana}$/u],
  ["Katakana", /^\p{Script=Katakana}$/u],
  ["Hangul", /^\p{Script=Hangul}$/u],
  ["Thai", /^\p{Script=Thai}$/u],
  ["Devanagari", /^\p{Script=Devanagari}$/u],
  ["Armenian", /^\p{Script=Armenian}$/u],
  ["Georgian", /^\p{Script=Georgian}$/u],
];

/** Letters of other scripts that look like Latin ones (homoglyphs), for the message. */
export { HOMOGLYPHS } from "../normalize/homoglyphs.js";
