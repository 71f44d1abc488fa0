/**
 * The compiled restricted-term matcher. A RestrictedTermSet is compiled once (cached per set
 * object) into hash tables keyed by folded words, so matching a name costs a few map lookups
 * per token and substring, independent of the number of terms.
 *
 * Match modes (ports.ts): `whole_word` (a token equals the term), `word_prefix` (a token starts
 * with it), `compound` (the term is a component of a token: "privatbank", "bankverein", minus the
 * term's exceptions such as "datenbank"), `phrase` (consecutive whole tokens). A term of several
 * words always matches as a phrase; with `word_prefix` its last word may be a prefix.
 *
 * Umlauts: a term is indexed in its plain fold and its ae/oe/ue spelling; a name word with an
 * umlaut is read in both too, so "Kraeuter" matches "Kräuter" as "Kräuter" matches "Kraeuter"
 * (the duplicate check's equality), while "Kraeuter" still does not match "Krauter".
 */

import { PortError } from "../errors.js";
import type { Severity } from "../types.js";
import { FLAG_CODES, SEVERITIES } from "../types.js";
import type { MatchMode, RestrictedTerm, RestrictedTermCategory, RestrictedTermSet } from "./port.js";
import { MATCH_MODES } from "./port.js";
import type { NameToken } from "./text.js";
import { foldVariants, umlautSpelling } from "./text.js";

/** One compiled term. */
export interface TermEntry {
  term: RestrictedTerm;
  category: RestrictedTermCategory;
  mode: MatchMode;
  /** Severity for the finding: the term's override, else the category's default. */
  severity: Severity;
  /** Folded words of this spelling of the term. */
  words: readonly string[];
  /** Folded exception words (single words) that contain the term but are not matches. */
  exceptions: readonly string[];
}

/** One occurrence of a term in a name. */
export interface TermMatch {
  entry: TermEntry;
  /** Index of the first and last matched token. */
  first: number;
  last: number;
  /** The matched words as written in the name ("Privatbank"). */
  text: string;
}

/** A compiled term set: `match` finds every term occurrence in a tokenised name. */
export interface TermMatcher {
  readonly version: string;
  readonly size: number;
  match(tokens: readonly NameToken[]): TermMatch[];
}

const cache = new WeakMap<RestrictedTermSet, TermMatcher>();

/** Compile a term set, or return the matcher already compiled for this very set object. */
export function compileTerms(set: RestrictedTermSet): TermMatcher {
  let matcher = cache.get(set);
  if (!matcher) {
    matcher = _compile(set);
    cache.set(set, matcher);
  }
  return matcher;
}

// --- Internal helpers ---

interface Tables {
  whole: Map<string, TermEntry[]>;
  prefix: Map<string, TermEntry[]>;
  compound: Map<string, TermEntry[]>;
  /** Multi-word terms keyed by their first word. */
  phrase: Map<string, TermEntry[]>;
  prefixLengths: number[];
  compoundLengths: number[];
}

function _compile(set: RestrictedTermSet): TermMatcher {
  _checkSet(set);
  const categories = new Map(set.categories.filter((c) => c.isActive).map((c) => [c.code, c]));
  const t: Tables = {
    whole: new Map(),
    prefix: new Map(),
    compound: new Map(),
    phrase: new Map(),
    prefixLengths: [],
    compoundLengths: [],
  };
  const prefixLengths = new Set<number>();
  const compoundLengths = new Set<number>();
  let size = 0;
  for (const term of set.terms) {
    const category = categories.get(term.categoryCode);
    if (!category) continue;
    const mode = term.matchModeOverride ?? category.matchMode;
    const exceptions = (term.exceptions ?? []).flatMap((e) => foldVariants(e)).filter((e) => e !== "");
    for (const spelling of foldVariants(term.term)) {
      const words = spelling.split(" ").filter((w) => w !== "");
      if (words.length === 0) continue;
      const entry: TermEntry = {
        term,
        category,
        mode,
        severity: term.severityOverride ?? category.defaultSeverity,
        words,
        exceptions,
      };
      size++;
      const key = words[0] as string;
      if (words.length > 1 || mode === "phrase") _push(t.phrase, key, entry);
      else if (mode === "whole_word") _push(t.whole, key, entry);
      else if (mode === "word_prefix") {
        _push(t.prefix, key, entry);
        prefixLengths.add(key.length);
      } else {
        _push(t.compound, key, entry);
        compoundLengths.add(key.length);
      }
    }
  }
  t.prefixLengths = [...prefixLengths].sort((a, b) => a - b);
  t.compoundLengths = [...compoundLengths].sort((a, b) => a - b);
  return { version: set.version, size, match: (tokens) => _match(t, tokens) };
}

