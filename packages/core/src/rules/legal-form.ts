/**
 * Legal-form rules (OR art. 950; HRegV art. 116a and Annex 2): a company name shows exactly one
 * legal form, the requested one, as a separate designation in a national language. Recognition
 * is the normaliser's (`name.legalForms`, normalize/legal-forms.ts); these rules only judge.
 */
import { LEGAL_FORM_DESIGNATIONS, recognizeLegalForms } from "../normalize/legal-forms.js";
import type { LegalFormKind, LegalFormMatch } from "../normalize/types.js";
import type { LegalForm } from "../types.js";
import type { RuleContext } from "./rule.js";
import { defineRule } from "./rule.js";

/** Legal-form kinds that are Swiss designations (in a national language). */
const SWISS_KINDS: ReadonlySet<LegalFormKind> = new Set([
  "stock_corporation",
  "limited_liability",
  "cooperative",
  "general_partnership",
  "limited_partnership",
  "partnership_limited_by_shares",
  "investment_company",
  "association",
  "foundation",
]);

/** How each requested legal form may be designated, for messages. */
export const LEGAL_FORM_LABELS: Readonly<Record<LegalForm, string>> = {
  stock_corporation: "a stock corporation (AG, SA, Aktiengesellschaft, société anonyme, società anonima)",
  limited_liability:
    "a limited liability company (GmbH, Sàrl, Sagl, Gesellschaft mit beschränkter Haftung, société à responsabilité limitée, società a garanzia limitata)",
  sole_proprietorship: "a sole proprietorship (no legal-form designation)",
};

const KIND_LABELS: Readonly<Record<LegalFormKind, string>> = {
  stock_corporation: "a stock corporation",
  limited_liability: "a limited liability company",
  cooperative: "a cooperative",
  general_partnership: "a general partnership",
  limited_partnership: "a limited partnership",
  partnership_limited_by_shares: "a partnership limited by shares",
  investment_company: "a collective investment company",
  association: "an association",
  foundation: "a foundation",
  english: "an English legal form",
  foreign: "a foreign legal form",
  partnership_suffix: "a partnership",
};

/** Designations written as separate words (not glued into another word). */
export function visibleForms(ctx: RuleContext): LegalFormMatch[] {
  return ctx.name.legalForms.filter((f) => !f.embedded);
}

/** ERR_MISSING_LEGAL_FORM: no designation, or one that is not the requested legal form. */
export const presenceRule = defineRule({
  id: "legal_form.presence",
  codes: ["ERR_MISSING_LEGAL_FORM"],
  description: "A company name must show the requested legal form (AG/SA or GmbH/Sàrl/Sagl).",
  check: (ctx) => {
    const wanted = ctx.request.legalForm;
    if (wanted === "sole_proprietorship") return [];
    const visible = visibleForms(ctx);
    const swiss = visible.filter((f) => SWISS_KINDS.has(f.kind));
    if (swiss.some((f) => f.kind === wanted)) return [];
    if (swiss.length === 0 && _opensWithDottedForm(ctx.request.companyName, wanted)) return [];
    if (swiss.length > 0) {
      const shown = swiss.map((f) => `"${f.text}" (${KIND_LABELS[f.kind]})`).join(", ");
      return [
        {
          code: "ERR_MISSING_LEGAL_FORM",
          message: `The legal form in the name, ${shown}, does not match the requested legal form: the name of ${LEGAL_FORM_LABELS[wanted]} must show that form.`,
          evidence: swiss.map((f) => `form:${f.canonical}`),
        },
      ];
    }
    // An English/foreign or a glued designation is reported by its own rule, not twice.
    if (visible.some((f) => f.kind === "english" || f.kind === "foreign")) return [];
    if (ctx.name.legalForms.some((f) => f.embedded)) return [];
    return [
      {
        code: "ERR_MISSING_LEGAL_FORM",
        message: `The name has no legal-form designation; the name of ${LEGAL_FORM_LABELS[wanted]} must show it.`,
        evidence: ["form:none"],
      },
    ];
  },
});

/** ERR_MULTIPLE_LEGAL_FORMS: designations of more than one legal form. */
export const multipleRule = defineRule({
  id: "legal_form.multiple",
  codes: ["ERR_MULTIPLE_LEGAL_FORMS"],
  description: "Exactly one legal form: 'Alpha AG GmbH' leaves the legal form unclear.",
  check: (ctx) => {
    const visible = visibleForms(ctx).filter((f) => f.kind !== "partnership_suffix");
    const swiss = visible.some((f) => SWISS_KINDS.has(f.kind));
    // Beside a Swiss form, a written-out English word reads as part of the name (registered:
    // "Firecrest Capital Corporation AG"); an abbreviation ("Alpha Ltd AG") is a second form.
    // So does a foundation's or association's word opening the name of a company that shows
    // its own form ("Fondation Soleil GmbH", allowed as fantasy by the register's practice).
    const company = visible.some((f) => f.kind === "stock_corporation" || f.kind === "limited_liability");
    const forms = [...visible, ..._formBeforeFinalSwiss(ctx, visible)].filter(
      (f) => !(swiss && !SWISS_KINDS.has(f.kind) && _writtenOut(f)) && !(company && _openingNameWord(ctx, f)),
    );
    const kinds = new Set(forms.map((f) => f.kind));
    if (kinds.size < 2) return [];
    return [
      {
        code: "ERR_MULTIPLE_LEGAL_FORMS",
        message: `The name indicates more than one legal form: ${forms.map((f) => `"${f.text}" (${KIND_LABELS[f.kind]})`).join(", ")}.`,
        evidence: forms.map((f) => `form:${f.canonical}`),
      },
    ];
  },
});

