/**
 * The Cologne phonetic code (Kölner Phonetik) of a folded word, as talisman computes it, without
 * its per-call regular expressions and arrays. Index builds code every word and every joined
 * core (a million calls at 1.2 M names), so the plain letters a–z, which is all a folded core
 * word holds, take a single pass; anything else goes to talisman. The output is talisman's to
 * the byte (a property test compares them), so stored keys do not change.
 */
import cologne from "talisman/phonetics/german/cologne.js";

/** Cologne code of `word`: talisman's result, computed in one pass for lower-case a–z. */
export function cologneCode(word: string): string {
  if (!lowerAscii(word)) return cologne(word);
  const s = word.includes("ph") ? word.replaceAll("ph", "f") : word;
  let out = "";
  let previousRaw = NONE;
  let first = true;
  for (let i = 0; i < s.length; i++) {
    const code = letterCode(s, i);
    // Talisman squeezes runs of equal codes (H's "no code" included), then keeps the first code
    // and every later one that is not 0 or "no code".
    if (code === previousRaw) continue;
    previousRaw = code;
    if (first) {
      first = false;
      if (code !== NO_CODE) out += code;
    } else if (code > 0) {
      out += code;
    }
  }
  return out;
}

// --- Internal helpers ---

/** Not a code: before the first letter. */
const NONE = -2;
/** H has no code, but still separates two equal codes, as in talisman. */
const NO_CODE = -1;

/** Marks the letters whose code depends on their neighbours (c, d, t, x). */
const RULE = 99;
// Codes of a–z by letter position; -1 for h.
const CODES = Int8Array.from(
  "0 1 99 99 0 3 4 -1 0 0 4 5 6 6 0 1 4 7 8 99 0 3 3 99 0 8".split(" ").map(Number),
);

function letterCode(s: string, i: number): number {
  const c = s.charCodeAt(i);
  const plain = CODES[c - 97] as number;
  if (plain !== RULE) return plain;
  const next = s[i + 1];
  const previous = s[i - 1];
  if (c === 100 || c === 116) return next === "c" || next === "s" || next === "z" ? 8 : 2; // d, t
  if (c === 99) {
    // c: hard (4) before a, h, k, o, q, u, x unless after s or z; at the start also before l, r.
    const hard =
      (previous === undefined && next !== undefined && "ahkloqrux".includes(next)) ||
      (next !== undefined && "ahkoqux".includes(next) && previous !== "s" && previous !== "z");
    return hard ? 4 : 8;
  }
  // x
  return previous === "c" || previous === "q" || previous === "k" ? 8 : 48;
}

function lowerAscii(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}