function _push(map: Map<string, TermEntry[]>, key: string, entry: TermEntry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/** A spelling of one name word: its fold, or its umlaut transcription with the added "e"s. */
interface Spelling {
  word: string;
  inserted: ReadonlySet<number> | null;
}

/** The word's fold and, when it has umlauts, its ae/oe/ue spelling ("Kräuter": krauter, kraeuter). */
function _spellings(token: NameToken): Spelling[] {
  const umlaut = umlautSpelling(token.raw);
  const plain: Spelling = { word: token.folded, inserted: null };
  return umlaut ? [plain, { word: umlaut.folded, inserted: umlaut.inserted }] : [plain];
}

function _match(t: Tables, tokens: readonly NameToken[]): TermMatch[] {
  const found: TermMatch[] = [];
  const seen = new Set<string>();
  const add = (entry: TermEntry, first: number, last: number) => {
    const id = `${String(entry.term.id)}\u0000${first}`;
    if (seen.has(id)) return;
    seen.add(id);
    const text = tokens
      .slice(first, last + 1)
      .map((tok) => tok.raw)
      .join(" ");
    found.push({ entry, first, last, text });
  };
  const spellings = tokens.map(_spellings);
  for (let i = 0; i < tokens.length; i++) {
    for (const spelling of spellings[i] as Spelling[]) {
      _matchWord(t, spelling, (e) => add(e, i, i));
      for (const e of t.phrase.get(spelling.word) ?? []) {
        const last = _phraseEnd(e, spellings, i);
        if (last >= 0) add(e, i, last);
      }
    }
  }
  return found;
}

/** The single-word terms found in one spelling of a word. */
function _matchWord(t: Tables, spelling: Spelling, add: (e: TermEntry) => void): void {
  const { word, inserted } = spelling;
  for (const e of t.whole.get(word) ?? []) add(e);
  for (const len of t.prefixLengths) {
    if (len > word.length) break;
    for (const e of t.prefix.get(word.slice(0, len)) ?? []) {
      if (!_excepted(e, word, 0)) add(e);
    }
  }
  for (const len of t.compoundLengths) {
    if (len > word.length) break;
    for (let at = 0; at + len <= word.length; at++) {
      // An "e" the transcription added starts no component: "ern" is not in "Bärn" ("baern").
      if (inserted?.has(at)) continue;
      for (const e of t.compound.get(word.slice(at, at + len)) ?? []) {
        if (!_excepted(e, word, at)) add(e);
      }
    }
  }
}

/** Is the occurrence of the term at `at` in `word` part of one of the term's exception words? */
function _excepted(e: TermEntry, word: string, at: number): boolean {
  const term = e.words[0] as string;
  for (const ex of e.exceptions) {
    for (let k = ex.indexOf(term); k >= 0; k = ex.indexOf(term, k + 1)) {
      if (at - k >= 0 && word.startsWith(ex, at - k)) return true;
    }
  }
  return false;
}

/** Index of the last token of a phrase match starting at `i` (each word in either spelling), or -1. */
function _phraseEnd(e: TermEntry, spellings: readonly Spelling[][], i: number): number {
  const n = e.words.length;
  if (i + n > spellings.length) return -1;
  for (let k = 1; k < n; k++) {
    const want = e.words[k] as string;
    const lastPrefix = k === n - 1 && e.mode === "word_prefix";
    const fits = (s: Spelling) => (lastPrefix ? s.word.startsWith(want) : s.word === want);
    if (!(spellings[i + k] as Spelling[]).some(fits)) return -1;
  }
  return i + n - 1;
}

/**
 * A term source's set, checked once per set object (when it is compiled): a category or term of
 * the wrong shape (`{ term: 5 }`, an unknown match mode) is the source's failure, a PortError
 * naming the item and field. Before, such entries were skipped silently and the name cleared.
 */
function _checkSet(set: RestrictedTermSet): void {
  const fail = (what: string): never => {
    throw new PortError("UPSTREAM_ERROR", `restrictedTerms.snapshot answered ${what}`);
  };
  const oneOf = (value: unknown, values: readonly unknown[]) => values.includes(value);
  set.categories.forEach((c: unknown, i) => {
    const at = `categories.${i}`;
    if (typeof c !== "object" || c === null) fail(`${at} that is no object`);
    const cat = c as Record<string, unknown>;
    if (typeof cat.code !== "string" || cat.code === "") fail(`${at}.code that is not a non-empty string`);
    if (!oneOf(cat.flagCode, FLAG_CODES))
      fail(`${at}.flagCode ${JSON.stringify(cat.flagCode)}, not a flag code`);
    if (!oneOf(cat.defaultSeverity, SEVERITIES))
      fail(`${at}.defaultSeverity ${JSON.stringify(cat.defaultSeverity)}`);
    if (!oneOf(cat.matchMode, MATCH_MODES)) fail(`${at}.matchMode ${JSON.stringify(cat.matchMode)}`);
    if (typeof cat.isActive !== "boolean") fail(`${at}.isActive that is not a boolean`);
  });
  // A term of a category the set does not hold would never match: a typo there cleared names.
  const codes = new Set(set.categories.map((c) => c.code));
  set.terms.forEach((t: unknown, i) => {
    const at = `terms.${i}`;
    if (typeof t !== "object" || t === null) fail(`${at} that is no object`);
    const term = t as Record<string, unknown>;
    if (typeof term.id !== "string" && typeof term.id !== "number")
      fail(`${at}.id that is no string or number`);
    if (typeof term.categoryCode !== "string") fail(`${at}.categoryCode that is not a string`);
    if (!codes.has(term.categoryCode as string))
      fail(`${at}.categoryCode ${JSON.stringify(term.categoryCode)}, not a category of the set`);
    if (typeof term.term !== "string") fail(`${at}.term that is not a string`);
    if (foldVariants(term.term as string).every((spelling) => spelling.trim() === ""))
      fail(`${at}.term ${JSON.stringify(term.term)}, which has no letters or digits to match`);
    if (term.matchModeOverride != null && !oneOf(term.matchModeOverride, MATCH_MODES))
      fail(`${at}.matchModeOverride ${JSON.stringify(term.matchModeOverride)}`);
    if (term.severityOverride != null && !oneOf(term.severityOverride, SEVERITIES))
      fail(`${at}.severityOverride ${JSON.stringify(term.severityOverride)}`);
    const exceptions = term.exceptions;
    if (exceptions != null && !(Array.isArray(exceptions) && exceptions.every((e) => typeof e === "string")))
      fail(`${at}.exceptions that are not a list of strings`);
  });
}
