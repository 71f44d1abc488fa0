/**
 * Protected names and acronyms of international organisations (SR 232.23 art. 1-3: names in any
 * language, acronyms in the Swiss official languages or English; Red Cross act SR 232.22).
 * Since EHRA Praxismitteilung 2/21 full names stay barred while acronyms are refused only where
 * they create a link with the organisation: acronyms that are also ordinary words or common
 * letter sequences are in the ambiguous category (a warning, and only when written in capitals).
 * The list is compiled from the organisations' official names; the WIPO Article 6ter database
 * was not available as data (see data/SOURCES.md).
 */
import type { BuiltinTerm, BuiltinTermCategory } from "./term-model.js";
import { termsOf } from "./term-model.js";

const common = {
  sectionNumber: "9",
  sectionTitle: "Protected names of international organisations",
  ruleRef: "SR 232.23 art. 1-3; SR 232.22 (Red Cross); EHRA Praxismitteilung 2/21",
  authority: "The organisation concerned (consent); IPI (Swiss Federal Institute of Intellectual Property)",
  matchMode: "whole_word" as const,
  isActive: true,
};

/** Strict (full names, unambiguous acronyms) and ambiguous (acronyms that are also words). */
export const IGO_CATEGORIES: readonly BuiltinTermCategory[] = [
  {
    ...common,
    code: "igo_protected",
    name: "Protected international organisations",
    description:
      "Full names and unambiguous acronyms of protected intergovernmental organisations and the Red Cross emblems' names.",
    flagCode: "ERR_PROTECTED_INTL_ORG_STRICT",
    defaultSeverity: "ERROR",
  },
  {
    ...common,
    code: "igo_ambiguous",
    name: "Ambiguous acronyms of international organisations",
    description:
      "Acronyms of protected organisations that are also ordinary words or letter sequences (UN, WHO, EU, ...).",
    flagCode: "WARN_PROTECTED_INTL_ORG_AMBIGUOUS",
    defaultSeverity: "WARNING",
  },
];

/** Acronyms refused in any case, as written or glued ("Cern", "OMS"): no word of de/fr/it/en spells them. */
export const STRICT_ACRONYMS =
  "ONU OMS WIPO OMPI OIT WTO OMC UNWTO OECD OCDE OCSE HCR UNDP PNUD UNEP PNUE UNAIDS " +
  "ONUSIDA WFP IFAD UNIDO ONUDI ICAO OACI IAEA AIEA IAEO IMF FMI IWF IBRD UNCTAD CNUCED UNITAR " +
  "OHCHR HCDH IOM OIM EFTA AELE CERN OSCE OSZE NATO OTAN OEB ICRC CICR IKRK IFRC FICR WMO OMM UNOG UNRWA IAO";
/**
 * Strict acronyms that are also ordinary words of de/fr/it/en (it. "nato", born: "Pane Appena Nato
 * SA"). Praxismitteilung 2/21 refuses an acronym only where it links to the organisation, so these
 * count only written in capitals ("NATO"), as the ambiguous ones warn only then. Folded. No other
 * strict acronym is an English dictionary word (igo tests); de/fr/it were checked by hand.
 */
export const STRICT_ACRONYMS_THAT_ARE_WORDS: ReadonlySet<string> = new Set(["nato"]);

const AMBIGUOUS_ACRONYMS =
  "UN UNO VN WHO EU UE ESA EPA EPO FAO UPU ITU UIT IMO OMI BIS BRI BIZ PAM OMT OIL BIT IAA ILO BIRD FIDA";

