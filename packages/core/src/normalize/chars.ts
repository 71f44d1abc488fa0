/**
 * Character classes and folding for the tokenizer. A table covers Latin (U+0000 to U+024F) and is
 * built once at module load; other code points are classified with Unicode property escapes and
 * cached in a bounded map, so the hot path never compiles a regular expression.
 */
import { HOMOGLYPHS } from "./homoglyphs.js";

/** Character classes the tokenizer distinguishes. */
export const CharClass = {
  /** Space, punctuation, symbols, emoji, lone surrogates: ends a token. */
  Separator: 0,
  Letter: 1,
  Digit: 2,
  /** A combining mark: dropped, does not end a token (decomposed "a" + U+0308). */
  Mark: 3,
  /** Apostrophes (' ’ ʼ ‘ ` ´): elision ("l'") or dropped inside a word ("Lion's"). */
  Apostrophe: 4,
  /** "&" and "+": the conjunction token. */
  Ampersand: 5,
} as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

/** Separator flags, OR-ed between two tokens. */
export const Sep = {
  Space: 1,
  Dot: 2,
  Hyphen: 4,
  /** Comma, semicolon, colon. */
  Comma: 8,
  /** Any bracket. */
  Paren: 16,
  Slash: 32,
  Other: 64,
} as const;

/** What the tokenizer needs to know about one code point. */
export interface CharInfo {
  cls: CharClass;
  /** Lower case, diacritics removed, ß→ss (letters and digits only; "" otherwise). */
  fold: string;
  upper: boolean;
  lower: boolean;
  /** Separator flag (for the Separator class). */
  sep: number;
}

const TABLE_SIZE = 0x250;
const CACHE_LIMIT = 8192;

const LETTER = /^\p{L}$/u;
/** Format characters (zero-width space and joiners, soft hyphen, word joiner, BOM, bidi marks). */
const FORMAT = /^\p{Cf}$/u;
const DIGIT = /^\p{Nd}$/u;
const NUMBER = /^\p{N}$/u;
const MARK = /^\p{M}$/u;
const MARKS = /\p{M}+/gu;
const ASCII_DIGITS = /^[0-9]+$/;
const NOT_WORD = /[^\p{L}\p{Nd}]|[ʼ]/gu;

/** Letters that Unicode decomposition leaves alone but a reader folds. */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  ł: "l",
  Ł: "l",
  þ: "th",
  Þ: "th",
  ı: "i",
};

/** Any character of SPECIAL_FOLDS (also inside a decomposition: "ǣ" → "æ" + macron → "ae"). */
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join("")}]`, "g");

const APOSTROPHES = new Set(["'", "’", "ʼ", "‘", "`", "´"]);
const AMPERSANDS = new Set(["&", "+", "＆", "＋"]);

const table: CharInfo[] = [];
for (let cp = 0; cp < TABLE_SIZE; cp++) table.push(_classify(cp));
const cache = new Map<number, CharInfo>();

/** Classify one code point (surrogate halves arrive as themselves and are separators). */
export function charInfo(cp: number): CharInfo {
  if (cp < TABLE_SIZE) return table[cp]!;
  let info = cache.get(cp);
  if (info === undefined) {
    info = _classify(cp);
    if (cache.size < CACHE_LIMIT) cache.set(cp, info);
  }
  return info;
}

// --- Internal helpers ---

function _classify(cp: number): CharInfo {
  const sepInfo = (sep: number): CharInfo => ({
    cls: CharClass.Separator,
    fold: "",
    upper: false,
    lower: false,
    sep,
  });
  if (cp >= 0xd800 && cp <= 0xdfff) return sepInfo(Sep.Other);
  const ch = String.fromCodePoint(cp);
  if (APOSTROPHES.has(ch))
    return { cls: CharClass.Apostrophe, fold: "", upper: false, lower: false, sep: Sep.Other };
  if (AMPERSANDS.has(ch))
    return { cls: CharClass.Ampersand, fold: "&", upper: false, lower: false, sep: Sep.Other };
  // Invisible: a reader sees one word where "Gis\u00adler" hides one (they split it, and High
  // matches of "Gisler" went missing). Dropped like a combining mark, not ending the token.
  if (FORMAT.test(ch)) return { cls: CharClass.Mark, fold: "", upper: false, lower: false, sep: 0 };
  if (LETTER.test(ch)) {
    const lowerCh = ch.toLowerCase();
    // A Cyrillic or Greek letter that looks Latin reads as that letter (homoglyphs.ts), also with
    // marks ("Ϊ" as "ι" does: normalising twice agrees).
    const look = homoglyphFold(ch);
    if (look !== null) {
      return {
        cls: CharClass.Letter,
        fold: look,
        upper: ch !== lowerCh,
        lower: ch !== ch.toUpperCase(),
        sep: 0,
      };
    }
    // Keep only letters and digits in a fold ("ﷺ" decomposes into words with spaces, "ŉ" into "ʼn"),
    // so that a folded text tokenises exactly as the original did.
    const fold = lowerCh
      .normalize("NFKD")
      .replace(MARKS, "")
      .toLowerCase()
      .replace(SPECIAL, (c) => SPECIAL_FOLDS[c] ?? c)
      .replace(NOT_WORD, "");
    // A letter that folds to nothing (only marks or symbols) separates, as it would once folded.
    if (fold === "") return sepInfo(Sep.Other);
    return {
      cls: CharClass.Letter,
      fold,
      upper: ch !== lowerCh,
      lower: ch !== ch.toUpperCase(),
      sep: 0,
    };
  }
  if (DIGIT.test(ch) || NUMBER.test(ch)) {
    const folded = ch.normalize("NFKD");
    if (ASCII_DIGITS.test(folded))
      return { cls: CharClass.Digit, fold: folded, upper: false, lower: false, sep: 0 };
    return DIGIT.test(ch)
      ? { cls: CharClass.Digit, fold: ch, upper: false, lower: false, sep: 0 }
      : sepInfo(Sep.Other);
  }
  if (MARK.test(ch)) return { cls: CharClass.Mark, fold: "", upper: false, lower: false, sep: 0 };
  return sepInfo(_sepFlag(ch));
}

/** The Latin letter a homoglyph reads as, once decomposed and without its marks, or null. */
function homoglyphFold(ch: string): string | null {
  const bare = ch.normalize("NFKD").replace(MARKS, "");
  // "У" is not in the table but its lower case "у" is: both read "y", so normalising twice agrees.
  const look = HOMOGLYPHS[bare] ?? HOMOGLYPHS[bare.toLowerCase()];
  return look === undefined ? null : look.toLowerCase();
}

function _sepFlag(ch: string): number {
  if (ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\u00a0" || /^\s$/u.test(ch))
    return Sep.Space;
  if (ch === "." || ch === "。" || ch === "．") return Sep.Dot;
  if (ch === "-" || ch === "‐" || ch === "‑" || ch === "–" || ch === "—" || ch === "－") return Sep.Hyphen;
  if (ch === "," || ch === ";" || ch === ":") return Sep.Comma;
  if ("()[]{}<>«»".includes(ch)) return Sep.Paren;
  if (ch === "/" || ch === "\\") return Sep.Slash;
  return Sep.Other;
}
