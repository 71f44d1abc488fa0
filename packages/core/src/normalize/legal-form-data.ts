/**
 * Legal-form designations: Swiss forms in the four national languages (OR 950, HRegV art. 116a and
 * Annex 2; KAG for collective investment schemes), English and other foreign forms, and the
 * partnership suffixes that a sole proprietorship may not carry (OR 945 para 3).
 *
 * Spelling rules (compiled once by legal-forms.ts):
 * - `forms`: matched word by word on folded tokens, so case, diacritics, dots and spacing are free
 *   ("Sàrl" = "SARL" = "sarl"). A token written with a trailing "." ("Gen.") must carry the dot in the
 *   name unless it is the last word. "&" stands for any conjunction (&, +, und, and, et, e).
 * - `dotted`: letter-by-letter spellings ("S.A.", "A. G.", "G.m.b.H."); they need at least one dot
 *   and are not taken at the very start of a name or inside a chain of initials ("J.A.G.").
 * - `final`: foreign short forms that are no everyday word but could be initials anywhere else
 *   (ApS, Oy, BV, ...): any case, only as the last word of the name; removed from the core.
 * - `strict`: ambiguous short tokens (SE, KG, LP, AB, ...): only upper case and only as the last
 *   word; reported but kept in the core.
 * - `cased`: abbreviations that are also everyday words ("SpA" / spa, "SAc" / fr. sac), matched
 *   only as written, with their letter case, and only as the last word; an all-capitals spelling
 *   ("SPA") only in a name that has lower-case letters (in capitals throughout, case tells
 *   nothing). Reported but kept in the core, like `strict`.
 * - `embedded`: case-sensitive spellings detected glued to the end of a word after a lower-case
 *   letter ("AlphaAG", "BetaGmbH"); the upper-case spelling is added automatically.
 * Spellings with ä/ö/ü also get their ae/oe/ue spelling.
 */
import type { LegalFormKind, LegalFormMatch } from "./types.js";

/** One designation with all the spellings that name it. */
export interface LegalFormEntry {
  canonical: string;
  kind: LegalFormKind;
  language: LegalFormMatch["language"];
  forms?: readonly string[];
  dotted?: readonly string[];
  final?: readonly string[];
  strict?: readonly string[];
  cased?: readonly string[];
  embedded?: readonly string[];
}

type Lang = LegalFormMatch["language"];
const e = (
  canonical: string,
  kind: LegalFormKind,
  language: Lang,
  spellings: Omit<LegalFormEntry, "canonical" | "kind" | "language">,
): LegalFormEntry => ({ canonical, kind, language, ...spellings });