/**
 * ERR_HIDDEN_LEGAL_FORM: a designation glued into another word ("AlphaAG", "BetaGmbH Zürich"). A
 * form joined by a hyphen at the very end ("Gamma-SA") is the legal form (normalize/analyze.ts).
 */
export const hiddenRule = defineRule({
  id: "legal_form.hidden",
  codes: ["ERR_HIDDEN_LEGAL_FORM"],
  description: "The legal form must stand as its own word, not glued into another one.",
  check: (ctx) => {
    const embedded = ctx.name.legalForms.filter((f) => f.embedded);
    if (embedded.length === 0) return [];
    const words = embedded.map((f) => _wordAround(ctx, f));
    return [
      {
        code: "ERR_HIDDEN_LEGAL_FORM",
        message: `The legal form is glued into another word (${words.map((w, i) => `"${embedded[i]?.text}" in "${w}"`).join(", ")}); write it as a separate designation.`,
        evidence: embedded.map((f) => `form:${f.canonical}`),
      },
    ];
  },
});

/** ERR_ENGLISH_LEGAL_FORM_PRIMARY: only an English or foreign legal form ("Alpha Ltd"). */
export const englishRule = defineRule({
  id: "legal_form.english",
  codes: ["ERR_ENGLISH_LEGAL_FORM_PRIMARY"],
  description:
    "The legal form must be given in a national language; Ltd, Inc, LLC, ... only in an English translation.",
  check: (ctx) => {
    if (ctx.request.legalForm === "sole_proprietorship") return [];
    const visible = visibleForms(ctx);
    const foreign = visible.filter((f) => f.kind === "english" || f.kind === "foreign");
    if (foreign.length === 0 || visible.some((f) => SWISS_KINDS.has(f.kind))) return [];
    return [
      {
        code: "ERR_ENGLISH_LEGAL_FORM_PRIMARY",
        message: `The name carries ${foreign.map((f) => `"${f.text}" (${KIND_LABELS[f.kind]})`).join(", ")} without a Swiss legal-form designation in a national language; give ${LEGAL_FORM_LABELS[ctx.request.legalForm]} in the primary name.`,
        evidence: foreign.map((f) => `form:${f.canonical}`),
      },
    ];
  },
});

// --- Internal helpers ---

/** "Corporation", "Limited", "Incorporated": a whole word, not an abbreviation like "Ltd" or "Inc.". */
function _writtenOut(f: LegalFormMatch): boolean {
  return f.text.length >= 6 && /^\p{L}+$/u.test(f.text);
}

/**
 * The name opens with a dotted abbreviation of the requested form ("S.A. Fratelli de Trey",
 * "G.m.b.H. Muster"). The normaliser reads dotted letters opening a name as a person's initials
 * ("S.A. Müller"); with no other designation and this form requested, the form is the reading
 * (the naming rules allow a form at the start). Found by reading the name behind a placeholder.
 */
function _opensWithDottedForm(name: string, wanted: LegalForm): boolean {
  const shifted = `X ${name.trimStart()}`;
  return recognizeLegalForms(shifted).some((f) => f.start === 2 && !f.embedded && f.kind === wanted);
}

/**
 * A foreign form just before the final Swiss one ("Alpha KG AG", "Alpha Holding SE AG"): the
 * recogniser takes such an abbreviation only where the name ends, so it was missed there (and
 * found in "Alpha AG SE"). Read again without the final Swiss form.
 */
/** Letters of the longest foreign abbreviation read before a Swiss form ("S.p.A.", "Ltda"). */
const MAX_FOREIGN_ABBREVIATION = 5;

function _formBeforeFinalSwiss(ctx: RuleContext, visible: readonly LegalFormMatch[]): LegalFormMatch[] {
  const name = ctx.request.companyName;
  const last = visible.at(-1);
  if (!last || !SWISS_KINDS.has(last.kind) || name.slice(last.end).trim() !== "") return [];
  const rest = name.slice(0, last.start).trimEnd();
  // Such forms are abbreviations ("KG", "SE", "B.V."): a longer word before the Swiss form
  // ("Alpha Holding AG", nearly every name) is not read a second time.
  if ((rest.split(/\s/).at(-1) ?? "").replaceAll(".", "").length > MAX_FOREIGN_ABBREVIATION) return [];
  const before = recognizeLegalForms(rest);
  const foreign = before.at(-1);
  if (!foreign || foreign.embedded || SWISS_KINDS.has(foreign.kind) || foreign.kind === "partnership_suffix")
    return [];
  // "SpA" and "SAc" are forms only by their case where the name ends; before the Swiss form they
  // are the words spa and sac ("Hotel & SPA AG").
  if (_readByCase(foreign)) return [];
  return visible.some((f) => f.start === foreign.start) ? [] : [foreign];
}

/** A form the recogniser reads only by its letter case (`cased` in normalize/legal-form-data.ts). */
function _readByCase(f: LegalFormMatch): boolean {
  return LEGAL_FORM_DESIGNATIONS.some((e) => e.canonical === f.canonical && e.cased?.includes(f.text));
}

/** A written-out foundation or association word that is the name's first word. */
function _openingNameWord(ctx: RuleContext, f: LegalFormMatch): boolean {
  return (
    (f.kind === "foundation" || f.kind === "association") &&
    _writtenOut(f) &&
    ctx.request.companyName.slice(0, f.start).trim() === ""
  );
}

/** The whole word (between spaces) that contains a designation, as written. */
function _wordAround(ctx: RuleContext, f: LegalFormMatch): string {
  const s = ctx.request.companyName;
  let from = f.start;
  let to = f.end;
  while (from > 0 && !/\s/.test(s[from - 1] as string)) from--;
  while (to < s.length && !/\s/.test(s[to] as string)) to++;
  return s.slice(from, to);
}
