/**
 * National designations and scope wording (OR 944 para. 2; MSchG art. 47 ff. on indications of
 * source; EHRA directive 2021 on geographic designations). They are geographic designations
 * (a name made only of them is ERR_STANDALONE_GEOGRAPHY) and raise WARN_ORIGIN_INDICATION.
 * They are built in, not administered: the restricted-terms port covers the licensed terms.
 */
import type { MatchMode, RestrictedTermSet } from "../terms/port.js";

/** A national or scope term with the way it matches. */
export interface OriginTerm {
  term: string;
  language: "de" | "fr" | "it" | "rm" | "en" | "la";
  kind: "national" | "scope";
  mode: MatchMode;
}

const n = (term: string, language: OriginTerm["language"], mode: MatchMode = "whole_word"): OriginTerm => ({
  term,
  language,
  kind: "national",
  mode,
});
const s = (term: string, language: OriginTerm["language"], mode: MatchMode = "whole_word"): OriginTerm => ({
  term,
  language,
  kind: "scope",
  mode,
});

/** Swiss national designations in the national languages, English and Latin. */
export const NATIONAL_DESIGNATIONS: readonly OriginTerm[] = [
  n("Schweiz", "de", "compound"),
  n("Schweizer", "de", "word_prefix"),
  n("schweizerisch", "de", "word_prefix"),
  n("Eidgenossenschaft", "de"),
  n("Suisse", "fr", "word_prefix"),
  n("Suisses", "fr"),
  n("Svizzera", "it"),
  n("Svizzero", "it"),
  n("Svizzeri", "it"),
  n("Svizzere", "it"),
  n("Svizra", "rm"),
  n("Svizzer", "rm"),
  n("Swiss", "en", "word_prefix"),
  n("Switzerland", "en"),
  n("Helvetia", "la", "word_prefix"),
  n("Helvetic", "en", "word_prefix"),
  n("Helvétique", "fr"),
  n("Helvetisch", "de", "word_prefix"),
  n("Confoederatio Helvetica", "la", "phrase"),
  n("Swissness", "en"),
];

/** Scope wording that may mislead about size or reach ("International", "Global", "Euro..."). */
export const SCOPE_TERMS: readonly OriginTerm[] = [
  s("International", "en"),
  s("Internationale", "de"),
  s("Internationaler", "de"),
  s("Internationales", "de"),
  s("Internazionale", "it"),
  s("Internazionali", "it"),
  s("Global", "en"),
  s("Globale", "de"),
  s("Globaux", "fr"),
  s("Worldwide", "en"),
  s("Weltweit", "de"),
  s("Mondial", "fr"),
  s("Mondiale", "fr"),
  s("Mondiali", "it"),
  s("Euro", "de", "word_prefix"),
  s("Europäisch", "de", "word_prefix"),
  s("European", "en"),
  s("Européen", "fr", "word_prefix"),
  s("Europeo", "it"),
  s("Europea", "it"),
  s("Europei", "it"),
  s("Europee", "it"),
];

/** The origin wording as a term set for the shared matcher (compiled once). */
export const ORIGIN_TERM_SET: RestrictedTermSet = {
  version: "builtin-origin-1",
  categories: [
    {
      code: "origin_national",
      name: "National designations",
      flagCode: "WARN_ORIGIN_INDICATION",
      defaultSeverity: "WARNING",
      matchMode: "whole_word",
      ruleRef: "OR art. 944 para. 2; MSchG art. 47 ff.",
      isActive: true,
    },
    {
      code: "origin_scope",
      name: "Scope designations",
      flagCode: "WARN_ORIGIN_INDICATION",
      defaultSeverity: "WARNING",
      matchMode: "whole_word",
      ruleRef: "OR art. 944 para. 1; EHRA directive 2021 (geographic designations)",
      isActive: true,
    },
  ],
  terms: [...NATIONAL_DESIGNATIONS, ...SCOPE_TERMS].map((t, i) => ({
    id: `origin-${i}`,
    categoryCode: t.kind === "national" ? "origin_national" : "origin_scope",
    term: t.term,
    languageCode: t.language,
    matchModeOverride: t.mode,
    severityOverride: null,
    // "Euro" as a prefix must not take every word that starts with these letters.
    exceptions:
      t.term === "Euro"
        ? ["europium", "eurythmie", "eurhythmie"]
        : t.term === "Schweiz"
          ? ["schweizerhalle"]
          : [],
  })),
};
