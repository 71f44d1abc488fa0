/**
 * The compiled legal-form recogniser: every spelling of legal-form-data.ts is tokenised once at
 * module load into an index keyed by its first folded token; matching is a longest-first probe at
 * each token, so a name is scanned once.
 */
import { CharClass, charInfo, Sep } from "./chars.js";
import type { LegalFormEntry } from "./legal-form-data.js";
import { LEGAL_FORM_DESIGNATIONS } from "./legal-form-data.js";
import type { Token } from "./tokenize.js";
import { tokenize } from "./tokenize.js";

/** How a spelling is matched (see legal-form-data.ts). */
export const Mode = { Free: 0, Dotted: 1, Strict: 2, Final: 3, Cased: 4 } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

/** One compiled spelling. */
export interface Variant {
  entry: LegalFormEntry;
  folds: readonly string[];
  mode: Mode;
  /** The spelling ends in "." ("Gen."): the dot is required unless the form ends the name. */
  lastDot: boolean;
  /** Written without spaces but split by dots ("S.p.A.", "S.àr.l."): printed as one word. */
  abbreviation: boolean;
  /** A `cased` spelling: the token must be written exactly so ("SpA"). */
  exact?: string;
}

/** How a matched form is printed in nameNorm: one folded word that is recognised again anywhere. */
export function printForm(v: Variant, folds: readonly string[]): string {
  if ((v.mode === Mode.Free || v.mode === Mode.Final) && !v.abbreviation)
    return v.lastDot ? `${folds.join(" ")}.` : folds.join(" ");
  // Without a one-word canonical form, dotted letters keep their dots ("b.v.") to be read again.
  return canonicalWord.get(v.entry) ?? (v.mode === Mode.Dotted ? `${folds.join(".")}.` : folds.join(""));
}

/** A legal form found on whole tokens `[first, last)`. */
export interface TokenFormHit {
  variant: Variant;
  first: number;
  last: number;
}

/** A spelling glued to the end of a word after a case boundary ("AlphaAG"). */
export interface EmbeddedSpelling {
  text: string;
  entry: LegalFormEntry;
}

/** Conjunctions that "&" in a spelling stands for (and that the same-as key equates). */
export const CONJUNCTIONS: ReadonlySet<string> = new Set(["&", "und", "and", "et", "e"]);

const index = new Map<string, Variant[]>();
const embeddedSpellings: EmbeddedSpelling[] = [];
for (const entry of LEGAL_FORM_DESIGNATIONS) _compile(entry);
for (const list of index.values()) list.sort((a, b) => b.folds.length - a.folds.length);
/** Entries whose canonical form is a free one-word spelling ("Sàrl" → "sarl"). */
const canonicalWord = new Map<LegalFormEntry, string>();
for (const entry of LEGAL_FORM_DESIGNATIONS) {
  const folds = tokenize(entry.canonical).tokens.map((t) => t.fold);
  const free = index
    .get(folds[0] ?? "")
    ?.some((v) => v.entry === entry && v.mode === Mode.Free && v.folds.length === 1 && !v.lastDot);
  if (folds.length === 1 && free === true) canonicalWord.set(entry, folds[0]!);
}

/** The spellings detected glued to a word, longest first. */
export const EMBEDDED_SPELLINGS: readonly EmbeddedSpelling[] = embeddedSpellings.sort(
  (a, b) => b.text.length - a.text.length,
);

/** The text a name's tokens index, and whether it has upper-case letters (case cues). */
export interface Written {
  original: string;
  anyUpper: boolean;
}

/**
 * The longest legal form starting at token `i` and ending at or before `limit`, or null.
 * `finalEnd` is the token index where the name proper ends (official additions follow it).
 */
export function matchFormAt(
  tokens: readonly Token[],
  i: number,
  limit: number,
  finalEnd: number,
  written: Written,
): TokenFormHit | null {
  const t = tokens[i]!;
  const direct = index.get(t.fold);
  const viaConj = CONJUNCTIONS.has(t.fold) && t.fold !== "&" ? index.get("&") : undefined;
  const best = _longest(tokens, direct, i, limit, finalEnd, written, null);
  return _longest(tokens, viaConj, i, limit, finalEnd, written, best);
}

/** The first (longest) variant of `list` that fits at `i` and is longer than `best`. */
function _longest(
  tokens: readonly Token[],
  list: readonly Variant[] | undefined,
  i: number,
  limit: number,
  finalEnd: number,
  written: Written,
  best: TokenFormHit | null,
): TokenFormHit | null {
  if (list === undefined) return best;
  for (const v of list) {
    const last = i + v.folds.length;
    if (best !== null && last <= best.last) break;
    if (last <= limit && _fits(tokens, v, i, last, finalEnd, written)) return { variant: v, first: i, last };
  }
  return best;
}

/** A legal-form spelling glued to the end of token `t` after a lower-case letter or digit, or null. */
export function matchEmbedded(s: string, t: Token): EmbeddedSpelling | null {
  if (!t.camel) return null;
  for (const sp of EMBEDDED_SPELLINGS) {
    const at = t.end - sp.text.length;
    if (at - 1 <= t.start || !s.startsWith(sp.text, at)) continue;
    const before = charInfo(s.charCodeAt(at - 1));
    if (before.lower || (before.cls === CharClass.Digit && at - 2 > t.start)) return sp;
  }
  return null;
}

