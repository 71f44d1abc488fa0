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
  const written = { original, anyUpper };
  const n = tokens.length;
  const additions = findAdditions(original, tokens, (i) => matchFormAt(tokens, i, n, -1, written) !== null);
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
    const hit = matchFormAt(tokens, i, limit, finalEnd, written);
    if (hit !== null) {
      const inCompound = _inHyphenCompound(tokens, roles, hit, finalEnd, (j) => {
        const next = matchFormAt(tokens, j, limit, finalEnd, written);
        return next !== null && next.last === finalEnd;
      });
      if (hit.variant.mode === Mode.Strict || hit.variant.mode === Mode.Cased) {
        // Reported, but kept in the core: whether "KG", "SE" or "SpA" is a legal form depends on
        // letter case, and the same-as key must not.
        legalForms.push(_toMatch(original, tokens, hit));
        i = hit.last;
        continue;
      }
      if (!inCompound) {
        formHits.push(hit);
        for (let j = hit.first; j < hit.last; j++) roles[j] = Role.LegalForm;
        legalForms.push(_toMatch(original, tokens, hit));
        i = hit.last;
        continue;
      }
      // Part of a hyphenated compound: print the compound as one word.
      for (let j = Math.max(hit.first - 1, 0); j < Math.min(hit.last, n - 1); j++) {
        if (
          tokens[j + 1]!.sepBefore === Sep.Hyphen &&
          _joinsCompound(tokens, roles, j) &&
          _joinsCompound(tokens, roles, j + 1)
        ) {
          glueAfter.add(j);
        }
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

function _toMatch(original: string, tokens: readonly Token[], hit: TokenFormHit): LegalFormMatch {
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
    embedded: false,
  };
}

/** True when token j is a plain word of the name, which a hyphen may join into a compound. */
function _joinsCompound(tokens: readonly Token[], roles: readonly Role[], j: number): boolean {
  return roles[j] === Role.Core && tokens[j]!.kind !== TokenKind.Amp && !tokens[j]!.elided;
}

/**
 * A form joined by a bare hyphen to a word after it ("SA-Beta", "PRIVA-CORP ADVISORS AG"), or to
 * a word before it anywhere but at the end of the name ("Alpha-AG Zürich"), is part of a compound
 * word and no legal form at all. Joined to the name's last word and ending it ("Gamma-SA",
 * "Cosmopolitan-Vermögensverwaltungs-AG", a registered name) it is the name's legal form: the
 * hyphen separates it as a space would. `formToEnd(j)`: a legal form starts at token j and ends
 * the name.
 */
function _inHyphenCompound(
  tokens: readonly Token[],
  roles: readonly Role[],
  hit: TokenFormHit,
  finalEnd: number,
  formToEnd: (j: number) => boolean,
): boolean {
  // Only a plain word of the name joins a compound: nameNorm prints the rest apart, and the form
  // read again from it must be read the same (normalising twice must agree). So a hyphen to or
  // from a conjunction sign ("&-AG", "Alpha-& Co.": "&" is a word of its own), to an elided article ("AG-l'Alpha": "l'"
  // is printed glued to the word after it), to an official addition ("in Liquidation-AG") or to
  // a form that ends the name ("Alpha AG-Gen.": both are forms, as when read again spaced) joins none.
  // A partnership word written out ("Gebrüder-Meier") is the designation: no compound hides it.
  if (_partnershipWord(hit)) return false;
  const joins = (j: number) => _joinsCompound(tokens, roles, j);
  const left =
    hit.first > 0 && tokens[hit.first]!.sepBefore === Sep.Hyphen && joins(hit.first - 1) && joins(hit.first);
  const right =
    hit.last < tokens.length &&
    tokens[hit.last - 1]!.sepAfter === Sep.Hyphen &&
    joins(hit.last - 1) &&
    joins(hit.last) &&
    !formToEnd(hit.last);
  return right || (left && hit.last !== finalEnd);
}

/** A one-word partnership designation written out in full ("Gebrüder", "frères"), not an abbreviation. */
function _partnershipWord(hit: TokenFormHit): boolean {
  const { entry, abbreviation, lastDot, folds } = hit.variant;
  return (
    entry.kind === "partnership_suffix" &&
    !abbreviation &&
    !lastDot &&
    folds.length === 1 &&
    (folds[0] as string).length >= 6
  );
}