/** Strict names and acronyms; multi-word names match as phrases. */
export const IGO_TERMS: readonly BuiltinTerm[] = [
  ...termsOf("igo_protected", [
    ...STRICT_ACRONYMS.split(" ").map((a) => [a, null] as const),
    ["Vereinte Nationen", "de"],
    ["Vereinten Nationen", "de"],
    ["United Nations", "en"],
    ["Nations Unies", "fr"],
    ["Nazioni Unite", "it"],
    ["Weltgesundheitsorganisation", "de", { mode: "compound" }],
    ["World Health Organization", "en"],
    ["World Health Organisation", "en"],
    ["Organisation mondiale de la santé", "fr"],
    ["Organizzazione mondiale della sanità", "it"],
    ["Welthandelsorganisation", "de", { mode: "compound" }],
    ["World Trade Organization", "en"],
    ["Organisation mondiale du commerce", "fr"],
    ["Organizzazione mondiale del commercio", "it"],
    ["Weltorganisation für geistiges Eigentum", "de"],
    ["World Intellectual Property Organization", "en"],
    ["Organisation mondiale de la propriété intellectuelle", "fr"],
    ["Organizzazione mondiale della proprietà intellettuale", "it"],
    ["Internationale Arbeitsorganisation", "de"],
    ["International Labour Organization", "en"],
    ["Organisation internationale du travail", "fr"],
    ["Organizzazione internazionale del lavoro", "it"],
    ["Weltbank", "de", { mode: "compound" }],
    ["World Bank", "en"],
    ["Banque mondiale", "fr"],
    ["Banca mondiale", "it"],
    ["Internationaler Währungsfonds", "de"],
    ["International Monetary Fund", "en"],
    ["Fonds monétaire international", "fr"],
    ["Fondo monetario internazionale", "it"],
    ["Europäische Freihandelsassoziation", "de"],
    ["European Free Trade Association", "en"],
    ["Association européenne de libre-échange", "fr"],
    ["Associazione europea di libero scambio", "it"],
    ["Europarat", "de"],
    ["Council of Europe", "en"],
    ["Conseil de l'Europe", "fr"],
    ["Consiglio d'Europa", "it"],
    ["Interpol", null],
    ["Rotes Kreuz", "de"],
    ["Roten Kreuz", "de"],
    // "das Rote Kreuz", and the names glued into one word ("RedCross", "CroixRouge"): the act
    // protects the name in any language and signs confusable with it (SR 232.22 art. 7, 8).
    ["Rote Kreuz", "de"],
    ["Roteskreuz", "de", { mode: "compound" }],
    ["Rotekreuz", "de", { mode: "compound" }],
    ["Croixrouge", "fr", { mode: "compound" }],
    ["Crocerossa", "it", { mode: "compound" }],
    ["Redcross", "en", { mode: "compound" }],
    ["Redcrescent", "en", { mode: "compound" }],
    ["Vereintenationen", "de", { mode: "compound" }],
    ["Unitednations", "en", { mode: "compound" }],
    ["Nationsunies", "fr", { mode: "compound" }],
    ["Nazioniunite", "it", { mode: "compound" }],
    // Acronyms that no word contains, alone or glued to another word ("UnescoShop").
    ["UNESCO", null, { mode: "compound" }],
    ["UNICEF", null, { mode: "compound" }],
    ["UNHCR", null, { mode: "compound" }],
    ["Rotkreuzgesellschaft", "de", { mode: "compound" }],
    ["Genfer Kreuz", "de"],
    // The genitive ("des Roten Kreuzes") and the weak forms after an article, for each emblem.
    ["Roten Kreuzes", "de"],
    ["Genfer Kreuzes", "de"],
    ["Rote Halbmond", "de"],
    ["Roten Halbmondes", "de"],
    ["Roten Halbmonds", "de"],
    ["Rote Kristall", "de"],
    ["Roten Kristall", "de"],
    ["Roten Kristalls", "de"],
    ["Croix-Rouge", "fr"],
    ["Croix de Genève", "fr"],
    ["Croce Rossa", "it"],
    ["Croce di Ginevra", "it"],
    ["Red Cross", "en"],
    // Romansh: the Swiss Red Cross is also "Crusch Cotschna Svizra".
    ["Crusch cotschna", "rm"],
    ["Roter Halbmond", "de"],
    ["Roten Halbmond", "de"],
    ["Croissant-Rouge", "fr"],
    ["Mezzaluna Rossa", "it"],
    ["Red Crescent", "en"],
    ["Roter Kristall", "de"],
    ["Cristal rouge", "fr"],
    ["Cristallo rosso", "it"],
    ["Red Crystal", "en"],
  ]),
  ...termsOf(
    "igo_ambiguous",
    AMBIGUOUS_ACRONYMS.split(" ").map((a) => [a, null] as const),
  ),
];
