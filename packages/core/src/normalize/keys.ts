/**
 * The same-as key set. Two names are identical when their key sets intersect. Keys are built from the
 * core tokens (legal forms, additions and leading articles removed, numbers as digits):
 *
 * The core tokens are canonical already (canonical.ts: conjunctions between words dropped, digits
 * read, spelled letters joined); extra readings of a name add their own keys (`readingKeys`).
 *
 * 1. `sorted`: a conjunction left at an edge as "&", tokens sorted, ä→a folding only.
 * 2. `digraph`: as 1, with ae/oe/ue contracted to a/o/u in every token. This is the common image of
 *    both umlaut foldings (ä→a and ä→ae), so Müller, Muller and Mueller share it pairwise.
 * 3. `joined`: the digraph tokens in written order without spaces, so spacing does not distinguish
 *    ("Alpha Beta" = "AlphaBeta").
 * 4. `spelled`: where a generic term is written in a variant spelling ("Photo", "Centre";
 *    generic-spellings.ts), keys 2 and 3 again with its usual spelling ("Foto", "Center").
 * Duplicates are removed, so a one-word name without digraphs has a single key.
 */

import { isInitialAt } from "./conjunctions.js";
import { usualSpelling } from "./generic-spellings.js";
import { CONJUNCTIONS } from "./legal-form-matcher.js";

/** Build the same-as keys of a core token list (empty list → no keys). */
export function sameAsKeys(coreTokens: readonly string[]): string[] {
  const n = coreTokens.length;
  if (n === 0) return [];
  const plain: string[] = new Array<string>(n);
  const contracted: string[] = new Array<string>(n);
  let digraphs = false;
  for (let k = 0; k < n; k++) {
    // An "e" among initials ("r e m") is a letter, not the "and" of "Rossi e Bianchi".
    const t = isInitialAt(coreTokens, k) ? coreTokens[k]! : keyToken(coreTokens[k]!);
    const c = contractDigraphs(t);
    plain[k] = t;
    contracted[k] = c;
    if (c !== t) digraphs = true;
  }
  const joined = contracted.join("");
  const spelled = contracted.map(usualSpelling);
  const respelled = spelled.some((t, k) => t !== contracted[k]);
  const sorted = n === 1 ? plain[0]! : plain.sort().join(" ");
  const keys = [sorted];
  if (digraphs) keys.push(n === 1 ? contracted[0]! : contracted.sort().join(" "));
  if (!keys.includes(joined)) keys.push(joined);
  if (respelled) {
    const spelledJoined = spelled.join("");
    keys.push(n === 1 ? spelled[0]! : spelled.sort().join(" "));
    if (!keys.includes(spelledJoined)) keys.push(spelledJoined);
  }
  return keys;
}

/** Most keys one name gets (the index keeps a bit per key; 32 is its limit). */
export const MAX_SAME_AS_KEYS = 8;

/**
 * The keys of the core reading followed by those of the extra readings (canonical.ts), without
 * duplicates and at most MAX_SAME_AS_KEYS.
 */
export function readingKeys(
  coreTokens: readonly string[],
  readings: readonly (readonly string[])[],
): string[] {
  const keys = sameAsKeys(coreTokens);
  for (const r of readings) {
    for (const k of sameAsKeys(r)) if (keys.length < MAX_SAME_AS_KEYS && !keys.includes(k)) keys.push(k);
  }
  return keys;
}

/**
 * A core token as the key sees it: a conjunction left at the edge of the core (canonicalisation
 * drops those between words) becomes "&" (not "y"/"ed", which at an edge are a letter or a word).
 */
export function keyToken(token: string): string {
  return CONJUNCTIONS.has(token) ? "&" : token;
}

/**
 * Contract the umlaut digraphs ae/oe/ue to a/o/u ("mueller" → "muller"). "que"/"qua" keep their
 * vowel pair because q+u is never an umlaut spelling ("queen", "jacques").
 */
export function contractDigraphs(token: string): string {
  if (token.indexOf("e", 1) < 0) return token;
  let out = "";
  let from = 0;
  for (let i = 1; i < token.length; i++) {
    if (token.charCodeAt(i) !== 101) continue; // "e"
    const p = token.charCodeAt(i - 1);
    if (p !== 97 && p !== 111 && p !== 117) continue; // a, o, u
    if (p === 117 && i >= 2 && token.charCodeAt(i - 2) === 113) continue; // "que"
    out += token.slice(from, i);
    from = i + 1;
  }
  return from === 0 ? token : out + token.slice(from);
}