// --- Internal helpers ---

function _fits(
  tokens: readonly Token[],
  v: Variant,
  first: number,
  last: number,
  finalEnd: number,
  written: Written,
): boolean {
  let dots = 0;
  for (let j = first; j < last; j++) {
    const t = tokens[j]!;
    const want = v.folds[j - first]!;
    if (want === "&" ? !CONJUNCTIONS.has(t.fold) : t.fold !== want) return false;
    if (j > first && t.sepBefore & Sep.Dot) dots++;
  }
  // A suffix led by "and" ("e C.", "& Co.") follows a word: "E.C. Consulting" is initials, and so is
  // the "E" of "A.E.C." (it was read as the Italian "e C.", leaving the core "consulting").
  if (v.folds[0] === "&") {
    const conj = tokens[first]!;
    if (first === 0 || (conj.fold !== "&" && conj.fold.length === 1 && tokens[first - 1]!.fold.length === 1))
      return false;
  }
  const lastTok = tokens[last - 1]!;
  const dotAfter = (lastTok.sepAfter & Sep.Dot) !== 0;
  if (v.lastDot && !dotAfter && last !== finalEnd) return false;
  if (v.mode === Mode.Final) return last === finalEnd;
  if (v.mode === Mode.Cased)
    return last === finalEnd && _writtenAs(written.original, tokens[first]!, v.exact!);
  if (v.mode === Mode.Strict) {
    if (last !== finalEnd) return false;
    for (let j = first; j < last; j++) if (written.anyUpper && !tokens[j]!.upper) return false;
  } else if (v.mode === Mode.Dotted) {
    if (first === 0 || dots + (dotAfter ? 1 : 0) === 0) return false;
    // Inside a chain of initials ("J.A.G. Consulting") the letters are a person's initials.
    const prev = tokens[first - 1]!;
    const next = tokens[last];
    const glued = (sep: number): boolean => (sep & Sep.Dot) !== 0 && (sep & Sep.Space) === 0;
    if (prev.fold.length === 1 && glued(tokens[first]!.sepBefore)) return false;
    if (next !== undefined && next.fold.length === 1 && glued(next.sepBefore)) return false;
  }
  return true;
}

function _compile(entry: LegalFormEntry): void {
  for (const spelling of _withDigraphs(entry.forms ?? [])) {
    const { tokens } = tokenize(spelling);
    const lastDot = tokens.length > 0 && (tokens[tokens.length - 1]!.sepAfter & Sep.Dot) !== 0;
    const abbreviation = tokens.length > 1 && !/\s/.test(spelling);
    _add({ entry, folds: tokens.map((t) => t.fold), mode: Mode.Free, lastDot, abbreviation });
  }
  for (const spelling of entry.dotted ?? []) {
    const folded = tokenize(spelling)
      .tokens.map((t) => t.fold)
      .join("");
    _add({ entry, folds: [...folded], mode: Mode.Dotted, lastDot: false, abbreviation: true });
  }
  for (const spelling of entry.final ?? []) {
    _add({
      entry,
      folds: tokenize(spelling).tokens.map((t) => t.fold),
      mode: Mode.Final,
      lastDot: false,
      abbreviation: false,
    });
  }
  for (const spelling of entry.strict ?? []) {
    _add({
      entry,
      folds: tokenize(spelling).tokens.map((t) => t.fold),
      mode: Mode.Strict,
      lastDot: false,
      abbreviation: false,
    });
  }
  for (const spelling of entry.cased ?? []) {
    const folds = tokenize(spelling).tokens.map((t) => t.fold);
    _add({ entry, folds, mode: Mode.Cased, lastDot: false, abbreviation: false, exact: spelling });
  }
  for (const text of entry.embedded ?? []) {
    for (const variant of new Set([text, text.toUpperCase()]))
      embeddedSpellings.push({ text: variant, entry });
  }
}

/**
 * Token `t` is written exactly `spelling`. A spelling in capitals ("SPA") counts only in a name
 * that has lower-case letters too: written in capitals throughout, "SPA" is as likely the word.
 */
function _writtenAs(original: string, t: Token, spelling: string): boolean {
  if (original.slice(t.start, t.end) !== spelling) return false;
  return spelling !== spelling.toUpperCase() || original !== original.toUpperCase();
}

function _add(v: Variant): void {
  const key = v.folds[0];
  if (key === undefined) return;
  const list = index.get(key);
  const same = (o: Variant) =>
    o.mode === v.mode && o.folds.join(" ") === v.folds.join(" ") && o.exact === v.exact;
  if (list === undefined) index.set(key, [v]);
  else if (!list.some(same)) list.push(v);
}

/** Spellings with ä/ö/ü also in their ae/oe/ue form ("beschraenkter", "Soehne"). */
function _withDigraphs(spellings: readonly string[]): string[] {
  const out: string[] = [];
  for (const s of spellings) {
    out.push(s);
    const alt = s.replace(/[äöüÄÖÜ]/g, (c) => `${c}e`.normalize("NFD").replace(/\u0308/g, ""));
    if (alt !== s) out.push(alt);
  }
  return out;
}
