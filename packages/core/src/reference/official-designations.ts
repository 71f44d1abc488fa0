/**
 * Official designations (WSchG art. 6, SR 232.21): «Eidgenossenschaft», «Bund», «eidgenössisch»,
 * «Kanton», «kantonal», «Gemeinde», «kommunal» and their fr/it/rm/en equivalents, plus word signs
 * referring to the Swiss arms (WSchG art. 8 para. 2). In combination with other words they are
 * allowed unless misleading (art. 9), hence a warning. Inflected forms that only mention cantons
 * ("zu den sieben Kantonen", "für Gemeinden") are deliberately not listed.
 */
import type { BuiltinTerm, BuiltinTermCategory } from "./term-model.js";
import { termsOf } from "./term-model.js";

/** The official-designation category. */
export const OFFICIAL_CATEGORY: BuiltinTermCategory = {
  code: "official_designation",
  name: "Official designations",
  description:
    "Terms that designate the Confederation, a canton or a commune, or refer to their arms, suggest an official or semi-official activity.",
  sectionNumber: "7",
  sectionTitle: "Official designations and coats of arms",
  flagCode: "WARN_OFFICIAL_DESIGNATION",
  defaultSeverity: "WARNING",
  matchMode: "whole_word",
  ruleRef: "WSchG art. 6, 8, 9 (SR 232.21)",
  authority:
    "The community concerned (Confederation, canton, commune); IPI (Swiss Federal Institute of Intellectual Property)",
  isActive: true,
};

/** The official designations. */
export const OFFICIAL_TERMS: readonly BuiltinTerm[] = termsOf("official_designation", [
  ["Eidgenossenschaft", "de"],
  ["Bund", "de"],
  ["Bundes", "de", { mode: "word_prefix", note: "Bundesamt, Bundesverwaltung, ..." }],
  ["eidgenössisch", "de", { mode: "word_prefix", note: "eidgenössische, eidgenössischer, ..." }],
  ["Kanton", "de"],
  // Compounds naming an authority or its institution, as "Bundes…" does.
  [
    "Kantons",
    "de",
    { mode: "word_prefix", exceptions: ["Kantonsstrasse"], note: "Kantonsspital, Kantonsschule, ..." },
  ],
  ["kantonal", "de", { mode: "word_prefix", note: "kantonale, Kantonalbank, ..." }],
  [
    "Gemeinde",
    "de",
    { mode: "word_prefix", exceptions: ["Gemeinden"], note: "Gemeindeverwaltung, Gemeindewerke, ..." },
  ],
  ["kommunal", "de", { mode: "word_prefix" }],
  ["Confédération", "fr"],
  ["fédéral", "fr"],
  ["fédérale", "fr"],
  ["fédéraux", "fr"],
  ["Canton", null, { note: "fr/en" }],
  ["cantonal", null, { mode: "word_prefix", note: "fr/en: cantonale" }],
  ["cantonaux", "fr"],
  ["Commune", null, { note: "fr/en" }],
  ["communal", null, { mode: "word_prefix", note: "fr/en: communale" }],
  ["communaux", "fr"],
  ["Confederazione", "it"],
  ["federale", "it"],
  ["federali", "it"],
  ["Cantone", "it"],
  ["Comune", "it"],
  ["comunale", "it"],
  ["comunali", "it"],
  ["Confederaziun", "rm"],
  ["Chantun", "rm"],
  ["chantunal", "rm"],
  ["Vischnanca", "rm"],
  ["Confederation", "en"],
  ["Federal", "en"],
  ["Schweizerwappen", "de", { mode: "compound" }],
  ["Schweizer Wappen", "de"],
  ["Schweizerkreuz", "de", { mode: "compound" }],
  ["Schweizer Kreuz", "de"],
  ["Armoiries suisses", "fr"],
  ["Croix suisse", "fr"],
  ["Stemma svizzero", "it"],
  ["Croce svizzera", "it"],
  ["Swiss coat of arms", "en"],
  ["Swiss cross", "en"],
]);
