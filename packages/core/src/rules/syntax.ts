/**
 * Spelling rules (EHRA directive 2021, "Schreibweise der Firma"): only Latin letters and Arabic
 * numerals, at most one normal space between characters, admissible punctuation used sensibly,
 * no symbols. They read the primary name and its language versions exactly as written.
 */
import type { FlagCode } from "../types.js";
import type { Rule } from "./rule.js";
import { defineRule } from "./rule.js";
import { charKind, HOMOGLYPHS, oddLetterForms, scriptOf } from "./syntax-chars.js";

/** ERR_PROHIBITED_SYMBOL: characters that are neither letters, digits, spaces nor admissible punctuation. */
export const symbolsRule = _spellingRule(
  "syntax.symbols",
  "ERR_PROHIBITED_SYMBOL",
  "Symbols such as § % $ @ # * _ | ~ <> {} [] € © ® ™ and emoji cannot be registered.",
  (text) => {
    const found = _collect(text, (kind) => kind === "symbol");
    if (found.length === 0) return null;
    return {
      says: `contains ${found.length === 1 ? "a symbol" : "symbols"} that cannot be registered: ${found.map(_show).join(" ")}`,
      evidence: found.map(_codePoint),
    };
  },
);

/** ERR_NON_LATIN_CHARACTERS: letters or digits of other scripts, homoglyphs, non-standard letter forms. */
export const scriptRule = _spellingRule(
  "syntax.script",
  "ERR_NON_LATIN_CHARACTERS",
  "Only Latin letters (with national diacritics) and Arabic numerals can be registered.",
  (text) => {
    const found = _collect(text, (kind) => kind === "non_latin");
    const forms = oddLetterForms(text);
    if (found.length === 0 && forms.length === 0) return null;
    const described = found.map((ch) => {
      const look = HOMOGLYPHS[ch];
      return `"${ch}" (${scriptOf(ch)}${look ? `, looks like Latin "${look}"` : ""})`;
    });
    const says = [
      ...(found.length > 0 ? [`characters outside the Latin alphabet: ${described.join(", ")}`] : []),
      ...(forms.length > 0
        ? [`letters with marks that make no standard letter: ${forms.map(_showForm).join(", ")}`]
        : []),
    ];
    return {
      says: `contains ${says.join("; and ")}`,
      evidence: [...found.map(_codePoint), ...forms.map(_codePoints)],
    };
  },
);

/** ERR_MULTIPLE_SPACES: repeated, leading, trailing or non-standard spaces. */
export const spacesRule = _spellingRule(
  "syntax.spaces",
  "ERR_MULTIPLE_SPACES",
  "At most one normal space between characters; no tabs, no-break or other Unicode spaces.",
  (text) => {
    const problems: string[] = [];
    const odd = _collect(text, (kind) => kind === "odd_space");
    if (odd.length > 0) problems.push(`non-standard spaces (${odd.map(_codePoint).join(", ")})`);
    if (_hasSpaceRun(text)) problems.push("more than one space between words");
    if (_isSpace(text.codePointAt(0))) problems.push("a leading space");
    if (text.length > 0 && _isSpace(text.charCodeAt(text.length - 1))) problems.push("a trailing space");
    if (problems.length === 0) return null;
    return {
      says: `has ${problems.join(", ")}; only single normal spaces between words are admissible`,
      evidence: problems,
    };
  },
);

/** ERR_INVALID_PUNCTUATION: leading, trailing, doubled or unbalanced punctuation. */
export const punctuationRule = _spellingRule(
  "syntax.punctuation",
  "ERR_INVALID_PUNCTUATION",
  "Punctuation may not start the name, dangle at its end, repeat, or leave brackets and quotes open.",
  (text) => {
    const problems = punctuationProblems(text);
    if (problems.length === 0) return null;
    return { says: `has punctuation that is not admissible: ${problems.join("; ")}`, evidence: problems };
  },
);

// Punctuation that may open a name, end one, or appear twice in a row.
const MAY_OPEN = new Set(["(", '"', "„", "“", "«", "‹"]);
const MAY_NOT_END = new Set([",", "-", "–", "&", "+", "/", ":", "(", "„", "«", "‹"]);
const MAY_REPEAT = new Set(["(", ")", '"', "“", "”", "«", "»"]);
// A mark standing alone (spaces or the name's ends around it), then the same mark alone again.
const SPACED_REPEAT = /(^|\s)([^\p{L}\p{N}\p{M}\s]) \2(?=\s|$)/gu;

