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
  /**
   * The whole words (or phrase) the term stands for on its own: the term itself when it matches
   * whole words; for a prefix, its inflections ("schweizerische"), never its compounds
   * ("Swisscom", "Eurotreuhand" carry content of their own). A name made only of these and of
   * places is ERR_STANDALONE_GEOGRAPHY.
   */
  alone: readonly string[];
}

const term =
  (kind: OriginTerm["kind"]) =>
  (
    text: string,
    language: OriginTerm["language"],
    mode: MatchMode = "whole_word",
    inflections: readonly string[] = [],
  ): OriginTerm => ({
    term: text,
    language,
    kind,
    mode,
    alone: mode === "whole_word" || mode === "phrase" ? [text] : inflections,
  });
const n = term("national");
const s = term("scope");
/** Whole words, one term each ("Internationale Internationaler" → two terms). */
const words = (
  kind: (t: string, l: OriginTerm["language"]) => OriginTerm,
  l: OriginTerm["language"],
  list: string,
) => list.split(" ").map((w) => kind(w, l));
/** German adjective endings: "-e", "-er", "-es", "-en", "-em". */
const de = (stem: string): string[] => [stem, ...["e", "er", "es", "en", "em"].map((e) => stem + e)];

/**
 * Swiss national designations in the national languages, English and Latin, with their
 * inflections in each language, and the country's official names.
 */
export const NATIONAL_DESIGNATIONS: readonly OriginTerm[] = [
  n("Schweiz", "de", "compound", ["Schweiz"]),
  n("Schweizer", "de", "word_prefix", ["Schweizer", "Schweizerin", "Schweizerinnen"]),
  n("schweizerisch", "de", "word_prefix", de("schweizerisch")),
  n("Eidgenossenschaft", "de"),
  // The Confederates (the Swiss), and the Swiss German dialect's name of the country.
  ...words(n, "de", "Eidgenosse Eidgenossen"),
  n("Schwiiz", "de", "word_prefix", ["Schwiiz", "Schwiizer"]),
  n("Schweizerische Eidgenossenschaft", "de", "phrase"),
  n("Helvetisch", "de", "word_prefix", de("helvetisch")),
  n("Suisse", "fr", "word_prefix", ["Suisse"]),
  ...words(n, "fr", "Suisses Helvétique Helvétiques"),
  n("Confédération suisse", "fr", "phrase"),
  // Prefixes, as "Swiss" and "Suisse": glued into a word ("Svizzeraservizi") they still say Swiss.
  n("Svizzer", "it", "word_prefix", ["Svizzera", "Svizzero", "Svizzeri", "Svizzere", "Svizzer", "Svizzers"]),
  n("Elvezia", "it"),
  // "Elvetico", "Elvetica", "Elvetici", "Elvetiche": the Italian "Helvetic".
  n("Elvetic", "it", "word_prefix", ["elvetico", "elvetica", "elvetici", "elvetiche"]),
  n("Confederazione Svizzera", "it", "phrase"),
  n("Svizra", "rm", "word_prefix", ["Svizra", "Svizras"]),
  n("Confederaziun svizra", "rm", "phrase"),
  n("Swiss", "en", "word_prefix", ["Swiss"]),
  ...words(n, "en", "Switzerland Swissness"),
  n("Swiss Confederation", "en", "phrase"),
  n("Helvetia", "la", "word_prefix", ["Helvetia"]),
  n("Helvetic", "en", "word_prefix", ["Helvetic", "Helvetica"]),
  n("Confoederatio Helvetica", "la", "phrase"),
  // The country code (naming rules §7: «CH» is a national designation). Written in capitals
  // only ("Ch." abbreviates Christian), and never a name on its own: "CH AG" may be initials.
  { term: "CH", language: "la", kind: "national", mode: "whole_word", alone: [] },
];

/** Folded origin terms that count only written in capitals, as an acronym. */
export const ORIGIN_ACRONYMS: ReadonlySet<string> = new Set(["ch"]);

/**
 * Scope wording that may mislead about size or reach ("International", "Global", "Euro..."),
 * inflected in each language. "Euro" alone is the currency: a prefix only ("Eurotreuhand").
 */
export const SCOPE_TERMS: readonly OriginTerm[] = [
  ...words(s, "en", "International Global Worldwide European"),
  ...words(s, "de", [...de("international").slice(1), ...de("global").slice(1), ...de("weltweit")].join(" ")),
  ...words(s, "fr", "Internationaux Globaux Mondial Mondiale Mondiaux Mondiales"),
  ...words(s, "it", "Internazionale Internazionali Globali Mondiali Europeo Europea Europei Europee"),
  s("Euro", "de", "word_prefix"),
  s("Europäisch", "de", "word_prefix", de("europäisch")),
  s("Européen", "fr", "word_prefix", ["Européen", "Européenne", "Européens", "Européennes"]),
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

/**
 * The designations standing alone (`OriginTerm.alone`), as whole words and phrases for the
 * shared matcher: what the standalone-geography rule counts besides places.
 */
export const DESIGNATION_TERM_SET: RestrictedTermSet = {
  version: "builtin-designations-1",
  categories: ORIGIN_TERM_SET.categories,
  terms: [...NATIONAL_DESIGNATIONS, ...SCOPE_TERMS].flatMap((t, i) =>
    t.alone.map((text, k) => ({
      id: `designation-${i}-${k}`,
      categoryCode: t.kind === "national" ? "origin_national" : "origin_scope",
      term: text,
      languageCode: t.language,
      matchModeOverride: text.includes(" ") ? ("phrase" as const) : ("whole_word" as const),
      severityOverride: null,
    })),
  ),
};
