/**
 * Protected names of international organisations (SR 232.23, SR 232.22; EHRA Praxismitteilung
 * 2/21): full names and unambiguous acronyms are refused; acronyms that are also ordinary words
 * raise a warning, and only when written in capitals as an acronym ("WHO", not "Who"). A strict
 * acronym that is also a word ("NATO", it. "nato") is refused only in capitals too.
 */
import { STRICT_ACRONYMS_THAT_ARE_WORDS } from "../reference/igo.js";
import type { TermMatch } from "../terms/matcher.js";
import type { RuleContext } from "./rule.js";
import { termRule } from "./term-rule.js";

/** ERR_PROTECTED_INTL_ORG_STRICT: "Red Cross", "United Nations", "UNESCO", "CERN", ... */
export const igoStrictRule = termRule({
  id: "igo.strict",
  code: "ERR_PROTECTED_INTL_ORG_STRICT",
  description:
    "Names and unambiguous acronyms of protected international organisations cannot be used without consent.",
  lead: "The name uses the name or acronym of a protected international organisation",
  keep: (m, ctx) => !_isWord(m, ctx) || writtenAsAcronym(m, ctx),
});

/** WARN_PROTECTED_INTL_ORG_AMBIGUOUS: "UN", "WHO", "EU", ... written as acronyms. */
export const igoAmbiguousRule = termRule({
  id: "igo.ambiguous",
  code: "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
  description:
    "Acronyms of protected organisations that are also ordinary words; refused where they create a link.",
  lead: "The name contains an acronym of a protected international organisation that may create a link with it",
  keep: writtenAsAcronym,
});

/** Every matched word is written in capitals ("WHO Health", not "Who Cares"). */
export function writtenAsAcronym(m: TermMatch, ctx: RuleContext): boolean {
  return ctx.tokens.slice(m.first, m.last + 1).every((t) => t.upper);
}

// --- Internal helpers ---

/** A one-word match that is also an ordinary word ("Nato", it. born): an acronym only in capitals. */
function _isWord(m: TermMatch, ctx: RuleContext): boolean {
  return m.first === m.last && STRICT_ACRONYMS_THAT_ARE_WORDS.has(ctx.tokens[m.first]?.folded ?? "");
}
