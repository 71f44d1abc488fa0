/**
 * Spelled letters: a core made only of letter names or single letters is one initialism
 * ("Ka Em" = "K M" = "K & M" = "KM" → "km"). Letter names of de/fr/it (and the unambiguous
 * English ones), folded. Only the whole core counts: "Ka Em" is an initialism, "Em Bau" is not.
 */

const NAMES: Readonly<Record<string, readonly string[]>> = {
  a: ["a"],
  b: ["be", "bi", "bee"],
  c: ["ce", "ci", "cee", "tse"],
  d: ["de", "di", "dee"],
  e: ["e", "ee"],
  f: ["ef", "effe"],
  g: ["ge", "gi", "gee"],
  h: ["ha", "ache", "acca", "aitch"],
  i: ["i"],
  j: ["jot", "ji", "jay"],
  k: ["ka", "cappa", "kappa", "kay"],
  l: ["el", "elle"],
  m: ["em", "emme"],
  n: ["en", "enne"],
  o: ["o"],
  p: ["pe", "pi", "pee"],
  q: ["ku", "cu", "qu"],
  r: ["er", "erre", "ar"],
  s: ["es", "esse", "ess"],
  t: ["te", "ti", "tee"],
  u: ["u"],
  v: ["fau", "ve", "vu", "vee"],
  w: ["we"],
  x: ["ix", "ixe", "ics", "ex"],
  y: ["ypsilon", "ipsilon", "igrec"],
  z: ["zet", "zett", "zede", "zeta", "zed", "zee"],
};

const LETTER_OF = new Map<string, string>();
for (const [letter, names] of Object.entries(NAMES)) for (const name of names) LETTER_OF.set(name, letter);

/** The letter a folded token spells (a single letter or a letter name), or undefined. */
export function spelledLetter(token: string): string | undefined {
  if (token.length === 1) {
    const c = token.charCodeAt(0);
    return c >= 97 && c <= 122 ? token : undefined;
  }
  return LETTER_OF.get(token);
}

/**
 * Join a core of two or more spelled letters into one token ("ka", "em" → "km"). Returns the
 * input array itself when the core is not such a sequence.
 */
export function joinSpelledLetters(tokens: readonly string[]): readonly string[] {
  if (tokens.length < 2) return tokens;
  let out = "";
  for (const t of tokens) {
    const letter = spelledLetter(t);
    if (letter === undefined) return tokens;
    out += letter;
  }
  return [out];
}
