/**
 * Official additions that do not distinguish a name: liquidation ("in Liquidation", "en
 * liquidation", "in liquidazione"), formation ("(en formation)", "in Gründung") and branch
 * additions ("Zweigniederlassung Bern", "succursale de Genève", "succursale di Lugano", "Filiale
 * Basel"). Patterns are tokenised once at module load.
 */
import type { Token } from "./tokenize.js";
import { tokenize } from "./tokenize.js";

/** Kinds of official addition. */
export type AdditionKind = "liquidation" | "formation" | "branch";

/** An addition found on tokens `[first, last)`; `start`/`end` index the original string. */
export interface AdditionHit {
  kind: AdditionKind;
  first: number;
  last: number;
  start: number;
  end: number;
}

const PHRASES: Readonly<Record<Exclude<AdditionKind, "branch">, readonly string[]>> = {
  liquidation: [
    "in Liquidation",
    "en liquidation",
    "in liquidazione",
    "en liquidaziun",
    "in Liq",
    "en liq",
    "in liqu",
  ],
  formation: [
    "en formation",
    "in Gründung",
    "in Gruendung",
    "in formazione",
    "in costituzione",
    "en fundaziun",
    "en constitution",
  ],
};

/** Words that open a branch addition; a place must follow. */
const BRANCH_MARKERS: ReadonlySet<string> = new Set([
  "zweigniederlassung",
  "niederlassung",
  "zweigstelle",
  "filiale",
  "succursale",
  "succursala",
  "filiala",
]);
/** Prepositions between the marker and the place ("succursale de Genève", "d'Yverdon"). */
const BRANCH_PREPOSITIONS: ReadonlySet<string> = new Set([
  "in",
  "de",
  "di",
  "du",
  "da",
  "von",
  "a",
  "d'",
  "en",
]);
/** Words that end a place name ("Zweigniederlassung Bern der Alpha AG"). */
const PLACE_STOPS: ReadonlySet<string> = new Set(["der", "des", "of", "della", "dello", "degli", "dei", "&"]);
const MAX_PLACE_TOKENS = 5;

interface Phrase {
  kind: AdditionKind;
  folds: readonly string[];
}

const phraseIndex = new Map<string, Phrase[]>();
for (const [kind, list] of Object.entries(PHRASES) as [AdditionKind, readonly string[]][]) {
  for (const text of list) {
    const toks = tokenize(text).tokens;
    const p: Phrase = { kind, folds: toks.map((t) => t.fold) };
    const bucket = phraseIndex.get(p.folds[0]!);
    if (bucket === undefined) phraseIndex.set(p.folds[0]!, [p]);
    else bucket.push(p);
  }
}

/**
 * Find official additions. `isFormStart(i)` tells whether a legal form starts at token i: a branch
 * place stops there ("Zweigniederlassung Bern AG" keeps "AG" out of the place).
 */
export function findAdditions(
  s: string,
  tokens: readonly Token[],
  isFormStart: (i: number) => boolean,
): AdditionHit[] {
  const hits: AdditionHit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const last = _phraseAt(tokens, i) ?? _branchAt(tokens, i, isFormStart);
    if (last === null) {
      i++;
      continue;
    }
    const kind = last.kind;
    hits.push({
      kind,
      first: i,
      last: last.last,
      ..._extendParens(s, tokens[i]!.start, tokens[last.last - 1]!.end),
    });
    i = last.last;
  }
  return hits;
}

// --- Internal helpers ---
// Additions are decided on token text only, never on punctuation, so that a nameNorm (which has no
// punctuation) yields the same additions as the name it came from.

function _phraseAt(tokens: readonly Token[], i: number): { kind: AdditionKind; last: number } | null {
  const bucket = phraseIndex.get(tokens[i]!.fold);
  if (bucket === undefined) return null;
  outer: for (const p of bucket) {
    const last = i + p.folds.length;
    if (last > tokens.length) continue;
    for (let j = 1; j < p.folds.length; j++) if (tokens[i + j]!.fold !== p.folds[j]) continue outer;
    return { kind: p.kind, last };
  }
  return null;
}

function _branchAt(
  tokens: readonly Token[],
  i: number,
  isFormStart: (i: number) => boolean,
): { kind: AdditionKind; last: number } | null {
  if (!BRANCH_MARKERS.has(tokens[i]!.fold)) return null;
  let j = i + 1;
  if (j < tokens.length && BRANCH_PREPOSITIONS.has(tokens[j]!.fold)) j++;
  const placeStart = j;
  while (j < tokens.length && j - placeStart < MAX_PLACE_TOKENS) {
    const t = tokens[j]!;
    if (isFormStart(j) || _phraseAt(tokens, j) !== null) break;
    if (j > placeStart && PLACE_STOPS.has(t.fold)) break;
    j++;
  }
  return j > placeStart ? { kind: "branch", last: j } : null;
}

/** Include the brackets of "(en formation)" in the addition's text. */
function _extendParens(s: string, start: number, end: number): { start: number; end: number } {
  let a = start;
  while (a > 0 && s.charCodeAt(a - 1) === 32) a--;
  let b = end;
  while (b < s.length && s.charCodeAt(b) === 32) b++;
  const open = s[a - 1];
  const close = s[b];
  if ((open === "(" && close === ")") || (open === "[" && close === "]")) return { start: a - 1, end: b + 1 };
  return { start, end };
}
