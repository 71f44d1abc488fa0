/**
 * One scan of a name: tokens, official additions, legal forms (whole-word and glued), and the role
 * of every token. normalizeName, explainNormalization and recognizeLegalForms all read this.
 */
import type { AdditionHit } from "./additions.js";
import { findAdditions } from "./additions.js";
import { Sep } from "./chars.js";
import type { TokenFormHit } from "./legal-form-matcher.js";
import { Mode, matchEmbedded, matchFormAt } from "./legal-form-matcher.js";
import type { Token } from "./tokenize.js";
import { TokenKind, tokenize } from "./tokenize.js";
import type { LegalFormMatch } from "./types.js";

/** Token roles. */
export const Role = { Core: 0, Addition: 1, LegalForm: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Everything found in one name. */
export interface Analysis {
  original: string;
  tokens: Token[];
  anyUpper: boolean;
  /** Role of each token. */
  roles: Role[];
  additions: AdditionHit[];
  /** Whole-token legal forms (including hyphen-glued ones), in order. */
  formHits: TokenFormHit[];
  /** All legal forms as reported to callers, in order of `start`. */
  legalForms: LegalFormMatch[];
  /**
   * Token indexes printed glued to the next token: a form spelling inside a hyphenated compound
   * ("PRIVA-CORP" → "privacorp"), so that nameNorm, read again, is not taken for a legal form.
   */
  glueAfter: ReadonlySet<number>;
}

/** Analyse a name. Never throws. */
export function analyze(original: string): Analysis {
  const { tokens, anyUpper } = tokenize(original);
  const n = tokens.length;
  const additions = findAdditions(original, tokens, (i) => matchFormAt(tokens, i, n, -1, anyUpper) !== null);
  const roles: Role[] = new Array<Role>(n).fill(Role.Core);
  for (const a of additions) for (let j = a.first; j < a.last; j++) roles[j] = Role.Addition;

  // The name proper ends where the trailing run of additions begins.
  let finalEnd = n;
  for (let k = additions.length - 1; k >= 0; k--) {
    const a = additions[k]!;
    if (a.last === finalEnd) finalEnd = a.first;
  }

  const formHits: TokenFormHit[] = [];
  const legalForms: LegalFormMatch[] = [];
  const glueAfter = new Set<number>();
  let limit = 0;
  for (let i = 0; i < n; ) {
    if (roles[i] !== Role.Core) {
      i++;
      continue;
    }
    // A form may not reach into an addition: it ends where the run of core tokens ends.
    if (limit <= i) for (limit = i; limit < n && roles[limit] === Role.Core; ) limit++;
    const hit = matchFormAt(tokens, i, limit, finalEnd, anyUpper);
    if (hit !== null) {
      const glued = _hyphenGlued(tokens, hit, finalEnd);
      if (hit.variant.mode === Mode.Strict) {
        // Reported, but kept in the core: whether "KG" or "SE" is a legal form depends on letter
        // case, and the same-as key must not.
        legalForms.push(_toMatch(original, tokens, hit, false));
        i = hit.last;
        continue;
      }
      if (glued !== GLUED_INSIDE) {
        formHits.push(hit);
        for (let j = hit.first; j < hit.last; j++) roles[j] = Role.LegalForm;
        legalForms.push(_toMatch(original, tokens, hit, glued === GLUED_AT_END));
        i = hit.last;
        continue;
      }
      // Part of a hyphenated compound: print the compound as one word.
      for (let j = Math.max(hit.first - 1, 0); j < Math.min(hit.last, n - 1); j++) {
        if (tokens[j + 1]!.sepBefore === Sep.Hyphen) glueAfter.add(j);
      }
    }
    const t = tokens[i]!;
    const inWord = matchEmbedded(original, t);
    if (inWord !== null) {
      const { entry } = inWord;
      legalForms.push({
        kind: entry.kind,
        language: entry.language,
        canonical: entry.canonical,
        text: inWord.text,
        start: t.end - inWord.text.length,
        end: t.end,
        embedded: true,
      });
    }
    i++;
  }
  return { original, tokens, anyUpper, roles, additions, formHits, legalForms, glueAfter };
}

// --- Internal helpers ---

function _toMatch(
  original: string,
  tokens: readonly Token[],
  hit: TokenFormHit,
  embedded: boolean,
): LegalFormMatch {
  const first = tokens[hit.first]!;
  const last = tokens[hit.last - 1]!;
  let end = last.end;
  // Include the written dot of an abbreviation ("Ltd.", "S.A.", "Gen.").
  if ((last.sepAfter & Sep.Dot) !== 0 && original.charCodeAt(end) === 46) end++;
  const { entry } = hit.variant;
  return {
    kind: entry.kind,
    language: entry.language,
    canonical: entry.canonical,
    text: original.slice(first.start, end),
    start: first.start,
    end,
    embedded,
  };
}

const GLUED_AT_END = 1;
const GLUED_INSIDE = 2;

/**
 * A form joined to a neighbouring word by a bare hyphen. At the end of the name ("Gamma-SA") it is a
 * hidden legal form; anywhere else ("PRIVA-CORP ADVISORS AG", "SA-Beta") it is part of a compound
 * word and no legal form at all.
 */
function _hyphenGlued(tokens: readonly Token[], hit: TokenFormHit, finalEnd: number): number {
  // A hyphen to a conjunction sign ("&-AG") joins no compound: "&" is printed as a word of its
  // own, so a compound "&ag" would read back as "&" and "ag" (normalising twice must agree).
  const left =
    hit.first > 0 &&
    tokens[hit.first]!.sepBefore === Sep.Hyphen &&
    tokens[hit.first - 1]!.kind !== TokenKind.Amp;
  const right =
    hit.last < tokens.length &&
    tokens[hit.last - 1]!.sepAfter === Sep.Hyphen &&
    tokens[hit.last]!.kind !== TokenKind.Amp;
  if (right || (left && hit.last !== finalEnd)) return GLUED_INSIDE;
  return left ? GLUED_AT_END : 0;
}