/** Swiss designations (HRegV Annex 2, KAG). */
const SWISS: readonly LegalFormEntry[] = [
  e("AG", "stock_corporation", "de", {
    forms: ["AG", "Aktiengesellschaft"],
    dotted: ["AG"],
    embedded: ["AG"],
  }),
  e("SA", "stock_corporation", "fr", { forms: ["SA", "société anonyme"], dotted: ["SA"], embedded: ["SA"] }),
  e("società anonima", "stock_corporation", "it", { forms: ["società anonima"] }),
  e("societad anonima", "stock_corporation", "rm", { forms: ["societad anonima"] }),
  e("GmbH", "limited_liability", "de", {
    forms: ["GmbH", "Gesellschaft mit beschränkter Haftung"],
    dotted: ["GmbH"],
    embedded: ["GmbH"],
  }),
  e("Sàrl", "limited_liability", "fr", {
    forms: ["Sàrl", "S.àr.l.", "société à responsabilité limitée"],
    dotted: ["Sàrl"],
    embedded: ["Sàrl", "Sarl"],
  }),
  e("Sagl", "limited_liability", "it", {
    forms: ["Sagl", "società a garanzia limitata"],
    dotted: ["Sagl"],
    embedded: ["Sagl"],
  }),
  e("societad cun responsabladad limitada", "limited_liability", "rm", {
    forms: ["societad cun responsabladad limitada"],
  }),
  e("Genossenschaft", "cooperative", "de", { forms: ["Genossenschaft", "Gen."] }),
  e("société coopérative", "cooperative", "fr", {
    forms: ["société coopérative", "Soc. coop.", "SCoop", "coopérative"],
  }),
  e("società cooperativa", "cooperative", "it", { forms: ["società cooperativa", "cooperativa"] }),
  e("societad cooperativa", "cooperative", "rm", { forms: ["societad cooperativa"] }),
  e("KlG", "general_partnership", "de", { forms: ["KlG", "Kollektivgesellschaft"], embedded: ["KlG"] }),
  e("SNC", "general_partnership", "fr", { forms: ["SNC", "société en nom collectif"], dotted: ["SNC"] }),
  e("società in nome collettivo", "general_partnership", "it", { forms: ["società in nome collettivo"] }),
  e("societad en num collectiv", "general_partnership", "rm", {
    forms: ["societad en num collectiv", "SCl"],
  }),
  e("KmG", "limited_partnership", "de", { forms: ["KmG", "Kommanditgesellschaft"], embedded: ["KmG"] }),
  e("SCm", "limited_partnership", "fr", { forms: ["SCm", "société en commandite"] }),
  // "Sac" is a French word (a bag: "Le Petit Sac SA"); the abbreviation is told by its case.
  // "SAC" is left out: in capitals it is the Swiss Alpine Club as often as a form.
  e("SAc", "limited_partnership", "it", { forms: ["società in accomandita"], cased: ["SAc"] }),
  e("societad en commandita", "limited_partnership", "rm", { forms: ["societad en commandita"] }),
  e("KmAG", "partnership_limited_by_shares", "de", { forms: ["KmAG", "Kommanditaktiengesellschaft"] }),
  e("SCmA", "partnership_limited_by_shares", "fr", { forms: ["SCmA", "société en commandite par actions"] }),
  e("SAcA", "partnership_limited_by_shares", "it", { forms: ["SAcA", "società in accomandita per azioni"] }),
  e("SICAV", "investment_company", "fr", {
    forms: [
      "SICAV",
      "société d'investissement à capital variable",
      "Investmentgesellschaft mit variablem Kapital",
    ],
  }),
  e("SICAF", "investment_company", "fr", {
    forms: ["SICAF", "société d'investissement à capital fixe", "Investmentgesellschaft mit festem Kapital"],
  }),
  e("KmGK", "investment_company", "de", {
    forms: ["KmGK", "Kommanditgesellschaft für kollektive Kapitalanlagen"],
  }),
  e("SCmPC", "investment_company", "fr", {
    forms: ["SCmPC", "société en commandite de placements collectifs"],
  }),
  e("SAcCol", "investment_company", "it", {
    forms: ["SAcCol", "società in accomandita per investimenti collettivi di capitale"],
  }),
  e("Verein", "association", "de", { forms: ["Verein"] }),
  e("association", "association", "fr", { forms: ["association"] }),
  e("associazione", "association", "it", { forms: ["associazione"] }),
  e("associaziun", "association", "rm", { forms: ["associaziun"] }),
  e("Stiftung", "foundation", "de", { forms: ["Stiftung"] }),
  e("fondation", "foundation", "fr", { forms: ["fondation"] }),
  e("fondazione", "foundation", "it", { forms: ["fondazione"] }),
  e("fundaziun", "foundation", "rm", { forms: ["fundaziun"] }),
];

/** English forms: not admissible as the only legal form (HRegV 116a). Countries in docs/normalization.md. */
const ENGLISH: readonly LegalFormEntry[] = [
  e("Ltd", "english", "en", {
    forms: [
      "Ltd",
      "Limited",
      "Pty Ltd",
      "Pty Limited",
      "Co Ltd",
      "Co Limited",
      "Company Limited",
      "Pte Ltd",
      "Pvt Ltd",
      "Private Limited",
    ],
    embedded: ["Ltd"],
  }),
  e("Inc", "english", "en", { forms: ["Inc", "Incorporated"] }),
  e("LLC", "english", "en", { forms: ["LLC", "Limited Liability Company", "PLLC"], dotted: ["LLC"] }),
  e("Corp", "english", "en", { forms: ["Corp", "Corporation"] }),
  e("PLC", "english", "en", { forms: ["PLC", "Public Limited Company"], dotted: ["PLC"] }),
  e("LLP", "english", "en", { forms: ["LLP", "LLLP", "Limited Liability Partnership"], dotted: ["LLP"] }),
  e("LP", "english", "en", { strict: ["LP"], dotted: ["LP"] }),
];