/** The punctuation problems of a name, in words (empty when fine). Exported for the tests. */
export function punctuationProblems(name: string): string[] {
  const s = name.trim();
  const problems: string[] = [];
  let first = "";
  let prev = "";
  let repeated = "";
  let spaceComma = false;
  let content = false;
  const depth = { paren: 0, guil: 0, single: 0 };
  let unbalanced = false;
  const count = { straight: 0, low: 0, left: 0, right: 0 };
  let chars = 0;
  for (const ch of s) {
    chars++;
    if (first === "") first = ch;
    const punct = _isPunct(ch);
    if (!punct && ch !== " ") content = true;
    if (punct && ch === prev && !MAY_REPEAT.has(ch) && repeated === "") repeated = ch + ch;
    if (ch === "," && prev === " ") spaceComma = true;
    if (ch === "(") depth.paren++;
    else if (ch === ")" && --depth.paren < 0) unbalanced = true;
    else if (ch === "«") depth.guil++;
    else if (ch === "»" && --depth.guil < 0) unbalanced = true;
    else if (ch === "‹") depth.single++;
    else if (ch === "›" && --depth.single < 0) unbalanced = true;
    else if (ch === '"') count.straight++;
    else if (ch === "„") count.low++;
    else if (ch === "“") count.left++;
    else if (ch === "”") count.right++;
    prev = ch;
  }
  // The same mark standing alone twice with only a space between ("Alpha & & Beta") repeats too.
  const mark = [...s.matchAll(SPACED_REPEAT)]
    .map((m) => m[2] ?? "")
    .find((c) => _isPunct(c) && !MAY_REPEAT.has(c));
  if (repeated === "" && mark !== undefined) repeated = `${mark} ${mark}`;
  if (first !== "" && _isPunct(first) && !MAY_OPEN.has(first)) problems.push(`starts with "${first}"`);
  if (chars > 1 && MAY_NOT_END.has(prev)) problems.push(`ends with "${prev}"`);
  if (repeated) problems.push(`repeated "${repeated}"`);
  if (spaceComma) problems.push('a space before ","');
  if (unbalanced || depth.paren !== 0) problems.push("unbalanced brackets");
  if (depth.guil !== 0 || depth.single !== 0) problems.push("unbalanced guillemets");
  if (count.straight % 2 !== 0) problems.push('an unpaired quotation mark (")');
  // German quotes pair „ with “ (or ”); English ones pair “ with ”.
  if (count.low > 0 ? count.low !== count.left + count.right : count.left !== count.right) {
    problems.push("unpaired typographic quotes");
  }
  if (s.length > 0 && !content) problems.push("no letters or digits");
  return problems;
}

// --- Internal helpers ---

/** What a spelling check says about one text, or null when it is fine. */
type Inspection = { says: string; evidence: string[] } | null;

/**
 * A spelling rule over the primary name and every language version (`languageVariants`): one
 * finding that names each version with a problem.
 */
function _spellingRule<const Code extends FlagCode>(
  id: string,
  code: Code,
  description: string,
  inspect: (text: string) => Inspection,
): Rule<Code> {
  return defineRule({
    id,
    codes: [code],
    description,
    check: ({ request }) => {
      const versions = [
        { label: "The name", tag: "", text: request.companyName },
        ...request.languageVariants.map((v) => ({
          label: `The ${v.language} version "${v.companyName}"`,
          tag: `${v.language}:`,
          text: v.companyName,
        })),
      ];
      const says: string[] = [];
      const evidence: string[] = [];
      for (const v of versions) {
        const found = inspect(v.text);
        if (!found) continue;
        says.push(`${v.label} ${found.says}.`);
        evidence.push(...found.evidence.map((e) => v.tag + e));
      }
      return says.length === 0 ? [] : [{ code, message: says.join(" "), evidence }];
    },
  });
}

function _isPunct(ch: string): boolean {
  return charKind(ch.codePointAt(0) ?? 0) === "punct";
}

function _isSpace(cp: number | undefined): boolean {
  if (cp === undefined) return false;
  const kind = charKind(cp);
  return kind === "space" || kind === "odd_space";
}

function _hasSpaceRun(s: string): boolean {
  let prev = false;
  for (const ch of s) {
    const space = _isSpace(ch.codePointAt(0));
    if (space && prev) return true;
    prev = space;
  }
  return false;
}

/** Distinct characters (by code point) whose kind matches, at most 8. */
function _collect(s: string, want: (kind: ReturnType<typeof charKind>) => boolean): string[] {
  const seen: string[] = [];
  for (const ch of s) {
    if (want(charKind(ch.codePointAt(0) ?? 0)) && !seen.includes(ch)) {
      seen.push(ch);
      if (seen.length >= 8) break;
    }
  }
  return seen;
}

function _codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Visible characters as themselves, invisible ones as their code point. */
function _show(ch: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `"${ch}"` : _codePoint(ch);
}

/** Code points of a letter with its marks: `U+0055 U+0308 U+0308`. */
function _codePoints(form: string): string {
  return [...form].map(_codePoint).join(" ");
}

/** A letter with its marks as written, then its code points (the marks may not render). */
function _showForm(form: string): string {
  return `"${form}" (${_codePoints(form)})`;
}
