/**
 * Conjunctions between words: `&`, `+` and the and-words of de/en/fr/it/es carry no distinctive
 * meaning in a firm name ("Müller & Meier" = "Müller und Meier" = "Müller + Meier"), so they are
 * dropped from the core tokens. Only where they stand between two words: a lone "E" or a final
 * "Y" ("Capital Y") may be a letter, and is kept; so is an "E" or "Y" among single letters, one of
 * a row of initials ("R.E.M."): dropped, it made "A.E.B. Treuhand AG" the identity of "A.B.
 * Treuhand AG".
 */

/** The conjunction sign (the tokenizer folds "&" and "+" to it) and the and-words. */
export const AND_WORDS: ReadonlySet<string> = new Set(["&", "und", "and", "et", "e", "ed", "y"]);

/**
 * Drop every and-word that has a token on both sides (runs of them included: "Alpha & und Beta").
 * Returns the input array itself when nothing is dropped.
 */
export function dropConjunctions(tokens: readonly string[]): readonly string[] {
  const n = tokens.length;
  let first = -1;
  for (let k = 1; k < n - 1; k++) {
    if (AND_WORDS.has(tokens[k]!)) {
      first = k;
      break;
    }
  }
  if (first < 0) return tokens;
  let last = n - 1;
  while (last > 0 && AND_WORDS.has(tokens[last]!)) last--;
  const out = tokens.slice(0, first);
  for (let k = first; k < n; k++) {
    const t = tokens[k]!;
    if (k > 0 && k < last && AND_WORDS.has(t) && !isInitialAt(tokens, k)) continue;
    out.push(t);
  }
  return out;
}

/**
 * Whether the one-letter word at `k` stands between two single letters, or at an edge of the
 * core beside one: one of a row of initials ("R.E.M."), not "and" (the same-as keys keep it a
 * letter too).
 */
export function isInitialAt(tokens: readonly string[], k: number): boolean {
  const single = (t: string | undefined) => t !== undefined && t.length === 1 && t !== "&";
  if (!single(tokens[k])) return false;
  const [b2, b1, a1, a2] = [tokens[k - 2], tokens[k - 1], tokens[k + 1], tokens[k + 2]];
  // At an edge one letter beside it will do: no name starts or ends with "and" ("E.C. Consulting").
  if (b1 === undefined || a1 === undefined) return single(b1) || single(a1);
  // Between two letters, or ending or starting a run of them ("D J E Finanz", "E F G Bau").
  return (single(b1) && (single(a1) || single(b2))) || (single(a1) && single(a2));
}
