/**
 * Turn an analysis into normalised text pieces: legal forms as one folded piece ("S.A." → "sa"),
 * number words as digits, elided articles kept glued ("l'atelier"). nameNorm, nameCore and the keys
 * are all cut from these pieces, so the fields can never disagree.
 */
import type { Analysis } from "./analyze.js";
import { Role } from "./analyze.js";
import { printForm } from "./legal-form-matcher.js";
import { numbersToDigits, romanNumeralValue } from "./numbers.js";
import type { Token } from "./tokenize.js";

/** One piece of normalised text. */
export interface Piece {
  text: string;
  role: Role;
  /** An elided article ("l'", "d'"): printed glued to the next piece. */
  elided: boolean;
}

/** Leading articles ignored in the core (elided l'/d' are dropped anywhere). */
export const LEADING_ARTICLES: ReadonlySet<string> = new Set([
  "the",
  "der",
  "die",
  "das",
  "le",
  "la",
  "les",
  "il",
  "lo",
  "gli",
]);

/** The pieces of an analysed name, in written order. */
export function toPieces(a: Analysis, convertNumbers = true): Piece[] {
  const { tokens, roles } = a;
  const pieces: Piece[] = [];
  let hitIdx = 0;
  let run: string[] = [];
  let runElided: boolean[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const texts =
      convertNumbers && runElided.every((x) => !x)
        ? numbersToDigits(run)
        : _convertAroundElisions(run, runElided, convertNumbers);
    for (let k = 0; k < texts.length; k++) {
      const text = texts[k]!;
      pieces.push({ text, role: Role.Core, elided: text.endsWith("'") });
    }
    run = [];
    runElided = [];
  };
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    const role = roles[i]!;
    if (role === Role.Core) {
      if (run.length > 0 && a.glueAfter.has(i - 1)) run[run.length - 1] += t.fold;
      else {
        const roman = convertNumbers && !a.glueAfter.has(i) ? _romanAfterWord(t, run) : undefined;
        run.push(roman ?? t.fold);
        runElided.push(t.elided);
      }
      i++;
      continue;
    }
    flush();
    if (role === Role.LegalForm) {
      while (a.formHits[hitIdx]!.last <= i) hitIdx++;
      const hit = a.formHits[hitIdx]!;
      const folds = tokens.slice(hit.first, hit.last).map((x) => x.fold);
      pieces.push({ text: printForm(hit.variant, folds), role, elided: false });
      i = hit.last;
      continue;
    }
    pieces.push({ text: t.fold, role, elided: t.elided });
    i++;
  }
  flush();
  return pieces;
}

/** Print pieces with single spaces, elided articles glued to the next piece. */
export function joinPieces(pieces: readonly Piece[]): string {
  let out = "";
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k]!;
    out += p.text;
    if (!p.elided && k < pieces.length - 1) out += " ";
  }
  return out;
}

/**
 * The core pieces: no legal forms, no additions, no elided articles, no leading article. When
 * nothing would remain ("AG", "The"), the name is its own core.
 */
export function corePieces(pieces: readonly Piece[]): Piece[] {
  const core = pieces.filter((p) => p.role === Role.Core && !p.elided);
  if (core.length > 1 && LEADING_ARTICLES.has(core[0]!.text)) core.shift();
  if (core.length > 0) return core;
  const withoutAdditions = pieces.filter((p) => p.role !== Role.Addition);
  const rest = withoutAdditions.length > 0 ? withoutAdditions : pieces;
  // A legal form standing alone becomes plain words ("GmbH & Co. KG" → "gmbh", "&", "co", "kg").
  return rest.flatMap((p) =>
    p.text
      .replaceAll(".", "")
      .split(" ")
      .filter((w) => w.length > 0)
      .map((text) => ({ text, role: p.role, elided: false })),
  );
}

// --- Internal helpers ---

/**
 * The digits of a Roman numeral written in capitals right after a word of the name ("Alpha
 * Immobilien II", "Louis XIV"), else undefined. Not the first word, nor after an initial or a
 * number: "IV Consulting" and "A. B. IV" are letters; nor in lower or mixed case ("Casa Vi").
 */
function _romanAfterWord(t: Token, run: readonly string[]): string | undefined {
  const before = run[run.length - 1];
  if (!t.upper || before === undefined || before.length < 2 || _isDigits(before)) return undefined;
  const value = romanNumeralValue(t.fold);
  return value === undefined ? undefined : String(value);
}

function _isDigits(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Number conversion must not cross an elided article ("l'un" stays "l'un" → "l'" + "1"). */
function _convertAroundElisions(run: string[], elided: boolean[], convert: boolean): string[] {
  const out: string[] = [];
  let seg: string[] = [];
  const push = (): void => {
    out.push(...(convert ? numbersToDigits(seg) : seg));
    seg = [];
  };
  for (let k = 0; k < run.length; k++) {
    if (elided[k]) {
      push();
      out.push(run[k]!);
    } else seg.push(run[k]!);
  }
  push();
  return out;
}
