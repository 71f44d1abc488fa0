/**
 * Single-pass tokenizer over the original string. A token is a run of letters and digits
 * (alphanumerics stay whole: "H2O", "4U"), an elided article ("l'", "d'") or the conjunction sign
 * ("&", "+"). "@" and "$" between a word and a letter are that word's letters a and s ("Sol@r").
 * Offsets always index the original string, so matches can point back into it.
 */
import { CharClass, charInfo, Sep } from "./chars.js";

/** Token kinds. */
export const TokenKind = { Word: 0, Number: 1, Alnum: 2, Amp: 3 } as const;
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];

/** One token of a name. */
export interface Token {
  /** Offsets in the original string (end exclusive). */
  start: number;
  end: number;
  /** Lower case, diacritics removed (ä→a, ß→ss); "&" for the conjunction sign; "l'" for an elision. */
  fold: string;
  kind: TokenKind;
  /** Has cased letters and all of them are upper case. */
  upper: boolean;
  /** A lower-case letter is directly followed by an upper-case one or a digit ("AlphaAG", "Beta2"). */
  camel: boolean;
  /** An elided article such as "l'" or "d'" (glued to the next word). */
  elided: boolean;
  /** Separator flags (`Sep`) between the previous token (or the start) and this one. */
  sepBefore: number;
  /** Separator flags between this token and the next one (or the end). */
  sepAfter: number;
}

/** The tokens of a string and whether any letter was upper case. */
export interface Tokenized {
  tokens: Token[];
  /** At least one upper-case letter occurs (an all-lower-case input cannot carry case cues). */
  anyUpper: boolean;
}

/** Split `s` into tokens in one pass. Never throws; control characters and emoji are separators. */
export function tokenize(s: string): Tokenized {
  const tokens: Token[] = [];
  let anyUpper = false;
  let pendingSep = 0;
  let cur: Token | null = null;
  let hasLetter = false;
  let hasDigit = false;
  let hasLower = false;
  let prevLower = false;

  const close = (): void => {
    if (cur === null) return;
    cur.kind = hasLetter ? (hasDigit ? TokenKind.Alnum : TokenKind.Word) : TokenKind.Number;
    cur.upper = cur.upper && !hasLower;
    tokens.push(cur);
    cur = null;
  };
  const open = (start: number): Token => {
    const prev = tokens[tokens.length - 1];
    if (prev !== undefined) prev.sepAfter = pendingSep;
    const t: Token = {
      start,
      end: start,
      fold: "",
      kind: TokenKind.Word,
      upper: false,
      camel: false,
      elided: false,
      sepBefore: pendingSep,
      sepAfter: 0,
    };
    pendingSep = 0;
    hasLetter = false;
    hasDigit = false;
    hasLower = false;
    prevLower = false;
    return t;
  };

  const n = s.length;
  for (let i = 0; i < n; ) {
    let cp = s.charCodeAt(i);
    let width = 1;
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < n) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        cp = (cp - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
        width = 2;
      }
    }
    const info = charInfo(cp);
    switch (info.cls) {
      case CharClass.Letter:
      case CharClass.Digit: {
        if (cur === null) cur = open(i);
        const t: Token = cur;
        t.fold += info.fold;
        t.end = i + width;
        if (info.cls === CharClass.Letter) {
          hasLetter = true;
          if (info.upper) {
            anyUpper = true;
            if (prevLower) t.camel = true;
            t.upper = true;
          }
          if (info.lower) hasLower = true;
          prevLower = info.lower;
        } else {
          hasDigit = true;
          if (prevLower) t.camel = true;
          prevLower = false;
        }
        break;
      }
      case CharClass.Mark:
        if (cur !== null) cur.end = i + width;
        else pendingSep |= Sep.Other;
        break;
      case CharClass.Apostrophe: {
        // The whole code point: an astral letter ("l'𢡊") is a word as much as "l'a" is.
        const next = i + 1 < n ? charInfo(s.codePointAt(i + 1) as number).cls : CharClass.Separator;
        const nextIsWord = next === CharClass.Letter || next === CharClass.Digit;
        if (cur !== null && nextIsWord && (cur.fold === "l" || cur.fold === "d")) {
          const t: Token = cur;
          t.fold += "'";
          t.elided = true;
          t.end = i + 1;
          close();
        } else if (cur !== null && nextIsWord) {
          // "Lion's", "O'Neil": the apostrophe is dropped and the word stays whole.
          cur.end = i + 1;
        } else {
          close();
          pendingSep |= Sep.Other;
        }
        break;
      }
      case CharClass.Ampersand: {
        close();
        const t = open(i);
        t.fold = "&";
        t.end = i + width;
        t.kind = TokenKind.Amp;
        tokens.push(t);
        break;
      }
      default: {
        // "Sol@r", "Ca$h": a leet sign inside a word is the letter it stands for.
        const leet = cp === 64 ? "a" : cp === 36 ? "s" : "";
        if (
          leet !== "" &&
          cur !== null &&
          i + 1 < n &&
          charInfo(s.charCodeAt(i + 1)).cls === CharClass.Letter
        ) {
          cur.fold += leet;
          cur.end = i + 1;
          hasLetter = true;
          prevLower = false;
          break;
        }
        close();
        pendingSep |= info.sep;
      }
    }
    i += width;
  }
  close();
  const last = tokens[tokens.length - 1];
  if (last !== undefined) last.sepAfter = pendingSep;
  return { tokens, anyUpper };
}