/** Other foreign forms (EU, Nordic, Central Europe, Iberia, Asia); countries in docs/normalization.md. */
const FOREIGN: readonly LegalFormEntry[] = [
  e("GmbH & Co. KG", "foreign", "xx", {
    forms: ["GmbH & Co KG", "AG & Co KG", "GmbH & Co KGaA", "AG & Co KGaA"],
  }),
  e("Co. KG", "foreign", "xx", { forms: ["Co KG", "& Co KG"] }),
  e("KG", "foreign", "xx", { strict: ["KG"] }),
  e("KGaA", "foreign", "xx", { forms: ["KGaA"] }),
  e("OHG", "foreign", "xx", { forms: ["OHG"], dotted: ["OHG"] }),
  e("GbR", "foreign", "xx", { final: ["GbR"] }),
  e("UG", "foreign", "xx", { forms: ["UG haftungsbeschränkt"], strict: ["UG"] }),
  e("e.V.", "foreign", "xx", { dotted: ["eV"] }),
  // "Spa" is wellness ("Hôtel & Spa SA"): the Italian form is "S.p.A." with its dots, or "SpA" /
  // "SPA" as Italian companies write it, ending the name.
  e("S.p.A.", "foreign", "xx", { dotted: ["SpA"], cased: ["SpA", "SPA"] }),
  e("S.r.l.", "foreign", "xx", { forms: ["Srl", "S.r.l."] }),
  e("B.V.", "foreign", "xx", { final: ["BV"], dotted: ["BV"] }),
  e("N.V.", "foreign", "xx", { final: ["NV"], dotted: ["NV"] }),
  e("BVBA", "foreign", "xx", { final: ["BVBA"] }),
  e("S.L.", "foreign", "xx", { strict: ["SL"], dotted: ["SL"] }),
  e("S.A.S.", "foreign", "xx", { final: ["SAS", "SASU"], dotted: ["SAS"] }),
  e("EURL", "foreign", "xx", { final: ["EURL"] }),
  e("Lda", "foreign", "xx", { final: ["Lda", "Ltda"] }),
  e("SE", "foreign", "xx", { strict: ["SE"] }),
  e("AB", "foreign", "xx", { strict: ["AB"] }),
  e("Oy", "foreign", "xx", { final: ["Oy", "Oyj"] }),
  e("A/S", "foreign", "xx", { final: ["A/S", "ApS"], strict: ["AS"] }),
  e("ASA", "foreign", "xx", { final: ["ASA"] }),
  e("Sp. z o.o.", "foreign", "xx", { forms: ["Sp. z o.o."] }),
  e("s.r.o.", "foreign", "xx", { dotted: ["sro"] }),
  e("Kft.", "foreign", "xx", { final: ["Kft", "Zrt", "Nyrt"] }),
  e("d.o.o.", "foreign", "xx", { dotted: ["doo"] }),
  e("K.K.", "foreign", "xx", { dotted: ["KK"] }),
  e("Sdn. Bhd.", "foreign", "xx", { forms: ["Sdn Bhd"], final: ["Bhd"] }),
];

/** Suffixes that suggest a partnership or company (not admissible for a sole proprietorship). */
const PARTNERSHIP: readonly LegalFormEntry[] = [
  e("& Co.", "partnership_suffix", "de", { forms: ["& Co", "& Comp", "& Company"] }),
  e("& Cie", "partnership_suffix", "fr", { forms: ["& Cie", "& Compagnie"] }),
  e("e C.", "partnership_suffix", "it", { forms: ["& C.", "& Compagni"] }),
  e("& Partner", "partnership_suffix", "de", { forms: ["& Partner", "& Partners", "& Teilhaber"] }),
  e("& Partenaires", "partnership_suffix", "fr", { forms: ["& Partenaires", "& Associés", "& Associé"] }),
  e("& Associates", "partnership_suffix", "en", { forms: ["& Associates"] }),
  e("& Soci", "partnership_suffix", "it", { forms: ["& Soci"] }),
  e("& Söhne", "partnership_suffix", "de", { forms: ["& Söhne", "& Sohn", "& Töchter"] }),
  e("& Sons", "partnership_suffix", "en", { forms: ["& Sons"] }),
  e("& fils", "partnership_suffix", "fr", { forms: ["& fils"] }),
  e("e figli", "partnership_suffix", "it", { forms: ["& figli", "& figlio"] }),
  e("Gebrüder", "partnership_suffix", "de", { forms: ["Gebrüder", "Gebr."] }),
  e("frères", "partnership_suffix", "fr", { forms: ["frères"] }),
  e("fratelli", "partnership_suffix", "it", { forms: ["fratelli", "F.lli"] }),
];

/** Every designation the recogniser knows, Swiss first. */
export const LEGAL_FORM_DESIGNATIONS: readonly LegalFormEntry[] = [
  ...SWISS,
  ...ENGLISH,
  ...FOREIGN,
  ...PARTNERSHIP,
];
