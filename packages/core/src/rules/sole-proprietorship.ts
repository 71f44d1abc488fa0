/**
 * Sole proprietorships (OR art. 945): the owner's family name is the essential content, and no
 * addition may suggest a company or partnership (no legal form, "& Co.", "& Partner", "Söhne",
 * "Gesellschaft", "Group", ...). Without `ownerSurname` the family-name check is skipped
 * (the contract says the field is required for these checks; its absence is not a name defect).
 */
import { contractDigraphs } from "../normalize/keys.js";
import type { NameToken } from "../terms/text.js";
import { foldedWords } from "../terms/text.js";
import type { Finding } from "./rule.js";
import { defineRule } from "./rule.js";

/**
 * Words that suggest a company or several owners, beyond the recogniser's legal forms and
 * partnership suffixes ("& Co.", "und Söhne"). Folded; "söhne" also as "soehne".
 */
export const COMPANY_WORDS: ReadonlySet<string> = new Set([
  "sohne",
  "soehne",
  "sons",
  "fils",
  "figli",
  "gesellschaft",
  "group",
  "gruppe",
  "groupe",
  "gruppo",
  "partner",
  "partners",
  "associates",
  "associes",
  "associati",
  "cie",
  "gebruder",
  "gebrueder",
  "gebr",
  "freres",
  "fratelli",
  "brothers",
  "bros",
  "erben",
  "consorten",
  // The same ideas in the other languages, and sisters, heirs, a partnership (each cleared before).
  "company",
  "compagnia",
  "kompanie",
  "geschwister",
  "schwestern",
  "sisters",
  "soeurs",
  "sorelle",
  "heritiers",
  "eredi",
  "erbengemeinschaft",
  "partnerschaft",
  // "Company" and "group" where only some languages were listed (each cleared before).
  "compagnie",
  "societe",
  "societa",
  "societad",
  "konzern",
]);

/** ERR_INVALID_SOLE_PROP_SUFFIX: company suffixes, or a missing owner surname. */
export const soleProprietorshipRule = defineRule({
  id: "legal_form.sole_proprietorship",
  codes: ["ERR_INVALID_SOLE_PROP_SUFFIX"],
  description: "A sole proprietorship carries the owner's family name and no company or partnership suffix.",
  check: (ctx) => {
    if (ctx.request.legalForm !== "sole_proprietorship") return [];
    const findings: Finding[] = [];
    const suffixes = [
      ...ctx.name.legalForms.map((f) => f.text),
      ...ctx.tokens.filter((t) => COMPANY_WORDS.has(t.folded)).map((t) => t.raw),
    ];
    if (suffixes.length > 0) {
      findings.push({
        code: "ERR_INVALID_SOLE_PROP_SUFFIX",
        message: `A sole proprietorship may not carry additions that suggest a company or partnership: ${[...new Set(suffixes)].map((s) => `"${s}"`).join(", ")}.`,
        evidence: suffixes.map((s) => `suffix:${s}`),
      });
    }
    const surname = ctx.request.ownerSurname;
    if (surname !== null && !containsSurname(ctx.tokens, foldedWords(surname))) {
      findings.push({
        code: "ERR_INVALID_SOLE_PROP_SUFFIX",
        message: `The name of a sole proprietorship must contain the owner's family name "${surname}".`,
        evidence: [`surname-missing:${surname}`],
      });
    }
    return findings;
  },
});

/** Whether the surname's words occur in order in the name ("Müller" = "Mueller" = "Muller"). */
export function containsSurname(name: readonly NameToken[], surname: readonly NameToken[]): boolean {
  return surname.every((t) => t.amp) || surnameTokens(name, surname).size > 0;
}

/** Indexes of the name's words that spell the surname's words in order, wherever they occur. */
export function surnameTokens(name: readonly NameToken[], surname: readonly NameToken[]): Set<number> {
  const want = surname.filter((t) => !t.amp).map((t) => contractDigraphs(t.folded));
  const found = new Set<number>();
  if (want.length === 0) return found;
  const have = name.map((t) => contractDigraphs(t.folded));
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, k) => have[i + k] === w)) for (let k = 0; k < want.length; k++) found.add(i + k);
  }
  return found;
}
